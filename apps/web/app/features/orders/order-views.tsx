import type { OrderDetail, OrderSummary } from '@borong/contracts/orders';
import { ORDER_ACTORS, type OrderActor } from '@borong/contracts/order-transitions';
import type { OrderStatus } from '@borong/contracts/statuses';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { useFormatPrice } from '../../lib/money';
import { ImageWithFallback, initialOf } from '../../ui/image';
import { ACTOR_LABELS, CANCELLATION_REASON_LABELS, STATUS_LABELS, STATUS_TONES } from './labels';
import { historyReason } from './order-params';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONES[status]}`}>{t(STATUS_LABELS[status])}</span>;
}

/** The order page of one seller order. */
export const orderPath = (id: number) => `/settings/orders/${id}`;

/**
 * One order in the buyer's list (spec §2 "order list"): number, date, seller, status, the first
 * items' pictures with how many more, the total, and the time to pay by while unpaid.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const more = order.item_count - order.items.length;
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold">
            <span className="block text-xs font-medium text-slate-500">{t('orders.orderNoLabel')}</span>{' '}
            <Link to={localePath(orderPath(order.id))} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {order.order_no}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, {t('orders.seller')}: </span>
            <span className="font-medium text-slate-800">{order.store.domain_name}</span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <ul className="flex gap-2" aria-label={t('orders.itemsOf', { count: order.item_count })}>
            {order.items.map((item, i) => (
              <li key={`${i}-${item.name}`}>
                <ImageWithFallback
                  src={item.image_url}
                  alt={t('orders.itemThumb', { name: item.name, quantity: item.quantity })}
                  width={56}
                  height={56}
                  className="size-14 rounded-lg border border-slate-200 bg-slate-50 object-contain"
                  placeholder={{ className: 'flex size-14 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-500', text: initialOf(item.name) }}
                />
              </li>
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-slate-600">{t('orders.andMore', { count: more })}</p>}
        </div>
        <p className="text-right">
          <span className="block text-xs text-slate-600">{t('orders.total')}</span>
          <span className="text-lg font-bold text-slate-900">{formatPrice(order.grand_total)}</span>
        </p>
      </div>
      {order.status === 'NEW_ORDER' && order.pay_by && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">{t('orders.payByShort', { time: formatDate(order.pay_by, 'dateTime') })}</p>
      )}
    </article>
  );
}

const isActor = (value: string): value is OrderActor => (ORDER_ACTORS as readonly string[]).includes(value);

/** The order's status history, oldest first: what happened, when, by whom and why. */
export function StatusTimeline({ history }: { history: OrderDetail['history'] }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <ol className="relative ml-2 space-y-4 border-l-2 border-slate-200 pl-5">
      {history.map((entry, i) => {
        const why = historyReason(entry.reason);
        const last = i === history.length - 1;
        return (
          <li key={`${entry.created_at}-${i}`} className="relative" aria-current={last ? 'step' : undefined}>
            <span aria-hidden="true" className={`absolute -left-[1.72rem] top-1 size-3 rounded-full ring-4 ring-white ${last ? 'bg-brand-700' : 'bg-slate-400'}`} />
            <p className="font-semibold text-slate-900">{t(STATUS_LABELS[entry.to])}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.created_at}>{formatDate(entry.created_at, 'dateTime')}</time>
              {isActor(entry.actor) && ` · ${t(ACTOR_LABELS[entry.actor])}`}
            </p>
            {why && 'code' in why && (
              <p className="text-sm text-slate-700">
                {t('orders.reasonLabel')}: {t(CANCELLATION_REASON_LABELS[why.code])}
                {why.note && <span className="block text-slate-600">“{why.note}”</span>}
              </p>
            )}
            {/* The seller's own words; the system's one cancellation is an unpaid order lapsing. */}
            {why && 'text' in why && entry.actor === 'seller' && <p className="text-sm text-slate-700">{why.text}</p>}
            {entry.actor === 'system' && entry.to === 'CANCELLED' && <p className="text-sm text-slate-700">{t('orders.lapsed')}</p>}
          </li>
        );
      })}
    </ol>
  );
}
