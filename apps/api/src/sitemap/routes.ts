import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { SITEMAP_CHUNK_SIZE, sitemapChunkParamsSchema, sitemapChunkResponseSchema, sitemapIndexResponseSchema } from '@borong/contracts/sitemap';
import type { ApiApp, ApiDeps } from '../app/types';
import { memoize } from '../app/memo';
import { sitemapChunk, sitemapIndex } from './sitemap';

/** Crawlers read sitemaps rarely and stores change slowly: answers may be ten minutes old. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** Lean listings for `sitemap.xml`; what they list is decided in ./sitemap. */
export default async function sitemapRoutes(app: ApiApp, { database }: ApiDeps) {
  // Public, read-only data: served from the standbys when there are any (DATABASE_REPLICA_URLS).
  const db = database.readDb;
  const index = memoize(() => sitemapIndex(db), { ttlMs: SITEMAP_TTL_MS, key: () => 'index' });

  app.get(apiPaths.sitemapIndex, {
    schema: {
      tags: ['sitemap'],
      summary: 'How many sitemap chunks of stores and of brands there are',
      description: `Chunk n of a kind covers the ids from (n − 1) × chunk_size + 1 to n × chunk_size (chunk_size is ${SITEMAP_CHUNK_SIZE}); a chunk may hold fewer entries, or none, where rows were removed. Up to ten minutes old.`,
      response: { 200: sitemapIndexResponseSchema },
    },
    handler: () => index(undefined),
  });

  app.get(apiPaths.sitemapChunkRoute, {
    schema: {
      tags: ['sitemap'],
      summary: 'One chunk of store URLs or brand names for the sitemap',
      description: 'stores: the `url` of each active store; brands: the `brand_name` of each brand sold by an active store. Both in id order; a chunk past the end is an empty list.',
      params: sitemapChunkParamsSchema,
      response: { 200: sitemapChunkResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { kind, chunk } = request.params;
      const data = await sitemapChunk(db, kind, chunk);
      reply.header('cache-control', 'public, max-age=600');
      return { data };
    },
  });
}
