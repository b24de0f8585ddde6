import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api';
import { apiFor } from '../../lib/api.server';
import { requireSessionToken, signInRedirect } from '../../lib/session.server';
import { failure } from '../../lib/responses.server';
import type { FieldErrors, FormResult } from './form-result';

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

/** Form fields as strings (files and repeated keys are read by the caller). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in values)) values[key] = value;
  return values;
}

export function zodErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.map(String).join('.') || 'form'] ??= []).push(issue.message);
  return errors;
}

/** An action's answer to invalid input: the messages beside their fields, what was typed kept. */
export function invalid(intent: string, errors: FieldErrors, values: Record<string, string> = {}) {
  return data<FormResult>({ intent, errors, values }, { status: 400 });
}

/**
 * An action's answer to a failed API call: 401 sends the buyer to sign in; the API's field
 * messages show beside the fields; anything else shows as one message above the form.
 */
export function apiFailure(request: Request, intent: string, result: Extract<ApiResult<unknown>, { ok: false }>, values: Record<string, string> = {}) {
  if (result.status === 401) throw signInRedirect(request);
  const errors: FieldErrors = { ...(result.error.errors ?? {}) };
  if (!result.error.errors) errors.form = [result.status >= 500 ? '' : result.error.message];
  return data<FormResult>({ intent, errors, values }, { status: result.status >= 500 ? 503 : result.status === 404 ? 404 : 400 });
}

/** After a change: back to the page without its editing query, with a "done" note (post/redirect/get). */
export function done(request: Request, note: string, path?: string) {
  const url = new URL(request.url);
  return redirect(`${path ?? url.pathname}?done=${encodeURIComponent(note)}`);
}
