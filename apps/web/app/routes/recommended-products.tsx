import type { Route } from './+types/recommended-products';
import { ProductGrid } from '../features/products/product-card';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { productsApi } from '../features/products/api';
import { pageMeta } from '../lib/meta';
import { parsePage } from '../lib/paging';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { Pagination } from '../ui/pagination';
import { EmptyState, ErrorState } from '../ui/states';

const PAGE_SIZE = 24;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.recommendedTitle', description: 'meta.recommendedDescription' });
}

/** Critical data: one page of recommended products; a failed call shows an error state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await productsApi(apiFor(context, request)).recommendedProducts({ page, per_page: PAGE_SIZE });
  return result.ok ? ({ ok: true, products: result.data.data, meta: result.data.meta } as const) : ({ ok: false, status: result.status } as const);
}

export default function RecommendedProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('recommended.heading') }]} />
      <h1 className="mb-6 mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('recommended.heading')}</h1>
      {!loaderData.ok ? (
        <ErrorState status={loaderData.status} />
      ) : loaderData.products.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ProductGrid products={loaderData.products} headingLevel={2} />
          <Pagination page={loaderData.meta.page} lastPage={loaderData.meta.last_page} />
        </>
      )}
    </div>
  );
}
