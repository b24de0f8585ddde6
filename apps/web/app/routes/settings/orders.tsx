import { ORDER_SEARCH_FIELDS } from '@borong/contracts/orders';
import { ORDER_LIST_FILTERS, type OrderListFilter } from '@borong/contracts/statuses';
import { Form, Link } from 'react-router';
import type { Route } from './+types/orders';
import { required, signedInApi } from '../../features/account/account.server';
import { SettingsHeading } from '../../features/account/settings-nav';
import { ordersApi } from '../../features/orders/api';
import { FILTER_LABELS, SEARCH_FIELD_LABELS } from '../../features/orders/labels';
import { ORDER_SEARCH_MAX, ORDERS_CSV_PATH, orderListSearch, parseOrderListParams } from '../../features/orders/order-params';
import { OrderCard } from '../../features/orders/order-views';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';
import { useFormatCount } from '../../lib/number-format';
import { INPUT, SECONDARY } from '../../ui/form/fields';
import { SearchIcon } from '../../ui/icons';
import { Pagination } from '../../ui/pagination';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.ordersTitle' });
}

/** The buyer's orders under one tab, searched and paged (`GET /mydin-online/orders`), with every tab's count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseOrderListParams(new URL(request.url).searchParams);
  const list = required(await ordersApi(signedInApi(context, request)).list(params), request);
  return { params, list };
}

const SELECT = `${INPUT} pr-8`;

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatCount = useFormatCount();
  const { params, list } = loaderData;
  const all = ORDER_LIST_FILTERS.reduce((sum, f) => sum + list.counts[f], 0);
  const tabs: { status: OrderListFilter | undefined; label: MessageKey; count: number }[] = [
    { status: undefined, label: 'orders.all', count: all },
    ...ORDER_LIST_FILTERS.map((status) => ({ status, label: FILTER_LABELS[status], count: list.counts[status] })),
  ];
  const listPath = localePath('/settings/orders');
  const tabHref = (status: OrderListFilter | undefined) => `${listPath}${orderListSearch(params, { status })}`;
  // The CSV route sits outside the language trees: the file's columns are the same in both.
  const csvQuery = orderListSearch({ ...params, page: 1 });
  return (
    <>
      <SettingsHeading title={t('accountNav.orders')} />

      <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-end">
        <Form method="get" action={listPath} role="search" aria-label={t('orders.searchLabel')} className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[14rem_minmax(0,1fr)_auto]">
          {params.status && <input type="hidden" name="status" value={params.status} />}
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor="order-search-field" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('orders.searchIn')}
            </label>
            <select id="order-search-field" name="search_field" defaultValue={params.search_field} key={`field-${params.search_field}`} className={SELECT}>
              {ORDER_SEARCH_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(SEARCH_FIELD_LABELS[field])}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor="order-search" className="mb-1 block text-sm font-semibold text-slate-800">
              {t('orders.searchLabel')}
            </label>
            <input id="order-search" type="search" name="search" defaultValue={params.search ?? ''} key={`search-${params.search ?? ''}`} maxLength={ORDER_SEARCH_MAX} className={INPUT} autoComplete="off" />
          </div>
          <button type="submit" className={`${SECONDARY} gap-2`}>
            <SearchIcon size={18} />
            {t('orders.search')}
          </button>
        </Form>
        <a href={`${ORDERS_CSV_PATH}${csvQuery}`} download className={`${SECONDARY} gap-2 self-start lg:self-auto`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 3v12m0 0 4-4m-4 4-4-4M4 17v3h16v-3" />
          </svg>
          {t('orders.download')}
        </a>
      </div>

      {/* Wide screens: the status tabs with their counts, on a second row where a language's names need it (none cut off behind a scroll). */}
      <nav aria-label={t('orders.filters')} className="mb-5 hidden md:block">
        <ul className="flex flex-wrap gap-x-0.5 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.status ?? 'all'}>
              <Link
                to={tabHref(tab.status)}
                aria-current={tab.status === params.status ? 'page' : undefined}
                className="group -mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 border-transparent px-2.5 font-semibold text-slate-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
              >
                {t(tab.label)}
                <span className="rounded-full bg-slate-100 px-2 text-sm font-semibold text-slate-700 group-aria-[current=page]:bg-brand-50 group-aria-[current=page]:text-brand-800">{formatCount(tab.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Narrow screens: the same choice as a dropdown, a GET form that works before the page hydrates. */}
      <Form method="get" action={listPath} className="mb-5 flex items-end gap-2 md:hidden">
        {params.search && (
          <>
            <input type="hidden" name="search" value={params.search} />
            <input type="hidden" name="search_field" value={params.search_field} />
          </>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor="order-status" className="mb-1 block text-sm font-semibold text-slate-800">
            {t('orders.filters')}
          </label>
          <select id="order-status" name="status" defaultValue={params.status ?? ''} key={`status-${params.status ?? ''}`} className={SELECT}>
            {tabs.map((tab) => (
              <option key={tab.status ?? 'all'} value={tab.status ?? ''}>
                {t('orders.tabOption', { label: t(tab.label), count: formatCount(tab.count) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={SECONDARY}>
          {t('orders.show')}
        </button>
      </Form>

      <p role="status" className="mb-3 text-sm text-slate-600">
        {params.search ? t('orders.foundFor', { count: formatCount(list.meta.total), search: params.search }) : t('orders.found', { count: formatCount(list.meta.total) })}
        {params.search && (
          <>
            {' '}
            <Link to={`${listPath}${orderListSearch(params, { search: undefined })}`} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('orders.clearSearch')}
            </Link>
          </>
        )}
      </p>

      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('orders.none')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('accountNav.orders')}>
          {list.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.meta.page} lastPage={list.meta.last_page} />
    </>
  );
}
