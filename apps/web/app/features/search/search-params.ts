import { MAX_PRICE_FILTER_SEN, PRODUCT_SEARCH_SORTS, type ProductSearchSort } from '@borong/contracts/storefront-rules';
import { priceValue, ringgitToSen } from '../../lib/money';
import { parsePage } from '../../lib/paging';

/**
 * The store-search query of a `/search` URL (spec §2: search or key, brand_name,
 * display_category_name, tier, page, fcat), cleaned to what the API accepts so a hand-edited URL
 * cannot turn into a 400: text trimmed and cut to the API's limits, `page` a whole number ≥ 1.
 * The URL is the whole state of the page: every filter, the page and the language live in it, so
 * a search is shareable and the back button restores the previous filters.
 */
export interface StoreSearchQuery {
  search?: string;
  brand_name?: string;
  display_category_name?: string;
  tier?: string;
  page: number;
  /** The category was picked from a category menu: the breadcrumb follows the category path. */
  fcat: boolean;
  /** `products`: the Products tab (issue 12); otherwise the spec's store results. */
  type?: 'products';
  /** The Products tab's order, when not relevance. */
  sort?: Exclude<ProductSearchSort, 'relevance'>;
  /**
   * The Products tab's price range in ringgit as the buyer typed it ("10" or "10.50"; the API takes sen:
   * `senOf`), with stock (`'true'`) and the seller's state. The URL keeps them on the Products tab only.
   */
  min_price?: string;
  max_price?: string;
  in_stock?: 'true';
  state?: string;
}

/** The filters the filter modals set; changing any of them sends the buyer back to page 1. */
export type FilterKey = 'display_category_name' | 'brand_name' | 'tier' | ProductFilterKey;
/** The filters of the Products tab only (store search has no price, stock or seller's state). */
export type ProductFilterKey = 'min_price' | 'max_price' | 'in_stock' | 'state';
export const PRODUCT_FILTER_KEYS: readonly ProductFilterKey[] = ['min_price', 'max_price', 'in_stock', 'state'];
export const FILTER_KEYS: readonly FilterKey[] = ['display_category_name', 'brand_name', 'tier', ...PRODUCT_FILTER_KEYS];

/** Whether the query's tab carries a filter: the Stores tab has no price, stock or state, and its links and forms leave them behind. */
export const tabCarries = (query: StoreSearchQuery, key: FilterKey): boolean => query.type === 'products' || !(PRODUCT_FILTER_KEYS as readonly string[]).includes(key);
export type Filters = Partial<Record<FilterKey, string>>;

/** Which filter panel a URL asks for (`?filter=brand`): the way to the filters before hydration. */
export const FILTER_PANELS = ['category', 'brand', 'tier', 'price', 'state', 'all'] as const;
export type FilterPanel = (typeof FILTER_PANELS)[number];

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/**
 * A price in ringgit as a buyer writes it ("10", "10.5", "RM 1,250.50"), tidied ("10", "10.50", "1250.50"); undefined
 * when it is no amount of ringgit and sen, or more than the API takes.
 */
export function ringgitText(value: string | null | undefined): string | undefined {
  const plain = value?.replace(/^\s*rm\s*/i, '').replace(/(\d),(?=\d{3}(?!\d))/g, '$1') ?? null;
  const sen = ringgitToSen(plain);
  if (sen === null || sen > MAX_PRICE_FILTER_SEN) return undefined;
  return sen % 100 === 0 ? String(sen / 100) : priceValue(sen);
}

/** Sen of a tidied ringgit text, as the API takes prices. */
export const senOf = (ringgit: string | undefined): number | undefined => (ringgit === undefined ? undefined : (ringgitToSen(ringgit) ?? undefined));

export function parseStoreSearch(params: URLSearchParams): StoreSearchQuery {
  return {
    // `key` is the older name of `search`; `search` wins when both are given.
    search: text(params.get('search'), 100) ?? text(params.get('key'), 100),
    brand_name: text(params.get('brand_name'), 120),
    display_category_name: text(params.get('display_category_name'), 120),
    tier: text(params.get('tier'), 40),
    page: parsePage(params.get('page')),
    fcat: params.get('fcat') === 'true',
    type: params.get('type') === 'products' ? 'products' : undefined,
    sort: PRODUCT_SEARCH_SORTS.find((s): s is Exclude<ProductSearchSort, 'relevance'> => s !== 'relevance' && s === params.get('sort')),
    ...priceRange(ringgitText(params.get('min_price')), ringgitText(params.get('max_price'))),
    in_stock: params.get('in_stock') === 'true' ? 'true' : undefined,
    state: text(params.get('state'), 80),
  };
}

/** A range typed upside down is the range the buyer meant (the API refuses a minimum above the maximum). */
function priceRange(min: string | undefined, max: string | undefined): Pick<StoreSearchQuery, 'min_price' | 'max_price'> {
  return min !== undefined && max !== undefined && Number(min) > Number(max) ? { min_price: max, max_price: min } : { min_price: min, max_price: max };
}

/** The parameters of a `/search` URL that the page reads (spec §2, the Products tab's, the no-script panels'). */
const PAGE_PARAMS: readonly string[] = ['search', 'key', ...FILTER_KEYS, 'page', 'fcat', 'type', 'sort', 'filter', 'brand_q'];

/**
 * The query string of a `/search` URL without the parameters that say nothing (`?…`, or '' when
 * none is left), or null when it has none. A GET form sends every field it holds: the no-script
 * panels wrote `brand_q=&min_price=&max_price=`, `fcat=true` with no category picked, and the sort
 * form `sort=relevance`. The loader sends such a URL on to this one. Other parameters are kept as
 * they are: the page does not read them, and someone else may.
 */
export function tidySearchParams(params: URLSearchParams): string | null {
  const category = params.get('display_category_name')?.trim();
  const idle = ([name, value]: [string, string]) =>
    (PAGE_PARAMS.includes(name) && value.trim() === '') || (name === 'fcat' && !category) || (name === 'sort' && value === 'relevance');
  const entries = [...params];
  if (!entries.some(idle)) return null;
  const tidy = new URLSearchParams(entries.filter((entry) => !idle(entry))).toString();
  return tidy ? `?${tidy}` : '';
}

/** The panels of the Products tab's own filters. */
const PRODUCT_PANELS: readonly FilterPanel[] = ['price', 'state'];

export function parseFilterPanel(params: URLSearchParams): FilterPanel | null {
  const value = params.get('filter');
  if (!(FILTER_PANELS as readonly string[]).includes(value ?? '')) return null;
  return PRODUCT_PANELS.includes(value as FilterPanel) && params.get('type') !== 'products' ? null : (value as FilterPanel);
}

/** What was typed as a price filter but is no amount of ringgit ("abc"), on the Products tab: the first of the two. */
export interface RefusedPrice {
  key: 'min_price' | 'max_price';
  text: string;
}
export function refusedPrice(params: URLSearchParams): RefusedPrice | null {
  if (params.get('type') !== 'products') return null;
  for (const key of ['min_price', 'max_price'] as const) {
    const text = params.get(key)?.trim();
    if (text && ringgitText(text) === undefined) return { key, text: text.slice(0, 40) };
  }
  return null;
}

const sameText = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** True when category, brand or tier differ (case-insensitively, as the API compares them). */
export function filtersChanged(previous: Filters, next: Filters): boolean {
  return FILTER_KEYS.some((key) => !sameText(previous[key], next[key]));
}

/**
 * Spec §4: when category, brand or tier differ from the previous query the page goes back to 1,
 * otherwise the query's page is kept.
 */
export function pageAfterChange(previous: StoreSearchQuery, next: StoreSearchQuery): number {
  return filtersChanged(previous, next) ? 1 : next.page;
}

/** The canonical `/search` query string of a query (page 1 and an unset fcat are left out). */
export function searchQueryString(query: StoreSearchQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value && tabCarries(query, key)) params.set(key, value);
  }
  if (query.fcat && query.display_category_name) params.set('fcat', 'true');
  if (query.type) params.set('type', query.type);
  if (query.type && query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query after the buyer changes filters (a modal's Apply, a category pick, a removed chip):
 * the other parameters stay, and the page follows the page-reset rule. `fcat` is kept only while
 * the category stays; a pick from a category menu sets it.
 */
export function withFilters(current: StoreSearchQuery, changes: Filters, options: { fcat?: boolean } = {}): StoreSearchQuery {
  const next: StoreSearchQuery = { ...current };
  for (const key of FILTER_KEYS) {
    if (key in changes) {
      const value = changes[key]?.trim();
      if (key === 'in_stock') next.in_stock = value === 'true' ? 'true' : undefined;
      else if (key === 'min_price' || key === 'max_price') next[key] = ringgitText(value);
      else next[key] = value ? value : undefined;
    }
  }
  Object.assign(next, priceRange(next.min_price, next.max_price));
  const categoryKept = sameText(current.display_category_name, next.display_category_name);
  next.fcat = Boolean(next.display_category_name) && (options.fcat ?? (categoryKept && current.fcat));
  next.page = pageAfterChange(current, next);
  return next;
}

/** The filters a product search of the page asks, in the API's terms (prices in sen); the Products tab's own only there. */
export function productFilters(query: StoreSearchQuery) {
  const common = { brand_name: query.brand_name, display_category_name: query.display_category_name, tier: query.tier };
  if (query.type !== 'products') return common;
  return { ...common, min_price: senOf(query.min_price), max_price: senOf(query.max_price), in_stock: query.in_stock ? true : undefined, state: query.state };
}
