import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BrandQuery } from '@borong/contracts/catalogue';
import { paginationMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { containsPattern } from '../app/like';
import { keptCounts, normalizeSearchText } from './stores';

/**
 * The brand directory. A letter filter beats the text (spec §4); text is a case-insensitive
 * substring, with close spellings accepted after the exact matches. `sort=popular` orders by
 * popularity (the home page's "Discover brands"), otherwise brands read alphabetically.
 *
 * Totals are kept for `SEARCH_CACHE_TTL_MS`, as store search's are: counting every brand cost
 * PostgreSQL more than the rest of the home page's reads together, for a figure that changes
 * only when brands do (issue 13).
 */
export function createBrandDirectory(db: Db) {
  const countBrands = keptCounts(db, brands, 'brand-counts');
  return async function listBrands(query: BrandQuery) {
    const text = query.letter ? '' : query.search ? normalizeSearchText(query.search) : '';
    const name = sql`${brands.nameKey}`;
    const contains = sql`${name} like ${containsPattern(text)}`;
    const where = and(query.letter ? eq(brands.initial, query.letter) : undefined, text ? or(contains, sql`${text} <% ${name}`) : undefined);
    const order: SQL[] = text
      ? [sql`(${contains}) desc`, sql`word_similarity(${text}, ${name}) desc`, name, sql`${brands.id}`]
      : query.sort === 'popular'
        ? [desc(brands.rank), sql`${brands.id}`]
        : [name, sql`${brands.id}`];
    const { page, per_page: perPage } = query;
    const [data, total] = await Promise.all([
      db
        .select({ id: brands.id, brand_name: brands.brandName, logo: brands.logo })
        .from(brands)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage),
      countBrands({ key: JSON.stringify([query.letter ?? null, text]), where }),
    ]);
    return { data, meta: paginationMeta(total, page, perPage) };
  };
}
