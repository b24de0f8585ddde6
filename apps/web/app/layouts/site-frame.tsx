import type { ReactNode } from 'react';
import { SessionModals } from '../features/auth/session-modals';
import { useAddressSync } from '../features/delivery/use-address-sync';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { EMPTY_NAVIGATION } from '../features/navigation/navigation';
import { useRootData } from '../lib/root-data';
import { NoticeProvider } from '../features/notices/notice-provider';
import { AlertProvider } from '../ui/alert-modal';
import { ScrollToTop } from '../ui/scroll-to-top';

/**
 * What the default and retailer layouts put around a page: header, footer, the alert modal, the
 * notice queue (announcement, store selection, queued alerts), the session's modals (login, new
 * password, result) and the scroll-to-top button. `noindex` asks search engines to leave the page
 * out (React hoists the `<meta>` into the document head).
 */
export function SiteFrame({ children, noindex = false }: { children: ReactNode; noindex?: boolean }) {
  const root = useRootData();
  const navigation = root?.navigation ?? EMPTY_NAVIGATION;
  return (
    <AlertProvider>
      <NoticeProvider>
        {noindex && <meta name="robots" content="noindex" />}
        <Header navigation={navigation} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer groups={navigation.footer} year={root?.year ?? new Date().getFullYear()} />
        <ScrollToTop />
        <SessionModals />
        <AddressSync />
      </NoticeProvider>
    </AlertProvider>
  );
}

/** A component so the hook runs inside NoticeProvider, whose queue it may ask for store selection. */
function AddressSync() {
  useAddressSync();
  return null;
}
