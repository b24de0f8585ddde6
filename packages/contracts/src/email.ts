/**
 * The one normalisation of e-mail addresses (issue 14, finding 4). Every place an address is
 * stored, looked up, compared or used as a rate-limit key goes through this function, in the
 * API and the browser alike; the database stores its result and compares with plain equality,
 * so PostgreSQL never case-folds an address itself. (PostgreSQL's `lower()` maps `İ` U+0130 to
 * `i`, JavaScript's `toLowerCase()` to `i̇`, i + U+0307: two case rules on one value let a sign-in
 * reach an account under a key its lockout never counted.)
 *
 * - NFKC, so compatibility forms (fullwidth `Ａ`, the Kelvin sign `K`, ligatures) become their
 *   plain letters before casing;
 * - Unicode lowercasing without a locale (`İ` → `i̇`, `I` → `i`, dotless `ı` stays `ı`);
 * - final sigma `ς` as `σ`, so `ΟΔΟΣ` and `οδοσ` are one address (lowercasing alone picks the
 *   form by position, which case folding does not);
 * - NFKC again, then trim (last: NFKC can turn a character into a space and a mark), so the
 *   result is a fixed point (normalizing twice changes nothing).
 *
 * No imports: the browser bundles it.
 */
export function normalizeEmail(address: string): string {
  return address.normalize('NFKC').toLowerCase().replace(/ς/g, 'σ').normalize('NFKC').trim();
}

/**
 * The one shape check of an address, applied to its normalized form by every e-mail field
 * (issue 14, finding 15): what mail systems deliver to, internationalized addresses (RFC 6531)
 * included, and nothing they refuse. A local part of at most 64 bytes made of dot-separated atoms
 * (letters, digits, marks and `!#$%&'*+/=?^_`{|}~-`; no leading, trailing or doubled dot); one `@`;
 * a domain of at most 253 characters in at least two labels of letters, digits, marks and inner
 * hyphens (at most 63 each), the last not numeric. Quoted local parts (`"a b"@x.my`) and IP
 * literals are refused: no mail provider a business uses hands them out. The verification link
 * proves the rest.
 */
export function isEmailAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (new TextEncoder().encode(local).length > 64 || !LOCAL_PART.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

const ATOM = "[\\p{L}\\p{N}\\p{M}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
const DOMAIN_LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;
