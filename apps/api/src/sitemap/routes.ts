import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@borong/contracts/common';
import { SITEMAP_CHUNK_SIZE, sitemapChunkParamsSchema, sitemapChunkResponseSchema, sitemapIndexResponseSchema } from '@borong/contracts/sitemap';
import type { ApiApp, ApiDeps } from '../app/types';
import { memoize } from '../app/memo';
import { rows } from '../db/rows';

/** Crawlers read sitemaps rarely and stores change slowly: answers may be ten minutes old. */
const SITEMAP_TTL_MS = 10 * 60_000;

/**
 * Lean listings for `sitemap.xml` (the storefront writes the XML). Only what a crawler should
 * visit is listed: active stores, and brands that at least one active store sells (a brand
 * search with no stores would be an empty page).
 */
export default async function sitemapRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  // `max(id)` over the primary key (walked backwards to the first active row): no count, no scan.
  const index = memoize(
    async () => {
      const [found] = await rows<{ stores: number | null; brands: number | null }>(
        db,
        sql`select (select max(id) from stores where is_active) as stores, (select max(id) from brands) as brands`,
      );
      const chunks = (maxId: number | null) => Math.ceil(Number(maxId ?? 0) / SITEMAP_CHUNK_SIZE);
      return { chunk_size: SITEMAP_CHUNK_SIZE, chunks: { stores: chunks(found?.stores ?? null), brands: chunks(found?.brands ?? null) } };
    },
    { ttlMs: SITEMAP_TTL_MS, key: () => 'index' },
  );

  app.get('/v1/sitemap', {
    schema: {
      tags: ['sitemap'],
      summary: 'How many sitemap chunks of stores and of brands there are',
      description: `Chunk n of a kind covers the ids from (n − 1) × chunk_size + 1 to n × chunk_size (chunk_size is ${SITEMAP_CHUNK_SIZE}); a chunk may hold fewer entries, or none, where rows were removed. Up to ten minutes old.`,
      response: { 200: sitemapIndexResponseSchema },
    },
    handler: () => index(undefined),
  });

  app.get('/v1/sitemap/:kind/:chunk', {
    schema: {
      tags: ['sitemap'],
      summary: 'One chunk of store URLs or brand names for the sitemap',
      description: 'stores: the `url` of each active store; brands: the `brand_name` of each brand sold by an active store. Both in id order; a chunk past the end is an empty list.',
      params: sitemapChunkParamsSchema,
      response: { 200: sitemapChunkResponseSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { kind, chunk } = request.params;
      const from = (chunk - 1) * SITEMAP_CHUNK_SIZE;
      const to = chunk * SITEMAP_CHUNK_SIZE;
      const found =
        kind === 'stores'
          ? await rows<{ value: string }>(db, sql`select url as value from stores where id > ${from} and id <= ${to} and is_active order by id`)
          : await rows<{ value: string }>(
              db,
              sql`select b.brand_name as value from brands b
                  where b.id > ${from} and b.id <= ${to}
                    and exists (select 1 from store_brands sb join stores s on s.id = sb.store_id where sb.brand_id = b.id and s.is_active)
                  order by b.id`,
            );
      reply.header('cache-control', 'public, max-age=600');
      return { data: found.map((r) => r.value) };
    },
  });
}
