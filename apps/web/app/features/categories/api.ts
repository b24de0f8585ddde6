import { apiPaths } from '@borong/contracts/api-paths';
import { categoryGroupsResponseSchema, categoryTreeResponseSchema } from '@borong/contracts/catalogue';
import type { ApiClient } from '../../lib/api';

export function categoriesApi(api: ApiClient) {
  return {
    /** The full category tree (up to four levels). */
    categories: () => api.get(categoryTreeResponseSchema, apiPaths.categoryTree),
    /** The nine category groups of the all-categories page. */
    categoryGroups: () => api.get(categoryGroupsResponseSchema, apiPaths.categoryGroups),
  };
}
