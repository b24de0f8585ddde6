import { and, asc, count, desc, eq, gt, gte, inArray, lte, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ProductSearchQuery, ProductSearchResponse } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import { PRODUCT_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import { searchMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { brands, products, productSearch, states, tiers } from '../db/schema';
import { inIds, rows } from '../db/rows';
import { memoize } from '../app/memo';
import { localized } from '../app/locale';
import { categoryIdsNamed, categoryRows } from '../catalogue/categories';
import { productCardColumns, toProductCard } from '../catalogue/products';
import { brandIdsByName, namedBrandsOf, normalizeSearchText, SEARCH_CACHE_TTL_MS, tierIdByCode } from '../catalogue/stores';
import { countUpTo, estimatedRows, inOrderOf, readPasses, type OrderedPass } from './passes';
import { checked, keepsLastWordOut, matches, planMatches } from './matches';
import { categoriesNamedBy } from './named-categories';
import { answeringSearchTimeout, planSearch, tokenize, type SearchPlan } from './query';

/** Up to this many matches, a page sorts them all rather than walk an order's index (see `keyOf`). */
export const FEW_MATCHES = 2_000;
/** Facet lists keep the values with the most matches. */
const FACET_SIZE = 20;

/** A text naming a category: the names matching it, and the category's products that are not among them. */
interface Union {
  matched: SQL;
  others: SQL;
}
/** How many rows each part of a union holds, up to `fewMatches` + 1; the names' only for relevance. */
interface Parts {
  named: number | null;
  others: number;
}

/**
 * A relevance tier's test of rows the plan already matched. When the plan keeps its last word out
 * of the index, so do the tiers: PostgreSQL folds every `@@` on the column into one index scan.
 */
const tierKey = (plan: SearchPlan, query: string) => (keepsLastWordOut(plan) ? checked(query) : matches(query));

const stateIdsNamed = (db: Db) =>
  memoize(async (name: string) => {
    const found = await db
      .select({ id: states.id })
      .from(states)
      .where(or(sql`lower(${states.name}) = ${name.toLowerCase()}`, sql`lower(${states.code}) = ${name.toLowerCase()}`));
    return found.map((s) => s.id);
  }, { ttlMs: 60_000 });

/**
 * A sort key as an index serves it, or hidden from the indexes (`+ 0`) when the matches are few:
 * PostgreSQL then gathers them through the word index and sorts them, instead of walking an
 * order's index until enough match, which its coarse estimate of a prefix's matches can choose
 * for a text of middling breadth (14 ms for "peran" against 2 ms).
 */
const keyOf = (few: boolean) => (column: SQL | AnyColumn) => (few ? sql`(${column} + 0)` : column);

const popularOrder = (few: boolean) => [sql`(${productSearch.stockCount} > 0) desc`, desc(keyOf(few)(productSearch.rank)), asc(keyOf(few)(productSearch.productId))];

/**
 * A sort as passes read one after the other, each in an order an index holds (decision 0025), so a
 * page of a broad text reads that page's rows and no more. Relevance with a text is tiers: names
 * of kinds of it equal to the text, then starting with it or a synonym of it; then matches without
 * spelling corrections before corrected ones, and kinds of what was typed (the words, their
 * synonyms, not what the vocabulary says is no kind of them) before the rest; each tier in stock,
 * then popularity order.
 */
export function passesFor(sort: ProductSearchQuery['sort'], plan: SearchPlan | null, { few = false }: { few?: boolean } = {}): OrderedPass[] {
  const key = keyOf(few);
  switch (sort) {
    case 'price_asc':
      return [{ order: [asc(key(productSearch.price)), asc(key(productSearch.productId))] }];
    case 'price_desc':
      // Ties newest first: the price index read backwards gives both.
      return [{ order: [desc(key(productSearch.price)), desc(key(productSearch.productId))] }];
    case 'newest':
      return [{ order: [desc(key(productSearch.productId))] }];
    case 'popular':
      return [{ order: [desc(key(productSearch.rank)), asc(key(productSearch.productId))] }];
    case 'relevance': {
      if (!plan) return [{ order: popularOrder(few) }];
      const name = productSearch.nameKey;
      const exact = plan.corrected ? tierKey(plan, plan.exactQuery) : undefined;
      const kind = plan.kindQuery !== plan.query ? tierKey(plan, plan.kindQuery) : undefined;
      // Names of kinds starting as the text does: "rice" puts "Beras Wangi" here, and a "Rice Cooker" in a later tier.
      const first = or(...plan.prefixes.map(({ text, sure }) => and(sql`${name} like ${text + '%'}`, sure ? undefined : kind)))!;
      const keys = [exact, kind].filter((key) => key !== undefined);
      const tiers = keys.reduce<SQL[][]>((found, key) => found.flatMap((conditions) => [[...conditions, key], [...conditions, not(key)]]), [[]]);
      return [
        { where: first, order: [sql`(${name} = ${plan.text}) desc`, ...(exact ? [sql`(${exact}) desc`] : []), ...popularOrder(few)] },
        ...tiers.map((conditions) => ({ where: and(not(first), ...conditions), order: popularOrder(few) })),
      ];
    }
  }
}

/**
 * Product search (issue 12, decision 0018): the text matches words of product names (the last
 * word as a prefix), each word also by its synonyms and, when no name holds it, by its spellings
 * one edit away. Filters combine with AND; a filter naming an unknown category, brand, tier or
 * state matches nothing. Relevance: whole name, then name starting with the text or its synonym,
 * then matches without spelling corrections, then kinds of what was typed rather than things
 * merely named after it ("Rice Cooker" for rice), then in stock, then popularity. A text that
 * is a category's name also finds that category's products, after the names (`categoriesNamedBy`).
 */
export function createProductSearch(
  db: Db,
  {
    fewMatches = FEW_MATCHES,
    // Up to this many matches are counted; above it the total is the planner's estimate.
    countLimit = PRODUCT_COUNT_LIMIT,
    facetLimit = PRODUCT_COUNT_LIMIT,
    cacheName = 'product-search',
  }: {
    /** Tests lower these to read as a broad text is read. */
    fewMatches?: number;
    countLimit?: number;
    /** How many matches the facets count: with fewer, the total is counted by them no further. */
    facetLimit?: number;
    cacheName?: string;
  } = {},
) {
  const tierId = tierIdByCode(db);
  const brandIds = brandIdsByName(db);
  const namedBrands = namedBrandsOf(db);
  const stateIds = stateIdsNamed(db);
  const cardsById = db.select(productCardColumns).from(products).where(inIds(products.id)).prepare('product_search_cards');
  const brandsById = db.select({ id: brands.id, name: brands.brandName }).from(brands).where(inIds(brands.id)).prepare('product_search_brands');
  const tiersById = db.select({ id: tiers.id, code: tiers.code }).from(tiers).where(inIds(tiers.id)).prepare('product_search_tiers');

  /**
   * The conditions of a query's filters but the category, and the ids of the category filter's categories (null without
   * one); null when a filter names nothing that exists.
   */
  async function filtersOf(query: ProductSearchQuery): Promise<{ conditions: SQL[]; categoryIds: number[] | null } | null> {
    // The search table holds the products of active stores only.
    const conditions: SQL[] = [];
    let categoryIds: number[] | null = null;
    if (query.display_category_name) {
      categoryIds = await categoryIdsNamed(db, query.display_category_name);
      if (categoryIds.length === 0) return null;
    }
    if (query.brand_name) {
      const ids = await brandIds(query.brand_name);
      if (ids.length === 0) return null;
      conditions.push(inArray(productSearch.brandId, ids));
    }
    if (query.tier) {
      const id = await tierId(query.tier);
      if (id === null) return null;
      conditions.push(eq(productSearch.tierId, id));
    }
    if (query.state) {
      const ids = await stateIds(query.state);
      if (ids.length === 0) return null;
      conditions.push(inArray(productSearch.stateId, ids));
    }
    if (query.min_price !== undefined) conditions.push(gte(productSearch.price, query.min_price));
    if (query.max_price !== undefined) conditions.push(lte(productSearch.price, query.max_price));
    if (query.in_stock === true) conditions.push(gt(productSearch.stockCount, 0));
    if (query.in_stock === false) conditions.push(eq(productSearch.stockCount, 0));
    return { conditions, categoryIds };
  }

  /**
   * The brand facet for `brand_search`: the matches' brands among `ids` (the brands whose name holds the typed text),
   * counted in a capped pass of their own. Tested after the facets' cap, the brands of a broad text's later matches were
   * never listed ("beverages" with "meng sin" listed none of its 35 products, review).
   */
  async function typedBrandCounts(where: SQL | undefined, ids: number[]): Promise<{ kind: 'b'; id: number; n: number }[]> {
    const capped = db
      .select({ brandId: sql<number>`${productSearch.brandId}`.as('brand_id') })
      .from(productSearch)
      .where(and(where, sql`${productSearch.brandId} = any(${sql.param(ids)})`))
      .limit(facetLimit + 1)
      .as('typed');
    const counts = await db.select({ id: capped.brandId, n: count() }).from(capped).groupBy(capped.brandId);
    return counts.map((c) => ({ kind: 'b', id: c.id, n: c.n }));
  }

  /**
   * Facet counts and the number of matches in one pass over at most PRODUCT_COUNT_LIMIT + 1 of them
   * (every product has a category, so the category counts add up to the matches). Above the limit
   * the counts are those of the first matches found, as the total is an estimate then.
   */
  async function facetsOf(
    db: Db,
    where: SQL | undefined,
    typedBrands: number[] | null,
    locale: ApiLocale,
    categoryList: Awaited<ReturnType<typeof categoryRows>>,
  ): Promise<{ facets: ProductSearchResponse['facets']; counted: number }> {
    // Raw SQL on purpose: three group-bys over one capped CTE in a single statement, which Drizzle's
    // set operators do not render with a shared CTE (tried: the union fails at run time).
    const found = await rows<{ kind: 'c' | 'b' | 't'; id: number; n: number }>(
      db,
      sql`with m as (select ${productSearch.categoryId} as category_id, ${productSearch.brandId} as brand_id, ${productSearch.tierId} as tier_id
            from ${productSearch} where ${where ?? sql`true`} limit ${facetLimit + 1})
          select 'c' as kind, category_id as id, count(*)::int as n from m group by category_id
          ${typedBrands ? sql`` : sql`union all select 'b', brand_id, count(*)::int from m where brand_id is not null group by brand_id`}
          union all select 't', tier_id, count(*)::int from m where tier_id is not null group by tier_id`,
    );
    if (typedBrands?.length) found.push(...(await typedBrandCounts(where, typedBrands)));
    const top = (kind: 'c' | 'b' | 't') =>
      found
        .filter((f) => f.kind === kind)
        .sort((a, b) => b.n - a.n || a.id - b.id)
        .slice(0, FACET_SIZE);
    const [topCategories, topBrands, topTiers] = [top('c'), top('b'), top('t')];
    const [brandList, tierList] = await Promise.all([
      topBrands.length ? brandsById.execute({ ids: topBrands.map((b) => b.id) }) : [],
      topTiers.length ? tiersById.execute({ ids: topTiers.map((t) => t.id) }) : [],
    ]);
    const categoryById = new Map(categoryList.map((c) => [c.id, c]));
    const brandById = new Map(brandList.map((b) => [b.id, b.name]));
    const tierById = new Map(tierList.map((t) => [t.id, t.code]));
    const facets = {
      categories: topCategories.flatMap((f) => {
        const c = categoryById.get(f.id);
        return c ? [{ display_category_name: localized(locale, c.displayCategoryName, c.displayCategoryNameBm), count: f.n }] : [];
      }),
      brands: topBrands.flatMap((f) => (brandById.has(f.id) ? [{ brand_name: brandById.get(f.id)!, count: f.n }] : [])),
      tiers: topTiers.flatMap((f) => (tierById.has(f.id) ? [{ tier: tierById.get(f.id)!, count: f.n }] : [])),
    };
    return { facets, counted: found.reduce((sum, f) => sum + (f.kind === 'c' ? f.n : 0), 0) };
  }

  /**
   * Relevance for a text naming a category: the names matching it in their tiers, then the category's other products, in
   * stock and popular first. Each pass holds its part of the union whole and is read under the filters alone, not under
   * the union's OR, which each row would be tested against again and which would blur PostgreSQL's estimate of the
   * pass's rows. Each part is gathered and sorted, or walked in the popularity index, by its own size, as a text's
   * matches are (`keyOf`; `parts`, none when the union is few, and so each part): the union's size says nothing of a
   * part's, three names holding both "kopi" and "teh" beside the 2,951 products of Coffee & Tea at demo scale. A part
   * counted empty is not read ("beras": every product of Rice is a name holding it).
   */
  function categoryPasses(plan: SearchPlan, union: Union, parts: Parts | null) {
    const named = parts?.named ?? 0;
    const others = parts?.others ?? 0;
    const tiers = passesFor('relevance', plan, { few: named <= fewMatches }).map((pass) => ({ ...pass, where: and(union.matched, pass.where) }));
    const known: number[] = [];
    if (parts && named === 0) tiers.forEach((_, i) => (known[i] = 0));
    if (parts && others <= fewMatches) known[tiers.length] = others;
    return { passes: [...tiers, { where: union.others, order: popularOrder(others <= fewMatches) }], known };
  }

  async function search({ query, locale }: { query: ProductSearchQuery; locale: ApiLocale }): Promise<ProductSearchResponse> {
    const { page, per_page: perPage } = query;
    const empty: ProductSearchResponse = { data: [], meta: searchMeta(0, page, perPage), facets: { categories: [], brands: [], tiers: [] }, corrections: [] };
    const plan = query.search ? await planSearch(db, query.search) : null;
    if (query.search && !plan) return empty;
    const filtered = await filtersOf(query);
    if (!filtered) return empty;
    const { conditions: otherFilters, categoryIds } = filtered;
    const categoryFilter = categoryIds ? inArray(productSearch.categoryId, categoryIds) : undefined;
    const filters = categoryFilter ? [categoryFilter, ...otherFilters] : otherFilters;
    const categoryList = await categoryRows(db);
    const matched = plan ? planMatches(plan) : undefined;
    // A text that is a category's name also finds the category's products (decision 0018, session 26), those the
    // category filter keeps: one list of ids, not two lists PostgreSQL takes as independent ("beverages" in Beverages
    // was estimated at 5,001 of 9,100 products, and the pages past 209 had no link).
    const namedCategories = plan ? categoriesNamedBy(categoryList, query.search!).filter((id) => !categoryIds || categoryIds.includes(id)) : [];
    const inCategory = namedCategories.length > 0 ? inArray(productSearch.categoryId, namedCategories) : undefined;
    // The names under the category filter; the category's others within it already.
    const union: Union | null = matched && inCategory ? { matched: and(matched, categoryFilter)!, others: and(inCategory, not(matched))! } : null;
    const text = union ? or(union.matched, inCategory) : matched;
    const where = and(text, ...(union ? otherFilters : filters));
    // A union's passes each carry their part of it, under the other filters alone.
    const scope = union ? and(...otherFilters) : where;

    const matching = (condition: SQL | undefined) => db.select({ id: productSearch.productId }).from(productSearch).where(condition);
    // The facets' pass counts the matches first, which tells the page's read how to go about it.
    // `brand_search`: the brands whose name holds it, as the directory's search matches names (lower case, LIKE's
    // wildcards taken literally), the MAX_NAMED_BRANDS first of them (names starting with it, then the popular).
    const typedBrands = query.brand_search ? (await namedBrands(normalizeSearchText(query.brand_search))).map((b) => b.id) : null;
    const { facets, counted } = await facetsOf(db, where, typedBrands, locale, categoryList);
    const relevance = query.sort === 'relevance';
    const estimated = counted > countLimit;
    // A union's parts, counted up to `fewMatches`: for relevance, how to read each (unless the union is few, and so each
    // part); for an estimated total, what to add to the names' estimate. The names are the union without the others, so
    // they are counted only when the others were too many to count: counting 2,001 names of "beras" took PostgreSQL a
    // scan of 80,000 rows (18 ms at demo scale), the category's others through its index 3.5 ms.
    let parts: Parts | null = null;
    if (union && ((relevance && counted > fewMatches) || estimated)) {
      const others = await countUpTo(db, and(scope, union.others), fewMatches + 1);
      const named = !relevance ? null : others <= fewMatches ? Math.min(counted - others, fewMatches + 1) : await countUpTo(db, and(scope, union.matched), fewMatches + 1);
      parts = { named, others };
    }
    const { passes, known } =
      union && relevance
        ? categoryPasses(plan!, union, parts)
        : { passes: passesFor(query.sort, plan, { few: counted <= fewMatches }).map((pass) => (union ? { ...pass, where: and(text, pass.where) } : pass)), known: [] };
    const found =
      counted === 0
        ? []
        : await readPasses(
            passes,
            { offset: (page - 1) * perPage, limit: perPage },
            (pass, limit, offset) => matching(and(scope, pass.where)).orderBy(...pass.order).limit(limit).offset(offset),
            (pass, upTo) => countUpTo(db, and(scope, pass.where), upTo),
            known,
          );
    // The cards of the page's ids, read after the order is settled: 24 rows by primary key, not every match joined before sorting.
    const cards = found.length ? await cardsById.execute({ ids: found.map((f) => f.id) }) : [];
    let total = counted;
    if (estimated && union) {
      // The planner takes a union's parts as independent and counts their overlap twice ("rice": 9,338 at demo scale
      // where its names alone are 7,119, every Rice product among them); the names' estimate plus the others' count
      // (or estimate, when there are more to count) does not.
      const others = parts!.others <= fewMatches ? parts!.others : await estimatedRows(db, matching(and(scope, union.others)), 0);
      total = Math.max(countLimit + 1, (await estimatedRows(db, matching(and(scope, union.matched)), 0)) + others);
    } else if (estimated) total = await estimatedRows(db, matching(where), countLimit + 1);
    const corrections = plan?.corrections.map((c) => ({ word: c.word, read_as: c.readAs })) ?? [];
    return { data: inOrderOf(found, cards).map(toProductCard), meta: searchMeta(total, page, perPage, estimated), facets, corrections };
  }

  // Buyers repeat searches (a suggestion clicked, a page turned back); an answer may be 30 s old. A text without a word
  // ("!!", an emoji) finds nothing, so it is kept apart from no text (every product): both were the empty string, and
  // whichever came first answered the other for 30 s.
  return memoize((args: { query: ProductSearchQuery; locale: ApiLocale }) => answeringSearchTimeout(search(args)), {
    ttlMs: SEARCH_CACHE_TTL_MS,
    name: cacheName,
    sharedBy: db,
    maxEntries: 5000,
    key: ({ query, locale }) => JSON.stringify([locale, query.search ? tokenize(query.search).join(' ') : null, query.display_category_name?.toLowerCase(), query.brand_name?.toLowerCase(), query.brand_search ? normalizeSearchText(query.brand_search) : undefined, query.tier?.toLowerCase(), query.state?.toLowerCase(), query.min_price, query.max_price, query.in_stock, query.sort, query.page, query.per_page]),
  });
}
