import { data } from 'react-router';
import type { ApiFailure } from '../../lib/api';
import { signInRedirect } from '../../lib/session.server';
import type { FieldErrors, FormResult } from './form-errors';

/** An action's answer to invalid input: the messages beside their fields, what was typed kept. */
export function invalid(intent: string, errors: FieldErrors, values: Record<string, string> = {}) {
  return data<FormResult>({ intent, errors, values }, { status: 400 });
}

/**
 * An action's answer to a failed API call: 401 sends the buyer to sign in; the API's field
 * messages show beside the fields; anything else shows as one message above the form.
 */
export function apiFailure(request: Request, intent: string, result: ApiFailure, values: Record<string, string> = {}) {
  if (result.status === 401) throw signInRedirect(request);
  const errors: FieldErrors = { ...(result.error.errors ?? {}) };
  if (!result.error.errors) errors.form = [result.status >= 500 ? '' : result.error.message];
  return data<FormResult>({ intent, errors, values }, { status: result.status >= 500 ? 503 : result.status === 404 ? 404 : 400 });
}
