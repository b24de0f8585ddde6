import { redirect } from 'react-router';
import { Link } from '../ui/link';
import type { Route } from './+types/home';
import { BrandsSection } from '../features/home/brands-section';
import { HomeBlocks } from '../features/home/home-blocks';
import { loadHome } from '../features/home/home.server';
import { ReachOut } from '../features/home/reach-out';
import { SearchBanner } from '../features/home/search-banner';
import { StoreGrid } from '../features/stores/store-card';
import { useLocalePath, useT } from '../i18n/i18n';
import { localeFromPath, rememberedLocaleRedirect } from '../i18n/locale';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { ISLANDS_PAGE } from '../lib/page-runtime';
import { useRootData, type RouteHandle } from '../features/session/root-data';
import { CreditTermsBanner } from '../features/credit-terms/credit-terms-banner';
import { CONTAINER } from '../ui/container';
import { EmptyState, ErrorState } from '../ui/states';

/**
 * Served with islands (see ISLANDS_PAGE): the shell, the carousels and the promotions strip
 * hydrate; the rest of the page is links and the search form.
 */
export const handle: RouteHandle & typeof ISLANDS_PAGE = { ...ISLANDS_PAGE, hideHeaderSearch: true };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.homeTitle', description: 'meta.homeDescription', fullTitle: true });
}

/** The first stores and brands and the editors' blocks (see `loadHome`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const remembered = rememberedLocaleRedirect(request);
  if (remembered) throw redirect(remembered);
  const api = apiFor(context, request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { stores, brands, blocks } = await loadHome(api, locale);
  return { stores, brands, blocks, quotationUrl: context?.publicConfig?.quotationUrl ?? null };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { stores, brands, blocks, quotationUrl } = loaderData;
  const variant = useRootData()?.variant ?? 'marketplace';
  return (
    <>
      <SearchBanner />
      <section aria-labelledby="stores-heading" className={`${CONTAINER} mt-10`}>
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id="stores-heading" className="section-title">
            {t('home.storesHeading')}
          </h2>
          {stores.ok && stores.stores.length > 0 && (
            <Link to={localePath('/search')} className="view-all">
              {t('home.viewAllStores')}
            </Link>
          )}
        </div>
        {!stores.ok ? <ErrorState status={stores.status} /> : stores.stores.length === 0 ? <EmptyState /> : <StoreGrid stores={stores.stores} />}
      </section>
      <BrandsSection brands={brands} />
      <div className={`${CONTAINER} mt-10`}>
        <CreditTermsBanner />
      </div>
      <HomeBlocks blocks={blocks} variant={variant} />
      <ReachOut quotationUrl={quotationUrl} />
    </>
  );
}
