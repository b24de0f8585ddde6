import { STORE_SEARCH_PAGE_SIZE } from '@borong/contracts/catalogue';
import type { Route } from './+types/search';
import { parseStoreSearch, type StoreSearchQuery } from '../features/search/search-params';
import { StoreGrid } from '../features/stores/store-card';
import { loadStores } from '../features/stores/stores.server';
import type { MessageKey } from '../i18n/en';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { CONTAINER } from '../ui/container';
import { Breadcrumb } from '../ui/breadcrumb';
import { Pagination } from '../ui/pagination';
import { EmptyState, ErrorState } from '../ui/states';

/** The heading of a search: the text, else the category, else the brand, else all stores. */
function headingOf(query: StoreSearchQuery): { key: MessageKey; vars?: Record<string, string> } {
  if (query.search) return { key: 'search.headingFor', vars: { query: query.search } };
  if (query.display_category_name) return { key: 'search.headingCategory', vars: { category: query.display_category_name } };
  if (query.brand_name) return { key: 'search.headingBrand', vars: { brand: query.brand_name } };
  return { key: 'search.heading' };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const heading = loaderData ? headingOf(loaderData.query) : { key: 'meta.searchTitle' as const };
  return pageMeta(matches, { title: heading.key, vars: heading.vars, description: 'meta.searchDescription' });
}

/** First version of store search (the full page with filters comes later): one page of 27. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStoreSearch(new URL(request.url).searchParams);
  const stores = await loadStores(apiFor(context, request), { ...query, per_page: STORE_SEARCH_PAGE_SIZE });
  return { query, stores };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { query, stores } = loaderData;
  const heading = headingOf(query);
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('nav.search') }]} />
      <div className="mb-6 mt-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(heading.key, heading.vars)}</h1>
        {stores.ok && stores.meta.total > 0 && (
          <p className="mt-1 text-slate-600" role="status">
            {stores.meta.total === 1 ? t('search.countOne') : t('search.countMany', { count: stores.meta.total.toLocaleString('en-MY') })}
          </p>
        )}
      </div>
      {!stores.ok ? (
        <ErrorState status={stores.status} />
      ) : stores.stores.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <StoreGrid stores={stores.stores} headingLevel={2} />
          <Pagination page={stores.meta.page} lastPage={stores.meta.last_page} />
        </>
      )}
    </div>
  );
}
