import { apiPaths } from '@borong/contracts/api-paths';
import { storeDetailResponseSchema, storeFrontResponseSchema, type storeFrontQuerySchema } from '@borong/contracts/catalogue';
import type { ApiClient, QueryOf } from '../../lib/api';

export function storesApi(api: ApiClient) {
  return {
    /** One seller's store. */
    store: (url: string) => api.get(storeDetailResponseSchema, apiPaths.store(url)),
    /** A store's products, page by page. */
    storeProducts: (url: string, params: QueryOf<typeof storeFrontQuerySchema> = {}) => api.get(storeFrontResponseSchema, apiPaths.storeProducts(url), params),
  };
}
