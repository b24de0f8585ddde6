import { useSyncExternalStore } from 'react';
import { DELIVERY_STORAGE_KEY, EMPTY_DELIVERY, readStoredDelivery, storedValue, type DeliveryAddress, type DeliveryState } from './delivery';

/**
 * The delivery state (postcode and chosen address) as React state shared by every component that
 * shows it, kept in local storage. The server (which cannot see storage) and the hydrating render
 * both read "none", so hydration matches; the stored state appears right after. Other tabs'
 * changes arrive through the `storage` event.
 */
const listeners = new Set<() => void>();

// useSyncExternalStore needs the same object while storage holds the same text.
let cache: { raw: string | null; state: DeliveryState } = { raw: null, state: EMPTY_DELIVERY };

/** The stored state, read now (outside React, e.g. in an effect). */
export function readDelivery(): DeliveryState {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DELIVERY_STORAGE_KEY);
  } catch {
    return EMPTY_DELIVERY;
  }
  if (raw !== cache.raw) cache = { raw, state: readStoredDelivery(raw) };
  return cache.state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DELIVERY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDelivery(): DeliveryState {
  return useSyncExternalStore(subscribe, readDelivery, () => EMPTY_DELIVERY);
}

export function useDeliveryPostcode(): string | null {
  return useDelivery().postcode;
}

/** Saves (or with an empty postcode, forgets) the state. False when storage is blocked: nothing was kept. */
export function saveDelivery(state: DeliveryState): boolean {
  try {
    if (state.postcode === null) localStorage.removeItem(DELIVERY_STORAGE_KEY);
    else localStorage.setItem(DELIVERY_STORAGE_KEY, storedValue(state.postcode, state.address));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** A typed postcode (or null to forget it): no address of the book goes with it. */
export function saveDeliveryPostcode(postcode: string | null): boolean {
  return saveDelivery({ postcode, address: null });
}

/** Spec §4 "Address change": choosing an address sets the postcode from its zip. */
export function saveDeliveryAddress(address: DeliveryAddress): boolean {
  return saveDelivery({ postcode: address.zip, address });
}
