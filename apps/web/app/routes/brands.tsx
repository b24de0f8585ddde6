import { useLocation } from 'react-router';
import type { Route } from './+types/brands';
import { brandApiParams, brandResults, parseBrandQuery } from '../features/brands/brand-directory';
import { BrandDirectory, BrandPageResults } from '../features/brands/brand-directory-view';
import { Island } from '../features/islands/island';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { searchApi } from '../features/search/api';
import { pageMeta } from '../lib/meta';
import { ISLANDS_PAGE } from '../lib/page-runtime';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';

/** Served with islands (see ISLANDS_PAGE): the shell and the directory's search and letters hydrate; the page's brands are markup. */
export const handle = ISLANDS_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.brandsTitle', description: 'meta.brandsDescription' });
}

/**
 * Critical data: one page of the brand directory, by letter or by text (a letter beats the text);
 * a failed call shows an error state. The quotation link comes from the server's public settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBrandQuery(new URL(request.url).searchParams);
  const quotationUrl = context?.publicConfig?.quotationUrl ?? null;
  const brands = brandResults(await searchApi(apiFor(context, request)).brands(brandApiParams(query)));
  return { query, brands, quotationUrl };
}

function QuotationBlock({ href }: { href: string }) {
  const t = useT();
  return (
    <aside aria-labelledby="quotation-heading" className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="quotation-heading" className="text-lg font-bold text-slate-900">
          {t('brands.quotationHeading')}
        </h2>
        <p className="mt-1 text-slate-700">{t('brands.quotationText')}</p>
      </div>
      <a href={href} target="_blank" rel="noopener" className="inline-flex h-11 shrink-0 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {t('brands.quotationLink')}
        <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
      </a>
    </aside>
  );
}

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { query, brands, quotationUrl } = loaderData;
  const location = useLocation();
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('brands.heading') }]} />
      <h1 className="mb-5 mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('brands.heading')}</h1>
      {/* Keyed by the navigation: every client-side one starts it afresh, to the letter the page had
          before a search rewrote its URL too. */}
      <Island key={`${location.key} ${JSON.stringify(query)}`} name="brand-directory" component={BrandDirectory} props={{ query }} />
      <BrandPageResults query={query} brands={brands} />
      {quotationUrl && <QuotationBlock href={quotationUrl} />}
    </div>
  );
}
