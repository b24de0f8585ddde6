import { apiPaths } from '@borong/contracts/api-paths';
import { buyAgainResponseSchema, orderActionResponseSchema, orderDetailResponseSchema, orderListResponseSchema, type CancelOrderBody } from '@borong/contracts/orders';
import { eInvoiceDocumentListResponseSchema } from '@borong/contracts/e-invoice';
import type { ApiClient } from '../../lib/api';
import type { OrderListParams } from './order-params';

/** An order's downloadable file: its invoice PDF, or an e-invoice document by id. */
export type OrderFile = 'invoice' | number;

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
    eInvoices: (id: number) => api.get(eInvoiceDocumentListResponseSchema, apiPaths.orderEInvoices(id)),
    /** The order's invoice PDF, or one of its e-invoice documents' JSON, to pass on as it streams. */
    file: (id: number, file: OrderFile) => (file === 'invoice' ? api.stream('GET', apiPaths.orderInvoice(id), { accept: 'application/pdf' }) : api.stream('GET', apiPaths.orderEInvoiceDocument(id, file), { accept: 'application/json' })),
    /** Opens a dispute: the form as multipart (reason, description, items as JSON, photos). */
    dispute: (id: number, form: FormData) => api.post(orderActionResponseSchema, apiPaths.orderDispute(id), form),
    /** A dispute photo as the API serves it, for the buyer or the store's sellers. */
    disputePhoto: (name: string) => api.stream('GET', apiPaths.disputePhoto(name), { accept: 'image/*' }),
  };
}
