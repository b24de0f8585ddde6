import { apiPaths } from '@borong/contracts/api-paths';
import { productDetailResponseSchema, productListResponseSchema, type productListQuerySchema, type productQuerySchema } from '@borong/contracts/catalogue';
import type { ApiClient, QueryOf } from '../../lib/api';

export function productsApi(api: ApiClient) {
  return {
    /** Product detail; `type`, when given, must be the product's own. */
    product: (id: number, params: QueryOf<typeof productQuerySchema> = {}) => api.get(productDetailResponseSchema, apiPaths.product(id), params),
    /** Recommended products (the home block and its View all page). */
    recommendedProducts: (params: QueryOf<typeof productListQuerySchema> = {}) => api.get(productListResponseSchema, apiPaths.recommendedProducts, params),
  };
}
