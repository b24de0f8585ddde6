import { apiPaths } from '@borong/contracts/api-paths';
import { buyAgainResponseSchema, orderActionResponseSchema, orderDetailResponseSchema, orderListResponseSchema, type CancelOrderBody } from '@borong/contracts/orders';
import type { ApiClient } from '../../lib/api';
import type { OrderListParams } from './order-params';

/** The buyer's orders (issue 11): the list and its CSV, one order, and what the buyer may do to it. */
export function ordersApi(api: ApiClient) {
  return {
    list: (params: OrderListParams) => api.get(orderListResponseSchema, apiPaths.orders, { ...params }),
    /** The same filters as the list, every page, as the API's CSV. */
    exportCsv: ({ status, search, search_field }: Omit<OrderListParams, 'page'>) => api.stream('GET', apiPaths.ordersExport, { query: { status, search, search_field }, accept: 'text/csv' }),
    detail: (id: number) => api.get(orderDetailResponseSchema, apiPaths.orderDetail(id)),
    cancel: (id: number, body: CancelOrderBody) => api.post(orderActionResponseSchema, apiPaths.orderCancel(id), body),
    complete: (id: number) => api.post(orderActionResponseSchema, apiPaths.orderComplete(id)),
    buyAgain: (id: number) => api.post(buyAgainResponseSchema, apiPaths.orderBuyAgain(id)),
    /** Opens a dispute: the form as multipart (reason, description, items as JSON, photos). */
    dispute: (id: number, form: FormData) => api.post(orderActionResponseSchema, apiPaths.orderDispute(id), form),
    /** A dispute photo as the API serves it, for the buyer or the store's sellers. */
    disputePhoto: (name: string) => api.stream('GET', apiPaths.disputePhoto(name), { accept: 'image/*' }),
  };
}
