import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { SessionModals } from '../features/auth/session-modals';
import { Footer } from '../features/footer/footer';
import { Island } from '../features/islands/island';
import { EMPTY_NAVIGATION } from '../features/navigation/navigation';
import { useRootData, type RouteHandle } from '../features/session/root-data';
import { usePageRuntime } from '../features/islands/page-runtime';
import { ScrollToTop } from '../ui/scroll-to-top';
import { LiveShell, SiteShell } from '../features/shell/live-shell';

/**
 * What the default layout puts around a page: header, footer, the alert modal, the
 * notice queue (announcement, store selection, queued alerts), the session's modals (login, new
 * password, result) and the scroll-to-top button. On an islands page the header and the
 * notices are one island; the session modals are not there (a URL that opens one hydrates the
 * whole page).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const root = useRootData();
  const navigation = root?.navigation ?? EMPTY_NAVIGATION;
  const runtime = usePageRuntime();
  const showSearch = !useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hideHeaderSearch);
  const page = (
    <>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer groups={navigation.footer} year={root?.year ?? new Date().getFullYear()} />
      <ScrollToTop />
    </>
  );
  if (runtime === 'islands') {
    return (
      <>
        <Island name="site-shell" component={SiteShell} props={{ showSearch }} />
        {page}
      </>
    );
  }
  return (
    <LiveShell scriptFree={runtime === 'static'} showSearch={showSearch}>
      {page}
      <SessionModals />
    </LiveShell>
  );
}
