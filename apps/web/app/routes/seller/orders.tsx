import type { OrderListFilter } from '@borong/contracts/statuses';
import { Form, Link } from 'react-router';
import type { Route } from './+types/orders';
import { DELIVERY_METHOD_LABELS } from '../../features/checkout/labels';
import { AcceptBadge, StatusBadge } from '../../features/seller/console';
import { INBOX_PER_PAGE, INBOX_SEARCH_FIELDS, readInboxQuery, tabHref, type InboxQuery } from '../../features/seller/inbox';
import { INBOX_TABS } from '../../features/seller/labels';
import { consoleApi, consoleRequired, idParam } from '../../features/seller/seller.server';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { pageMeta } from '../../lib/meta';
import { useFormatPrice } from '../../lib/money';
import { useFormatCount } from '../../lib/number-format';
import { INPUT, PRIMARY, SECONDARY } from '../../ui/form/fields';
import { Pagination } from '../../ui/pagination';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.ordersTitle' });
}

/** One page of the store's orders under a tab, with every tab's count for the same search. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const query = readInboxQuery(new URL(request.url).searchParams);
  const list = consoleRequired(
    await consoleApi(context, request).orders(storeId, {
      ...(query.status ? { status: query.status } : {}),
      ...(query.search ? { search: query.search, search_field: query.search_field } : {}),
      page: query.page,
      per_page: INBOX_PER_PAGE,
    }),
    request,
  );
  return { storeId, query, list };
}

type Counts = Record<string, number>;
const countOf = (counts: Counts, status: OrderListFilter | '') => (status ? (counts[status] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0));

/**
 * The status tabs: links on wide screens (the current one aria-current), a dropdown GET form on
 * narrow ones, where six tabs do not fit; both carry the search and start again at page 1.
 */
function StatusTabs({ query, counts }: { query: InboxQuery; counts: Counts }) {
  const t = useT();
  const formatCount = useFormatCount();
  return (
    <>
      <nav aria-label={t('orders.filters')} className="mb-5 hidden md:block">
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {INBOX_TABS.map((tab) => (
            <li key={tab.status}>
              <Link
                to={tabHref(query, tab.status)}
                aria-current={tab.status === query.status ? 'page' : undefined}
                className="-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-3 font-semibold text-slate-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(tab.label)}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">{formatCount(countOf(counts, tab.status))}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="mb-4 flex items-end gap-2 md:hidden">
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {query.search && <input type="hidden" name="search_field" value={query.search_field} />}
        <div className="min-w-0 flex-1">
          <label htmlFor="inbox-status" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('orders.filters')}
          </label>
          <select id="inbox-status" name="status" defaultValue={query.status} key={query.status} className={INPUT}>
            {INBOX_TABS.map((tab) => (
              <option key={tab.status} value={tab.status}>
                {t('seller.tabOption', { label: t(tab.label), count: formatCount(countOf(counts, tab.status)) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={SECONDARY}>
          {t('seller.show')}
        </button>
      </Form>
    </>
  );
}

function SearchForm({ query }: { query: InboxQuery }) {
  const t = useT();
  return (
    <Form method="get" role="search" aria-label={t('seller.searchOrders')} className="mb-5 grid gap-2 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-end">
      {query.status && <input type="hidden" name="status" value={query.status} />}
      <div>
        <label htmlFor="inbox-field" className="mb-1 block text-sm font-semibold text-slate-800">
          {t('seller.searchIn')}
        </label>
        <select id="inbox-field" name="search_field" defaultValue={query.search_field} className={INPUT}>
          {INBOX_SEARCH_FIELDS.map((f) => (
            <option key={f.field} value={f.field}>
              {t(f.label)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inbox-search" className="mb-1 block text-sm font-semibold text-slate-800">
          {t('seller.searchOrders')}
        </label>
        <input id="inbox-search" type="search" name="search" defaultValue={query.search} maxLength={100} className={INPUT} />
      </div>
      <button type="submit" className={PRIMARY}>
        {t('seller.search')}
      </button>
    </Form>
  );
}

export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const formatCount = useFormatCount();
  const { storeId, query, list } = loaderData;
  const base = localePath(`/seller/${storeId}/orders`);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('seller.ordersTitle')}</h1>
      <StatusTabs query={query} counts={list.counts} />
      <SearchForm query={query} />
      {query.search && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-slate-700">
          {t('seller.foundFor', { search: query.search, count: formatCount(list.meta.total) })}
          <Link to={tabHref({ ...query, search: '' }, query.status)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {t('seller.clearSearch')}
          </Link>
        </p>
      )}
      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('orders.none')}</p>
      ) : (
        <ol aria-label={t('seller.ordersTitle')} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {list.data.map((order) => {
            const toAccept = order.status === 'PROCESSED' && !order.accepted_at;
            return (
              <li key={order.id} className={`grid gap-x-6 gap-y-1 p-4 lg:grid-cols-[minmax(0,13rem)_minmax(0,11rem)_minmax(0,1fr)_auto] lg:items-center ${toAccept ? 'bg-orange-50/40' : ''}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`${base}/${order.id}`} className="inline-flex min-h-11 items-center font-bold text-brand-800 underline-offset-4 hover:underline">
                    {order.order_no}
                  </Link>
                  <StatusBadge status={order.status} />
                  {toAccept && <AcceptBadge />}
                </div>
                <div className="text-sm text-slate-700">
                  <p>{formatDate(order.created_at, 'dateTime')}</p>
                  <p className="font-medium text-slate-900">
                    <span className="sr-only">{t('seller.buyer')}: </span>
                    {order.buyer_name}
                  </p>
                </div>
                <div className="min-w-0 text-sm text-slate-700">
                  <p className="truncate">
                    {t('seller.itemCount', { count: formatCount(order.item_count) })} · {order.items.map((item) => t('seller.itemQty', { name: item.name, quantity: item.quantity })).join(', ')}
                    {order.item_count > order.items.length && '…'}
                  </p>
                  <p className="text-slate-600">{t(DELIVERY_METHOD_LABELS[order.delivery_method])}</p>
                </div>
                <p className="text-base font-bold text-slate-900 lg:text-right">
                  <span className="sr-only">{t('seller.total')}: </span>
                  {formatPrice(order.grand_total)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <Pagination page={list.meta.page} lastPage={list.meta.last_page} />
    </>
  );
}
