import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locale';
import { readCookie } from './cookies';

/**
 * The browser session (ARCHITECTURE "browser session"): the API's opaque bearer token lives in an
 * httpOnly cookie set by the web server, never in JavaScript; loaders and actions forward it as
 * `Authorization: Bearer` through `apiFor`.
 */
export const SESSION_COOKIE = 'borong_session';

/** How long the cookie lives; the API's token expires on the same schedule (SESSION_DAYS). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session token the request carries, or null. */
export function sessionToken(request: Request): string | null {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

/** `Set-Cookie` for a new session. `secure` is on in production (HTTPS). */
export function sessionCookie(token: string, { secure }: { secure: boolean }): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that ends the session in the browser. */
export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
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
