import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/link-button';
import { Modal } from '../../ui/modal';
import { useHydrated } from '../../lib/use-hydrated';
import { useRootData } from '../session/root-data';
import { CategoryBrowser } from './category-browser';
import { FILTERS_ANCHOR, FilterForm, PANEL_TITLES, type FilterData } from './filter-form';
import { searchQueryString, senOf, withFilters, type Filters, type FilterPanel, type RefusedPrice, type StoreSearchQuery } from './search-params';
import { useFormatPrice } from '../../lib/money';

/** The same page with a filter panel open: the way to the filters before the page hydrates. */
function panelHref(pathname: string, search: string, panel: FilterPanel): string {
  const params = new URLSearchParams(search);
  params.set('filter', panel);
  params.delete('brand_q');
  return `${pathname}?${params}`;
}

type Opened = FilterPanel | 'browse' | null;

/**
 * The filter bar with the menu categories from the root data: the search page's island, whose
 * props then need not repeat the category tree the page's shell data already carries.
 */
export function SearchFilterBar({ query, tiers, brands, states }: { query: StoreSearchQuery } & Omit<FilterData, 'categories'>) {
  const categories = useRootData()?.navigation.categories ?? [];
  return <SearchFilters query={query} data={{ categories, tiers, brands, states }} />;
}

/**
 * The filter bar of the search page: Category, Brand and Store tiers (desktop), All filters
 * (category and brand, for phones), and the category browser. After hydration each opens its
 * modal; before, each is a link to the same page with that panel shown inline.
 */
export function SearchFilters({ query, data }: { query: StoreSearchQuery; data: FilterData }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [opened, setOpened] = useState<Opened>(null);
  // The last panel opened: the modal stays mounted (closing it returns focus to its button),
  // and its body, with the pending selection, only exists while it is open.
  const [panel, setPanel] = useState<FilterPanel>('category');
  const formId = useId();
  const close = () => setOpened(null);
  const open = (next: FilterPanel) => {
    setPanel(next);
    setOpened(next);
  };
  const tierName = data.tiers.find((tier) => tier.code.toLowerCase() === query.tier?.toLowerCase())?.name ?? query.tier;

  const formatPrice = useFormatPrice();
  const products = query.type === 'products';
  const entries: { panel: FilterPanel; label: string; value?: string; className: string }[] = [
    { panel: 'category', label: t('searchFilters.category'), value: query.display_category_name, className: 'max-md:hidden' },
    { panel: 'brand', label: t('searchFilters.brand'), value: query.brand_name, className: 'max-md:hidden' },
    ...(products
      ? [
          { panel: 'price' as const, label: t('searchFilters.priceAndStock'), value: [priceRangeText(query, t, formatPrice), query.in_stock ? t('searchFilters.inStock') : undefined].filter(Boolean).join(', ') || undefined, className: 'max-md:hidden' },
          { panel: 'state' as const, label: t('searchFilters.state'), value: query.state, className: 'max-md:hidden' },
        ]
      : []),
    { panel: 'tier', label: t('searchFilters.tier'), value: tierName, className: '' },
    { panel: 'all', label: t('searchFilters.all'), value: undefined, className: 'md:hidden' },
  ];
  return (
    <div id={FILTERS_ANCHOR} tabIndex={-1} className="mb-6 scroll-mt-4 outline-none">
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('searchFilters.label')}>
        {entries.map(({ panel, label, value, className }) => {
          const look = value ? 'filter-pill-on' : 'filter-pill';
          const content = (
            <>
              {value ? t('searchFilters.withValue', { filter: label, value }) : label}
              <ChevronDownIcon size={16} />
            </>
          );
          return (
            <li key={panel} className={className}>
              <LinkButton to={panelHref(pathname, search, panel)} hydrated={hydrated} onPress={() => open(panel)} opensDialog className={look}>
                {content}
              </LinkButton>
            </li>
          );
        })}
        <li>
          <LinkButton to={localePath('/all-categories')} hydrated={hydrated} onPress={() => setOpened('browse')} opensDialog className="filter-pill">
            {t('searchFilters.browse')}
          </LinkButton>
        </li>
      </ul>
      <AppliedFilters query={query} tierName={tierName} />
      <Modal open={opened !== null && opened !== 'browse'} onClose={close} title={t(PANEL_TITLES[panel])} fullScreenOnPhone widthClass="w-[min(34rem,calc(100vw-2rem))]">
        <FilterForm id={formId} panel={panel} query={query} data={data} onApplied={close} />
      </Modal>
      <CategoryBrowser open={opened === 'browse'} onClose={close} categories={data.categories} />
    </div>
  );
}

/** The price range of a query as words ("RM 10.00 – RM 20.00", "from RM 10.00"); undefined without one. */
function priceRangeText(query: StoreSearchQuery, t: ReturnType<typeof useT>, formatPrice: (sen: number) => string): string | undefined {
  const [min, max] = [senOf(query.min_price), senOf(query.max_price)];
  if (min !== undefined && max !== undefined) return t('searchFilters.priceRange', { min: formatPrice(min), max: formatPrice(max) });
  if (min !== undefined) return t('searchFilters.priceFrom', { min: formatPrice(min) });
  if (max !== undefined) return t('searchFilters.priceUpTo', { max: formatPrice(max) });
  return undefined;
}

/** The applied filters as chips; removing one is a link (page back to 1 by the reset rule). */
function AppliedFilters({ query, tierName }: { query: StoreSearchQuery; tierName: string | undefined }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const named = (filter: MessageKey, value: string | undefined) => (value ? t('searchFilters.withValue', { filter: t(filter), value }) : undefined);
  const products = query.type === 'products';
  const range = products ? priceRangeText(query, t, formatPrice) : undefined;
  const chips: { id: string; label: string | undefined; remove: Filters }[] = [
    { id: 'category', label: named('searchFilters.category', query.display_category_name), remove: { display_category_name: undefined } },
    { id: 'brand', label: named('searchFilters.brand', query.brand_name), remove: { brand_name: undefined } },
    { id: 'tier', label: query.tier ? named('searchFilters.tier', tierName ?? '') : undefined, remove: { tier: undefined } },
    { id: 'price', label: named('searchFilters.priceChip', range), remove: { min_price: undefined, max_price: undefined } },
    { id: 'stock', label: products && query.in_stock ? t('searchFilters.inStockOnly') : undefined, remove: { in_stock: undefined } },
    { id: 'state', label: products ? named('searchFilters.state', query.state) : undefined, remove: { state: undefined } },
  ];
  const shown = chips.filter((chip) => chip.label);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('searchFilters.applied')}>
      {shown.map(({ id, label, remove }) => (
        <li key={id}>
          <Link
            to={localePath('/search') + searchQueryString(withFilters(query, remove))}
            aria-label={t('searchFilters.remove', { filter: label! })}
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-2 text-sm text-slate-800 hover:bg-slate-200"
          >
            {label}
            <CloseIcon size={14} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A filter panel shown in the page (`?filter=brand`): what the filter links open before the
 * page hydrates. The same form as the modal; Close goes back to the page without it.
 */
export function InlineFilterPanel({ panel, query, data, refused = null }: { panel: FilterPanel; query: StoreSearchQuery; data: FilterData; refused?: RefusedPrice | null }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const formId = useId();
  const params = new URLSearchParams(search);
  params.delete('filter');
  params.delete('brand_q');
  const closeHref = params.size ? `${pathname}?${params}` : pathname;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-slate-300 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(PANEL_TITLES[panel])}
        </h2>
        <Link to={closeHref} className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100">
          {t('modal.close')}
        </Link>
      </div>
      <div className="px-5 py-4">
        <FilterForm id={formId} panel={panel} query={query} data={data} onApplied={undefined} inPage refused={refused} />
      </div>
    </section>
  );
}
