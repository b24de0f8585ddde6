import { STORE_SEARCH_PAGE_SIZE } from '@borong/contracts/catalogue';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/search';
import { parseStoreSearch, searchPageHref, type StoreSearchQuery } from '../features/search/search-params';
import { StoreGrid } from '../features/stores/store-card';
import { loadStores } from '../features/stores/stores.server';
import type { MessageKey } from '../i18n/en';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { CONTAINER } from '../ui/container';
import { ChevronRightIcon } from '../ui/icons';
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

function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const params = new URLSearchParams(search);
  const linkClass = 'inline-flex h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800';
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 && (
        <Link to={searchPageHref(pathname, params, page - 1)} rel="prev" className={linkClass}>
          {t('search.previous')}
        </Link>
      )}
      <p className="px-2 text-sm text-slate-600" aria-current="page">
        {t('search.pageOf', { page, pages: lastPage })}
      </p>
      {page < lastPage && (
        <Link to={searchPageHref(pathname, params, page + 1)} rel="next" className={linkClass}>
          {t('search.next')}
        </Link>
      )}
    </nav>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { query, stores } = loaderData;
  const heading = headingOf(query);
  return (
    <div className={`${CONTAINER} py-6`}>
      <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex items-center gap-1">
          <li>
            <Link to={localePath('/')} className="hover:text-brand-800 hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon size={14} />
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {t('nav.search')}
          </li>
        </ol>
      </nav>
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
