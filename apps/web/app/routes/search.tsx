import type { ProductSearchResponse, Tier } from '@borong/contracts/catalogue';
import { STORE_SEARCH_PAGE_SIZE } from '@borong/contracts/storefront-rules';
import { Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import { CreditTermsBanner } from '../features/credit-terms/credit-terms-banner';
import { brandChoices, textBrands } from '../features/search/brand-options';
import { categoryBrowseHref } from '../features/search/category-browser';
import { categoryPath, translatedCategoryName } from '../features/search/category-path';
import { PromoBanner } from '../features/search/promo-banner';
import { SearchEmpty } from '../features/search/search-empty';
import { ProductResults, ResultTabs } from '../features/search/product-results';
import { Island } from '../features/islands/island';
import { InlineFilterPanel, SearchFilterBar } from '../features/search/search-filters';
import { parseFilterPanel, parseStoreSearch, productFilters, refusedPrice, searchQueryString, tidySearchParams, withFilters, type StoreSearchQuery } from '../features/search/search-params';
import { StoreGrid } from '../features/stores/store-card';
import { loadStores, type StoreListing } from '../features/stores/stores.server';
import { StoreCount } from '../features/search/store-count';
import type { MessageKey } from '../i18n/en';
import { useLocalePath, useT } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locale';
import { apiFor } from '../lib/api.server';
import { categoriesApi } from '../features/categories/api';
import { searchApi, type SearchApi } from '../features/search/api';
import { loadSearchSurroundings, loadSellerStates } from '../features/search/search-page.server';
import { pageMeta } from '../lib/meta';
import type { AlternateQuery } from '../features/seo/canonical';
import { useFormatCount } from '../lib/number-format';
import { ISLANDS_PAGE } from '../lib/page-runtime';
import { useRootData } from '../features/session/root-data';
import { CONTAINER } from '../ui/container';
import { Breadcrumb, type Crumb } from '../ui/breadcrumb';
import { Pagination } from '../ui/pagination';
import { lastPageShown } from '../lib/paging';
import { ErrorState } from '../ui/states';

/** The heading of a search: the text, else the category, else the brand, else all stores. */
function headingOf(query: StoreSearchQuery): { key: MessageKey; vars?: Record<string, string> } {
  if (query.search) return { key: 'search.headingFor', vars: { query: query.search } };
  if (query.display_category_name) return { key: 'search.headingCategory', vars: { category: query.display_category_name } };
  if (query.brand_name) return { key: 'search.headingBrand', vars: { brand: query.brand_name } };
  return { key: 'search.heading' };
}

/**
 * Served with islands (see ISLANDS_PAGE): only the shell (header, notices) and the filter bar
 * hydrate, without React Router, which keeps a first visit under the 100 KB JavaScript budget.
 */
export const handle = ISLANDS_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const heading = loaderData ? headingOf(loaderData.query) : { key: 'meta.searchTitle' as const };
  return pageMeta(matches, { title: heading.key, vars: heading.vars, description: 'meta.searchDescription' });
}

/** The tier `value` names: its code or name (any case), or its id as `/tiers` lists it. */
export function tierNamed(tiers: readonly Tier[], value: string): Tier | undefined {
  const wanted = value.trim().toLowerCase();
  return tiers.find((tier) => tier.code.toLowerCase() === wanted || tier.name.toLowerCase() === wanted || String(tier.id) === wanted);
}

/**
 * 'Borong Direct' (spec §2) is the seller tier whose stores carry the VIP badge
 * (`upper_right_text` VIP, the VIP DIRECT tier of the tiers API). The count shown with the
 * results is how many of the current results are in that tier: the same search narrowed to it,
 * or, when the first page holds every result, counted there (`directCountOf`).
 */
export function directTierOf(tiers: readonly Tier[]): Tier | undefined {
  return tiers.find((tier) => tier.upper_right_text === 'VIP');
}

/**
 * The Borong Direct stores among the results when the first page holds every one of them (an
 * exact total no larger than the page): counted on the page, where asking the API would run the
 * whole search a second time narrowed to the tier. Null when the API must be asked.
 */
export function directCountOf(listing: StoreListing, direct: Tier): number | null {
  if (!listing.ok || listing.meta.total_estimated || listing.meta.page !== 1 || listing.meta.total > listing.stores.length) return null;
  return listing.stores.filter((store) => store.tier?.toLowerCase() === direct.code.toLowerCase()).length;
}

/**
 * The Borong Direct products among a Products tab's results: its tier facet (or all or none of them when a tier is
 * applied). Asking store search for the tab's link cost two store searches a page whose stores nobody sees.
 */
export function productsDirectCount(result: ProductSearchResponse, direct: Tier, appliedTier: string | undefined): number {
  const facet = result.facets.tiers.find((f) => f.tier.toLowerCase() === direct.code.toLowerCase());
  return directAmong(direct, appliedTier, result.meta.total, facet?.count ?? 0);
}

/** The Borong Direct results among `total`: all or none of them when a tier is applied, else what `unfiltered` says. */
function directAmong<U extends number | null>(direct: Tier, appliedTier: string | undefined, total: number, unfiltered: U): number | U {
  if (!appliedTier) return unfiltered;
  return appliedTier.toLowerCase() === direct.code.toLowerCase() ? total : 0;
}

/** At most this many of a text's words are each left out in turn (as many as product search reads), and at most this many such searches offered. */
const FEWER_WORDS_TRIED = 8;
const FEWER_WORDS_SHOWN = 3;

/**
 * The searches a text without one of its words makes, where products are found, most products first: "beras murah
 * wangi 10kg x 4" finding nothing, "beras wangi 10kg x 4" may (a walkthrough found the empty page offered no way to
 * drop a word). Under the page's other filters, which its links keep; one product count for each word tried, on an
 * empty page only.
 */
export async function fewerWordSearches(api: SearchApi, query: StoreSearchQuery): Promise<{ search: string; count: number }[]> {
  const words = (query.search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  const texts = [...new Set(words.slice(0, FEWER_WORDS_TRIED).map((_, i) => words.filter((_word, j) => j !== i).join(' ')))];
  const counted = await Promise.all(
    texts.map(async (search) => {
      const found = await api.searchProducts({ ...productFilters(query), search, page: 1, per_page: 1 });
      return { search, count: found.ok ? found.data.meta.total : 0 };
    }),
  );
  return counted
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, FEWER_WORDS_SHOWN);
}

/**
 * Store search (27 a page) with everything the page shows around it. Only the stores are
 * critical: a failed tiers, banner, count or category call leaves its part out, never the page.
 * `?filter=…` (and `brand_q`) open a filter panel in the page: the filters before hydration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The no-script filter panels and sort are GET forms, which write their empty fields into the URL too.
  const tidy = tidySearchParams(params);
  if (tidy !== null) throw redirect(new URL(request.url).pathname + tidy);
  const query = parseStoreSearch(params);
  // A price the no-script panel sent that is no amount ("abc"): the panel stays open with it refused, as with script,
  // instead of the page silently applying the other field (walkthrough).
  const refused = refusedPrice(params);
  const panel = refused ? (parseFilterPanel(params) === 'all' ? 'all' : 'price') : parseFilterPanel(params);
  const client = apiFor(context, request);
  const api = searchApi(client);
  const { tiers, banner } = await loadSearchSurroundings(client);
  const direct = directTierOf(tiers);
  // A tier named by the id `/tiers` lists or by its name searches the same stores: the page names it by its code, as its chip and count do.
  const namedTier = query.tier ? tierNamed(tiers, query.tier) : undefined;
  if (namedTier && namedTier.code !== query.tier) {
    const url = new URL(request.url);
    url.searchParams.set('tier', namedTier.code);
    throw redirect(url.pathname + url.search);
  }
  const brandQ = params.get('brand_q')?.trim().slice(0, 100) ?? '';
  const locale = localeFromPath(new URL(request.url).pathname);
  const otherLocale = locale === 'bm' ? 'en' : 'bm';
  const categoryName = query.display_category_name;
  const [tree, otherTree] = categoryName
    ? await Promise.all([categoriesApi(client).categories(), categoriesApi(apiFor(context, request, undefined, otherLocale)).categories()])
    : [null, null];
  let alternateQuery: AlternateQuery | null = null;
  if (categoryName && tree?.ok && otherTree?.ok) {
    const [here, there] = [tree.data.data, otherTree.data.data];
    if (categoryPath(here, categoryName).length === 0) {
      // A category named in the other language (the language switch keeps the query): the same category, named in this one.
      const name = translatedCategoryName(here, there, categoryName);
      if (name !== null) {
        const url = new URL(request.url);
        url.searchParams.set('display_category_name', name);
        throw redirect(url.pathname + url.search);
      }
    } else {
      // The other language's page of this category search names the category in its own words.
      const otherName = translatedCategoryName(there, here, categoryName);
      if (otherName) alternateQuery = { [otherLocale]: { display_category_name: otherName } };
    }
  }
  const onProducts = query.type === 'products';
  const [products, states] = onProducts
    ? await Promise.all([
        api.searchProducts({ ...productFilters(query), search: query.search, sort: query.sort, page: query.page }),
        loadSellerStates(client),
      ])
    : [null, undefined];

  // The brand panel the URL opens; on the Products tab without a brand applied, the page's own facet is that list.
  const panelBrands = async () => {
    const own = onProducts && !brandQ && !query.brand_name && products?.ok ? textBrands(products.data) : null;
    return (own ?? (await brandChoices(api, brandQ, query))) ?? undefined;
  };
  // The Products tab shows no stores.
  const storesAsked = onProducts ? null : loadStores(client, { ...query, per_page: STORE_SEARCH_PAGE_SIZE });
  const [stores, directCount, path, brands] = await Promise.all([
    storesAsked,
    // Another tier is applied: none of the results are Borong Direct. That tier applied: all are.
    direct && !query.tier && storesAsked ? storesAsked.then((listing) => directCountOf(listing, direct) ?? api.searchStores({ ...query, tier: direct.code, page: 1, per_page: 1 }).then((r) => (r.ok ? r.data.meta.total : null))) : Promise.resolve(null),
    query.fcat && query.display_category_name && tree?.ok ? categoryPath(tree.data.data, query.display_category_name) : [],
    panel === 'brand' || panel === 'all'
      ? panelBrands()
      : Promise.resolve(undefined),
  ]);
  let direct_count: number | null = null;
  if (direct && products?.ok) direct_count = productsDirectCount(products.data, direct, query.tier);
  else if (direct && stores?.ok) direct_count = directAmong(direct, query.tier, stores.meta.total, directCount);
  // No store matched the text: say whether products do (a typo is forgiven there), so "No result found" points on.
  const productMatches =
    !products && query.search && stores?.ok && stores.meta.total === 0
      ? await api.searchProducts({ ...productFilters(query), search: query.search, page: 1, per_page: 1 }).then((r) => (r.ok ? r.data.meta.total : null))
      : null;
  // Nothing found anywhere for a text of several words: the same text without one of them, where products are found.
  const nothing = products ? products.ok && products.data.meta.total === 0 : productMatches === 0;
  const fewerWords = nothing && query.search ? await fewerWordSearches(api, query) : [];
  return {
    query,
    panel,
    products: products ? (products.ok ? { ok: true as const, data: products.data } : { ok: false as const, status: products.status }) : null,
    stores,
    tiers,
    direct: direct ? { code: direct.code, name: direct.name, description: direct.description, count: direct_count } : null,
    banner,
    categoryPath: path,
    brands,
    states,
    quotationUrl: context?.publicConfig?.quotationUrl ?? null,
    productMatches,
    fewerWords,
    refused,
    alternateQuery,
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatCount = useFormatCount();
  const localePath = useLocalePath();
  const root = useRootData();
  const { query, panel, products, stores, tiers, direct, banner, categoryPath: path, brands, states, quotationUrl, productMatches, fewerWords, refused } = loaderData;
  const heading = headingOf(query);
  const searchPath = localePath('/search');
  const filterData = { categories: root?.navigation.categories ?? [], tiers, brands, states };
  // While another search of this page loads (a filter applied, a page changed), the results
  // still shown are marked busy and dimmed, so the buyer sees that the change was taken.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;

  // Spec §2: with fcat and a category, the breadcrumb is the category path; otherwise Home › Search.
  const crumbs: Crumb[] =
    query.fcat && path.length > 0
      ? [{ label: t('nav.home'), href: localePath('/') }, ...path.map((name, i) => (i === path.length - 1 ? { label: name } : { label: name, href: categoryBrowseHref(searchPath, name) }))]
      : [{ label: t('nav.home'), href: localePath('/') }, { label: t('nav.search') }];

  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={crumbs} />
      <div className="mb-4 mt-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(heading.key, heading.vars)}</h1>
        {!products && stores?.ok && stores.meta.total > 0 && (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600" role="status">
            <StoreCount meta={stores.meta} />
            {direct && direct.count !== null && (
              <span className="font-medium text-slate-800">
                {direct.count === 1 ? t('searchDirect.countOne') : t('searchDirect.count', { count: formatCount(direct.count) })}
              </span>
            )}
          </p>
        )}
        {direct && direct.count !== null && direct.count > 0 && !query.tier && (
          <Link to={searchPath + searchQueryString(withFilters(query, { tier: direct.code }))} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
            {t('searchDirect.showOnly')}
          </Link>
        )}
      </div>
      <ResultTabs searchPath={searchPath} query={query} />
      <Island name="search-filters" component={SearchFilterBar} props={{ query, tiers, brands, states }} />
      {panel && <InlineFilterPanel panel={panel} query={query} data={filterData} refused={refused} />}
      <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {products ? (
          products.ok ? (
            products.data.data.length === 0 ? (
              <SearchEmpty searchPath={searchPath} query={query} type="products" total={products.data.meta.total} lastPage={products.data.meta.last_page} estimated={products.data.meta.total_estimated} quotationUrl={quotationUrl} fewerWords={fewerWords} />
            ) : (
              <ProductResults searchPath={searchPath} query={query} result={products.data} />
            )
          ) : (
            <ErrorState status={products.status} />
          )
        ) : stores === null ? null : !stores.ok ? (
          <ErrorState status={stores.status} />
        ) : stores.stores.length === 0 ? (
          <SearchEmpty searchPath={searchPath} query={query} type="stores" total={stores.meta.total} lastPage={stores.meta.last_page} estimated={stores.meta.total_estimated} quotationUrl={quotationUrl} productMatches={productMatches} fewerWords={fewerWords} />
        ) : (
          <>
            <StoreGrid stores={stores.stores} headingLevel={2} vipTier={direct ?? undefined} />
            <Pagination page={stores.meta.page} lastPage={lastPageShown(stores.meta, stores.stores.length)} />
          </>
        )}
      </div>
      <div className="mt-10 space-y-6">
        {banner && (
          <aside aria-label={t('searchPromo.label')} className="mx-auto max-w-4xl">
            <PromoBanner banner={banner} />
          </aside>
        )}
        <CreditTermsBanner />
      </div>
    </div>
  );
}
