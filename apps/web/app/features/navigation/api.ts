import { apiPaths } from '@borong/contracts/api-paths';
import { categoryMenuResponseSchema } from '@borong/contracts/catalogue';
import { pageManagementResponseSchema, type pageManagementQuerySchema } from '@borong/contracts/content';
import type { ApiClient, QueryOf } from '../../lib/api';

export function navigationApi(api: ApiClient) {
  return {
    /** The header's three-level category menu. */
    categoryMenu: () => api.get(categoryMenuResponseSchema, apiPaths.categoryMenu),
    /** Header or footer menu groups (spec: page 1, per_page 100, status active). */
    pageManagements: (params: QueryOf<typeof pageManagementQuerySchema> = {}) => api.get(pageManagementResponseSchema, apiPaths.pageManagements, params),
  };
}
