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

/**
 * Where to go after signing in: `target` only when it is a path of this site (`/…`, not `//host`
 * or `/\host`, which browsers read as another origin); otherwise `fallback`.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, 'http://borong.invalid');
    if (url.origin !== 'http://borong.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
