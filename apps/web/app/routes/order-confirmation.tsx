import { Link } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { required, signedInApi } from '../features/account/account.server';
import { checkoutApi } from '../features/checkout/api';
import { OrderTotals, orderTotals } from '../features/checkout/order-totals';
import { DeliverySummary, OrderLines } from '../features/checkout/order-lines';
import { useLocalePath, useT } from '../i18n/i18n';
import { useFormatDate } from '../lib/date-format';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { notFound } from '../lib/responses.server';
import { CONTAINER } from '../ui/container';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.orderConfirmationTitle' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** An order as placed (`GET /mydin-online/order/detail/{id}`); another buyer's is "No order found" (404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  return { order: required(await checkoutApi(signedInApi(context, request)).order(Number(params.id)), request).data };
}

const BANNERS = {
  confirmed: { title: 'checkout.confirmedTitle', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  awaiting: { title: 'checkout.awaitingTitle', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  cancelled: { title: 'checkout.cancelledOrderTitle', tone: 'border-red-200 bg-red-50 text-red-900' },
} as const;

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const { order } = loaderData;
  const state = order.status === 'NEW_ORDER' ? 'awaiting' : order.status === 'CANCELLED' ? 'cancelled' : 'confirmed';
  return (
    <div className={`${CONTAINER} max-w-3xl py-8`}>
      <div role="status" className={`rounded-xl border px-5 py-4 ${BANNERS[state].tone}`}>
        <h1 className="text-xl font-bold">{t(BANNERS[state].title)}</h1>
        <p className="mt-1">{t('checkout.orderNo', { no: order.order_no })}</p>
        {order.pay_by && <p className="mt-1 font-semibold">{t('checkout.payBy', { time: formatDate(order.pay_by, 'dateTime') })}</p>}
        {order.credit_terms && <p className="mt-1">{t('checkout.creditDue', { amount: formatPrice(order.credit_terms.charge), fee: formatPrice(order.credit_terms.service_fee), date: formatDate(order.credit_terms.due_at) })}</p>}
        <p className="mt-2">
          <Link to={localePath(`/settings/orders/${order.id}`)} className="font-semibold underline underline-offset-4">
            {t('orders.followOrder')}
          </Link>
        </p>
      </div>
      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="font-bold text-slate-900">
          <Link to={localePath(`/store/${encodeURIComponent(order.store.url)}`)} className="underline-offset-4 hover:underline">
            {order.store.domain_name}
          </Link>
        </h2>
        <div className="mt-3">
          <OrderLines items={order.items} />
        </div>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <DeliverySummary delivery={order.delivery} />
          <OrderTotals totals={orderTotals(order.totals)} />
        </div>
      </section>
      {order.siblings.length > 0 && (
        <section className="mt-6">
          <h2 className="font-bold text-slate-900">{t('checkout.sameCheckout')}</h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {order.siblings.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-2 p-3">
                <Link to={localePath(`/order-confirmation/${s.id}`)} className="font-semibold text-brand-800 underline">
                  {s.order_no}
                </Link>
                <span>{s.store_name}</span>
                <span className="font-semibold">{formatPrice(s.grand_total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
