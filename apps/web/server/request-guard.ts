/**
 * Cross-site request protection for the storefront's own pages (issue 4: "a token or
 * Fetch-Metadata check, not SameSite alone"). A state-changing page request (any method but
 * GET, HEAD, OPTIONS) must come from this site: `Sec-Fetch-Site` same-origin, or none (typed by
 * the user); browsers without Fetch Metadata are checked by `Origin` instead. A request with
 * neither header is not from a browser form, so it carries no ambient cookie risk and passes.
 * The API under /api is not guarded here: it authenticates by bearer token, never by cookie.
 */
export function isCrossSiteRequest(method: string, headers: Record<string, string | string[] | undefined>, ownOrigin: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const site = single(headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = single(headers.origin);
  if (origin) return origin !== ownOrigin;
  return false;
}

/** Account, cart, checkout and seller-console pages (in both languages) must never be kept by a shared or back-button cache. */
export function isPrivatePage(pathname: string): boolean {
  return /^(?:\/bm)?\/(?:settings|cart|checkout|seller)(?:\/|$)/.test(pathname);
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() || undefined;

/**
 * Whether a page answer must stay out of every shared cache: one rendered for a signed-in buyer
 * (public pages carry the buyer's name and e-mail in the header), one that sets a cookie, or a
 * page of an account area. Such answers are `private, no-store` whatever the page said.
 */
export function mustNotBeStored(answer: { pathname: string; signedIn: boolean; setsCookie: boolean }): boolean {
  return answer.signedIn || answer.setsCookie || isPrivatePage(answer.pathname);
}
