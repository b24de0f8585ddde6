import { useEffect, useMemo } from 'react';
import { Form, useSubmit } from 'react-router';
import { useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';
import { BRAND_SEARCH_DEBOUNCE_MS, debounce } from './brand-directory';

/**
 * The brand search box: a GET form (works without JavaScript), which with JavaScript also filters
 * as the buyer types, 500 ms after the last keystroke (spec §4). Typing searches all brands, so
 * the letter filter is left behind.
 */
export function BrandSearch({ defaultValue }: { defaultValue?: string }) {
  const t = useT();
  const submit = useSubmit();
  const search = useMemo(
    () =>
      debounce((text: string) => {
        const trimmed = text.trim();
        void submit(trimmed ? { search: trimmed } : {}, { method: 'get', replace: true, preventScrollReset: true });
      }, BRAND_SEARCH_DEBOUNCE_MS),
    [submit],
  );
  useEffect(() => () => search.cancel(), [search]);
  return (
    <Form method="get" role="search" className="flex w-full max-w-xl" onSubmit={() => search.cancel()}>
      <label htmlFor="brand-search" className="sr-only">
        {t('brands.searchLabel')}
      </label>
      <input
        id="brand-search"
        type="search"
        name="search"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        placeholder={t('brands.searchPlaceholder')}
        onChange={(event) => search(event.currentTarget.value)}
        className="h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-offset-0"
      />
      <button type="submit" className="inline-flex h-11 items-center gap-2 rounded-r-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        <SearchIcon size={18} />
        <span className="sr-only sm:not-sr-only">{t('brands.searchButton')}</span>
      </button>
    </Form>
  );
}
