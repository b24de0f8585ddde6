import { z } from 'zod';
import { idParam, optionalText, pageParam, paginationMetaSchema, perPageParam, searchMetaSchema } from './common';
import { MAX_PRICE_FILTER_SEN, PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SEARCH_SORTS, PRODUCT_TYPES, STORE_SEARCH_PAGE_SIZE, SUGGESTION_MIN_LENGTH } from './storefront-rules';
import { pwpOfferSchema } from './pwp';

export { HOME_BRAND_COUNT, HOME_STORE_COUNT, PRODUCT_SEARCH_PAGE_SIZE, PRODUCT_SEARCH_SORTS, PRODUCT_TYPES, STORE_SEARCH_PAGE_SIZE, SUGGESTION_MIN_LENGTH, type ProductSearchSort, type ProductType } from './storefront-rules';

export const tierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  upper_right_text: z.string().nullable(),
});
export type Tier = z.infer<typeof tierSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  logo: z.string().nullable(),
  domain_name: z.string(),
  upper_right_text: z.string().nullable(),
  top_category_text: z.string().nullable(),
  industry_text: z.string().nullable(),
  description: z.string().nullable(),
  tier: z.string().nullable(),
  state: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * Store search (`GET /v1/sales-agent/aggregator/domains`). `key` is an older name for `search`;
 * when both are given `search` wins. `brand_name` and `display_category_name` match a brand or a
 * category (any level, its subtree included) by name, case-insensitively; `tier` is a tier code.
 */
export const storeSearchQuerySchema = z
  .object({
    search: optionalText('search'),
    key: optionalText('key'),
    brand_name: optionalText('brand_name', 120),
    display_category_name: optionalText('display_category_name', 120),
    tier: optionalText('tier', 40),
    page: pageParam,
    per_page: perPageParam(STORE_SEARCH_PAGE_SIZE),
  })
  .transform(({ key, search, ...rest }) => ({ ...rest, search: search ?? key }));
export type StoreSearchQuery = z.output<typeof storeSearchQuerySchema>;

export const storeSearchResponseSchema = z.object({
  data: z.array(storeSchema),
  /** Exact up to a thousand matches. */
  meta: searchMetaSchema,
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * Brand directory (`GET /v1/sales-agent/aggregator/brands`): `letter` (A–Z, or `#` for names
 * not starting with a letter) beats `search`, as on the brands page (spec §4).
 */
export const brandQuerySchema = z.object({
  search: optionalText('search'),
  letter: z
    .preprocess((v) => (v === '' ? undefined : typeof v === 'string' ? v.toUpperCase() : v), z.string().regex(/^[A-Z#]$/, 'letter must be one letter A-Z or #').optional()),
  sort: z.enum(['name', 'popular'], { error: 'sort must be name or popular' }).default('name'),
  page: pageParam,
  per_page: perPageParam(60, 500),
});
export type BrandQuery = z.output<typeof brandQuerySchema>;

export const brandListResponseSchema = z.object({ data: z.array(brandSchema), meta: paginationMetaSchema });
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

export interface Category {
  id: number;
  category_id: string;
  display_category_name: string;
  parent_id: number | null;
  image_url: string | null;
  image_name: string | null;
  child_categories: Category[];
}
export const categorySchema: z.ZodType<Category> = z.object({
  id: z.number().int(),
  category_id: z.string(),
  display_category_name: z.string(),
  parent_id: z.number().int().nullable(),
  image_url: z.string().nullable(),
  image_name: z.string().nullable(),
  get child_categories() {
    return z.array(categorySchema);
  },
});

export const categoryTreeResponseSchema = z.object({ data: z.array(categorySchema) });
export const categoryMenuResponseSchema = z.object({ data: z.object({ categories: z.array(categorySchema) }) });

export const categoryGroupSchema = z.object({
  code: z.string(),
  category_name: z.string(),
  image_url: z.string(),
  child_categories: z.array(z.object({ category_name: z.string() })),
});
export const categoryGroupsResponseSchema = z.object({ data: z.array(categoryGroupSchema) });
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  item_type: z.enum(PRODUCT_TYPES),
  product_name: z.string(),
  image_url: z.string().nullable(),
  stock_count: z.number().int(),
  /** Money in integer sen; the web formats it as MYR with two decimals. */
  price: z.number().int(),
  rrp_price: z.number().int(),
  discount_percent: z.number().int(),
  price_after_discount: z.number().int(),
  unit: z.string(),
  store_id: z.number().int(),
  /** Wholesale quantity rules (contracts/quantity-rules): from min_qty, in steps of qty_step, at most max_qty. */
  min_qty: z.number().int(),
  qty_step: z.number().int(),
  max_qty: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  brand: brandSchema.nullable(),
  store: storeSchema,
  category_path: z.array(z.object({ id: z.number().int(), display_category_name: z.string() })),
  /** Volume prices, lowest quantity first: from `min_qty` on, each unit costs `unit_price` sen. */
  price_tiers: z.array(z.object({ min_qty: z.number().int(), unit_price: z.number().int() })),
  /** The seller's live purchase-with-purchase offers this product unlocks ("Buy with … at RM x"). */
  pwp_offers: z.array(pwpOfferSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = z.object({ data: productDetailSchema });
export const productQuerySchema = z.object({ type: z.enum(PRODUCT_TYPES, { error: 'type must be product or bundle' }).optional() });
export const productParamsSchema = z.object({ id: idParam('id') });

export const productListQuerySchema = z.object({ page: pageParam, per_page: perPageParam(24) });
export const productListResponseSchema = z.object({ data: z.array(productCardSchema), meta: paginationMetaSchema });


const senParam = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${field} must be a whole number of sen from 0` })
      .int(`${field} must be a whole number of sen from 0`)
      .min(0, `${field} must be a whole number of sen from 0`)
      .max(MAX_PRICE_FILTER_SEN, `${field} is out of range`)
      .optional(),
  );

/** Product search (`GET /v1/products/search`): text, filters (combined with AND), sort and page. */
export const productSearchQuerySchema = z
  .object({
    search: optionalText('search'),
    display_category_name: optionalText('display_category_name', 120),
    brand_name: optionalText('brand_name', 120),
    /**
     * Narrows the brand facet alone to brands whose name holds this text: the brand filter's own box, which
     * offered brands the page's text finds nothing of when it searched every brand.
     */
    brand_search: optionalText('brand_search', 120).describe(
      'Lists in `facets.brands` only the brands whose name holds this text as the brand directory\'s `search` matches names (case ignored, `%` and `_` taken literally; the first 200 such brands, names starting with it first), counted over the first 5,001 matches of these brands; the products, `meta` and the other facets are as without it.',
    ),
    tier: optionalText('tier', 40),
    /** Price after discount, in sen. */
    min_price: senParam('min_price'),
    max_price: senParam('max_price'),
    in_stock: z.preprocess((v) => (v === '' ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'in_stock must be true or false' }).optional()),
    /** The seller's state, by name or code. */
    state: optionalText('state', 80),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_SEARCH_SORTS, { error: `sort must be one of ${PRODUCT_SEARCH_SORTS.join(', ')}` }).default('relevance')),
    page: pageParam,
    per_page: perPageParam(PRODUCT_SEARCH_PAGE_SIZE),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, { message: 'min_price must not be above max_price', path: ['min_price'] });
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

const facetSchema = z.object({ count: z.number().int() });
export const productSearchResponseSchema = z.object({
  data: z.array(productCardSchema),
  /** Exact up to a few thousand matches. */
  meta: searchMetaSchema,
  /** Counts for the current text and filters, most first (at most 20 of each). */
  facets: z.object({
    categories: z.array(facetSchema.extend({ display_category_name: z.string() })),
    brands: z.array(facetSchema.extend({ brand_name: z.string() })),
    tiers: z.array(facetSchema.extend({ tier: z.string() })),
  }),
  /**
   * Each word of the text no name holds, and the spellings one edit away it was read as (likeliest first); empty when
   * none was. Defaults to empty for an answer written before it existed (one kept by another server, a cached page).
   */
  corrections: z.array(z.object({ word: z.string(), read_as: z.array(z.string()) })).default([]),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** A store's own page: paged products in the spec's store-front shape (`data`, `to`, `total`). */
export const storeFrontQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(24),
  type: z.enum(PRODUCT_TYPES, { error: 'type must be product or bundle' }).optional(),
});
export const storeFrontResponseSchema = z.object({
  data: z.array(productCardSchema),
  from: z.number().int(),
  to: z.number().int(),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export const storeDetailResponseSchema = z.object({ data: storeSchema });

export const suggestionSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  logo: z.string().nullable(),
  product_name: z.string().nullable(),
  domain_name: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionQuerySchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'search is required' }).min(SUGGESTION_MIN_LENGTH, `search must be at least ${SUGGESTION_MIN_LENGTH} characters`).max(100, 'search must be at most 100 characters'),
  ),
});
/**
 * Suggestions, grouped: `data` holds the stores (the spec's suggestion entity, `product_name` being
 * the store's best-matching product), then products, brands and categories, a few of each.
 */
export const suggestionResponseSchema = z.object({
  data: z.array(suggestionSchema),
  products: z.array(z.object({ id: z.number().int(), item_type: z.enum(PRODUCT_TYPES), product_name: z.string(), image_url: z.string().nullable() })),
  brands: z.array(z.object({ id: z.number().int(), brand_name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), display_category_name: z.string() })),
});
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

export const redirectUrlBodySchema = z.object({ to_domain_id: idParam('to_domain_id') });
export const redirectUrlResponseSchema = z.object({ error: z.literal(false), redirect_url: z.string() });

export const bannerSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  image_url: z.string(),
  local_image: z.string().nullable(),
  banner_mobile: z.string().nullable(),
  banner_desktop: z.string().nullable(),
  url: z.string().nullable(),
  link_type: z.enum(['custom_url', 'product_id', 'catalogue_id']),
  link_url: z.string().nullable(),
  product_id: z.number().int().nullable(),
  product_type: z.string().nullable(),
  catalogue_url: z.string().nullable(),
  alt_text: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerQuerySchema = z.object({ position: optionalText('position', 30) });
export const bannerListResponseSchema = z.object({ data: z.array(bannerSchema) });
export const tierListResponseSchema = z.object({ tiers: z.array(tierSchema) });
