import { z } from 'zod';
import { idParam } from './common';

/**
 * The lean listings behind `sitemap.xml`. Stores and brands are split into chunks by id range:
 * chunk n holds the ids in ((n - 1) × SITEMAP_CHUNK_SIZE, n × SITEMAP_CHUNK_SIZE], so a chunk is
 * one index range scan however many rows exist (no OFFSET), and stays the same while rows are
 * added at the end. Each entity becomes two sitemap URLs (English and Malay), so a chunk of
 * 10,000 gives at most 20,000 URLs: under the 50,000 a sitemap file may hold, and a few MB of XML.
 */
export const SITEMAP_CHUNK_SIZE = 10_000;

export const SITEMAP_KINDS = ['stores', 'brands'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const sitemapIndexResponseSchema = z.object({
  chunk_size: z.number().int(),
  /** How many chunks each kind has (0 when there is nothing to list). */
  chunks: z.object({ stores: z.number().int().min(0), brands: z.number().int().min(0) }),
});

export const sitemapChunkParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS, { error: 'kind must be stores or brands' }),
  chunk: idParam('chunk'),
});

/** Stores: their `url`; brands: their `brand_name`. In id order. */
export const sitemapChunkResponseSchema = z.object({ data: z.array(z.string()) });
