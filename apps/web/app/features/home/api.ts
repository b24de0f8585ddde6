import { apiPaths } from '@borong/contracts/api-paths';
import {
  catalogueBlockResponseSchema,
  catalogueResponseSchema,
  pageBlockResponseSchema,
  promoDealResponseSchema,
  type catalogueQuerySchema,
  type pageBlockQuerySchema,
  type promoDealQuerySchema,
} from '@borong/contracts/content';
import type { ApiClient, QueryOf } from '../../lib/api';

/** The page-managed home page: its blocks, their catalogues and the promotions. */
export function homeApi(api: ApiClient) {
  return {
    /** The page-managed blocks of a placement, in order (`store_front` is the home page). */
    homepageBlocks: (params: QueryOf<typeof pageBlockQuerySchema> = {}) => api.get(pageBlockResponseSchema, apiPaths.homepageBlocks, params),
    /** The products of one catalogue block (sent as a one-item `block_ids` list). */
    catalogueBlock: (blockId: number) => api.post(catalogueBlockResponseSchema, apiPaths.catalogueBlock, { block_ids: [blockId] }),
    /** Active promotions, each leading to a catalogue. */
    promoDeals: (params: QueryOf<typeof promoDealQuerySchema> = {}) => api.get(promoDealResponseSchema, apiPaths.promoDeals, params),
    /** A catalogue and its products, page by page. */
    catalogue: (catalogueUrl: string, params: QueryOf<typeof catalogueQuerySchema> = {}) => api.get(catalogueResponseSchema, apiPaths.catalogue(catalogueUrl), params),
  };
}
