import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Route } from './+types/store';
import { ProductGrid } from '../features/products/product-card';
import { StoreHeader } from '../features/stores/store-header';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { storesApi } from '../features/stores/api';
import { pageMeta } from '../lib/meta';
import { pageHref, parsePage } from '../lib/paging';
import { failure, notFound } from '../lib/responses.server';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { EmptyState, ErrorState } from '../ui/states';

/** Products per "page" of the store front: divides into the grid's 2, 3, 4 and 6 columns, and a
 * typical store (a dozen products or two) fills a screen first, with more one click away. */
const STORE_PAGE_SIZE = 12;
const STORE_URL = /^[a-z0-9-]{1,120}$/;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { title: 'meta.notFoundTitle' });
  const name = loaderData.store.domain_name;
  return pageMeta(matches, { title: 'meta.storeTitle', description: 'meta.storeDescription', descriptionText: loaderData.store.description, vars: { name } });
}

/**
 * Critical data: the store (unknown → 404) and one page of its products (a failure there shows
 * an error state in place of the grid). The "Load more" fetcher calls this same loader with the
 * next `page`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!STORE_URL.test(params.url)) throw notFound();
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const api = storesApi(apiFor(context, request));
  const [store, products] = await Promise.all([api.store(params.url), api.storeProducts(params.url, { page, per_page: STORE_PAGE_SIZE })]);
  if (!store.ok) throw store.status === 404 || store.status === 400 ? notFound() : failure(store.status);
  return {
    store: store.data.data,
    products: products.ok ? ({ ok: true, page: products.data } as const) : ({ ok: false, status: products.status } as const),
  };
}

type StoreFrontPage = Extract<Awaited<ReturnType<typeof loader>>['products'], { ok: true }>['page'];

/**
 * The store front loads page by page until the last item index reaches the total (spec §4). The
 * server renders one page; "Load more" is a real link to the next page, and with JavaScript a
 * fetcher appends that page in place instead.
 */
function StoreProducts({ first }: { first: StoreFrontPage }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<typeof loader>();
  const [pages, setPages] = useState<StoreFrontPage[]>([first]);
  const [seenData, setSeenData] = useState(fetcher.data);
  const [failed, setFailed] = useState(false);
  if (fetcher.data !== seenData) {
    setSeenData(fetcher.data);
    const next = fetcher.data?.products;
    if (next?.ok) {
      setFailed(false);
      if (!pages.some((p) => p.current_page === next.page.current_page)) setPages([...pages, next.page]);
    } else if (next) {
      setFailed(true);
    }
  }

  const products = pages.flatMap((p) => p.data);
  const last = pages[pages.length - 1] ?? first;
  const hasMore = last.data.length > 0 && last.to < last.total;
  const nextHref = pageHref(pathname, search, last.current_page + 1);
  const loading = fetcher.state !== 'idle';

  // After more products arrive, keyboard focus moves to the first new one.
  const listRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(products.length);
  useEffect(() => {
    if (products.length > shownBefore.current) {
      listRef.current?.querySelectorAll<HTMLAnchorElement>('li > a')[shownBefore.current]?.focus({ preventScroll: true });
    }
    shownBefore.current = products.length;
  }, [products.length]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (!loading) fetcher.load(nextHref);
  };

  return (
    <>
      <div ref={listRef}>
        <ProductGrid products={products} />
      </div>
      <div className="mt-8 flex flex-col items-center gap-3">
        <p role="status" className="text-sm text-slate-600">
          {first.from > 1 ? t('store.showingRange', { from: first.from, to: last.to, total: last.total }) : t('store.showing', { to: last.to, total: last.total })}
        </p>
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t('store.loadFailed')}
          </p>
        )}
        {hasMore && (
          <a
            href={nextHref}
            onClick={loadMore}
            aria-busy={loading || undefined}
            className="inline-flex h-11 items-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {loading ? t('store.loading') : t('store.loadMore')}
          </a>
        )}
        {first.current_page > 1 && (
          <a href={pageHref(pathname, search, 1)} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('store.firstProducts')}
          </a>
        )}
      </div>
    </>
  );
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { store, products } = loaderData;
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: store.domain_name }]} />
      <StoreHeader store={store} />
      <section aria-labelledby="store-products-heading" className="mt-8">
        <h2 id="store-products-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
          {t('store.productsHeading')}
        </h2>
        {!products.ok ? (
          <ErrorState status={products.status} />
        ) : products.page.data.length === 0 ? (
          <EmptyState>
            {products.page.current_page > 1 && products.page.total > 0 && (
              <a href={localePath(`/store/${store.url}`)} className="mt-3 font-semibold text-brand-800 underline">
                {t('store.firstProducts')}
              </a>
            )}
          </EmptyState>
        ) : (
          <StoreProducts key={`${store.url}:${products.page.current_page}`} first={products.page} />
        )}
      </section>
    </div>
  );
}
