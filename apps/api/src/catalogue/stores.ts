import { and, asc, count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StoreSearchQuery, StoreSearchResponse, Store } from '@borong/contracts/catalogue';
import { STORE_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import type { ApiLocale } from '@borong/contracts/common';
import { searchMeta } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { brands, products, productSearch, states, storeBrands, storeCategories, stores, storeSearch, tiers } from '../db/schema';
import { localized } from '../app/locale';
import { memoize, perDatabase } from '../app/memo';
import { inIds } from '../db/rows';
import { containsPattern } from '../app/like';
import { categoryIdsNamed, categoryRows } from './categories';
import { categoriesNamedBy, categoryOfThing } from '../search/named-categories';
import { countUpTo, estimatedRows, inOrderOf, readPasses, type OrderedPass } from '../search/passes';
import { planMatches } from '../search/matches';
import { answeringSearchTimeout, correctedTexts, isVocabularyPhrase, isWholeWords, meaningfulText, planSearch, spacedWords, synonymPhrases, tokenize } from '../search/query';

/** A store card's columns: the store with its tier code and state name. */
const storeColumns = {
  id: stores.id,
  url: stores.url,
  logo: stores.logo,
  domainName: stores.domainName,
  upperRightText: stores.upperRightText,
  topCategoryText: stores.topCategoryText,
  industryText: stores.industryText,
  description: stores.description,
  topCategoryTextBm: stores.topCategoryTextBm,
  industryTextBm: stores.industryTextBm,
  descriptionBm: stores.descriptionBm,
  tier: tiers.code,
  state: states.name,
};

type StoreRow = Pick<typeof stores.$inferSelect, Exclude<keyof typeof storeColumns, 'tier' | 'state'>> & { tier: string | null; state: string | null };

/** Stores with their tier and state, ready for a `where`. */
export const selectStores = (db: Db) => db.select(storeColumns).from(stores).leftJoin(tiers, eq(tiers.id, stores.tierId)).leftJoin(states, eq(states.id, stores.stateId));

/** A store as the API sends it, its texts in the caller's language. */
export function toStore(row: StoreRow, locale: ApiLocale): Store {
  const text = (en: string | null, bm: string | null) => (en === null ? null : localized(locale, en, bm));
  return {
    id: row.id,
    url: row.url,
    logo: row.logo,
    domain_name: row.domainName,
    upper_right_text: row.upperRightText,
    top_category_text: text(row.topCategoryText, row.topCategoryTextBm),
    industry_text: text(row.industryText, row.industryTextBm),
    description: text(row.description, row.descriptionBm),
    tier: row.tier,
    state: row.state,
  };
}

/** An active store by its URL name. */
export async function storeByUrl(db: Db, url: string, locale: ApiLocale): Promise<Store | null> {
  const [row] = await selectStores(db).where(and(eq(stores.url, url), eq(stores.isActive, true)));
  return row ? toStore(row, locale) : null;
}

/**
 * Text the way search compares it: lower-case, single spaces. LIKE's wildcards are kept as typed and matched
 * literally (`containsPattern`): turned into spaces, "%" was no text at all and listed every store, and "a_b" found
 * "Delima Borong".
 */
export function normalizeSearchText(text: string): string {
  const spaced = text.toLowerCase().replace(/\s+/g, ' ').trim();
  // Punctuation around the words ("kedai." typed as a sentence) is no part of a name; text of punctuation alone stays as typed.
  return spaced.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || spaced;
}

export const tierIdByCode = (db: Db) =>
  memoize(async (code: string) => {
    const [found] = await db
      .select({ id: tiers.id })
      .from(tiers)
      // By code or name, or by the id `/tiers` lists (issue 14: `tier=1` found nothing).
      .where(or(sql`lower(${tiers.code}) = lower(${code})`, sql`lower(${tiers.name}) = lower(${code})`, /^[1-9]\d{0,8}$/.test(code) ? eq(tiers.id, Number(code)) : undefined))
      .limit(1);
    return found?.id ?? null;
  }, { ttlMs: 60_000 });

export const brandIdsByName = (db: Db) =>
  memoize(async (name: string) => {
    const found = await db.select({ id: brands.id }).from(brands).where(sql`${brands.nameKey} = ${name.toLowerCase()}`);
    return found.map((r) => r.id);
  }, { ttlMs: 60_000 });

/** How long a store search answer (and a result count) may be reused. */
export const SEARCH_CACHE_TTL_MS = 30_000;

/**
 * Counts of `table`'s rows under a filter, kept `SEARCH_CACHE_TTL_MS` by the filter's `key` (what
 * the condition depends on): listings count the same thousands of rows for every page otherwise.
 */
export function keptCounts(db: Db, table: PgTable, name: string): (filter: { key: string; where: SQL | undefined }) => Promise<number> {
  return memoize((filter) => db.$count(table, filter.where), { ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 2000, key: (filter) => filter.key, name, sharedBy: db });
}

/** Shorter texts find stores by their name only. */
const SELLS_MIN_LENGTH = 4;

/** A text naming more brands than this finds the stores of these first ones only (`namedBrandsOf`). */
const MAX_NAMED_BRANDS = 200;

/** Up to this many listed stores (repeats included) selling what a text names are gathered and sorted; more are walked in popularity order. */
export const SELLS_FEW = 2_000;

/** Below this many exact (substring) matches, close spellings are searched for too, and the stores selling products the text names. */
export const FUZZY_BELOW = 27;

/** How many products matching a text store search reads for the stores selling them (`storesSellingProducts`). */
const PRODUCTS_SCANNED = 5_000;

/** Industries (in both languages) of the stores, read once a minute per database, whichever store search asks. */
const industriesOf = perDatabase((db: Db) => {
  const read = memoize(async () => (await db.selectDistinct({ en: stores.industryText, bm: stores.industryTextBm }).from(stores)).flatMap((r) => (r.en ? [{ en: r.en, bm: r.bm }] : [])), { ttlMs: 60_000 });
  return () => read(undefined);
});

/**
 * The brands a text names (their name holds it), names starting with it first, then the most popular: up to
 * MAX_NAMED_BRANDS, read once per text and database and kept as long as an answer. Suggestions show the first few;
 * store search finds the stores selling them. Asked inside each statement instead, the brand names were matched and
 * planned (against a histogram of up to 1,000 names) three times per store search and once more per suggestion: a
 * quarter of a suggestion's statement time at 300,000 brands (docs/benchmarks.md, session 21).
 */
export type NamedBrand = { id: number; brandName: string };
export const namedBrandsOf = perDatabase((db: Db): ((wanted: string) => Promise<NamedBrand[]>) => {
  const name = brands.nameKey;
  return memoize(
    (wanted: string) =>
      db
        .select({ id: brands.id, brandName: brands.brandName })
        .from(brands)
        .where(sql`${name} like ${containsPattern(wanted)}`)
        .orderBy(sql`starts_with(${name}, ${wanted}) desc`, desc(brands.rank), brands.id)
        .limit(MAX_NAMED_BRANDS),
    // Fewer entries than the answer caches: each holds up to 200 brands, and its use is within one search (its
    // store search and suggestions) and the page a buyer opens after typing.
    { ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 1000, name: 'named-brands' },
  );
});

/**
 * Store search: filters combine (AND); a search text matches a substring of the store name. When
 * that finds fewer than a page of stores, a slip in a word of five letters or more is forgiven:
 * the known words one edit away stand in for it, so "kedia" still finds "Kedai" — but "supp"
 * does not wade through every word that merely looks like it, which would be slow and mostly noise —
 * and the stores selling products the text names are found too ("madu").
 * Order: with a text, relevance (exact name, then prefix, then substring, then what the store sells, then the
 * products it sells, then corrections; for a thing the synonym list names that names goods sold, the stores named by
 * it and selling it first, then the others selling it, then those only named by it) and then popularity; without
 * one, popularity. `id` breaks ties so pages never overlap.
 * A filter naming an unknown brand, category or tier matches no store rather than being ignored.
 */
export function createStoreSearch(
  db: Db,
  {
    // Counting every store a broad text names cost more than finding its page; above it the total is an estimate.
    countLimit = STORE_COUNT_LIMIT,
    sellsFew = SELLS_FEW,
    totals = true,
    byProducts = true,
    cacheName = 'store-search',
  }: { countLimit?: number; sellsFew?: number; totals?: boolean; byProducts?: boolean; cacheName?: string } = {},
) {
  const tierId = tierIdByCode(db);
  const brandIds = brandIdsByName(db);
  // Totals change only when stores do; counting every active store for each page would be wasted.
  const countMatches = keptCounts(db, storeSearch, 'store-counts');

  const storesById = selectStores(db).where(inIds(stores.id)).prepare('store_search_stores');
  const industries = industriesOf(db);
  const namedBrands = namedBrandsOf(db);

  /**
   * The ids of the stores selling a product whose name matches the text as product search matches it (its words,
   * synonyms and spellings); `sellingProductsOf` asks it of store rows. Read once per text from the first
   * PRODUCTS_SCANNED matching products found and kept as long as an answer, so every count, page and later page of the
   * search asks about the same stores (the products found first are not otherwise the same each time). A pass of few
   * stores, reached only when the names and what the stores sell are fewer than a page (the OpenAPI description says so).
   */
  const storesSellingProducts = memoize(
    async (search: string): Promise<number[]> => {
      const plan = await planSearch(db, search);
      if (!plan) return [];
      const found = db.select({ storeId: productSearch.storeId }).from(productSearch).where(planMatches(plan)).limit(PRODUCTS_SCANNED).as('found');
      return (await db.selectDistinct({ storeId: found.storeId }).from(found)).map((f) => f.storeId);
    },
    { ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: 1000, key: (search) => tokenize(search).join(' '), name: 'stores-selling-products' },
  );
  // Only for a text of whole words ("madu"): a fragment of a name being typed ("tai me") is a store's name, and a
  // product search for each one made store search's p99 43 ms against 22 at 200 searches a second (demo scale).
  const sellingProductsOf = async (search: string): Promise<SQL | null> => {
    if (!byProducts || !(await isWholeWords(db, search))) return null;
    const ids = await storesSellingProducts(search);
    return ids.length > 0 ? sql`${storeSearch.storeId} = any(${sql.param(ids)})` : null;
  };

  /**
   * Stores selling what the text names: a category (either language, or through a synonym), a brand
   * or an industry containing it. Company words alone ("trading") name nothing. Null for a text too
   * short to name anything, or naming nothing sold. `listed` is every kind's store ids as one union
   * (each kind through its own index); `condition` asks a store row whether it is listed,
   * `eachStore` asks the keys.
   */
  async function sellsMatching(text: string) {
    const wanted = meaningfulText(text);
    // A fragment of three letters names too much (every brand with "ber" in it) to narrow anything; a word the
    // vocabulary knows ("tea", "teh") still names its categories and industries as whole words, not brands holding it.
    const short = wanted.length < SELLS_MIN_LENGTH;
    if (short && !isVocabularyPhrase(wanted)) return null;
    const phrases = synonymPhrases(wanted);
    // Whole words only: a typed fragment must not make a store "sell" whatever has a longer word
    // starting with it ("kedia", a slip for kedai, is the start of the Malay category "Kediaman").
    const named = (value: string) => {
      const words = spacedWords(value);
      return phrases.some((p) => words.includes(` ${p} `));
    };
    const [categoryList, industryList, brandList] = await Promise.all([categoryRows(db), industries(), short ? [] : namedBrands(wanted)]);
    const brandIds = brandList.map((b) => b.id);
    // And a category's whole name ("coffee & tea", whose head word in English is tea): its products' sellers (walkthrough).
    const categoryIds = [
      ...new Set([
        ...categoryList.filter((c) => categoryOfThing(c, phrases)).map((c) => c.id),
        ...categoriesNamedBy(categoryList, text),
      ]),
    ];
    // An industry named in either language ("pemborong alat tulis" or "stationery wholesaler").
    const industryNames = industryList.filter((i) => named(i.en) || (i.bm !== null && named(i.bm))).map((i) => i.en);
    // A text naming nothing sold (most fragments) has no such pass: no statement asks.
    if (categoryIds.length === 0 && industryNames.length === 0 && brandIds.length === 0) return null;
    // One array parameter, not a parameter per id: bound as 200 parameters, twice, the ids were a fifth of store
    // search's server time (profile, session 20).
    const ofNamedBrands = sql`${storeBrands.brandId} = any(${sql.param(brandIds)})`;
    // Each kind's store ids, listed with repeats (a store selling two rice categories twice), as one union of the
    // kinds the text names.
    const byBrand = sql`select ${storeBrands.storeId} from ${storeBrands} where ${ofNamedBrands}`;
    const union = (brandList: SQL) =>
      sql.join(
        [
          ...(brandIds.length ? [brandList] : []),
          ...(categoryIds.length ? [sql`select ${storeCategories.storeId} from ${storeCategories} where ${inArray(storeCategories.categoryId, categoryIds)}`] : []),
          ...(industryNames.length ? [sql`select ${storeSearch.storeId} from ${storeSearch} where ${inArray(storeSearch.industryText, industryNames)}`] : []),
        ],
        sql` union all `,
      );
    // For the search table to be joined to, the brands' stores as an array: given them as a set, PostgreSQL took their
    // estimated 1,400 as reason to hash every row of the search table (a sequential read of 200,000 rows at the large
    // scale for 590 stores: 54 ms against 6.5). An array's rows it guesses at ten, and looks each store up by its key.
    const listed = union(sql`select unnest(array(${byBrand}))`);
    // The same test asked of one store at a time, through the keys of store_categories and
    // store_brands: what a walk down the popularity index checks when the stores are many. Never
    // null (a store without an industry), so that `not` it holds for the stores it does not name.
    const eachStore = sql`coalesce(${or(
      categoryIds.length ? sql`exists (select 1 from ${storeCategories} where ${storeCategories.storeId} = ${storeSearch.storeId} and ${inArray(storeCategories.categoryId, categoryIds)})` : undefined,
      brandIds.length ? sql`exists (select 1 from ${storeBrands} where ${storeBrands.storeId} = ${storeSearch.storeId} and ${ofNamedBrands})` : undefined,
      industryNames.length ? inArray(storeSearch.industryText, industryNames) : undefined,
    )}, false)`;
    /**
     * Whether the listed stores are many: counted with repeats and before any filter, up to
     * SELLS_FEW. Few are gathered and sorted; many are found walking popularity order, a page in a
     * few hundred stores (gathering 18,000 stores selling rice took 160–240 ms).
     */
    const isMany = async () => {
      // As a set here, which the count stops reading at its limit (an array is built whole first).
      const [row] = await db.select({ n: count() }).from(sql`(${union(byBrand)} limit ${sellsFew + 1}) as listed`);
      return (row?.n ?? 0) > sellsFew;
    };
    // Whether it names a kind of goods (a category or an industry), not only brands holding it: "green" is in the names
    // of Evergreen brands, which say nothing of what a store called "Green Valley Pharmacy" is.
    const namesGoods = categoryIds.length > 0 || industryNames.length > 0;
    return { condition: sql`${storeSearch.storeId} in (${listed})`, eachStore, listed, isMany, namesGoods };
  }

  type Selling = Awaited<ReturnType<typeof sellsMatching>>;

  async function search(query: StoreSearchQuery): Promise<{ rows: StoreRow[]; meta: StoreSearchResponse['meta'] }> {
    // store_search holds the active stores only.
    const conditions: SQL[] = [];
    const text = query.search ? normalizeSearchText(query.search) : '';
    let impossible = false;

    if (query.tier) {
      const id = await tierId(query.tier);
      if (id === null) impossible = true;
      else conditions.push(eq(storeSearch.tierId, id));
    }
    if (query.brand_name) {
      const ids = await brandIds(query.brand_name);
      if (ids.length === 0) impossible = true;
      else conditions.push(inArray(storeSearch.storeId, db.select({ id: storeBrands.storeId }).from(storeBrands).where(inArray(storeBrands.brandId, ids))));
    }
    if (query.display_category_name) {
      const ids = await categoryIdsNamed(db, query.display_category_name);
      if (ids.length === 0) impossible = true;
      else conditions.push(inArray(storeSearch.storeId, db.select({ id: storeCategories.storeId }).from(storeCategories).where(inArray(storeCategories.categoryId, ids))));
    }
    const { page, per_page: perPage } = query;
    if (impossible) return { rows: [], meta: searchMeta(0, page, perPage) };

    const offset = (page - 1) * perPage;
    if (!text) {
      const where = and(...conditions);
      const key = JSON.stringify([query.tier ?? '', query.brand_name?.toLowerCase() ?? '', query.display_category_name?.toLowerCase() ?? '']);
      const [found, total] = await Promise.all([
        selectStores(db).innerJoin(storeSearch, eq(storeSearch.storeId, stores.id)).where(where).orderBy(desc(storeSearch.rank), storeSearch.storeId).limit(perPage).offset(offset),
        countMatches({ key, where }),
      ]);
      return { rows: found, meta: searchMeta(total, page, perPage) };
    }

    const name = sql`${storeSearch.nameKey}`;
    const holding = (part: string) => sql`${name} like ${containsPattern(part)}`;
    // A range of the name's prefix index (bytes, as text_pattern_ops orders them): written as
    // LIKE 'text%', the planner took the trigram index, which for "sup" rechecked the 44,000
    // names holding it anywhere to find 94 (455 ms against 5).
    const startsWith = and(sql`${name} ~>=~ ${text}`, sql`${name} ~<~ ${text + '\u{10FFFF}'}`)!;
    const contains = holding(text);
    // A store also matches by what it sells (issue 12): a category, brand or industry named by the text. Looked up
    // only when a count or a page reaches that pass (the names holding a broad text fill a page), and once: the
    // search's steps ask one after another. Undefined until then.
    let sells: Selling | undefined;
    const sellsOnce = async () => (sells === undefined ? (sells = await sellsMatching(text)) : sells);
    // A text naming a thing (a word or phrase of the synonym list: "teh", "rice") that stores sell: the stores named by
    // it that sell it come first, then the others selling it, then those only named by it. By name first, "Teh
    // Brothers" shops (books, baby goods, car parts) filled four pages before the first tea seller (walkthrough).
    const thing = isVocabularyPhrase(meaningfulText(text));
    // What the text names as goods sold when it is such a thing; known once `sellsOnce` has been asked.
    const thingSold = () => (thing && sells?.namesGoods ? sells : null);
    const sellingFirst = async () => {
      if (thing) await sellsOnce();
      return thingSold()?.condition ?? null;
    };
    // Walked one store at a time when many; counted through the id lists either way (a hash of
    // 27,000 ids and a key lookup per store counted "beras" in a third of a walk's time). Asked
    // only when a page reaches that pass, and once.
    let many: Promise<boolean> | undefined;
    const readSelling = async () => {
      const selling = await sellsOnce();
      return selling && ((await (many ??= selling.isMany())) ? selling.eachStore : selling.condition);
    };
    // Every match as one condition, for the planner's estimate of a total too large to count: a
    // union of id lists, each found through its own index (as one OR over store rows, the planner
    // walked all stores, decision 0018).
    const candidates = async (corrections: string[]) => {
      const selling = await sellsOnce();
      const lists = [...(selling ? [selling.listed] : []), ...corrections.map((c) => sql`select ${storeSearch.storeId} from ${storeSearch} where ${holding(c)}`)];
      if (lists.length === 0) return contains;
      lists.unshift(sql`select ${storeSearch.storeId} from ${storeSearch} where ${contains}`);
      return sql`${storeSearch.storeId} in (${sql.join(lists, sql` union all `)})`;
    };
    /**
     * Relevance as passes, each read in an order an index holds (decision 0025): the name equal
     * to the text, then starting with it (the name's prefix index), then holding it, then selling
     * what it names, then selling products it names (`storesSellingProducts`, with few matches only), then each
     * correction in turn; within each, popularity (`store_search_rank_idx`).
     * A broad text ("sup", thousands of stores) reads a page's rows down the popularity index
     * instead of gathering, joining and sorting every match. With corrections (fewer than
     * FUZZY_BELOW matches of the text itself) the likelier correction comes first within a pass,
     * as it did when one statement sorted every match.
     */
    const passes = (corrections: string[], selling: SQL | null | undefined, sellingProducts: SQL | null = null): OrderedPass[] => {
      const sellsPass = selling ? and(selling, not(contains)) : undefined;
      const productsPass = sellingProducts ? and(sellingProducts, not(contains), selling ? not(selling) : undefined) : undefined;
      const popular = [desc(storeSearch.rank), asc(storeSearch.storeId)];
      // The few stores selling what the text names (isMany said no) are gathered through their id
      // lists and sorted, the keys hidden from the popularity index (`+ 0`, as product search's
      // few matches): in its sight PostgreSQL walked it, checking each store, on an estimate of
      // 1,368 listed stores where 40 were ("aga ke": 22,263 stores read for five, 118 ms against 3).
      const gathered = [sql`(${storeSearch.rank} + 0) desc`, sql`(${storeSearch.storeId} + 0) asc`];
      const likelier = corrections.length > 0 ? [sql`(case ${sql.join(corrections.map((c, i) => sql`when ${holding(c)} then ${corrections.length - i} `))}else 0 end) desc`] : [];
      const named: OrderedPass[] = [
        { where: startsWith, order: [sql`(${name} = ${text}) desc`, ...likelier, ...popular] },
        { where: and(contains, not(startsWith)), order: [...likelier, ...popular] },
      ];
      const sellingPass: OrderedPass[] = sellsPass ? [{ where: sellsPass, order: [...likelier, ...(selling === sells?.condition ? gathered : popular)] }] : [];
      // The names are few: each is asked whether its store sells the thing through the keys (`eachStore`); as the
      // list of every store selling it, the count of names holding "rice" took 22 ms at the large scale.
      const sellsEach = selling ? thingSold()?.eachStore : undefined;
      const head = sellsEach
        ? [...named.map((pass) => ({ ...pass, where: and(pass.where, sellsEach) })), ...sellingPass, ...named.map((pass) => ({ ...pass, where: and(pass.where, not(sellsEach)) }))]
        : [...named, ...sellingPass];
      return [
        ...head,
        ...(productsPass ? [{ where: productsPass, order: popular }] : []),
        ...corrections.map((c, i) => ({
          where: and(
            holding(c),
            not(contains),
            selling ? not(selling) : undefined,
            sellingProducts ? not(sellingProducts) : undefined,
            ...corrections.slice(0, i).map((earlier) => not(holding(earlier))),
          ),
          order: popular,
        })),
      ];
    };
    const filtered = and(...conditions);
    // The passes do not overlap, so their counts add up to the matches; each count stops at what
    // the limit leaves (a count of every match of a broad text read thousands of rows). Below the
    // limit a total is exact, with filters too: the page says how many stores, offers products
    // when there are none, and counts the Borong Direct ones from it.
    // Without totals, counting stops once the page is known to be all matches of the text itself, but never below
    // FUZZY_BELOW: fewer matches bring in corrections, which also rank the matches holding one first. The names are
    // counted only that far (a broad text's 1,001 names rechecked in the table: 1.6 ms a count at the large scale).
    // The stores selling what it names are still counted up to the store search's own limit: told it wanted 27,
    // PostgreSQL took a plan that finds a first few rows fast, which for the stores selling "id aut" walked the
    // stores (0.6 → 147 ms at the large scale).
    const countedEnough = totals ? countLimit : Math.min(countLimit, Math.max(offset + perPage, FUZZY_BELOW) - 1);
    const countPass = (pass: OrderedPass, upTo: number) => countUpTo(db, and(filtered, pass.where), upTo, storeSearch);
    // The first two passes, the names holding the text, are the same whatever the text names sold; the rest are
    // built once a count reaches them. For a thing, the names are split by what the stores sell, so that comes first.
    // `known`: counts of the leading passes made before (the same passes whatever corrections or products follow them).
    const countUpToLimit = async (corrections: string[], sellingProducts: SQL | null, known: readonly number[] = []) => {
      const counts: number[] = [];
      let total = 0;
      const first = await sellingFirst();
      let all = first ? passes(corrections, first, sellingProducts) : passes(corrections, null).slice(0, 2);
      // The passes of names: the first two, and for a thing the two after the stores selling it.
      const ofNames = (index: number) => index < 2 || (first !== null && (index === 3 || index === 4));
      for (let index = 0; index < all.length; index++) {
        const counted = index < known.length ? known[index]! : await countPass(all[index]!, (ofNames(index) ? countedEnough : countLimit) + 1 - total);
        counts.push(counted);
        total += counted;
        if (total > countedEnough) return { total, exact: false, counts };
        if (!first && index === 1) all = passes(corrections, (await sellsOnce())?.condition, sellingProducts);
      }
      return { total, exact: true, counts };
    };
    const rankedPage = async (corrections: string[], sellingProducts: SQL | null, known: readonly number[]) => {
      const counted = await countUpToLimit(corrections, sellingProducts, known);
      const { exact } = counted;
      const total = exact || !totals ? counted.total : await estimatedRows(db, db.select({ id: storeSearch.storeId }).from(storeSearch).where(and(filtered, await candidates(corrections))), counted.total);
      if (exact && (total === 0 || offset >= total)) return { found: [], total, exact };
      // The first two passes are the names holding the text (but for a thing, whose names are split by what their stores
      // sell): when they fill the page, the stores selling what it names are never read, so how to read them need not be
      // asked (a statement that walks the brands holding the text: 13 ms of a broad text's 25 at the large scale).
      const names = (counted.counts[0] ?? 0) + (counted.counts[1] ?? 0);
      const selling = !thingSold() && names >= offset + perPage ? sells?.condition : await readSelling();
      const ids = await readPasses(
        passes(corrections, selling, sellingProducts),
        { offset, limit: perPage },
        (pass, limit, skip) => db.select({ id: storeSearch.storeId }).from(storeSearch).where(and(filtered, pass.where)).orderBy(...pass.order).limit(limit).offset(skip),
        countPass,
        // The passes read here are the ones counted (the same stores, however the selling test is asked). The count
        // of the pass that crossed the limit is only a lower bound, so it is left to be counted again if need be.
        exact ? counted.counts : counted.counts.slice(0, -1),
      );
      const found = ids.length ? inOrderOf(ids, await storesById.execute({ ids: ids.map((f) => f.id) })) : [];
      return { found, total, exact };
    };
    const counted = await countUpToLimit([], null);
    // Fewer than a page: a slip of a known word ("tupplies") finds the stores its correction names. Looked up as words
    // (search_words), not by trigram similarity to every name: a common word's slip matched thousands of names, each
    // then compared with word_similarity (60 ms for one text). And the stores selling products the text names, as
    // product search finds them: "madu" or "milk" name no category, brand or industry, and found no store though
    // thousands of products hold them (walkthrough). Asked only here, where it is worth a product search: a broad
    // text's stores are many without it. Decided before the page is read, and its counts kept: read first and counted
    // again, a text with few stores asked twice the statements (with the product search for fragments, below, store
    // search's p99 at 200 a second went from 22 to 81–86 ms at the demo scale; 19 ms with both fixed).
    const [corrections, sellingProducts] =
      counted.total < FUZZY_BELOW ? await Promise.all([correctedTexts(db, text), sellingProductsOf(query.search!)]) : [[], null];
    const { found, total, exact } = await rankedPage(corrections, sellingProducts, counted.counts);
    return { rows: found, meta: searchMeta(total, page, perPage, !exact) };
  }

  // Buyers repeat the same searches (popular words, the home page's first nine); stores change
  // rarely, so an answer may be reused for a short while.
  const cached = memoize((query: StoreSearchQuery) => answeringSearchTimeout(search(query)), {
    ttlMs: SEARCH_CACHE_TTL_MS,
    name: cacheName,
    sharedBy: db,
    maxEntries: 5000,
    key: (q) => JSON.stringify([q.search ? normalizeSearchText(q.search) : '', q.tier?.toLowerCase(), q.brand_name?.toLowerCase(), q.display_category_name?.toLowerCase(), q.page, q.per_page]),
  });
  // The kept answer holds both languages' texts; each caller gets its own.
  return async (query: StoreSearchQuery, locale: ApiLocale) => {
    const { rows, meta } = await cached(query);
    return { data: rows.map((row) => toStore(row, locale)), meta };
  };
}

/**
 * The stores suggestions show: store search's, without a total (the box shows none; its `meta`
 * is a lower bound). Counting stops once the names holding the text are known to fill the page and
 * to be too many for corrections (FUZZY_BELOW), so the stores selling what a broad fragment names
 * are neither counted nor read (at the large scale their count took 5.5 ms of a suggestion's 25),
 * and nothing is estimated. The stores are the same: passes are read in the same order however far
 * they were counted. Nor are the stores selling products the text names looked for: the box suggests
 * those products themselves, and a product search for every text with few store names would double
 * the statements of a suggestion. A thing the synonym list names ("teh") is the exception to the
 * first: its sellers come before the names only holding it, so they are looked up and counted
 * (measured by a review on 20,000 stores: "teh" 1.8 → 12.5 ms, "rice" 2.1 → 5.2 ms a suggestion).
 */
export const createSuggestedStores = (db: Db) => createStoreSearch(db, { totals: false, byProducts: false, cacheName: 'suggested-stores' });

/** The URL name of an active store, by id. */
export async function activeStoreUrl(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ url: stores.url }).from(stores).where(and(eq(stores.id, id), eq(stores.isActive, true)));
  return row?.url ?? null;
}

/** The id of an active store, by its URL name. */
export async function activeStoreId(db: Db, url: string): Promise<number | null> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.url, url), eq(stores.isActive, true)));
  return row?.id ?? null;
}

/**
 * For each store, the name of its most popular product that contains the text. Prepared (its plan
 * is the same for any stores and text): a function of the stores' ids and the text.
 */
export function createBestProductMatches(db: Db) {
  const matches = db
    .selectDistinctOn([products.storeId], { storeId: products.storeId, productName: products.productName })
    .from(products)
    // strpos, not LIKE: the few products of a page's stores are read through their store and
    // checked one by one. With LIKE, PostgreSQL also asked the name's trigram index, which for a
    // fragment around a lone letter ("t f") read 300,000 entries to intersect with 56 (62 ms).
    .where(and(inIds(products.storeId), sql`strpos(lower(${products.productName}), ${sql.placeholder('text')}) > 0`))
    .orderBy(products.storeId, desc(products.rank))
    .prepare('best_product_matches');
  return async (storeIds: number[], text: string): Promise<Map<number, string>> => {
    if (storeIds.length === 0) return new Map();
    const found = await matches.execute({ ids: storeIds, text });
    return new Map(found.map((m) => [m.storeId, m.productName]));
  };
}
