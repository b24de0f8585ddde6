import { apiPaths } from '@borong/contracts/api-paths';
import {
  bannerListResponseSchema,
  brandListResponseSchema,
  productSearchResponseSchema,
  storeSearchResponseSchema,
  suggestionResponseSchema,
  tierListResponseSchema,
  type bannerQuerySchema,
  type brandQuerySchema,
  type productSearchQuerySchema,
  type storeSearchQuerySchema,
} from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import { stateListResponseSchema } from '@borong/contracts/content';
import { browserApiFetch, createApiClient, type ApiClient, type QueryOf } from '../../lib/api';

export type StoreSearchParams = QueryOf<typeof storeSearchQuerySchema>;
export type BrandParams = QueryOf<typeof brandQuerySchema>;
export type ProductSearchParams = QueryOf<typeof productSearchQuerySchema>;

/** The search page's calls: stores, their tiers, brands, banners and suggestions while typing. */
export function searchApi(api: ApiClient) {
  return {
    /** Store search: the home page's first 9 and the search page (27 a page by default). */
    searchStores: (params: StoreSearchParams = {}) => api.get(storeSearchResponseSchema, apiPaths.storeSearch, params),
    /** Product search: the search page's Products tab (24 a page by default). */
    searchProducts: (params: ProductSearchParams = {}) => api.get(productSearchResponseSchema, apiPaths.productSearch, params),
    /** Store tiers (VIP DIRECT …) for the tier filter and the badge tooltip. */
    tiers: () => api.get(tierListResponseSchema, apiPaths.tiers),
    /** The brand directory, and the brand filter's options. */
    brands: (params: BrandParams = {}) => api.get(brandListResponseSchema, apiPaths.brands, params),
    /** Banners, optionally of one position (search, credit_terms, home, footer). */
    banners: (params: QueryOf<typeof bannerQuerySchema> = {}) => api.get(bannerListResponseSchema, apiPaths.banners, params),
    /** Malaysia's states: the Products tab's seller location filter. */
    states: () => api.get(stateListResponseSchema, apiPaths.states),
    /** Suggestions while typing (3 characters or more): products, stores, brands and categories. */
    suggestions: (search: string) => api.get(suggestionResponseSchema, apiPaths.suggestions, { search }),
  };
}

export type SearchApi = ReturnType<typeof searchApi>;

/** The same calls from the browser (brand filter, suggestions), loaded on demand by `useBrowserApi`. */
export const browserSearchApi = (locale: ApiLocale) => searchApi(createApiClient({ fetch: browserApiFetch, locale }));
