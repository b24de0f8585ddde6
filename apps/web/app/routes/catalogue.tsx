import { data } from 'react-router';
import type { Route } from './+types/catalogue';
import { ProductGrid } from '../features/products/product-card';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { useFormatCount } from '../lib/number-format';
import { homeApi } from '../features/home/api';
import { pageMeta } from '../lib/meta';
import { parsePage } from '../lib/paging';
import { failure } from '../lib/responses.server';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { ImageWithFallback } from '../ui/image';
import { Pagination } from '../ui/pagination';
import { EmptyState } from '../ui/states';

/** Products per catalogue page: divides into the grid's 2, 3, 4 and 6 columns. */
const CATALOGUE_PAGE_SIZE = 24;
const CATALOGUE_URL = /^[a-z0-9-]{1,160}$/;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData?.catalogue) return pageMeta(matches, { title: 'meta.catalogueNotFoundTitle' });
  const name = loaderData.catalogue.name;
  return pageMeta(matches, { title: 'meta.catalogueTitle', description: 'meta.catalogueDescription', vars: { name } });
}

/**
 * Critical data: the catalogue and one page of its products. A missing catalogue renders
 * "Catalogue Does Not Exist" with a 404 status (spec §8); other failures show the error page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const missing = () => data({ catalogue: null, products: [], meta: null }, { status: 404 });
  if (!CATALOGUE_URL.test(params.catalogue_url)) return missing();
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await homeApi(apiFor(context, request)).catalogue(params.catalogue_url, { page, per_page: CATALOGUE_PAGE_SIZE });
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return missing();
    throw failure(result.status);
  }
  return { catalogue: result.data.data, products: result.data.products, meta: result.data.meta };
}

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatCount = useFormatCount();
  const localePath = useLocalePath();
  const { catalogue, products, meta } = loaderData;
  if (!catalogue || !meta) {
    return (
      <section aria-labelledby="catalogue-missing" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700">404</p>
        <h1 id="catalogue-missing" className="mt-4 text-2xl font-semibold text-slate-900">
          {t('catalogue.notFound')}
        </h1>
        <a href={localePath('/')} className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('error.backHome')}
        </a>
      </section>
    );
  }
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: catalogue.name }]} />
      <ImageWithFallback
        src={catalogue.image_url}
        alt={catalogue.name}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading="eager"
        className="mt-4 aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover md:aspect-[4/1]"
        fallback={null}
      />
      {/* The page always has a heading; editors may hide the visible title (show_title_status). */}
      <div className={catalogue.show_title_status ? 'mb-5 mt-6' : 'sr-only'}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{catalogue.name}</h1>
        {meta.total > 0 && <p className="mt-1 text-slate-600">{t('catalogue.productCount', { count: formatCount(meta.total) })}</p>}
      </div>
      {!catalogue.show_title_status && <div className="mt-6" />}
      {products.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ProductGrid products={products} headingLevel={2} />
          <Pagination page={meta.page} lastPage={meta.last_page} />
        </>
      )}
    </div>
  );
}
