import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';
import type { ProductSearchResponse } from '@borong/contracts/catalogue';
import type { SearchApi } from './api';
import { SEARCH_DEBOUNCE_MS, useBrowserApi } from './browser-api';
import { OptionList, type FilterOption } from './filter-options';
import { productFilters, type StoreSearchQuery } from './search-params';

/** How many brands the brand filter lists: the most popular, or the best matches of the text. */
export const BRAND_OPTION_COUNT = 20;

/**
 * Where the listed brands come from: `text`, the brands of the products the page's search text
 * finds (most products first); `textTyped`, those of them whose name holds what was typed in the
 * panel's own box; `popular`, the most popular brands; `typed`, the brands of the whole directory
 * whose name holds what was typed (without a search text, or when product search failed).
 */
export type BrandOrigin = 'text' | 'textTyped' | 'popular' | 'typed';
export interface BrandList {
  /** What was typed in the panel's box. */
  q: string;
  names: string[];
  origin: BrandOrigin;
}

export type BrandChoices = { status: 'loading' } | ({ status: 'ok' } & BrandList) | { status: 'error' };

/**
 * The brands the filter lists for `typed` (the panel's box) on the page of `query`. With nothing
 * typed and a search text, the brands of the products that text finds under the page's other
 * filters: a buyer who searched "beras" is offered rice brands, not the site's most popular ones
 * (a walkthrough found Dutch Lady offered for rice). Store search counts no brands, so the product
 * search's brand facet serves both tabs; the Products tab's own filters (price, stock, state) only
 * count there. Without a text, when its products name no brand, or when that search fails, the most
 * popular. With something typed and a search text on the Products tab, those of the text's brands
 * whose name holds it, however few: a brand of the whole directory ("da" offered Dutch Lady for
 * "beras") finds no product with the text. On the Stores tab the directory's brands holding it: a
 * store found by its name ("kedai") sells brands no product name with that text carries, and one
 * found for rice may well sell Dutch Lady too. Typed without a text, or when the search fails, the
 * directory's. Null when the API could not answer.
 */
export async function brandChoices(api: SearchApi, typed: string, query: StoreSearchQuery): Promise<BrandList | null> {
  if (query.search && (!typed || query.type === 'products')) {
    // Every filter but the brand one the panel chooses.
    const found = await api.searchProducts({ ...productFilters(query), brand_name: undefined, search: query.search, brand_search: typed || undefined, per_page: 1 });
    if (found.ok && typed) return { q: typed, names: facetNames(found.data), origin: 'textTyped' };
    const text = found.ok ? textBrands(found.data) : null;
    if (text) return text;
  }
  const listed = await api.brands({ search: typed || undefined, sort: 'popular', per_page: BRAND_OPTION_COUNT });
  return listed.ok ? { q: typed, names: listed.data.data.map((b) => b.brand_name), origin: typed ? 'typed' : 'popular' } : null;
}

/** The brand list of a product search's facet, or null when it names none. */
export function textBrands(result: Pick<ProductSearchResponse, 'facets'>): BrandList | null {
  const names = facetNames(result);
  return names.length > 0 ? { q: '', names, origin: 'text' } : null;
}

const facetNames = (result: Pick<ProductSearchResponse, 'facets'>) => result.facets.brands.slice(0, BRAND_OPTION_COUNT).map((b) => b.brand_name);

/**
 * A box low in the view is scrolled to its top when focused, so the brands it finds show below it: at 360 px, in All
 * filters, they came under the sticky Clear all / Apply bar and the phone's keyboard (walkthrough).
 */
export function raiseForList(box: HTMLElement): void {
  const viewHeight = window.visualViewport?.height ?? window.innerHeight;
  if (box.getBoundingClientRect().bottom > viewHeight / 2) box.scrollIntoView({ block: 'start' });
}

/** The pending brand stays listed (first) even when the current text does not find it. */
export function brandOptions(names: readonly string[], pending: string | undefined): FilterOption[] {
  const listed = pending && !names.some((n) => n.toLowerCase() === pending.toLowerCase()) ? [pending, ...names] : names;
  return listed.map((name) => ({ value: name, label: name }));
}

/**
 * The brand filter: 30,000 brands are too many to list, so it shows the brands of the products the
 * page's text finds, or else the most popular ones (`brandChoices`), and a search box that asks the
 * API for matches, 500 ms after the last keystroke. A caption says which list it is. The box and
 * its Search button belong to a form of their own (`form`, outside the panel's): Enter in the box
 * searches brands, while Enter anywhere else in the panel applies it (one form's Enter always
 * pressed its first button, this Search). Before hydration that form is a GET form
 * (`?filter=…&brand_q=…`), and the page's loader sends the list (`initial`).
 */
export function BrandOptions({
  panel,
  form,
  query,
  pending,
  onPick,
  initial,
  searchNow,
}: {
  panel: string;
  /** The id of the brand search's own form. */
  form: string;
  /** The page's search: its text and other filters choose the list before anything is typed. */
  query: StoreSearchQuery;
  pending: string | undefined;
  onPick: (value: string) => void;
  initial?: BrandList;
  /** Bumped when the brand search's form is submitted (its button, or Enter in the box), to search at once. */
  searchNow: number;
}) {
  const t = useT();
  const getApi = useBrowserApi();
  const inputId = useId();
  const [text, setText] = useState(initial?.q ?? '');
  // nonce -1: the loader already sent the list for this text.
  const [asked, setAsked] = useState<{ text: string; nonce: number }>(initial ? { text: initial.q, nonce: -1 } : { text: '', nonce: 0 });
  const [choices, setChoices] = useState<BrandChoices>(initial ? { status: 'ok', ...initial } : { status: 'loading' });

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
    void getApi()
      .then((api) => brandChoices(api, asked.text.trim(), query))
      .then(
        (list) => {
          if (!stale) setChoices(list ? { status: 'ok', ...list } : { status: 'error' });
        },
        // The client's code failed to load (offline): the same message as a failed call.
        () => {
          if (!stale) setChoices({ status: 'error' });
        },
      );
    return () => {
      stale = true;
    };
  }, [getApi, asked, query]);

  const listed = choices.status === 'ok' && choices.names.length > 0;
  const status =
    choices.status === 'loading'
      ? t('searchFilters.loading')
      : choices.status === 'error'
        ? t('searchFilters.brandsFailed')
        : choices.names.length === 0
          ? t('NO.RESULT.FOUND')
          : choices.names.length === 1
            ? t('searchFilters.brandCountOne')
            : // A full list is the first of more (walkthrough: "20 brands found" where 216 held the text).
              choices.names.length >= BRAND_OPTION_COUNT
              ? t('searchFilters.brandCountFirst', { count: choices.names.length })
              : t('searchFilters.brandCount', { count: choices.names.length });
  const caption =
    choices.status !== 'ok' || choices.origin === 'typed'
      ? null
      : choices.origin === 'textTyped'
        ? query.search && t('searchFilters.brandsOfTextTyped', { text: query.search, typed: choices.q })
        : choices.origin === 'text' && query.search
          ? t('searchFilters.brandsOfText', { text: query.search })
          : t('searchFilters.brandsPopular');
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
          form={form}
          name="brand_q"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t('searchFilters.brandSearchPlaceholder')}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setChoices({ status: 'loading' });
          }}
          onFocus={(event) => raiseForList(event.currentTarget)}
          className="h-11 min-w-0 flex-1 scroll-mt-2 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none"
        />
        <button type="submit" form={form} name="filter" value={panel} className="inline-flex h-11 items-center rounded-r-lg border border-brand-700 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50">
          <SearchIcon size={18} />
          <span className="sr-only">{t('searchFilters.brandSearchButton')}</span>
        </button>
      </div>
      {/* The live region says only what changed, in a few words: holding the list, it read out every
          brand on each change. Busy while loading, so it speaks once the new list is there. */}
      <p aria-live="polite" aria-busy={choices.status === 'loading'} className={listed ? 'sr-only' : `px-2 py-3 ${choices.status === 'error' ? 'text-red-800' : 'text-slate-600'}`}>
        {status}
      </p>
      {choices.status === 'ok' && (choices.names.length > 0 || pending) && (
        <>
          {caption && choices.names.length > 0 && <p className="px-2 pb-1 text-sm text-slate-600">{caption}</p>}
          <OptionList name="brand_name" options={brandOptions(choices.names, pending)} selected={pending} onPick={onPick} />
        </>
      )}
    </div>
  );
}
