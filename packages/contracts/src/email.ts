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
 * The one shape check of an address, applied to its normalized form by every e-mail field: a
 * local part, one `@`, a domain with a dot, no spaces. Deliberately loose about the rest (mail
 * systems accept internationalized addresses); the verification link proves the address works.
 */
export const isEmailAddress = (address: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
