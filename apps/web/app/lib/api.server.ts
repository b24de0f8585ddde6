import type { AppLoadContext } from 'react-router';
import { apiLocale, localeFromPath } from '../i18n/locale';
import { sessionToken } from './session.server';
import { createApiClient, type ApiClient, type ApiFetch } from './api';

/**
 * When the storefront runs under `react-router dev` there is no server load context; the API is
 * then reached over HTTP at BORONG_API_ORIGIN (default: a local `npm start` on port 3000).
 */
const devApiFetch: ApiFetch = (path, init) => fetch(`${process.env.BORONG_API_ORIGIN ?? 'http://localhost:3000'}/api${path}`, init);

/**
 * The API client of one page request: the server's `apiFetch`, the language of the URL (`/bm/…`
 * is Malay, sent as `ms`) and the visitor's bearer token from the session cookie (or `token`, for
 * the request that has just signed in).
 */
export function apiFor(context: AppLoadContext, request: Request, token: string | null = sessionToken(request)): ApiClient {
  return createApiClient({
    fetch: (context as Partial<AppLoadContext> | undefined)?.apiFetch ?? devApiFetch,
    locale: apiLocale(localeFromPath(new URL(request.url).pathname)),
    token,
    signal: request.signal,
    onContractMismatch: (path, issues) => console.error(`API answer of ${path} does not match its contract`, issues.slice(0, 3)),
  });
}
