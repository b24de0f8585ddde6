import type { Link } from './content';

/**
 * The contract's plain constants and rules that the browser needs. This module has no
 * dependencies: the schema modules (`catalogue`, `content`, `shopping-lists`) build zod schemas
 * at load time, so importing one constant from them brings zod and every schema into the page's
 * JavaScript (docs/decisions/0009-script-free-content-pages.md). They re-export these.
 */

/** Spec §9: the search page shows 27 stores a page, the home page 9. */
export const STORE_SEARCH_PAGE_SIZE = 27;
export const HOME_STORE_COUNT = 9;
export const HOME_BRAND_COUNT = 12;
/**
 * Store search and product search count their matches exactly up to these; above, `total_estimated` says the total is
 * the planner's estimate, never below what was counted. A total of exactly one more than the limit is that floor: the
 * estimate fell below the count, and all that is known is "more than the limit".
 */
export const STORE_COUNT_LIMIT = 1_000;
export const PRODUCT_COUNT_LIMIT = 5_000;
/** Whether a search's total is only that floor: "more than `limit`", nothing more is known. */
export const isCountFloor = (meta: { total: number; total_estimated: boolean }, limit: number) => meta.total_estimated && meta.total === limit + 1;
/** Suggestions open only for text longer than 2 characters (spec §4). */
export const SUGGESTION_MIN_LENGTH = 3;
export const PRODUCT_TYPES = ['product', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec §9: a catalogue block shows 12 products when at least 12 exist, otherwise 6. */
export function catalogueBlockSize(available: number): 6 | 12 {
  return available >= 12 ? 12 : 6;
}

/**
 * Where a banner or block link leads (spec §2): custom_url opens its URL as a plain link,
 * product_id the product page, catalogue_id the catalogue page; anything incomplete goes home.
 */
export function linkHref(link: Partial<Link>): string {
  if (link.link_type === 'custom_url' && link.link_url) return link.link_url;
  if (link.link_type === 'product_id' && link.product_id != null) return `/product-detail/${link.product_id}${link.product_type ? `?type=${encodeURIComponent(link.product_type)}` : ''}`;
  if (link.link_type === 'catalogue_id' && link.catalogue_url) return `/catalogue/${link.catalogue_url}`;
  return '/';
}

/** Shopping list name and description limits, after trimming (spec §5). */
export const LIST_NAME_MAX = 30;
export const LIST_DESCRIPTION_MAX = 50;

/**
 * The most a product search's price filter takes, in sen: the most a product's price column holds (RM 21,474,836.47).
 * Above it the database refused the comparison and the search answered 500.
 */
export const MAX_PRICE_FILTER_SEN = 2_147_483_647;

/** Product search orders (`sort`): relevance is the default. */
export const PRODUCT_SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'popular'] as const;
export type ProductSearchSort = (typeof PRODUCT_SEARCH_SORTS)[number];
/** Product search results per page by default. */
export const PRODUCT_SEARCH_PAGE_SIZE = 24;
