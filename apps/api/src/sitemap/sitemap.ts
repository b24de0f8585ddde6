import { and, asc, eq, exists, gt, lte, max } from 'drizzle-orm';
import { SITEMAP_CHUNK_SIZE, type SitemapKind } from '@borong/contracts/sitemap';
import type { Db } from '../db/client';
import { brands, storeBrands, stores } from '../db/schema';

/*
 * Lean listings for `sitemap.xml` (the storefront writes the XML). Only what a crawler should
 * visit is listed: active stores, and brands that at least one active store sells (a brand
 * search with no stores would be an empty page).
 */

/** How many chunks of each kind there are: `max(id)` over the primary key, no count, no scan. */
export async function sitemapIndex(db: Db) {
  const [[lastStore], [lastBrand]] = await Promise.all([
    db.select({ id: max(stores.id) }).from(stores).where(eq(stores.isActive, true)),
    db.select({ id: max(brands.id) }).from(brands),
  ]);
  const chunks = (maxId: number | null | undefined) => Math.ceil((maxId ?? 0) / SITEMAP_CHUNK_SIZE);
  return { chunk_size: SITEMAP_CHUNK_SIZE, chunks: { stores: chunks(lastStore?.id), brands: chunks(lastBrand?.id) } };
}

/** Chunk n covers the ids from (n − 1) × chunk size + 1 to n × chunk size, in id order. */
export async function sitemapChunk(db: Db, kind: SitemapKind, chunk: number): Promise<string[]> {
  const from = (chunk - 1) * SITEMAP_CHUNK_SIZE;
  const to = chunk * SITEMAP_CHUNK_SIZE;
  if (kind === 'stores') {
    const found = await db
      .select({ url: stores.url })
      .from(stores)
      .where(and(gt(stores.id, from), lte(stores.id, to), eq(stores.isActive, true)))
      .orderBy(asc(stores.id));
    return found.map((r) => r.url);
  }
  const soldByActiveStore = exists(
    db
      .select({ storeId: storeBrands.storeId })
      .from(storeBrands)
      .innerJoin(stores, eq(stores.id, storeBrands.storeId))
      .where(and(eq(storeBrands.brandId, brands.id), eq(stores.isActive, true))),
  );
  const found = await db
    .select({ name: brands.brandName })
    .from(brands)
    .where(and(gt(brands.id, from), lte(brands.id, to), soldByActiveStore))
    .orderBy(asc(brands.id));
  return found.map((r) => r.name);
}
