import { sql, type SQL } from 'drizzle-orm';
import type { Brand, BrandQuery } from '@borong/contracts/catalogue';
import { paginationMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
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
  const [found, counted] = await Promise.all([
    rows<Brand>(db, sql`select id, brand_name, logo from brands where ${where} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
    rows<{ total: number }>(db, sql`select count(*)::int as total from brands where ${where}`),
  ]);
  return { data: found.map((b) => ({ ...b, id: Number(b.id) })), meta: paginationMeta(Number(counted[0]?.total ?? 0), page, perPage) };
}
