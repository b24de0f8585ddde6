import { useEffect } from 'react';
import { useRootData } from '../session/root-data';
import { useNotices } from '../notices/notice-provider';
import { syncDelivery } from './address-sync';
import { readDelivery, saveDelivery } from './delivery-store';

/**
 * Runs the spec §4 address sync once after hydration (effects never run on the server, which
 * cannot see the stored state) and again whenever the root loader brings a new address list (it
 * revalidates after every form submission, so address-book edits are seen). Mounted once, in
 * SiteFrame, inside the notice queue it may ask to open store selection.
 */
export function useAddressSync(): void {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const addresses = root?.addresses ?? null;
  const { enqueueNotice } = useNotices();

  useEffect(() => {
    if (addresses === null) return;
    const current = readDelivery();
    const { state, openStoreSelection } = syncDelivery(current, addresses, signedIn);
    if (state !== current) saveDelivery(state);
    if (openStoreSelection) enqueueNotice({ type: 'STORE_SELECTION', priority: 'HIGH' });
  }, [addresses, signedIn, enqueueNotice]);
}
