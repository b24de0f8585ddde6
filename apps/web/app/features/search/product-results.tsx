import { PRODUCT_SEARCH_SORTS, type ProductSearchResponse } from '@borong/contracts/catalogue';
import { intlLocale } from '@borong/contracts/money';
import { isCountFloor, PRODUCT_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';
import { ProductGrid } from '../products/product-card';
import { autoSubmitSelect } from '../../ui/form/auto-submit';
import { Pagination } from '../../ui/pagination';
import { lastPageShown } from '../../lib/paging';
import { searchQueryString, type StoreSearchQuery } from './search-params';

/** Which results the search page lists: `?type=products` shows products, anything else stores. */
export type ResultType = 'stores' | 'products';

/** The `/search` query string of a query for one result type (the sort only applies to products). */
export function resultQueryString(query: StoreSearchQuery, type: ResultType): string {
  return searchQueryString(type === 'products' ? { ...query, type: 'products' } : { ...query, type: undefined, sort: undefined });
}

/** Stores | Products, as links (a result type is part of the URL, so it works before hydration). */
export function ResultTabs({ searchPath, query }: { searchPath: string; query: StoreSearchQuery }) {
  const type: ResultType = query.type ?? 'stores';
  const t = useT();
  // The page number belongs to the list it counted; switching lists starts at its first page.
  const first = { ...query, page: 1 };
  const tab = (value: ResultType, label: string) => (
    <Link
      to={searchPath + resultQueryString(first, value)}
      aria-current={type === value ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${type === value ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('search.resultTypes')} className="mb-4 flex gap-2 border-b border-slate-200">
      {tab('stores', t('search.tabStores'))}
      {tab('products', t('search.tabProducts'))}
    </nav>
  );
}

/**
 * The Products tab's controls (count and sort): a sort applied loads the page there, as a filter
 * applied loads it at the filters (FILTERS_ANCHOR), so scroll and the next Tab go on from the sort
 * instead of from the top of the page.
 */
export const RESULTS_ANCHOR = 'search-results';

/**
 * The Products tab (with at least one product: the page shows SearchEmpty otherwise): count, a sort form (a GET form, so it works before hydration; with script a picked sort applies at once), facet links
 * with counts, the cards and pagination that keeps every other parameter.
 */
/**
 * What the API read a misspelt word as, said beside the count: the results hold the corrections only, and without a
 * word about it "straw" listing watch straps looked like a broken search (walkthrough).
 */
function ReadAs({ corrections }: { corrections: ProductSearchResponse['corrections'] }) {
  const t = useT();
  const list = new Intl.ListFormat(intlLocale(useLocale()), { type: 'disjunction' });
  return corrections.map((c) => (
    <p key={c.word} className="text-slate-700">
      {t('search.readAs', { typed: c.word, corrected: list.format(c.read_as.map((w) => `“${w}”`)) })}
    </p>
  ));
}

export function ProductResults({ searchPath, query, result }: { searchPath: string; query: StoreSearchQuery; result: ProductSearchResponse }) {
  const t = useT();
  const formatCount = useFormatCount();
  const { meta, facets } = result;
  // Above the exact-count limit the API counts facets over the first matches only: each count is then "at least" (OpenAPI: product search).
  const count =
    isCountFloor(meta, PRODUCT_COUNT_LIMIT)
      ? t('search.productCountMoreThan', { count: formatCount(PRODUCT_COUNT_LIMIT) })
      : meta.total_estimated
        ? t('search.productCountAbout', { count: formatCount(meta.total) })
        : meta.total === 1
          ? t('search.productCountOne')
          : t('search.productCountMany', { count: formatCount(meta.total) });
  const facetHref = (change: Partial<StoreSearchQuery>) => searchPath + resultQueryString({ ...query, ...change, page: 1 }, 'products');
  const kept = new URLSearchParams(resultQueryString({ ...query, sort: undefined, page: 1 }, 'products'));
  return (
    <div className="space-y-4">
      <div id={RESULTS_ANCHOR} tabIndex={-1} className="flex scroll-mt-4 flex-wrap items-end justify-between gap-3 outline-none">
        {/* One status: after a search in the page, a screen reader hears what the text was read as with the count. */}
        <div role="status">
          <p className="text-slate-600">{count}</p>
          <ReadAs corrections={result.corrections} />
        </div>
        <form method="get" action={`${searchPath}#${RESULTS_ANCHOR}`} className="flex items-end gap-2">
          {[...kept].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="flex flex-col text-sm font-medium text-slate-700">
            {t('search.sortBy')}
            <select name="sort" defaultValue={query.sort ?? 'relevance'} {...autoSubmitSelect} className="mt-1 min-h-11 rounded-lg border border-slate-300 bg-white px-3">
              {PRODUCT_SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`search.sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {/* Stays with script too: a sort stepped to with the keys on a closed select applies here (ui/form/auto-submit.ts). */}
          <button type="submit" className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50">
            {t('search.sortApply')}
          </button>
        </form>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside aria-label={t('search.refine')} className="space-y-4 text-sm">
          {(
            [
              ['search.facetCategories', facets.categories.slice(0, 8).map((f) => ({ label: f.display_category_name, count: f.count, href: facetHref({ display_category_name: f.display_category_name }) }))],
              ['search.facetBrands', facets.brands.slice(0, 8).map((f) => ({ label: f.brand_name, count: f.count, href: facetHref({ brand_name: f.brand_name }) }))],
            ] as const
          ).map(([heading, items]) =>
            items.length === 0 ? null : (
              <section key={heading}>
                <h2 className="mb-1 font-semibold text-slate-900">{t(heading)}</h2>
                {/* A phone shows each list as one row that scrolls sideways, so the products start near the top (issue 14). */}
                <ul className="-mx-1 flex gap-x-4 overflow-x-auto whitespace-nowrap px-1 lg:mx-0 lg:block lg:overflow-visible lg:whitespace-normal lg:px-0">
                  {items.map((item) => (
                    <li key={item.label}>
                      <Link to={item.href} className="facet-link">
                        {item.label} <span className="text-slate-600">({formatCount(item.count)}{meta.total_estimated ? '+' : ''})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </aside>
        <div>
          <ProductGrid products={result.data} headingLevel={2} />
          <Pagination page={meta.page} lastPage={lastPageShown(meta, result.data.length)} />
        </div>
      </div>
    </div>
  );
}
