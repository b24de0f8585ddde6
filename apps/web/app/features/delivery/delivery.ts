/**
 * The delivery setting of the header (spec §2, §3 "Delivery state"). For now it is only the
 * buyer's postcode (and the address it came from), kept on this device in the `delivery` cookie
 * (the spec's persisted `delivery` slice): a cookie, not local storage, so loaders (delivery
 * areas, the cart) read it and the server renders "Deliver to …" itself. The browser writes it,
 * so it is not httpOnly; nothing in it is secret. The address, method and logistics of that slice
 * arrive with checkout.
 */
export const DELIVERY_COOKIE = 'delivery';

/** A year, as the local storage it replaces kept the postcode until the buyer changed it. */
export const DELIVERY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Where the postcode was kept before the cookie; moved to the cookie once, then removed. */
export const LEGACY_DELIVERY_STORAGE_KEY = 'delivery';

/** Spec §2: paths containing these disable the delivery-setting button (the order is being placed). */
export const DELIVERY_LOCKED_PATH_PARTS = ['voucher-shipping', 'checkout', 'payment'] as const;

export function isDeliveryLocked(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return DELIVERY_LOCKED_PATH_PARTS.some((part) => path.includes(part));
}

/** A Malaysian postcode: five digits (spaces around it are forgiven). */
export function parsePostcode(value: string): string | null {
  const trimmed = value.trim();
  return /^\d{5}$/.test(trimmed) ? trimmed : null;
}

/** Where the browser asks whether a postcode is in use (the API's `apiPaths.postcode`, under /api). */
export const POSTCODE_CHECK_PATH = '/api/data/postcodes/';

/*
 * The two checks below are shipped as source in the inline script of script-free pages
 * (features/static-page), so they use nothing from outside their own bodies.
 */

/**
 * What the delivery form says of a typed postcode before asking the API, in the address book's
 * words: an empty field is "required", anything but five digits "Invalid Postcode".
 */
export function postcodeProblem(value: string): 'required' | 'invalid' | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return /^\d{5}$/.test(trimmed) ? null : 'invalid';
}

/**
 * Whether five digits are a postcode in use, asked of the API, which checks against the same list
 * as the address book (so `00000` and `99999` are refused). Null when the answer did not come.
 */
export async function postcodeInUse(checkPath: string, postcode: string): Promise<boolean | null> {
  try {
    const res = await fetch(checkPath + encodeURIComponent(postcode), { headers: { accept: 'application/json' } });
    if (res.ok) return true;
    return res.status === 404 ? false : null;
  } catch {
    return null;
  }
}

/** The address the delivery goes to: enough to notice it was removed or edited (spec §4). */
export interface DeliveryAddress {
  id: number;
  zip: string;
  updated_at: string;
}

/**
 * The stored delivery state: the postcode and, for a signed-in buyer who chose one of their
 * addresses, that address. A guest (or a buyer who typed a postcode) has `address: null`.
 */
export interface DeliveryState {
  postcode: string | null;
  address: DeliveryAddress | null;
}

export const EMPTY_DELIVERY: DeliveryState = { postcode: null, address: null };

function readAddress(value: unknown): DeliveryAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, zip, updated_at } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || typeof zip !== 'string' || typeof updated_at !== 'string') return null;
  return { id, zip, updated_at };
}

/**
 * The stored delivery state; values written before the address was kept (`{ postcode }`) read
 * with `address: null`, and anything unreadable reads as empty.
 */
export function readStoredDelivery(raw: string | null): DeliveryState {
  if (!raw) return EMPTY_DELIVERY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_DELIVERY;
    const record = parsed as Record<string, unknown>;
    const postcode = typeof record.postcode === 'string' ? parsePostcode(record.postcode) : null;
    return { postcode, address: readAddress(record.address) };
  } catch {
    return EMPTY_DELIVERY;
  }
}

/** The stored postcode, or null when none (or the stored value is not one of ours). */
export function readStoredPostcode(raw: string | null): string | null {
  return readStoredDelivery(raw).postcode;
}

export function storedValue(postcode: string, address: DeliveryAddress | null = null): string {
  return JSON.stringify(address ? { postcode, address } : { postcode });
}

/*
 * The two cookie helpers below are shipped as source in the inline script of script-free pages
 * (features/static-page), so they use nothing from outside their own bodies.
 */

/** A `document.cookie` assignment keeping `value` (a `storedValue`) under `name`, or with null forgetting it. */
export function deliveryCookie(name: string, value: string | null, maxAge: number, secure: boolean): string {
  // Both forms of expiry: a browser that rounds Max-Age=0 to "now" still drops it.
  if (value === null) return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The value of cookie `name` in a `Cookie` header or `document.cookie`; null when absent or unreadable. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The delivery state a request carries (the root loader reads it for every page). */
export function requestDelivery(cookieHeader: string | null): DeliveryState {
  return readStoredDelivery(cookieValue(cookieHeader, DELIVERY_COOKIE));
}
