import type { AppLoadContext } from 'react-router';
import { apiLocale, localeFromPath, type Locale } from '../i18n/locale';
import { sessionToken } from './session.server';
import { createApiClient, KeptAnswers, type ApiClient, type ApiFetch } from './api';

/**
 * Under `react-router dev` (`npm run dev -w apps/web`) there is no server load context; the API is
 * then the one a local `npm start` serves beside it. Settings are read by the server's config
 * module only (apps/web/server/config.ts), so this is not one.
 */
const devApiFetch: ApiFetch = (path, init) => fetch(`http://localhost:3000/api${path}`, init);

/** The answers every page asks for (the category menu), kept by this process between page requests and revalidated with their ETag. */
const keptAnswers = new KeptAnswers();

/**
 * The API client of one page request: the server's `apiFetch`, the language of the URL (`/bm/…`
 * is Malay, sent as `ms`) unless `locale` names another, and the visitor's bearer token from the session cookie (or `token`, for
 * the request that has just signed in).
 */
export function apiFor(context: AppLoadContext, request: Request, token: string | null = sessionToken(request), locale: Locale = localeFromPath(new URL(request.url).pathname)): ApiClient {
  return createApiClient({
    fetch: (context as Partial<AppLoadContext> | undefined)?.apiFetch ?? devApiFetch,
    locale: apiLocale(locale),
    token,
    signal: request.signal,
    onContractMismatch: (path, issues) => console.error(`API answer of ${path} does not match its contract`, issues.slice(0, 3)),
    kept: keptAnswers,
  });
}
