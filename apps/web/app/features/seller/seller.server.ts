import { formatMoney } from '@borong/contracts/money';
import { data, redirect, type AppLoadContext } from 'react-router';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { messagesFor } from '../../i18n/messages.server';
import { translate } from '../../i18n/translate';
import type { ApiFailure, ApiResult } from '../../lib/api';
import { apiFor } from '../../lib/api.server';
import { failure, notFound } from '../../lib/responses.server';
import { sessionToken } from '../../lib/session.server';
import type { FieldErrors, FormResult } from '../../ui/form/form-errors';
import { sellerApi } from './api';
import { sellerErrors, type MessageTools } from './messages';
import { apiErrorText } from '../../ui/form/form-answer.server';

/** Where a guest goes from a console page: the console's own sign-in at `/seller`, which brings them back. */
export function sellerSignIn(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${localizePath('/seller', localeFromPath(url.pathname))}?${new URLSearchParams({ redirect: url.pathname + url.search })}`);
}

/** The console's API client; a guest is sent to sign in first, before any call. */
export function consoleApi(context: AppLoadContext, request: Request) {
  const token = sessionToken(request);
  if (!token) throw sellerSignIn(request);
  return sellerApi(apiFor(context, request, token));
}

/**
 * The data of a call a console page cannot do without: a session the API no longer takes signs in
 * again at `/seller`, another store's order (or none) is the 404 page, anything else the error page.
 */
export function consoleRequired<T>(result: ApiResult<T>, request: Request): T {
  if (result.ok) return result.data;
  if (result.status === 401) throw sellerSignIn(request);
  if (result.status === 404) throw notFound();
  throw failure(result.status);
}

/** A route's numeric id parameter (`:storeId`, `:id`), or a 404 for anything else. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  return Number(value);
}

/** The request's language tools, for messages an action writes on the server. */
export function messageTools(request: Request): MessageTools {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = messagesFor(locale);
  return { t: (key, vars) => translate(messages, key, vars), formatPrice: (sen) => formatMoney(sen, locale) };
}

/**
 * An action's answer to a refused API call: 401 signs the seller in again; the API's field
 * messages go beside their fields in the seller's language; a move the order no longer allows
 * (409: someone else acted first, or the page was old) says so above the form, and the page
 * reloads what the order is now.
 */
export function sellerFailure(request: Request, intent: string, result: ApiFailure, values: Record<string, string> = {}) {
  if (result.status === 401) throw sellerSignIn(request);
  const errors: FieldErrors = result.error.errors
    ? sellerErrors(result.error.errors, messageTools(request))
    : { form: [result.status === 409 ? 'seller.actionRefused' : result.status >= 500 ? '' : apiErrorText(request, result)] };
  const status = result.status >= 500 ? 503 : result.status === 404 || result.status === 409 ? result.status : 400;
  return data<FormResult>({ intent, errors, values }, { status });
}

/** After a change: the same page (its list query kept, the editor closed) with a note saying what was done. */
export function doneRedirect(request: Request, note: string, drop: readonly string[] = []) {
  const url = new URL(request.url);
  for (const name of [...drop, 'done', 'index']) url.searchParams.delete(name);
  url.searchParams.set('done', note);
  return redirect(`${url.pathname}?${url.searchParams}`);
}
