import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebConfig } from './config';
import { readCookie } from '../app/lib/cookies';

/** The query parameter that carries the maiwp verify key (spec §2 "verify-key"). */
export const VERIFY_KEY_PARAM = 'verify_key';
/**
 * Remembers a verified visitor for the browser session, so the pages and data requests after the
 * first (which do not carry the key) pass the gate too. It holds a hash of the key, never the key.
 */
export const VERIFIED_COOKIE = 'maiwp_verified';

export type GateDecision =
  | { action: 'pass'; setCookie?: string }
  | { action: 'redirect'; location: string }
  /** A maiwp path in production with nowhere configured to send the visitor: not found. */
  | { action: 'not-found' };

type GateConfig = Pick<WebConfig, 'env' | 'sourceInstance' | 'maiwpVerifyKey' | 'maiwpRedirectUrl' | 'otherStorefrontUrl'>;

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, key: string) => timingSafeEqual(digest(given), digest(key));
const cookieValue = (key: string) => createHash('sha256').update(`maiwp:${key}`).digest('base64url');

/** The configured URL with the visitor's path and query on it (`https://other.my` + `/search?x`). */
function onto(base: string, url: URL): string {
  const target = new URL(base);
  const basePath = target.pathname.replace(/\/+$/, '');
  return `${target.origin}${basePath}${url.pathname}${url.search}`;
}

/**
 * The maiwp rules of spec §2, for one page request:
 * - A path containing `maiwp` is shown only when `verify_key` matches MAIWP_VERIFY_KEY (or the
 *   visitor was verified earlier in this browser session). Otherwise, in production, the visitor
 *   goes to MAIWP_REDIRECT_URL (as it is: the gated page must not leak where it was). Outside
 *   production the gate is open, so the pages can be built and tested.
 * - In production on the maiwp instance (SOURCE_INSTANCE=maiwp) every other path goes to
 *   OTHER_STOREFRONT_URL, keeping the path and query so a shared link still lands on its page.
 * Only pages pass through here: /api, /assets and other static files are served before it.
 */
export function maiwpGate(config: GateConfig, url: URL, cookieHeader: string | null | undefined): GateDecision {
  const production = config.env === 'production';
  const isMaiwpPath = url.pathname.toLowerCase().includes('maiwp');
  if (!isMaiwpPath) {
    if (production && config.sourceInstance === 'maiwp' && config.otherStorefrontUrl) return { action: 'redirect', location: onto(config.otherStorefrontUrl, url) };
    return { action: 'pass' };
  }
  const key = config.maiwpVerifyKey;
  if (key) {
    const given = url.searchParams.get(VERIFY_KEY_PARAM);
    if (given !== null && sameSecret(given, key)) {
      return { action: 'pass', setCookie: `${VERIFIED_COOKIE}=${cookieValue(key)}; Path=/; HttpOnly; SameSite=Lax${production ? '; Secure' : ''}` };
    }
    const remembered = readCookie(cookieHeader, VERIFIED_COOKIE);
    if (remembered !== null && sameSecret(remembered, cookieValue(key))) return { action: 'pass' };
  }
  if (!production) return { action: 'pass' };
  return config.maiwpRedirectUrl ? { action: 'redirect', location: config.maiwpRedirectUrl } : { action: 'not-found' };
}
