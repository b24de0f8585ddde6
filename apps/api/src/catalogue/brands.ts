import { sql, type SQL } from 'drizzle-orm';
import type { Brand, BrandQuery } from '@borong/contracts/catalogue';
import { paginationMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { pageOfRows } from '../db/rows';
import { normalizeSearchText } from './stores';

/**
 * The brand directory. A letter filter beats the text (spec §4); text is a case-insensitive
 * substring, with close spellings accepted after the exact matches. `sort=popular` orders by
 * popularity (the home page's "Discover brands"), otherwise brands read alphabetically.
 */
export async function listBrands(db: Db, query: BrandQuery) {
  const conditions: SQL[] = [];
  const text = query.letter ? '' : query.search ? normalizeSearchText(query.search) : '';
  if (query.letter) conditions.push(sql`initial = ${query.letter}`);
  if (text) conditions.push(sql`(lower(brand_name) like ${'%' + text + '%'} or ${text} <% lower(brand_name))`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const order = text
    ? sql`(lower(brand_name) like ${'%' + text + '%'}) desc, word_similarity(${text}, lower(brand_name)) desc, lower(brand_name), id`
    : query.sort === 'popular'
      ? sql`rank desc, id`
      : sql`lower(brand_name), id`;
  const { page, per_page: perPage } = query;
  const { found, total } = await pageOfRows<Brand>(db, { columns: sql`id, brand_name, logo`, from: sql`brands`, where, order, page, perPage });
  return { data: found.map((b) => ({ ...b, id: Number(b.id) })), meta: paginationMeta(total, page, perPage) };
}
