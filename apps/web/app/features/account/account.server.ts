import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiFailure, ApiResult } from '../../lib/api';
import { apiFor } from '../../lib/api.server';
import { requireSessionToken, signInRedirect } from '../../lib/session.server';
import { failure } from '../../lib/responses.server';
import { authApi } from '../auth/api';

/** The API client of a protected page: a guest is sent to sign in first (spec §2). */
export function signedInApi(context: AppLoadContext, request: Request) {
  return apiFor(context, request, requireSessionToken(request));
}

/**
 * The data of a call a page cannot do without: 401 (a session the API no longer accepts: expired,
 * revoked) → sign in as if there were none, 404 → not found, other failures → the error page.
 */
export function required<T>(result: ApiResult<T>, request: Request): T {
  if (result.ok) return result.data;
  if (result.status === 401) throw signInRedirect(request);
  if (result.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  throw failure(result.status);
}

/** After a change: back to the page without its editing query, with a "done" note (post/redirect/get). */
export function done(request: Request, note: string, path?: string) {
  const url = new URL(request.url);
  return redirect(`${path ?? url.pathname}?done=${encodeURIComponent(note)}`);
}

/**
 * The "send the link again" button of the e-mail verification notice, on any page that shows it
 * (its form posts to that page's action): back to the page with a note, or the failed call for
 * the page to answer in its own way.
 */
export async function resendVerification(context: AppLoadContext, request: Request): Promise<Response | ApiFailure> {
  const result = await authApi(signedInApi(context, request)).resendVerification();
  if (!result.ok) return result;
  return done(request, result.data.sent ? 'verificationSent' : 'alreadyVerified');
}
