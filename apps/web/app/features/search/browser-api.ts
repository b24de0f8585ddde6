import { useMemo } from 'react';
import { useLocale } from '../../i18n/i18n';
import { apiLocale } from '../../i18n/locale';
import type { SearchApi } from './api';

/**
 * The search calls made from the browser (brand search, suggestions), in the page's language. The
 * client and its contract schemas (zod) load on first use, not with the page: most visits never
 * type a suggestion, and the schemas would otherwise weigh on every page's JS.
 */
export function useBrowserApi(): () => Promise<SearchApi> {
  const locale = useLocale();
  return useMemo(() => {
    let client: Promise<SearchApi> | undefined;
    return () => (client ??= import('./api').then(({ browserSearchApi }) => browserSearchApi(apiLocale(locale))));
  }, [locale]);
}

/** The whole text, 500 ms after the last change (spec §9: search debounce). */
export const SEARCH_DEBOUNCE_MS = 500;
