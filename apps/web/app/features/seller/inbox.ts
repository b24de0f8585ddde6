import { ORDERS_PER_PAGE, type OrderSearchField } from '@borong/contracts/orders';
import { ORDER_LIST_FILTERS, type OrderListFilter } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';
import { parsePage } from '../../lib/paging';

/** What a seller searches their inbox in: the store's own name (the buyer's "seller" field) would match every order. */
export const INBOX_SEARCH_FIELDS = [
  { field: 'order_no', label: 'seller.searchOrderNo' },
  { field: 'product', label: 'seller.searchProduct' },
] as const satisfies readonly { field: OrderSearchField; label: MessageKey }[];

export type InboxSearchField = (typeof INBOX_SEARCH_FIELDS)[number]['field'];

export interface InboxQuery {
  status: OrderListFilter | '';
  search: string;
  search_field: InboxSearchField;
  page: number;
}

/** The inbox's state from its URL; anything unknown falls back to all orders, by order number, page 1. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const status = params.get('status') ?? '';
  const field = params.get('search_field');
  return {
    status: (ORDER_LIST_FILTERS as readonly string[]).includes(status) ? (status as OrderListFilter) : '',
    search: (params.get('search') ?? '').trim().slice(0, 100),
    search_field: INBOX_SEARCH_FIELDS.find((f) => f.field === field)?.field ?? 'order_no',
    page: parsePage(params.get('page')),
  };
}

/** The inbox URL's query for a tab: the search kept, back to page 1. */
export function tabHref(query: InboxQuery, status: OrderListFilter | ''): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (query.search) {
    params.set('search', query.search);
    params.set('search_field', query.search_field);
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export const INBOX_PER_PAGE = ORDERS_PER_PAGE;
