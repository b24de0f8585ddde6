import type { DeliveryAddress, DeliveryState } from './delivery';

/** What the root loader passes down about each of the buyer's addresses. */
export interface AddressSummary extends DeliveryAddress {
  is_default: boolean;
}

export interface DeliverySync {
  state: DeliveryState;
  /** Queue a HIGH-priority STORE_SELECTION task (the delivery modal). */
  openStoreSelection: boolean;
}

/**
 * Spec §4, after the buyer's addresses have loaded, applied in this order:
 *
 * 1. "An address no longer in the list is removed": the chosen address is dropped; the postcode
 *    stays (it is still where the buyer said they are) unless rule 3 replaces it.
 *    "A changed updated_at replaces it": the chosen address becomes the list's version, and the
 *    postcode follows its zip (spec "Address change": choosing an address sets the postcode).
 * 2. "Default address selection": when a default exists and its zip differs from the current
 *    postcode, we read "store settings reset" as: postcode and address are taken from the default
 *    address (the store follows the postcode), and the store-selection task is queued so the
 *    buyer sees and confirms it. This applies only when no address is chosen: a buyer who chose
 *    another address of theirs keeps it.
 * 3. "No address set and user has addresses opens store selection": with no chosen address (and
 *    no default to take it from) and a non-empty list, the store-selection task is queued.
 *
 * A guest (`signedIn` false) is left as is: their postcode was typed, not taken from an address.
 * The function is pure so that the same list run twice gives the same state and no second task.
 */
export function syncDelivery(state: DeliveryState, addresses: readonly AddressSummary[], signedIn: boolean): DeliverySync {
  if (!signedIn) return { state, openStoreSelection: false };

  let next = state;
  if (state.address) {
    const current = addresses.find((a) => a.id === state.address?.id);
    if (!current) next = { ...state, address: null };
    else if (current.updated_at !== state.address.updated_at) next = { postcode: current.zip, address: toDelivery(current) };
  }
  if (next.address) return { state: next, openStoreSelection: false };

  const fallback = addresses.find((a) => a.is_default);
  if (fallback && fallback.zip !== next.postcode) return { state: { postcode: fallback.zip, address: toDelivery(fallback) }, openStoreSelection: true };
  if (fallback) return { state: { postcode: next.postcode, address: toDelivery(fallback) }, openStoreSelection: false };
  return { state: next, openStoreSelection: addresses.length > 0 };
}

function toDelivery({ id, zip, updated_at }: AddressSummary): DeliveryAddress {
  return { id, zip, updated_at };
}
