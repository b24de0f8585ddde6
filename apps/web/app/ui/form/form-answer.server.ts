import { data } from 'react-router';
import { accountMessageKey } from '@borong/contracts/account-messages';
import type { MessageKey } from '../../i18n/en';
import { localeFromPath } from '../../i18n/locale';
import { messagesFor } from '../../i18n/messages.server';
import type { ApiFailure } from '../../lib/api';
import { signInRedirect } from '../../lib/session.server';
import type { FieldErrors, FormResult } from './form-errors';

/**
 * The one text of a failed API call that a page shows above its form or in an alert, in the
 * page's language (issue 14: no raw message keys reach buyers). A refused body's `message` is the
 * API's summary for developers ("Invalid interest_other: INTEREST.OTHER.REQUIRED"): its first
 * field message is shown instead. A contract key or an account text the API sends in English
 * becomes the catalogue's entry; any other text is the API's, already in the visitor's language.
 */
export function apiErrorText(request: Request, failure: Pick<ApiFailure, 'error'>): string {
  const text = Object.values(failure.error.errors ?? {}).flat()[0] ?? failure.error.message;
  const messages = messagesFor(localeFromPath(new URL(request.url).pathname));
  const key = accountMessageKey(text) ?? text;
  return Object.hasOwn(messages, key) ? messages[key as MessageKey] : text;
}

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
  if (!result.error.errors) errors.form = [result.status >= 500 ? '' : apiErrorText(request, result)];
  return data<FormResult>({ intent, errors, values }, { status: result.status >= 500 ? 503 : result.status === 404 ? 404 : 400 });
}
