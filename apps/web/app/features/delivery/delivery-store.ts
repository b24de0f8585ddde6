import { useSyncExternalStore } from 'react';
import { useRootData } from '../session/root-data';
import { cookieValue, DELIVERY_COOKIE, DELIVERY_COOKIE_MAX_AGE, deliveryCookie, EMPTY_DELIVERY, LEGACY_DELIVERY_STORAGE_KEY, readStoredDelivery, storedValue, type DeliveryState } from './delivery';

/**
 * The delivery state (postcode and chosen address) as React state shared by every component that
 * shows it, kept in the `delivery` cookie. The server renders what the request's cookie says (the
 * root data carries it), and hydration reads the same, so the label never flashes. Other tabs'
 * changes arrive on a BroadcastChannel, as the `storage` event brought them before.
 */
const listeners = new Set<() => void>();
const CHANNEL = 'delivery';
let channel: BroadcastChannel | null = null;

// useSyncExternalStore needs the same object while the cookie holds the same text.
let cache: { raw: string | null; state: DeliveryState } = { raw: null, state: EMPTY_DELIVERY };
let migrated = false;

function readCookie(): string | null {
  try {
    return cookieValue(document.cookie, DELIVERY_COOKIE);
  } catch {
    return null;
  }
}

function writeCookie(value: string | null): boolean {
  try {
    document.cookie = deliveryCookie(DELIVERY_COOKIE, value, DELIVERY_COOKIE_MAX_AGE, location.protocol === 'https:');
  } catch {
    return false;
  }
  // Cookies switched off: the assignment is ignored without an error.
  return readCookie() === value;
}

/** A postcode kept in local storage before the cookie moves to the cookie once (unless the cookie has one). */
function migrateFromLocalStorage(): void {
  if (migrated) return;
  migrated = true;
  try {
    const legacy = localStorage.getItem(LEGACY_DELIVERY_STORAGE_KEY);
    if (legacy === null) return;
    const state = readStoredDelivery(legacy);
    if (readCookie() === null && state.postcode !== null && !writeCookie(storedValue(state.postcode, state.address))) return;
    localStorage.removeItem(LEGACY_DELIVERY_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing to move.
  }
}

/** The stored state, read now (outside React, e.g. in an effect). */
export function readDelivery(): DeliveryState {
  migrateFromLocalStorage();
  const raw = readCookie();
  if (raw !== cache.raw) cache = { raw, state: readStoredDelivery(raw) };
  return cache.state;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = notify;
  }
  return () => {
    listeners.delete(listener);
  };
}

export function useDelivery(): DeliveryState {
  const server = useRootData()?.delivery ?? EMPTY_DELIVERY;
  return useSyncExternalStore(subscribe, readDelivery, () => server);
}

export function useDeliveryPostcode(): string | null {
  return useDelivery().postcode;
}

/** Saves (or with an empty postcode, forgets) the state. False when cookies are blocked: nothing was kept. */
export function saveDelivery(state: DeliveryState): boolean {
  if (!writeCookie(state.postcode === null ? null : storedValue(state.postcode, state.address))) return false;
  notify();
  try {
    channel?.postMessage('changed');
  } catch {
    // Another tab sees it on its next read.
  }
  return true;
}

/**
 * A typed postcode (or null to forget it). The address book entry the delivery followed stays
 * beside it, so the address sync tells a new default (which replaces the typed postcode) from the
 * one the buyer typed over (which does not).
 */
export function saveDeliveryPostcode(postcode: string | null): boolean {
  return saveDelivery({ postcode, address: readDelivery().address });
}
