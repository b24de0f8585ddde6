import type { Tier } from '@borong/contracts/catalogue';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';
import type { MenuCategory } from '../navigation/navigation';
import { BrandOptions, type BrandList } from './brand-options';
import { useHydrated } from '../../lib/use-hydrated';
import { LinkButton } from '../../ui/link-button';
import { CategoryOptions, OptionList } from './filter-options';
import { appliedFilters, pendingReducer } from './pending-selection';
import { FILTER_KEYS, ringgitText, searchQueryString, tabCarries, withFilters, type FilterKey, type FilterPanel, type RefusedPrice, type StoreSearchQuery } from './search-params';

/** The filters each panel sets; the all-filters panel (for phones) holds category and brand. */
export const PANEL_KEYS: Record<FilterPanel, readonly FilterKey[]> = {
  category: ['display_category_name'],
  brand: ['brand_name'],
  tier: ['tier'],
  price: ['min_price', 'max_price', 'in_stock'],
  state: ['state'],
  all: ['display_category_name', 'brand_name'],
};

/** The filters a panel sets on the query's tab: on the Products tab the all-filters panel holds price, stock and state too. */
export function panelKeys(panel: FilterPanel, query: StoreSearchQuery): readonly FilterKey[] {
  return panel === 'all' && query.type === 'products' ? [...PANEL_KEYS.all, ...PANEL_KEYS.price, ...PANEL_KEYS.state] : PANEL_KEYS[panel];
}

export const PANEL_TITLES: Record<FilterPanel, MessageKey> = {
  category: 'searchFilters.category',
  brand: 'searchFilters.brand',
  tier: 'searchFilters.tier',
  price: 'searchFilters.priceAndStock',
  state: 'searchFilters.state',
  all: 'searchFilters.all',
};

/**
 * Where Apply leads: the pending selection over the current query, on page 1. Spec §4 says
 * opening a filter modal resets the page; we reset it when the selection is applied instead, so
 * a buyer who only looks and closes keeps their place. A category picked here is a pick from a
 * category menu, so the breadcrumb follows its path (`fcat`).
 */
/**
 * The filter bar's anchor: a filter applied loads the page there, so the next Tab goes on from
 * the filters instead of from the top of the page (issue 14: focus was lost after Apply).
 */
export const FILTERS_ANCHOR = 'search-filters';

export function applyHref(searchPath: string, query: StoreSearchQuery, pending: Partial<Record<FilterKey, string>>): string {
  const next = withFilters({ ...query, page: 1 }, pending, { fcat: pending.display_category_name ? true : undefined });
  return searchPath + searchQueryString(next);
}

// The bar's two buttons keep one row at 360 px in both languages ("Kosongkan semua" and "Guna"
// wrapped onto two): narrower sides on phones, and on a narrower screen still a label wraps inside
// its button (min-h, not h) rather than pushing the other onto a row of its own.
const BAR_BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg py-1 text-center font-semibold leading-tight';
const SECONDARY = `${BAR_BUTTON} border border-slate-300 px-3 text-slate-800 hover:bg-slate-50 sm:px-4`;
const PRIMARY = `${BAR_BUTTON} bg-brand-700 px-4 text-white hover:bg-brand-800 sm:px-5`;

export interface FilterData {
  categories: readonly MenuCategory[];
  tiers: readonly Tier[];
  /** The brands the loader listed for the panel opened by the URL (`brand_q`: what was typed in its box), before hydration. */
  brands?: BrandList;
  /** The states a seller may be in: the Products tab's location filter. */
  states?: readonly { code: string; name: string }[];
}

/**
 * One filter panel's form. It is a real GET form to `/search` (hidden fields carry the rest of
 * the query), so it works before hydration; with JavaScript, Apply navigates to the tidy URL of
 * the pending selection and `onApplied` closes the modal. `inPage`: the panel shown in the page
 * (before hydration), whose buttons stick to the window's bottom rather than the modal's.
 */
export function FilterForm({
  id,
  panel,
  query,
  data,
  onApplied,
  inPage = false,
  refused = null,
}: {
  id: string;
  panel: FilterPanel;
  query: StoreSearchQuery;
  data: FilterData;
  onApplied?: () => void;
  inPage?: boolean;
  /** A price the page's URL held that is no amount (the no-script panel sent it): shown in its field, refused. */
  refused?: RefusedPrice | null;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const keys = panelKeys(panel, query);
  const shownRefused = refused && keys.includes(refused.key) ? refused : null;
  const [pending, dispatch] = useReducer(pendingReducer, query, (q) => ({ ...appliedFilters(q, keys), ...(shownRefused ? { [shownRefused.key]: shownRefused.text } : {}) }));
  const [searchNow, setSearchNow] = useState(0);
  // A price that is no amount of ringgit: said beside its field on Apply, which then waits for it.
  // A new object on each Apply, so that each one shows the field again.
  const [badPrice, setBadPrice] = useState<{ key: 'min_price' | 'max_price' } | null>(shownRefused ? { key: shownRefused.key } : null);
  const priceIds = { min_price: useId(), max_price: useId(), problem: useId() };
  const priceSet = useRef<HTMLFieldSetElement>(null);
  // After the render that wrote the message, so the scroll brings it into view too: on a phone,
  // focus alone left the field under the sticky Apply bar and the message below the screen. The
  // fieldset's bottom scroll margin keeps both above the bar.
  useEffect(() => {
    if (!badPrice) return;
    priceSet.current?.querySelector<HTMLInputElement>('[aria-invalid]')?.focus({ preventScroll: true });
    priceSet.current?.scrollIntoView({ block: 'nearest' });
  }, [badPrice]);
  const pick = (key: FilterKey) => (value: string) => dispatch({ type: 'pick', key, value });
  const searchPath = localePath('/search');
  const hydrated = useHydrated();
  const brandFormId = useId();

  const searchBrands = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchNow((n) => n + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const bad = (['min_price', 'max_price'] as const).find((key) => keys.includes(key) && pending[key]?.trim() && ringgitText(pending[key]) === undefined);
    if (bad) {
      setBadPrice({ key: bad });
      return;
    }
    void navigate(`${applyHref(searchPath, query, pending)}#${FILTERS_ANCHOR}`);
    onApplied?.();
  };
  const priceField = (key: 'min_price' | 'max_price', label: string) => (
    <label htmlFor={priceIds[key]} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <input
        id={priceIds[key]}
        name={key}
        inputMode="decimal"
        autoComplete="off"
        value={pending[key] ?? ''}
        onChange={(event) => {
          setBadPrice(null);
          dispatch({ type: 'pick', key, value: event.currentTarget.value });
        }}
        aria-invalid={badPrice?.key === key || undefined}
        aria-describedby={badPrice?.key === key ? priceIds.problem : undefined}
        className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900 aria-invalid:border-red-700"
      />
    </label>
  );

  // A single-filter modal's title already names the filter; its legend is for screen readers.
  const legend = keys.length > 1 ? 'mb-2 font-semibold text-slate-900' : 'sr-only';
  const kept = FILTER_KEYS.filter((key) => !keys.includes(key) && query[key] && tabCarries(query, key));
  const action = `${searchPath}#${FILTERS_ANCHOR}`;
  return (
    <>
      {/* The brand search's own form, which its box and button join by `form` (BrandOptions): the
          page's query as applied, then the search. Outside the panel's form, so that Enter there
          applies instead of pressing the brand search's button, the form's first. */}
      {keys.includes('brand_name') && (
        <form id={brandFormId} method="get" action={action} onSubmit={searchBrands}>
          {[...new URLSearchParams(searchQueryString({ ...query, page: 1 }))].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
      <form id={id} method="get" action={action} onSubmit={onSubmit} className="space-y-5">
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {kept.map((key) => (
          <input key={key} type="hidden" name={key} value={query[key]} />
        ))}
        {/* A category kept from the page keeps its breadcrumb; one picked here is a pick from a category menu. */}
        {(keys.includes('display_category_name') || (query.fcat && query.display_category_name)) && <input type="hidden" name="fcat" value="true" />}
        {query.type && <input type="hidden" name="type" value={query.type} />}
        {query.type && query.sort && <input type="hidden" name="sort" value={query.sort} />}
        {keys.includes('display_category_name') && (
          <fieldset>
            <legend className={legend}>{t('searchFilters.category')}</legend>
            <CategoryOptions categories={data.categories} selected={pending.display_category_name} applied={query.display_category_name} onPick={pick('display_category_name')} />
          </fieldset>
        )}
        {keys.includes('brand_name') && (
          <fieldset>
            <legend className={legend}>{t('searchFilters.brand')}</legend>
            <BrandOptions panel={panel} form={brandFormId} query={query} pending={pending.brand_name} onPick={pick('brand_name')} initial={data.brands} searchNow={searchNow} />
          </fieldset>
        )}
        {keys.includes('tier') && (
          <fieldset>
            <legend className={legend}>{t('searchFilters.tier')}</legend>
            {data.tiers.length === 0 ? (
              <p className="px-2 py-3 text-slate-600">{t('header.noCategories')}</p>
            ) : (
              <OptionList name="tier" options={data.tiers.map((tier) => ({ value: tier.code, label: tier.name, hint: tier.description }))} selected={pending.tier} onPick={pick('tier')} />
            )}
          </fieldset>
        )}
        {keys.includes('min_price') && (
          <fieldset ref={priceSet} className="scroll-mb-24">
            <legend className="mb-2 font-semibold text-slate-900">{t('searchFilters.price')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {priceField('min_price', t('searchFilters.priceMin'))}
              {priceField('max_price', t('searchFilters.priceMax'))}
            </div>
            {badPrice && (
              <p id={priceIds.problem} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {t('searchFilters.priceInvalid')}
              </p>
            )}
          </fieldset>
        )}
        {keys.includes('in_stock') && (
          <fieldset>
            <legend className="mb-2 font-semibold text-slate-900">{t('searchFilters.stock')}</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                name="in_stock"
                value="true"
                checked={pending.in_stock === 'true'}
                onChange={(event) => dispatch({ type: 'pick', key: 'in_stock', value: event.currentTarget.checked ? 'true' : undefined })}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="font-medium text-slate-900">{t('searchFilters.inStockOnly')}</span>
            </label>
          </fieldset>
        )}
        {keys.includes('state') && (
          <fieldset>
            <legend className={legend}>{t('searchFilters.state')}</legend>
            <OptionList name="state" options={(data.states ?? []).map((state) => ({ value: state.name, label: state.name }))} selected={pending.state} onPick={pick('state')} />
          </fieldset>
        )}
        <p className="sr-only" aria-live="polite">
          {keys.some((key) => pending[key]) ? t('searchFilters.pendingSome') : t('searchFilters.pendingNone')}
        </p>
        {/* Inside the form (not the modal's footer) so the buttons share its pending selection. It
            sticks to the bottom edge of what scrolls: the modal's body, whose padding the -4 undoes,
            or in the page the window, which has none (there -4 put the bar's last 16 px below the
            screen). At the end of the form it rests below the last option, hiding none. */}
        <div className={`sticky ${inPage ? 'bottom-0' : '-bottom-4'} -mx-5 -mb-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:gap-3`}>
          {/* Before hydration a button cannot empty the selection: the link removes these filters. */}
          <LinkButton
            to={searchPath + searchQueryString(withFilters({ ...query, page: 1 }, Object.fromEntries(keys.map((k) => [k, undefined]))))}
            hydrated={hydrated}
            onPress={() => dispatch({ type: 'clear', keys })}
            className={SECONDARY}
          >
            {t('searchFilters.clearAll')}
          </LinkButton>
          <button type="submit" className={PRIMARY}>
            {t('searchFilters.apply')}
          </button>
        </div>
      </form>
    </>
  );
}
