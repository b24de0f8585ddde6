import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locale';
import { readCookie } from './cookies';

/**
 * The browser session (ARCHITECTURE "browser session"): the API's opaque bearer token lives in an
 * httpOnly cookie set by the web server, never in JavaScript; loaders and actions forward it as
 * `Authorization: Bearer` through `apiFor`.
 */
export const SESSION_COOKIE = 'borong_session';
/**
 * The name over HTTPS (issue 14, finding 15): a `__Host-` cookie is only accepted by browsers
 * when set Secure, for `/`, with no Domain, so a neighbouring subdomain cannot plant or overwrite
 * a session. The web server drops a plain-named session cookie from requests in production
 * (`withoutPlainSessionCookie`), so only this name is read there.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** How long the cookie lives; the API's token expires on the same schedule (SESSION_DAYS). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session token the request carries, or null. */
export function sessionToken(request: Request): string | null {
  const cookies = request.headers.get('cookie');
  const token = readCookie(cookies, SECURE_SESSION_COOKIE) ?? readCookie(cookies, SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** `Set-Cookie` for a new session. `secure` is on in production (HTTPS). */
export function sessionCookie(token: string, { secure }: { secure: boolean }): string {
  return `${cookieName(secure)}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that ends the session in the browser. */
export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return `${cookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A Cookie header without the plain-named session cookie, which production never sets and so never trusts. */
export function withoutPlainSessionCookie(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .filter((pair) => pair.trim().split('=')[0] !== SESSION_COOKIE)
    .join(';')
    .trim();
}

/**
 * Where a visitor without a (live) session goes from a protected page (spec §2):
 * `/?action=auth&t={timestamp}` in their language, which opens the login modal; `redirect` keeps
 * where they were going so sign-in can bring them back.
 */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const params = new URLSearchParams({ action: 'auth', t: String(Date.now()), redirect: url.pathname + url.search });
  return redirect(`${localizePath('/', localeFromPath(url.pathname))}?${params}`);
}

/** For loaders and actions of protected pages: the session token, or a thrown `signInRedirect`. */
export function requireSessionToken(request: Request): string {
  const token = sessionToken(request);
  if (token) return token;
  throw signInRedirect(request);
}
