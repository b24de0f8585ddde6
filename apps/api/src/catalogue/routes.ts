import { apiPaths } from '@borong/contracts/api-paths';
import {
  bannerListResponseSchema,
  bannerQuerySchema,
  brandListResponseSchema,
  brandQuerySchema,
  categoryGroupsResponseSchema,
  categoryMenuResponseSchema,
  categoryTreeResponseSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productQuerySchema,
  redirectUrlBodySchema,
  redirectUrlResponseSchema,
  storeDetailResponseSchema,
  storeFrontQuerySchema,
  storeFrontResponseSchema,
  storeSearchQuerySchema,
  storeSearchResponseSchema,
  suggestionQuerySchema,
  suggestionResponseSchema,
  tierListResponseSchema,
} from '@borong/contracts/catalogue';
import { apiErrorSchema, paginationMeta } from '@borong/contracts/common';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ApiApp, LimitedDeps } from '../app/types';
import { searchLimit } from '../auth/rate-limit';
import { notFound } from '../app/errors';
import { requestLocale } from '../app/locale';
import { memoize } from '../app/memo';
import { products } from '../db/schema';
import { listBanners } from './banners';
import { createBrandDirectory } from './brands';
import { categoryGroups, categoryTree, trimDepth } from './categories';
import { productDetail, productPage, storeProductPage } from './products';
import { activeStoreId, activeStoreUrl, createStoreSearch, storeByUrl } from './stores';
import { listTiers } from './tiers';
import { createProductSearch } from '../search/products';
import { createSuggestions } from '../search/suggestions';
import { conditionalAnswer } from '../app/etag';

const KEPT_ANSWER =
  'Kept by the API for up to a minute and the same for every caller of a language. Answers carry a weak `ETag` (and `Vary: Accept-Language`); a request with `If-None-Match` naming it gets `304 Not Modified` with no body while the categories are unchanged. The storefront keeps the last answer and asks this way on every page it renders.';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
/** A search may also be refused for its rate (429, with Retry-After) or stopped for its time (503). */
const searchErrors = { ...errors, 429: apiErrorSchema, 503: apiErrorSchema };

/** Said in each search's OpenAPI description. */
const SEARCH_LIMITS_NOTE =
  ' A request with a text counts against the caller’s address: SEARCH_RATE_LIMIT searches a minute (300 by default) across store search, product search and suggestions, then 429 with Retry-After. A search whose statements run past 2 seconds is stopped: 503 with Retry-After, never a partial answer.';

const TOO_MANY_SEARCHES = {
  en: 'Too many searches in a short time. Please wait a moment and try again.',
  ms: 'Terlalu banyak carian dalam masa yang singkat. Sila tunggu sebentar dan cuba lagi.',
} as const;
const storeUrlParams = z.object({ url: z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'url must be lower-case letters, digits and dashes') });

export default async function catalogueRoutes(app: ApiApp, { database, config, limiter }: LimitedDeps) {
  // Public, read-only data: served from the standbys when there are any (DATABASE_REPLICA_URLS).
  const db = database.readDb;
  const perMinute = config.searchRateLimit > 0 ? searchLimit(config.searchRateLimit) : null;
  /** Counts a search with a text against the caller's address; listings without one are cheap and cached. */
  const countSearch = async (request: FastifyRequest, text: string | undefined) => {
    if (perMinute && text?.trim()) await limiter.check([[perMinute, request.ip]], TOO_MANY_SEARCHES[requestLocale(request)]);
  };
  const searchStores = createStoreSearch(database.searchDb);
  const searchProducts = createProductSearch(database.searchDb);
  const suggest = createSuggestions(database.searchDb);
  const listBrands = createBrandDirectory(db);
  const tiers = memoize((locale: 'en' | 'ms') => listTiers(db, locale), { ttlMs: 60_000, name: 'tiers', sharedBy: db });

  app.get(apiPaths.storeSearch, {
    schema: {
      tags: ['catalogue'],
      summary: 'Search seller stores',
      description:
        'Store search for the home page (per_page=9) and the search page (27 a page, the default). `search` (or its older name `key`) matches a substring of the store name, case-insensitively (%, _ and \\ are taken literally), or (company words such as sdn, bhd, trading and trade words such as supplier, wholesale, borong, pembekal left out) what the store sells: a category (either language, or a synonym such as rice for beras) or industry naming the text as whole words, or (for texts of 4 characters or more) a brand containing it; a text of fewer than 4 characters names categories and industries only when it is a word of the synonym list (tea, teh). When all that finds fewer than 27 stores, close spellings of words in the name match too (typo tolerance), and so do the stores selling a product whose name matches the text as product search matches it (read from the first 5,000 such products found); `brand_name`, `display_category_name` (any level; its subcategories count) and `tier` (a tier’s code such as VIP_DIRECT, its name, or its id as /tiers lists it) narrow the results and combine. With a text, results are ordered by relevance (exact name, name prefix, name substring, then stores matched by what they sell, then by the products they sell, then close spellings; for a text the synonym list names as a thing, such as teh or rice, the stores whose name holds it and that sell it come first, then the others selling it, then those only named by it), then popularity; otherwise by popularity. With a text, up to 1,000 matches are counted; above that `meta.total` is the database planner’s estimate (never below 1,001) and `meta.total_estimated` is true (a later page past the real end is empty). An unknown brand, category or tier gives no results. Answers may be up to 30 seconds old: stores change rarely and buyers repeat searches.' + SEARCH_LIMITS_NOTE,
      querystring: storeSearchQuerySchema,
      response: { 200: storeSearchResponseSchema, ...searchErrors },
    },
    handler: async (request) => {
      await countSearch(request, request.query.search);
      return searchStores(request.query, requestLocale(request));
    },
  });

  app.get(apiPaths.tiers, {
    schema: { tags: ['catalogue'], summary: 'Store tiers (VIP DIRECT and others) for the tier filter and the badge tooltip', response: { 200: tierListResponseSchema } },
    handler: async (request) => ({ tiers: await tiers(requestLocale(request)) }),
  });

  app.get(apiPaths.brands, {
    schema: {
      tags: ['catalogue'],
      summary: 'Brand directory: by letter (beats text), by text, or by popularity',
      description: '`meta.total` (and `last_page`) may be up to 30 seconds old: totals are kept that long, as store search keeps its own.',
      querystring: brandQuerySchema,
      response: { 200: brandListResponseSchema, ...errors },
    },
    handler: (request) => listBrands(request.query),
  });

  app.get(apiPaths.categoryTree, {
    schema: { tags: ['catalogue'], summary: 'The full product category tree (up to four levels), for the category filter and browser', description: KEPT_ANSWER, response: { 200: categoryTreeResponseSchema } },
    handler: async (request, reply) => {
      const tree = await categoryTree(db, requestLocale(request));
      return conditionalAnswer(request, reply, tree, 'tree', () => ({ data: tree }));
    },
  });

  app.get(apiPaths.banners, {
    schema: {
      tags: ['catalogue'],
      summary: 'Banners by position (search, credit_terms, home, footer)',
      description: 'link_type tells the client where a banner leads: custom_url (link_url, a plain external link), product_id (product_id with product_type), catalogue_id (catalogue_url). Without a position, every banner is listed.',
      querystring: bannerQuerySchema,
      response: { 200: bannerListResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await listBanners(db, request.query.position, requestLocale(request)) }),
  });

  app.post(apiPaths.storeRedirectUrl, {
    schema: {
      tags: ['catalogue'],
      summary: "The URL that opens a seller's store",
      description:
        "Signed-in buyers open a store through this call (spec §6); guests use the store's plain URL. Until accounts land the answer is the store's own page on this storefront; a signed entry token will be added to it then.",
      body: redirectUrlBodySchema,
      response: { 200: redirectUrlResponseSchema, ...errors },
    },
    handler: async (request) => {
      const url = await activeStoreUrl(db, request.body.to_domain_id);
      if (url === null) throw notFound('Store not found');
      return { error: false as const, redirect_url: `${config.publicUrl}/store/${url}` };
    },
  });

  app.get(apiPaths.categoryMenu, {
    schema: { tags: ['catalogue'], summary: "The header's three-level category dropdown", description: KEPT_ANSWER, response: { 200: categoryMenuResponseSchema } },
    handler: async (request, reply) => {
      const tree = await categoryTree(db, requestLocale(request));
      return conditionalAnswer(request, reply, tree, 'menu', () => ({ data: { categories: trimDepth(tree, 3) } }));
    },
  });

  app.get(apiPaths.categoryGroups, {
    schema: { tags: ['catalogue'], summary: 'The nine category groups of the all-categories page', response: { 200: categoryGroupsResponseSchema } },
    handler: async (request) => ({ data: await categoryGroups(db, requestLocale(request)) }),
  });

  app.get(apiPaths.suggestions, {
    schema: {
      tags: ['catalogue'],
      summary: 'Suggestions while typing (text of 3 characters or more): stores, products, brands and categories',
      description:
        "Grouped, a few of each: `data` holds up to 5 stores found as store search finds them (product_name is the name of the store's best-matching product when the text matches one of its products, otherwise null); `products` up to 5 products ranked as product search ranks them (synonyms and one typo forgiven); `brands` up to 4 brands whose name contains the text, names starting with it first; `categories` up to 4 categories whose name (English or Malay) holds the text or a synonym of it, in the caller's language. Answers may be up to 30 seconds old." + SEARCH_LIMITS_NOTE,
      querystring: suggestionQuerySchema,
      response: { 200: suggestionResponseSchema, ...searchErrors },
    },
    handler: async (request) => {
      await countSearch(request, request.query.search);
      return suggest({ search: request.query.search, locale: requestLocale(request) });
    },
  });

  app.get(apiPaths.storeRoute, {
    schema: { tags: ['catalogue'], summary: "A seller's store", params: storeUrlParams, response: { 200: storeDetailResponseSchema, ...errors } },
    handler: async (request) => {
      const store = await storeByUrl(db, request.params.url, requestLocale(request));
      if (!store) throw notFound('Store not found');
      return { data: store };
    },
  });

  app.get(apiPaths.storeProductsRoute, {
    schema: {
      tags: ['catalogue'],
      summary: "A store's products, page by page",
      description: 'The store front loads pages until `to` reaches `total`. `type` narrows to products or bundles.',
      params: storeUrlParams,
      querystring: storeFrontQuerySchema,
      response: { 200: storeFrontResponseSchema, ...errors },
    },
    handler: async (request) => {
      const storeId = await activeStoreId(db, request.params.url);
      if (storeId === null) throw notFound('Store not found');
      const { page, per_page: perPage, type } = request.query;
      const { cards, total } = await storeProductPage(db, storeId, type, page, perPage);
      const from = cards.length ? (page - 1) * perPage + 1 : 0;
      return { data: cards, from, to: cards.length ? from + cards.length - 1 : 0, total, current_page: page, last_page: paginationMeta(total, page, perPage).last_page };
    },
  });

  app.get(apiPaths.recommendedProducts, {
    schema: { tags: ['catalogue'], summary: 'Recommended products (the home block and its View all page)', querystring: productListQuerySchema, response: { 200: productListResponseSchema, ...errors } },
    handler: async (request) => {
      const { page, per_page: perPage } = request.query;
      const { cards, total } = await productPage(db, eq(products.isRecommended, true), page, perPage);
      return { data: cards, meta: paginationMeta(total, page, perPage) };
    },
  });

  app.get(apiPaths.productSearch, {
    schema: {
      tags: ['catalogue'],
      summary: 'Search products',
      description:
        'Word-level search over product names: every word must match (the last one also as the start of a word, for text still being typed), in English or Malay through a curated synonym list (beras finds rice, minyak masak finds cooking oil; a last word of three letters or more that starts a word of that list also finds its synonyms: cof finds kopi), and a word of five letters or more that no name holds is read as its known spellings one edit away, listed in `corrections` so a page can say what the text was read as (the known words are those of product, brand, category and store names, and the synonym list\'s words; names are reread by each server process every 30 seconds: a new name is found as typed at once, and its misspellings within a minute, once an answer given before has expired too). A text without a letter or digit finds nothing. Company words (sdn, bhd, trading, enterprise) and the trade words a buyer adds (supplier(s), wholesale(r/rs), distributor(s), trader(s), dealer(s), borong, pemborong, pembekal, pengedar) are ignored unless the text holds nothing else. A pack size matches written apart or together (10 kg and 10kg, 3 ply and 3ply). At most 8 words count. A text that is a category\'s whole name in English or Malay (case, accents and punctuation aside, "and" or "dan" for "&"; or a synonym of the whole text, toilet paper for Tisu Tandas) also finds that category\'s products, its subcategories\' included, besides the names matching it: `meta.total` and `facets` count each product once, and the filters apply to all of them. Filters combine with AND: `display_category_name` (any level, its subcategories count), `brand_name`, `tier` (the store\'s tier code), `state` (the seller\'s state, name or code), `min_price`/`max_price` (price after discount, sen), `in_stock`. An unknown category, brand, tier or state gives no results. `sort=relevance` (the default) puts the whole name, then names starting with the text (or, for a text that is one synonym, with any of its synonyms), then matches needing no spelling correction, then kinds of what was typed rather than things merely named after it (for rice: beras before Rice Cooker, rice water or a rice mill brand\'s other goods) first, then products in stock, then popular ones, and after every name matching the text the other products of a category it names, in stock then popular first; without a text it is in stock, then popularity. Above 5000 matches `meta.total` is the planner\'s estimate and `meta.total_estimated` is true. `facets` count categories (leaf), brands and tiers over all matches (above 5000, over the first 5000 found), at most 20 of each. `brand_search` narrows `facets.brands` alone to the brands whose name holds it (as the brand directory\'s search matches: case ignored, `%` and `_` taken literally), the most matches first as without it: a brand filter\'s own box, offering only brands the text finds products of; the products, `meta` and the other facets are the same as without it. Answers may be up to 30 seconds old.' + SEARCH_LIMITS_NOTE,
      querystring: productSearchQuerySchema,
      response: { 200: productSearchResponseSchema, ...searchErrors },
    },
    handler: async (request) => {
      await countSearch(request, request.query.search);
      return searchProducts({ query: request.query, locale: requestLocale(request) });
    },
  });

  app.get(apiPaths.productRoute, {
    schema: {
      tags: ['catalogue'],
      summary: 'Product detail',
      description:
        'When `type` is given it must be the product\'s own type; otherwise the answer is 404. `pwp_offers`: the seller\'s live purchase-with-purchase offers this product unlocks (the storefront\'s "Buy with … at RM x"): the add-on product, its special and normal price, the limit (`max_addon_qty` per order or per qualifying unit) and the condition (`min_qty` units of the qualifying products or, for scope STORE, of anything the seller sells). Offers whose add-on is out of stock or whose stock cap is used up are left out. The cart decides what a buyer\'s cart unlocks (`GET /mydin-online/cart`, `pwp_offers` per seller group).',
      params: productParamsSchema,
      querystring: productQuerySchema,
      response: { 200: productDetailResponseSchema, ...errors },
    },
    handler: async (request) => {
      const product = await productDetail(db, request.params.id, request.query.type, requestLocale(request));
      if (!product) throw notFound('Product not found');
      return { data: product };
    },
  });
}
