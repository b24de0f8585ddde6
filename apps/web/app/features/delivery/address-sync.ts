import type { DeliveryAddress, DeliveryState } from './delivery';

/** What the root loader passes down about each of the buyer's addresses. */
export interface AddressSummary extends DeliveryAddress {
  is_default: boolean;
}

/**
 * Spec §4's address sync, after the buyer's addresses have loaded. `state.address` is the address
 * book entry the delivery last followed (the default, as nothing else chooses one); a postcode the
 * buyer typed in the delivery modal since then is kept beside it.
 *
 * - With a default address: when it is another address than the one followed, or the same one
 *   edited (a changed `updated_at`), postcode and address are taken from it. So setting a new
 *   default, or signing in, shows its postcode in the header at once ("Default address
 *   selection"); while the default stays as it was, a typed postcode stands.
 * - Without one: an address no longer in the list is removed (the postcode stays: it is still
 *   where the buyer said they are), and a changed `updated_at` replaces it, its zip with it.
 *
 * The spec also opens the store selection here; it never does (issue 14): a dialog opening by
 * itself right after sign-in covers what the buyer came to do, and the header already shows the
 * postcode taken (docs/decisions/0019-notices-wait-for-the-buyer.md). A guest is left as is.
 * Pure, so that the same list run twice gives the same state.
 */
export function syncDelivery(state: DeliveryState, addresses: readonly AddressSummary[], signedIn: boolean): DeliveryState {
  if (!signedIn) return state;
  const fallback = addresses.find((a) => a.is_default);
  if (fallback) return follows(state, fallback) ? state : { postcode: fallback.zip, address: toDelivery(fallback) };
  if (!state.address) return state;
  const current = addresses.find((a) => a.id === state.address?.id);
  if (!current) return { ...state, address: null };
  return follows(state, current) ? state : { postcode: current.zip, address: toDelivery(current) };
}

function follows(state: DeliveryState, address: AddressSummary): boolean {
  return state.address?.id === address.id && state.address.updated_at === address.updated_at;
}

function toDelivery({ id, zip, updated_at }: AddressSummary): DeliveryAddress {
  return { id, zip, updated_at };
}
