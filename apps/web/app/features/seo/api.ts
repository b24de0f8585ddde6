import { apiPaths } from '@borong/contracts/api-paths';
import { sitemapChunkResponseSchema, sitemapIndexResponseSchema, type SitemapKind } from '@borong/contracts/sitemap';
import type { ApiClient } from '../../lib/api';

export function sitemapApi(api: ApiClient) {
  return {
    /** How many sitemap chunks of stores and brands there are. */
    sitemapIndex: () => api.get(sitemapIndexResponseSchema, apiPaths.sitemapIndex),
    /** One sitemap chunk: store URLs or brand names. */
    sitemapChunk: (kind: SitemapKind, chunk: number) => api.get(sitemapChunkResponseSchema, apiPaths.sitemapChunk(kind, chunk)),
  };
}
