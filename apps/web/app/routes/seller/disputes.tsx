import { Link } from 'react-router';
import type { Route } from './+types/disputes';
import { DisputeView } from '../../features/orders/dispute-view';
import { consoleApi, consoleRequired, idParam } from '../../features/seller/seller.server';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.disputesTitle' });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const { data } = consoleRequired(await consoleApi(context, request).disputes(storeId), request);
  return { storeId, disputes: data };
}

/** The store's disputes, open ones first; each links to its order, where the seller answers it. */
export default function SellerDisputesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { storeId, disputes } = loaderData;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('seller.disputesTitle')}</h1>
      {disputes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">{t('seller.noDisputes')}</p>
      ) : (
        <ul className="grid gap-4">
          {disputes.map((d) => (
            <li key={d.id} className="grid gap-2">
              <Link to={localePath(`/seller/${storeId}/orders/${d.order_id}`)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                {t('seller.viewOrder', { no: d.order_no })}
              </Link>
              <DisputeView dispute={d} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
