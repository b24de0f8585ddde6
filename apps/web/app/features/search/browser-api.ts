import { useMemo } from 'react';
import { useLocale } from '../../i18n/i18n';
import { apiLocale } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api';

/**
 * The API client for calls made from the browser (brand search, suggestions), in the page's
 * language. The client and its contract schemas (zod) load on first use, not with the page: most
 * visits never type a suggestion, and the schemas would otherwise weigh on every page's JS.
 */
export function useBrowserApi(): () => Promise<ApiClient> {
  const locale = useLocale();
  return useMemo(() => {
    let client: Promise<ApiClient> | undefined;
    return () => (client ??= import('../../lib/api').then(({ browserApiFetch, createApiClient }) => createApiClient({ fetch: browserApiFetch, locale: apiLocale(locale) })));
  }, [locale]);
}

/** The whole text, 500 ms after the last change (spec §9: search debounce). */
export const SEARCH_DEBOUNCE_MS = 500;
