import type { ReactNode } from 'react';
import { useAddressSync } from '../features/delivery/use-address-sync';
import { Header } from '../features/header/header';
import { EMPTY_NAVIGATION } from '../features/navigation/navigation';
import { NoticeProvider } from '../features/notices/notice-provider';
import { useRootData } from '../lib/root-data';
import { AlertProvider } from '../ui/alert-modal';

/**
 * The part of the site frame that works in the browser: the header, the alert modal, the notice
 * queue (announcement, store selection, queued alerts) and the address sync, around the page.
 * On an islands page it is an island of its own (`SiteShell`), with nothing inside.
 */
export function LiveShell({ staticPage, showSearch, children }: { staticPage: boolean; showSearch: boolean; children?: ReactNode }) {
  const navigation = useRootData()?.navigation ?? EMPTY_NAVIGATION;
  return (
    <AlertProvider>
      <NoticeProvider staticPage={staticPage}>
        <Header navigation={navigation} showSearch={showSearch} />
        {children}
        <AddressSync />
      </NoticeProvider>
    </AlertProvider>
  );
}

/** The shell as an island (features/islands): the page's content is not React in the browser. */
export function SiteShell({ showSearch }: { showSearch: boolean }) {
  return <LiveShell staticPage={false} showSearch={showSearch} />;
}

/** A component so the hook runs inside NoticeProvider, whose queue it may ask for store selection. */
function AddressSync() {
  useAddressSync();
  return null;
}
