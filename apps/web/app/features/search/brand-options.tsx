import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';
import { SEARCH_DEBOUNCE_MS, useBrowserApi } from './browser-api';
import { OptionList, type FilterOption } from './filter-options';

/** How many brands the brand filter lists: the most popular, or the best matches of the text. */
export const BRAND_OPTION_COUNT = 20;

export type BrandChoices = { status: 'loading' } | { status: 'ok'; names: string[] } | { status: 'error' };

/** The pending brand stays listed (first) even when the current text does not find it. */
export function brandOptions(names: readonly string[], pending: string | undefined): FilterOption[] {
  const listed = pending && !names.some((n) => n.toLowerCase() === pending.toLowerCase()) ? [pending, ...names] : names;
  return listed.map((name) => ({ value: name, label: name }));
}

/**
 * The brand filter: 30,000 brands are too many to list, so it shows the most popular ones and a
 * search box that asks the API for matches, 500 ms after the last keystroke. Before hydration
 * the box and its Search button submit the panel's GET form (`?filter=…&brand_q=…`), and the
 * page's loader sends the matches (`initial`).
 */
export function BrandOptions({
  panel,
  pending,
  onPick,
  initial,
  searchNow,
}: {
  panel: string;
  pending: string | undefined;
  onPick: (value: string) => void;
  initial?: { q: string; names: string[] };
  /** Bumped by the form when its Search button is used, to search at once. */
  searchNow: number;
}) {
  const t = useT();
  const getApi = useBrowserApi();
  const inputId = useId();
  const [text, setText] = useState(initial?.q ?? '');
  // nonce -1: the loader already sent the matches of this text.
  const [asked, setAsked] = useState<{ text: string; nonce: number }>(initial ? { text: initial.q, nonce: -1 } : { text: '', nonce: 0 });
  const [choices, setChoices] = useState<BrandChoices>(initial ? { status: 'ok', names: initial.names } : { status: 'loading' });

  // The Search button (or Enter in the box) searches at once, without waiting for the debounce.
  const [seenSearchNow, setSeenSearchNow] = useState(searchNow);
  if (seenSearchNow !== searchNow) {
    setSeenSearchNow(searchNow);
    setAsked({ text, nonce: searchNow });
  }

  useEffect(() => {
    if (asked.text === text) return;
    const timer = setTimeout(() => setAsked({ text, nonce: Date.now() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, asked]);

  useEffect(() => {
    if (asked.nonce === -1) return;
    let stale = false;
    const search = asked.text.trim();
    void getApi()
      .then((api) => api.brands({ search: search || undefined, sort: 'popular', per_page: BRAND_OPTION_COUNT }))
      .then(
        (result) => {
          if (!stale) setChoices(result.ok ? { status: 'ok', names: result.data.data.map((b) => b.brand_name) } : { status: 'error' });
        },
        // The client's code failed to load (offline): the same message as a failed call.
        () => {
          if (!stale) setChoices({ status: 'error' });
        },
      );
    return () => {
      stale = true;
    };
  }, [getApi, asked]);

  return (
    <div>
      <div className="mb-2 flex">
        <label htmlFor={inputId} className="sr-only">
          {t('searchFilters.brandSearchLabel')}
        </label>
        {/* Text, not type=search: Chrome spends a search box's Escape on clearing it, so the first
            Escape left the modal open (issue 14). The role keeps it a search box to assistive tech. */}
        <input
          id={inputId}
          type="text"
          role="searchbox"
          enterKeyHint="search"
          name="brand_q"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t('searchFilters.brandSearchPlaceholder')}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setChoices({ status: 'loading' });
          }}
          className="h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none"
        />
        <button type="submit" name="filter" value={panel} className="inline-flex h-11 items-center rounded-r-lg border border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50">
          <SearchIcon size={18} />
          <span className="sr-only">{t('searchFilters.brandSearchButton')}</span>
        </button>
      </div>
      <div aria-live="polite" aria-busy={choices.status === 'loading'}>
        {choices.status === 'loading' ? (
          <p className="px-2 py-3 text-slate-600">{t('searchFilters.loading')}</p>
        ) : choices.status === 'error' ? (
          <p role="alert" className="px-2 py-3 text-red-800">
            {t('searchFilters.brandsFailed')}
          </p>
        ) : choices.names.length === 0 && !pending ? (
          <p className="px-2 py-3 text-slate-600">{t('NO.RESULT.FOUND')}</p>
        ) : (
          <OptionList name="brand_name" options={brandOptions(choices.names, pending)} selected={pending} onPick={onPick} />
        )}
      </div>
    </div>
  );
}
