import { sql, type SQL } from 'drizzle-orm';
import type { StoreSearchQuery, Store } from '@borong/contracts/catalogue';
import { paginationMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { countRows, rows } from '../db/rows';
import { memoize } from '../app/memo';
import { categoryIdsNamed } from './categories';

export interface StoreRow {
  id: number;
  url: string;
  logo: string | null;
  domain_name: string;
  upper_right_text: string | null;
  top_category_text: string | null;
  industry_text: string | null;
  description: string | null;
  tier: string | null;
  state: string | null;
}

export const storeColumns = sql`s.id, s.url, s.logo, s.domain_name, s.upper_right_text, s.top_category_text,
  s.industry_text, s.description, t.code as tier, st.name as state`;
export const storeJoins = sql`left join tiers t on t.id = s.tier_id left join states st on st.id = s.state_id`;

export function toStore(row: StoreRow): Store {
  return { ...row, id: Number(row.id) };
}

/** Text the way search compares it: lower-case, single spaces, without LIKE's wildcards. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/[%_\\]/g, ' ').replace(/\s+/g, ' ').trim();
}

const tierIdByCode = (db: Db) =>
  memoize(async (code: string) => {
    const found = await rows<{ id: number }>(db, sql`select id from tiers where lower(code) = lower(${code}) or lower(name) = lower(${code}) limit 1`);
    return found[0]?.id ?? null;
  }, { ttlMs: 60_000 });

const brandIdsByName = (db: Db) =>
  memoize(async (name: string) => {
    const found = await rows<{ id: number }>(db, sql`select id from brands where lower(brand_name) = ${name.toLowerCase()}`);
    return found.map((r) => Number(r.id));
  }, { ttlMs: 60_000 });

/** How long a store search answer (and a result count) may be reused. */
export const SEARCH_CACHE_TTL_MS = 30_000;

/** Below this many exact (substring) matches, close spellings are searched for too. */
export const FUZZY_BELOW = 27;

/**
 * Store search: filters combine (AND); a search text matches a substring of the store name. When
 * that finds fewer than a page of stores, close spellings of the name's words count too (pg_trgm
 * word similarity), so "kedia" still finds "Kedai" — but "supp" does not wade through every
 * word that merely looks like it, which would be slow and mostly noise.
 * Order: with a text, relevance (exact name, then prefix, then substring, then similarity) and
 * then popularity; without one, popularity. `id` breaks ties so pages never overlap.
 * A filter naming an unknown brand, category or tier matches no store rather than being ignored.
 */
export function createStoreSearch(db: Db) {
  const tierId = tierIdByCode(db);
  const brandIds = brandIdsByName(db);
  // Totals change only when stores do; counting every active store for each page would be wasted.
  const countMatches = memoize(
    async (filter: { key: string; where: SQL }) => {
      return countRows(db, sql`stores s`, filter.where);
    },
    { ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 2000, key: (filter) => filter.key },
  );

  async function search(query: StoreSearchQuery) {
    const conditions: SQL[] = [sql`s.is_active`];
    const text = query.search ? normalizeSearchText(query.search) : '';
    let impossible = false;

    if (query.tier) {
      const id = await tierId(query.tier);
      if (id === null) impossible = true;
      else conditions.push(sql`s.tier_id = ${id}`);
    }
    if (query.brand_name) {
      const ids = await brandIds(query.brand_name);
      if (ids.length === 0) impossible = true;
      else conditions.push(sql`s.id in (select store_id from store_brands where brand_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
    }
    if (query.display_category_name) {
      const ids = await categoryIdsNamed(db, query.display_category_name);
      if (ids.length === 0) impossible = true;
      else conditions.push(sql`s.id in (select store_id from store_categories where category_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
    }
    const { page, per_page: perPage } = query;
    if (impossible) return { data: [], meta: paginationMeta(0, page, perPage) };

    const offset = (page - 1) * perPage;
    if (!text) {
      const where = sql.join(conditions, sql` and `);
      const key = JSON.stringify([query.tier ?? '', query.brand_name?.toLowerCase() ?? '', query.display_category_name?.toLowerCase() ?? '']);
      const [found, total] = await Promise.all([
        rows<StoreRow>(db, sql`select ${storeColumns} from stores s ${storeJoins} where ${where} order by s.rank desc, s.id limit ${perPage} offset ${offset}`),
        countMatches({ key, where }),
      ]);
      return { data: found.map(toStore), meta: paginationMeta(total, page, perPage) };
    }

    // With a text every match must be ranked anyway, so the same pass counts them (one query).
    const contains = sql`lower(s.domain_name) like ${'%' + text + '%'}`;
    // word_similarity is costly; it is worked out only for the spelling-only matches that need it.
    const order = sql`(case when lower(s.domain_name) = ${text} then 3 when lower(s.domain_name) like ${text + '%'} then 2
            when ${contains} then 1 else 0 end) desc,
          (case when ${contains} then 1 else word_similarity(${text}, lower(s.domain_name)) end) desc,
          s.rank desc, s.id`;
    const rankedPage = async (match: SQL) => {
      const where = sql.join([...conditions, match], sql` and `);
      const found = await rows<StoreRow & { total: number }>(
        db,
        sql`select ${storeColumns}, count(*) over ()::int as total from stores s ${storeJoins} where ${where} order by ${order} limit ${perPage} offset ${offset}`,
      );
      if (found.length > 0 || page === 1) return { found, total: Number(found[0]?.total ?? 0) };
      return { found, total: await countRows(db, sql`stores s`, where) };
    };
    let { found, total } = await rankedPage(contains);
    if (total < FUZZY_BELOW) ({ found, total } = await rankedPage(sql`(${contains} or ${text} <% lower(s.domain_name))`));
    return { data: found.map(({ total: _total, ...store }) => toStore(store)), meta: paginationMeta(total, page, perPage) };
  }

  // Buyers repeat the same searches (popular words, the home page's first nine); stores change
  // rarely, so an answer may be reused for a short while.
  const cached = memoize(search, {
    ttlMs: SEARCH_CACHE_TTL_MS,
    maxEntries: 5000,
    key: (q) => JSON.stringify([q.search ? normalizeSearchText(q.search) : '', q.tier?.toLowerCase(), q.brand_name?.toLowerCase(), q.display_category_name?.toLowerCase(), q.page, q.per_page]),
  });
  return cached;
}
