import type { Brand } from '@borong/contracts/catalogue';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/brands';
import { BRAND_LETTERS, brandApiParams, groupBrands, letterHref, parseBrandQuery, type BrandQuery } from '../features/brands/brand-directory';
import { BrandSearch } from '../features/brands/brand-search';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { ImageWithFallback } from '../ui/image';
import { Pagination } from '../ui/pagination';
import { EmptyState, ErrorState } from '../ui/states';

const LOGO_SIZE = 40;

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
  const result = await apiFor(context, request).brands(brandApiParams(query));
  const brands = result.ok ? ({ ok: true, list: result.data.data, meta: result.data.meta } as const) : ({ ok: false, status: result.status } as const);
  return { query, brands, quotationUrl };
}

function LetterIndex({ query }: { query: BrandQuery }) {
  const t = useT();
  const { pathname } = useLocation();
  const base = 'inline-flex size-10 items-center justify-center rounded-lg text-sm font-bold';
  const entries: { label: string; letter: string | null; name?: string }[] = [
    ...BRAND_LETTERS.map((letter) => ({ label: letter, letter })),
    { label: '#', letter: null, name: t('brands.allLetters') },
  ];
  return (
    <nav aria-label={t('brands.letters')} className="mt-5">
      <ul className="flex flex-wrap gap-1.5">
        {entries.map(({ label, letter, name }) => {
          const current = (query.letter ?? null) === letter;
          return (
            <li key={label}>
              <Link
                to={letterHref(pathname, query, letter)}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
                className={`${base} ${current ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'}`}
              >
                <span aria-hidden={name ? true : undefined}>{label}</span>
                {name && <span className="sr-only">{name}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function BrandLink({ brand }: { brand: Brand }) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(`/search?${new URLSearchParams({ brand_name: brand.brand_name })}`)}
      className="flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 hover:border-brand-600 hover:text-brand-800"
    >
      <ImageWithFallback
        src={brand.logo}
        alt=""
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        className="size-10 shrink-0 rounded-md object-contain"
        fallback={<span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 font-bold text-slate-500">{brand.brand_name.charAt(0)}</span>}
      />
      <span className="min-w-0 break-words text-sm font-medium">{brand.brand_name}</span>
    </Link>
  );
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
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('brands.heading') }]} />
      <h1 className="mb-5 mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('brands.heading')}</h1>
      <BrandSearch defaultValue={query.search} />
      <LetterIndex query={query} />
      <div className="mt-6">
        {!brands.ok ? (
          <ErrorState status={brands.status} />
        ) : brands.list.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-slate-600">
              {t('brands.count', { count: brands.meta.total.toLocaleString('en-MY') })}
            </p>
            {groupBrands(brands.list).map((group) => (
              <section key={group.letter} aria-labelledby={`brands-${group.letter}`} className="mb-8">
                <h2 id={`brands-${group.letter}`} className="mb-3 border-b border-slate-200 pb-1 text-xl font-bold text-slate-900">
                  {group.letter}
                </h2>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {group.brands.map((brand) => (
                    <li key={brand.id}>
                      <BrandLink brand={brand} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <Pagination page={brands.meta.page} lastPage={brands.meta.last_page} />
          </>
        )}
      </div>
      {quotationUrl && <QuotationBlock href={quotationUrl} />}
    </div>
  );
}
