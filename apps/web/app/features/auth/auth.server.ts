import type { User } from '@borong/contracts/auth';
import type { AppLoadContext } from 'react-router';
import { apiFor } from '../../lib/api.server';
import { authApi } from './api';
import { clearedSessionCookie, sessionCookie, sessionToken } from '../../lib/session.server';

/**
 * Cookies are Secure in production (HTTPS), as the server's configuration says; development
 * (`react-router dev`, no load context) and tests run on plain http://localhost.
 */
const secureCookies = (context: AppLoadContext) => (context as Partial<AppLoadContext> | undefined)?.secureCookies ?? false;

export const setSessionCookie = (context: AppLoadContext, token: string) => sessionCookie(token, { secure: secureCookies(context) });
export const clearSessionCookie = (context: AppLoadContext) => clearedSessionCookie({ secure: secureCookies(context) });

/**
 * Who is signed in, for the root loader: the profile when the cookie holds a live token. A token
 * the API no longer accepts (expired, revoked) clears the cookie; any other failure keeps it and
 * shows the page signed out this once.
 */
export async function signedInUser(context: AppLoadContext, request: Request): Promise<{ user: User | null; clearCookie: boolean }> {
  if (!sessionToken(request)) return { user: null, clearCookie: false };
  const res = await authApi(apiFor(context, request)).profile();
  if (res.ok) return { user: res.data.data, clearCookie: false };
  return { user: null, clearCookie: res.status === 401 };
}

const SAME_ORIGIN = 'http://borong.invalid';

/**
 * The one gate of redirect targets taken from a request (issue 14, finding 3): `target` only when
 * it is a path of this site, decided on the URL as a browser would resolve it, and answered in
 * that resolved form; otherwise `fallback`. Checking the text alone is not enough: `/.//evil`
 * resolves to the path `//evil`, which a browser then reads as another host, and tabs, newlines
 * and backslashes are dropped or turned into slashes on the way. So the resolved path is checked
 * again and must itself resolve to the same path on this origin.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  try {
    const url = new URL(target, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN) return fallback;
    const path = url.pathname + url.search + url.hash;
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
    const again = new URL(path, SAME_ORIGIN);
    return again.origin === SAME_ORIGIN && again.pathname + again.search + again.hash === path ? path : fallback;
  } catch {
    return fallback;
  }
}
