import { apiPaths } from '@borong/contracts/api-paths';
import type { orderListQuerySchema } from '@borong/contracts/orders';
import {
  sellerOrderListResponseSchema,
  sellerOrderResponseSchema,
  sellerProductListResponseSchema,
  sellerProductResponseSchema,
  sellerStoresResponseSchema,
  type SellerOrder,
  type SellerProductUpdate,
} from '@borong/contracts/seller';
import type { CancellationReason } from '@borong/contracts/order-transitions';
import type { FulfilmentStatus } from '@borong/contracts/statuses';
import { eInvoiceDocumentListResponseSchema, monthlyEInvoiceListResponseSchema } from '@borong/contracts/e-invoice';
import { sellerDisputeListResponseSchema, type DisputeAnswerBody } from '@borong/contracts/disputes';
import type { ApiClient, QueryOf } from '../../lib/api';

/** What the console may ask the API to do to an order (the order's `actions`), with the body each takes. */
export type OrderAction =
  | { kind: 'accept' | 'ready' | 'collected' }
  | { kind: 'reject' | 'cancel'; body: { reason: CancellationReason; note?: string } }
  | { kind: 'ship'; body: { courier: string; tracking_no: string } }
  | { kind: 'tracking'; body: { status: FulfilmentStatus; description: string; location?: string } };

export type OrderActionKind = SellerOrder['actions'][number];

/** The seller console's calls (issue 11): every one names the store, and another store's is a 404. */
export function sellerApi(api: ApiClient) {
  return {
    stores: () => api.get(sellerStoresResponseSchema, apiPaths.sellerStores),
    orders: (storeId: number, query: QueryOf<typeof orderListQuerySchema>) => api.get(sellerOrderListResponseSchema, apiPaths.sellerOrders(storeId), query),
    order: (storeId: number, id: number) => api.get(sellerOrderResponseSchema, apiPaths.sellerOrder(storeId, id)),
    act: (storeId: number, id: number, action: OrderAction) => api.post(sellerOrderResponseSchema, `${apiPaths.sellerOrder(storeId, id)}/${action.kind}`, 'body' in action ? action.body : undefined),
    eInvoices: (storeId: number, id: number) => api.get(eInvoiceDocumentListResponseSchema, apiPaths.sellerOrderEInvoices(storeId, id)),
    /** The order's invoice PDF, or one of its e-invoice documents' JSON, to pass on as it streams. */
    file: (storeId: number, id: number, file: 'invoice' | number) =>
      file === 'invoice' ? api.stream('GET', apiPaths.sellerOrderInvoice(storeId, id), { accept: 'application/pdf' }) : api.stream('GET', apiPaths.sellerOrderEInvoiceDocument(storeId, id, file), { accept: 'application/json' }),
    disputes: (storeId: number) => api.get(sellerDisputeListResponseSchema, apiPaths.sellerDisputes(storeId)),
    answerDispute: (storeId: number, id: number, answer: DisputeAnswerBody) => api.post(sellerOrderResponseSchema, apiPaths.sellerDisputeAnswer(storeId, id), answer),
    products: (storeId: number, query: { search?: string; page?: number; per_page?: number }) => api.get(sellerProductListResponseSchema, apiPaths.sellerProducts(storeId), query),
    updateProduct: (storeId: number, id: number, change: SellerProductUpdate) => api.post(sellerProductResponseSchema, apiPaths.sellerProduct(storeId, id), change),
    /** The store's monthly consolidated e-invoices and notes, newest month first. */
    monthlyEInvoices: (storeId: number, query: { page?: number; per_page?: number }) => api.get(monthlyEInvoiceListResponseSchema, apiPaths.sellerEInvoices(storeId), query),
    /** One monthly document's UBL JSON, to pass on as it streams. */
    monthlyEInvoiceJson: (storeId: number, id: number) => api.stream('GET', apiPaths.sellerEInvoiceJson(storeId, id), { accept: 'application/json' }),
  };
}
