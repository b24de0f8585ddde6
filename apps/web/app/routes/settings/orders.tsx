import { ORDER_LIST_FILTERS, type OrderListFilter } from '@borong/contracts/statuses';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/orders';
import { SettingsHeading } from '../../features/account/settings-nav';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';
import { requireSessionToken } from '../../lib/session.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.ordersTitle' });
}

export function loader({ request }: Route.LoaderArgs) {
  requireSessionToken(request);
  return null;
}

/** A label for every order-list filter of the contracts (a new filter fails typecheck here). */
const FILTER_LABELS: { readonly [F in OrderListFilter]: MessageKey } = {
  NEW_ORDER: 'orders.unpaid',
  PROCESSED: 'orders.processed',
  READY_TO_SHIP: 'orders.readyToShip',
  SHIPPED: 'orders.shipped',
  COMPLETE: 'orders.complete',
  RETURNS_CANCELLATION: 'orders.cancellation',
};

const ORDER_TABS: readonly { status: OrderListFilter | ''; label: MessageKey }[] = [
  { status: '', label: 'orders.all' },
  ...ORDER_LIST_FILTERS.map((status) => ({ status, label: FILTER_LABELS[status] })),
];

/**
 * Orders are not part of this release (no cart or checkout yet), so every filter honestly shows
 * "No order found"; the status tabs are in place for when orders arrive.
 */
export default function OrdersPage() {
  const t = useT();
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  return (
    <>
      <SettingsHeading title={t('accountNav.orders')} />
      <nav aria-label={t('orders.filters')} className="mb-6 overflow-x-auto">
        <ul className="flex min-w-max gap-2 border-b border-slate-200">
          {ORDER_TABS.map((tab) => (
            <li key={tab.status}>
              <Link
                to={tab.status ? `?status=${tab.status}` : '?'}
                aria-current={tab.status === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-slate-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('orders.none')}</p>
    </>
  );
}
