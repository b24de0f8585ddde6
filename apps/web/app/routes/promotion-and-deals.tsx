import type { PromoDeal } from '@borong/contracts/content';
import type { Route } from './+types/promotion-and-deals';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { homeApi } from '../features/home/api';
import { pageMeta } from '../lib/meta';
import { parsePage } from '../lib/paging';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { ImageWithFallback } from '../ui/image';
import { Pagination } from '../ui/pagination';
import { EmptyState, ErrorState } from '../ui/states';

const PAGE_SIZE = 18;
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 400;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.promotionsTitle', description: 'meta.promotionsDescription' });
}

/** Critical data: one page of active promotions; a failed call shows an error state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const result = await homeApi(apiFor(context, request)).promoDeals({ page, per_page: PAGE_SIZE });
  return result.ok ? ({ ok: true, deals: result.data.promo_deals, meta: result.data.meta } as const) : ({ ok: false, status: result.status } as const);
}

/** A promotion card (spec §2): its image links to the promotion's catalogue. */
function PromotionCard({ deal, eager }: { deal: PromoDeal; eager: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <a
      href={localePath(`/catalogue/${encodeURIComponent(deal.catalogue.url)}`)}
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:border-brand-600 hover:shadow-md"
    >
      <ImageWithFallback
        src={deal.image_url}
        alt={t('promotions.view', { name: deal.catalogue.name })}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/1] w-full bg-slate-100 object-cover"
        fallback={<span role="img" aria-label={t('promotions.view', { name: deal.catalogue.name })} className="block aspect-[3/1] w-full bg-brand-50" />}
      />
      <p className="px-4 py-3 font-semibold text-slate-900 group-hover:text-brand-800" aria-hidden="true">
        {deal.catalogue.name}
      </p>
    </a>
  );
}

export default function PromotionAndDeals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('promotions.heading') }]} />
      <h1 className="mb-6 mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('promotions.heading')}</h1>
      {!loaderData.ok ? (
        <ErrorState status={loaderData.status} />
      ) : loaderData.deals.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.deals.map((deal, i) => (
              <li key={deal.id}>
                <PromotionCard deal={deal} eager={i < 3} />
              </li>
            ))}
          </ul>
          <Pagination page={loaderData.meta.page} lastPage={loaderData.meta.last_page} />
        </>
      )}
    </div>
  );
}
