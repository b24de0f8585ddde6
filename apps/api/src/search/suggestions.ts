import { and } from 'drizzle-orm';
import type { SuggestionResponse } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { products, productSearch } from '../db/schema';
import { memoize } from '../app/memo';
import { inIds } from '../db/rows';
import { localized } from '../app/locale';
import { categoryRows } from '../catalogue/categories';
import { createBestProductMatches, createSuggestedStores, namedBrandsOf, normalizeSearchText, SEARCH_CACHE_TTL_MS } from '../catalogue/stores';
import { answeringSearchTimeout, meaningfulText, planSearch, spacedWords, synonymPhrases, tokenize, type SearchPlan } from './query';
import { FEW_MATCHES, passesFor } from './products';
import { planMatches } from './matches';
import { categoryOfThing } from './named-categories';
import { countUpTo, inOrderOf, readPasses } from './passes';

/** How many of each kind the box lists: enough to choose from, few enough to read at a glance. */
export const SUGGESTION_COUNTS = { stores: 5, products: 5, brands: 4, categories: 4 } as const;

/**
 * Whether a text's products are surely more than `fewMatches`, without counting them: when the rows its word surely
 * matches (`SearchPlan.rowsAtLeast`) are four times as many. That floor comes from a sample and may be stale, hence
 * the margin: a wrong "many" walks the popularity index for the few, which for none ("supp", in store and brand names
 * only) read all 1.5 million rows and ran past the search timeout.
 */
export const surelyMany = (plan: SearchPlan, fewMatches: number) => plan.rowsAtLeast !== null && plan.rowsAtLeast > 4 * fewMatches;

/** Brands are suggested for texts with at least this many letters and digits besides company words. */
export const BRAND_MIN_LETTERS = 3;

/**
 * Suggestions while typing (spec §4, issue 12): stores as store search finds them, products as
 * product search ranks them, brands whose name contains the text (names starting with it first,
 * then popular ones; BRAND_MIN_LETTERS), and categories whose name in either language holds the text or a synonym.
 */
export function createSuggestions(db: Db, { fewMatches = FEW_MATCHES, cacheName = 'suggestions' }: { fewMatches?: number; cacheName?: string } = {}) {
  const searchStores = createSuggestedStores(db);
  const namedBrands = namedBrandsOf(db);
  const bestProductMatches = createBestProductMatches(db);
  const productsById = db
    .select({ id: products.id, itemType: products.itemType, productName: products.productName, imageUrl: products.imageUrl })
    .from(products)
    .where(inIds(products.id))
    .prepare('suggested_products');
  async function suggest({ search, locale }: { search: string; locale: ApiLocale }): Promise<SuggestionResponse> {
    const text = normalizeSearchText(search);
    const plan = await planSearch(db, search);
    const wanted = meaningfulText(search);
    const [storePage, productRows, brandRows, categoryList] = await Promise.all([
      searchStores({ search, page: 1, per_page: SUGGESTION_COUNTS.stores }, locale),
      plan
        ? (async () => {
            // As product search does (decision 0025): a fragment of middling breadth ("peran") made PostgreSQL walk the
            // popularity index far to find five; counted first (up to FEW_MATCHES), few matches are gathered and sorted instead.
            const matched = planMatches(plan);
            // Not counted when PostgreSQL's word statistics put the matches far above the line: counting 2,001 of them
            // was the costliest statement of a broad fragment's suggestions at the large scale ("dis", "size": 40 ms).
            const matching = surelyMany(plan, fewMatches) ? fewMatches + 1 : await countUpTo(db, matched, fewMatches + 1);
            if (matching === 0) return [];
            // The first page only: no pass is skipped, so none is counted. Ids first, from the search table alone, then
            // their names: joined before the sort, every match (1,758 for "inci c") was looked up in products to keep five.
            const found = await readPasses(
              passesFor('relevance', plan, { few: matching <= fewMatches }),
              { offset: 0, limit: SUGGESTION_COUNTS.products },
              (pass, limit) => db.select({ id: productSearch.productId }).from(productSearch).where(and(matched, pass.where)).orderBy(...pass.order).limit(limit),
              async () => 0,
            );
            if (found.length === 0) return [];
            return inOrderOf(found, await productsById.execute({ ids: found.map((f) => f.id) }));
          })()
        : [],
      // The list store search reads for the same text (one statement for both). A text of one or two letters besides
      // company words ("sdn h") is in most brands' names: a buyer learns nothing from four of them, and PostgreSQL
      // had no trigram to look them up by (240 ms at 300,000 brands).
      [...wanted.replace(/[^\p{L}\p{N}]/gu, '')].length >= BRAND_MIN_LETTERS ? namedBrands(wanted).then((list) => list.slice(0, SUGGESTION_COUNTS.brands)) : [],
      categoryRows(db),
    ]);
    // A category holding the text as whole words ("Kopi & Teh" for kopi); only when none does, one with a word starting
    // with it, for a word still being typed ("kop"); and only when none does either, one holding its first word, which
    // names the thing in a buyer's "beras 10kg" or "gula 1 kg". Anywhere inside words, "kopi" suggested "Kertas
    // Fotokopi" and "Songkok & Kopiah", and "tea" "Irons & Steamers".
    const holding = (phrases: string[], bound: string) =>
      categoryList.filter((c) => [c.displayCategoryName, c.displayCategoryNameBm].some((name) => phrases.some((p) => spacedWords(name).includes(` ${p}${bound}`))));
    const phrases = wanted ? synonymPhrases(wanted) : [];
    const firstWord = wanted.split(' ')[0]!;
    const firstPhrases = synonymPhrases(firstWord);
    let named = holding(phrases, ' ');
    if (named.length === 0) named = holding(phrases, '');
    if (named.length === 0 && firstWord !== wanted) named = holding(firstPhrases, ' ');
    // Of those, the categories of the thing itself when there are any, not of things named after it: "beras" suggested
    // Rice Cookers beside Rice (walkthrough), which product search keeps out of rice.
    const things = named.filter((c) => categoryOfThing(c, [...phrases, ...firstPhrases]));
    if (things.length > 0) named = things;
    const productByStore = await bestProductMatches(storePage.data.map((s) => s.id), text);
    return {
      data: storePage.data.map((s) => ({ id: s.id, url: s.url, logo: s.logo, domain_name: s.domain_name, product_name: productByStore.get(s.id) ?? null })),
      products: productRows.map((p) => ({ id: p.id, item_type: p.itemType, product_name: p.productName, image_url: p.imageUrl })),
      brands: brandRows.map((b) => ({ id: b.id, brand_name: b.brandName })),
      categories: named
        .slice(0, SUGGESTION_COUNTS.categories)
        .map((c) => ({ id: c.id, display_category_name: localized(locale, c.displayCategoryName, c.displayCategoryNameBm) })),
    };
  }
  return memoize((args: { search: string; locale: ApiLocale }) => answeringSearchTimeout(suggest(args)), {
    ttlMs: SEARCH_CACHE_TTL_MS,
    maxEntries: 5000,
    name: cacheName,
    sharedBy: db,
    // By the text as store search compares it, which tells apart what the products' words do not ("%%%" and "!!!"),
    // and by those words, which tell apart what it does not ("gula™" is the word "gulatm").
    key: ({ search, locale }) => `${locale}:${normalizeSearchText(search)}\u0000${tokenize(search).join(' ')}`,
  });
}
