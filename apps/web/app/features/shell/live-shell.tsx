import type { ReactNode } from 'react';
import { StoreSelection } from '../delivery/delivery-modal';
import { useAddressSync } from '../delivery/use-address-sync';
import { Header } from '../header/header';
import { EMPTY_NAVIGATION } from '../navigation/navigation';
import { NoticeProvider } from '../notices/notice-provider';
import { useRootData } from '../session/root-data';
import { AlertProvider } from '../../ui/alert-modal';

/**
 * The part of the site frame that works in the browser: the header, the alert modal, the notice
 * queue (announcement, store selection, queued alerts) and the address sync, around the page.
 * On an islands page it is an island of its own (`SiteShell`), with nothing inside. `scriptFree`:
 * a `static` page (lib/page-runtime.ts), where the inline script, not React, runs the delivery dialog.
 */
export function LiveShell({ scriptFree, showSearch, children }: { scriptFree: boolean; showSearch: boolean; children?: ReactNode }) {
  const navigation = useRootData()?.navigation ?? EMPTY_NAVIGATION;
  return (
    <AlertProvider>
      <NoticeProvider>
        <Header navigation={navigation} showSearch={showSearch} />
        {children}
        <StoreSelection scriptFree={scriptFree} />
        <AddressSync />
      </NoticeProvider>
    </AlertProvider>
  );
}

/** The shell as an island (features/islands): the page's content is not React in the browser. */
export function SiteShell({ showSearch }: { showSearch: boolean }) {
  return <LiveShell scriptFree={false} showSearch={showSearch} />;
}

/** A component so the hook runs inside NoticeProvider, whose queue it may ask for store selection. */
function AddressSync() {
  useAddressSync();
  return null;
}
