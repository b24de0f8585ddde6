import { useEffect } from 'react';
import { useRootData } from '../session/root-data';
import { syncDelivery } from './address-sync';
import { readDelivery, saveDelivery } from './delivery-store';

/**
 * Runs the spec §4 address sync once after hydration (effects never run on the server, which
 * cannot see the stored state) and again whenever the root loader brings a new address list (it
 * revalidates after every form submission, so address-book edits, a new default among them, are
 * seen). Mounted once, in SiteFrame.
 */
export function useAddressSync(): void {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const addresses = root?.addresses ?? null;

  useEffect(() => {
    if (addresses === null) return;
    const current = readDelivery();
    const state = syncDelivery(current, addresses, signedIn);
    if (state !== current) saveDelivery(state);
  }, [addresses, signedIn]);
}
