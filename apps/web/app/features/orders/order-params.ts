import { CANCELLATION_REASONS, type CancellationReason } from '@borong/contracts/order-transitions';
import { ORDER_SEARCH_FIELDS, type OrderSearchField } from '@borong/contracts/orders';
import { isOrderListFilter, type OrderListFilter } from '@borong/contracts/statuses';
import { parsePage } from '../../lib/paging';

/** The query of `/settings/orders`, as the list's tabs, search form and pages write it. */
export interface OrderListParams {
  status?: OrderListFilter;
  search?: string;
  search_field: OrderSearchField;
  page: number;
}

/**
 * The storefront's CSV of the list: the browser holds no API token, so the storefront fetches it
 * with the session and passes it on. One route outside the language trees: the file is the same in both.
 */
export const ORDERS_CSV_PATH = '/settings/orders/export.csv';

/** The API's bound on the search text (orderListQuerySchema). */
export const ORDER_SEARCH_MAX = 100;

const isSearchField = (value: string | null): value is OrderSearchField => (ORDER_SEARCH_FIELDS as readonly (string | null)[]).includes(value);

/**
 * Reads the list's query leniently, as a hand-edited or old URL may be anything: an unknown status
 * shows every order, an unknown field searches order numbers, a long search is cut to the API's
 * bound and control characters are dropped, so the page never turns a typo into an error.
 */
export function parseOrderListParams(query: URLSearchParams): OrderListParams {
  const status = query.get('status');
  const field = query.get('search_field');
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const search = (query.get('search') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, ORDER_SEARCH_MAX).trim();
  return {
    ...(isOrderListFilter(status) ? { status } : {}),
    ...(search ? { search } : {}),
    search_field: isSearchField(field) ? field : 'order_no',
    page: parsePage(query.get('page')),
  };
}

/**
 * The list's URL query for `params` with `change` applied; a new status or search starts again
 * at page 1. The default field is left out unless there is a search to go with it.
 */
export function orderListSearch(params: OrderListParams, change: Partial<OrderListParams> = {}): string {
  const next = { ...params, ...change };
  const resetsPage = 'status' in change || 'search' in change || 'search_field' in change;
  const query = new URLSearchParams();
  if (next.status) query.set('status', next.status);
  if (next.search) {
    query.set('search', next.search);
    query.set('search_field', next.search_field);
  }
  if (!resetsPage && next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** An order id in a page URL: a whole number the API can hold (1 … 2^31 − 1), or null ("Invalid Order Number"). */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A cancellation reason posted by the form, or null. */
export function parseCancellationReason(value: FormDataEntryValue | null): CancellationReason | null {
  return typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value) ? (value as CancellationReason) : null;
}

/**
 * What a status-history reason says. A buyer's cancellation is written `CODE` or `CODE: note`
 * (the API's cancelOrder), shown as the reason in the buyer's language and their note; any other
 * reason is the API's or the seller's own text.
 */
export function historyReason(reason: string | null): { code: CancellationReason; note: string | null } | { text: string } | null {
  if (!reason) return null;
  const match = /^([A-Z_]+)(?:: ([\s\S]*))?$/.exec(reason);
  const code = match?.[1] ?? '';
  if (match && (CANCELLATION_REASONS as readonly string[]).includes(code)) return { code: code as CancellationReason, note: match[2]?.trim() || null };
  return { text: reason };
}
