import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema, idParam } from '@borong/contracts/common';
import { CANCELLATION_REASONS } from '@borong/contracts/order-transitions';
import { buyAgainResponseSchema, cancelOrderBodySchema, ORDER_SEARCH_FIELDS, orderActionResponseSchema, orderDetailResponseSchema, orderListQuerySchema, orderListResponseSchema } from '@borong/contracts/orders';
import { orderTrackingResponseSchema } from '@borong/contracts/seller';
import { ORDER_LIST_FILTERS } from '@borong/contracts/statuses';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../db/schema';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { buyAgain, cancelOrder, completeOrder, EXPORT_LIMIT, exportOrders, listOrders, ORDER_MESSAGES } from './buyer-orders';
import { orderDetail } from './orders';
import { orderTracking } from '../seller/seller';
import { invoicePdf, sendInvoice } from './invoice';
import { documentJson, E_INVOICE_DOCUMENT_DESCRIPTION, E_INVOICE_LIST_DESCRIPTION, orderDocuments, sendDocumentJson } from '../e-invoices/documents';
import { eInvoiceDocumentListResponseSchema } from '@borong/contracts/e-invoice';
import { paymentGateway } from '../payments/gateway';

/** The buyer's orders (issue 10: the confirmation page; issue 11 adds the list and the actions). */
export default async function orderRoutes(app: ApiApp, deps: ApiDeps) {
  const { config, database } = deps;
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.orderDetailRoute, {
    schema: {
      tags: ['orders'],
      summary: 'One of the buyer’s seller orders',
      description: 'Lines as sold (name, unit, quantity, price, subtotal, discount, tax type, rate and amount), the seller, delivery (method, slot, locker, address as placed), payment (method and the checkout payment’s status), credit_terms (for an order paid on credit terms: the checkout’s charge with its service fee, and its due time; else null), totals, the status history, the other seller orders of the same checkout, and what the buyer may do now (can_cancel, can_complete, as in the list). Another buyer’s order, or none, is a 404 "No order found".',
      params: z.object({ id: idParam('id') }),
      response: { 200: orderDetailResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({ data: await orderDetail(db, callerId(request), request.params.id) }),
  });

  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const LIST = `status: one of ${ORDER_LIST_FILTERS.join(', ')} (RETURNS_CANCELLATION lists cancelled orders), or absent for all; search (at most 100 characters) looked for anywhere in search_field: ${ORDER_SEARCH_FIELDS.join(' | ')} (order number, a product's name, the seller's name; order_no when absent).`;

  app.get(apiPaths.orders, {
    schema: {
      tags: ['orders'],
      summary: 'The buyer’s orders, one tab at a time',
      description: `Newest first, ${'`per_page`'} (1–50, 10) a page. ${LIST} Each order says what the buyer may do now (can_cancel, can_complete), by the order state machine. counts holds every tab's count for the same search.`,
      querystring: orderListQuerySchema,
      response: { 200: orderListResponseSchema, ...errors },
    },
    handler: async (request) => listOrders(db, callerId(request), request.query),
  });

  app.get(apiPaths.ordersExport, {
    schema: {
      tags: ['orders'],
      summary: 'The buyer’s filtered order list as CSV',
      description: `The list with the same filters (${LIST}), at most ${EXPORT_LIMIT} orders, as text/csv (UTF-8, CRLF): order_no, created_at, seller, status, item_count, payment_method, grand_total_rm. A cell that a spreadsheet would read as a formula is prefixed with an apostrophe.`,
      querystring: orderListQuerySchema.omit({ page: true, per_page: true }),
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const csv = await exportOrders(db, callerId(request), { ...request.query, page: 1, per_page: EXPORT_LIMIT });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="borong-orders.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  app.post(apiPaths.orderCancelRoute, {
    schema: {
      tags: ['orders'],
      summary: 'The buyer cancels an order before it leaves the seller',
      description: `reason: one of spec §3's reasons (${CANCELLATION_REASONS.join(', ')}); note: up to 500 characters. Allowed while the order is unpaid, paid or ready to ship (not shipped, complete or cancelled: 409 "${ORDER_MESSAGES.cancelFailed}", nothing changed). An unpaid order shares one payment with its checkout's other unpaid orders, so they are cancelled together. Cancelling returns the stock and the pickup slot; a paid order is refunded in full at once: refund_to ECREDIT (the default) to the buyer's e-credit, ORIGINAL to the method they paid with through the payment gateway (when the gateway cannot refund, as Billplz cannot, it goes to e-credit and the refund is recorded as FALLBACK_ECREDIT); e-credit spent on the order always goes back to e-credit, and a credit-terms order is reversed on the credit-terms ledger whatever refund_to says; the refund is written as a refund note (04) on the order's e-invoice, and a credit-terms reversal as a credit note (02); once every order of the checkout is cancelled, the promo code's use, the shipping voucher and the credit-terms fee go back too. Answers "${ORDER_MESSAGES.cancelled}" and the order. Another buyer's order is a 404.`,
      params: z.object({ id: idParam('id') }),
      body: cancelOrderBodySchema,
      response: { 200: orderActionResponseSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { refund_to: refundTo, ...body } = request.body;
      await cancelOrder(db, userId, request.params.id, { ...body, refundTo, provider: paymentGateway(deps), publicUrl: config.publicUrl });
      return { error: false as const, message: ORDER_MESSAGES.cancelled, data: await orderDetail(db, userId, request.params.id) };
    },
  });

  app.post(apiPaths.orderCompleteRoute, {
    schema: {
      tags: ['orders'],
      summary: 'The buyer confirms an order received',
      description: 'A shipped order, or a self-pickup order ready for collection, becomes COMPLETE; anything else is a 409 and nothing changes. Another buyer\'s order is a 404.',
      params: z.object({ id: idParam('id') }),
      response: { 200: orderActionResponseSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) => {
      const userId = callerId(request);
      await completeOrder(db, userId, request.params.id, config.publicUrl);
      return { error: false as const, message: ORDER_MESSAGES.completed, data: await orderDetail(db, userId, request.params.id) };
    },
  });

  app.post(apiPaths.orderBuyAgainRoute, {
    schema: {
      tags: ['orders'],
      summary: 'Puts an order’s products back in the cart',
      description: 'Each product at the quantity bought, brought within today\'s minimum, step, maximum and stock; products no longer sold, from a closed store or out of stock are skipped, and products already in the cart are left as they are. Answers how many were added and skipped; more lines than the cart holds is a 409. Another buyer\'s order is a 404.',
      params: z.object({ id: idParam('id') }),
      response: { 200: buyAgainResponseSchema, ...errors, 409: apiErrorSchema },
    },
    handler: async (request) => {
      const result = await buyAgain(db, callerId(request), request.params.id);
      return { error: false as const, message: `${result.added} added to your cart`, data: result };
    },
  });

  app.get(apiPaths.orderTrackingRoute, {
    schema: {
      tags: ['orders'],
      summary: 'Tracking of one of the buyer’s orders',
      description: 'The courier and tracking number once shipped, and every event the seller recorded (created_at, description, location, status: a fulfilment status), oldest first. Another buyer\'s order is a 404 "No order found".',
      params: z.object({ id: idParam('id') }),
      response: { 200: orderTrackingResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await orderTracking(db, callerId(request), request.params.id) }),
  });

  app.get(apiPaths.orderInvoiceRoute, {
    schema: {
      tags: ['orders'],
      summary: 'The tax invoice of one of the buyer’s orders, as a PDF',
      description: 'application/pdf, as an attachment named invoice-<order no>.pdf, in the language the buyer checked out in: the supplier and the buyer with TIN, business registration and SST numbers (the consolidated general-public TIN for a buyer without e-invoice details), the lines with tax type, rate and amount, SST on goods and on delivery, the total, and a QR code of the order\'s page. A paid order only: an unpaid or lapsed one is a 409. Another buyer\'s order is a 404.',
      params: z.object({ id: idParam('id') }),
      response: { 200: z.any().describe('The PDF'), ...errors, 409: apiErrorSchema },
    },
    handler: async (request, reply) => {
      return sendInvoice(reply, await invoicePdf(db, request.params.id, eq(orders.userId, callerId(request)), config));
    },
  });

  app.get(apiPaths.orderEInvoicesRoute, {
    schema: {
      tags: ['orders'],
      summary: 'The e-invoice and notes of one of the buyer’s orders',
      description: `${E_INVOICE_LIST_DESCRIPTION} Another buyer's order is a 404.`,
      params: z.object({ id: idParam('id') }),
      response: { 200: eInvoiceDocumentListResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await orderDocuments(db, request.params.id, eq(orders.userId, callerId(request)), config.myInvois.portalUrl) }),
  });

  app.get(apiPaths.orderEInvoiceDocumentRoute, {
    schema: {
      tags: ['orders'],
      summary: 'Downloads one e-invoice document of one of the buyer’s orders',
      description: `${E_INVOICE_DOCUMENT_DESCRIPTION} Another buyer's order, or a document of another order, is a 404.`,
      params: z.object({ id: idParam('id'), documentId: idParam('documentId') }),
      response: { 200: z.any().describe('The UBL JSON'), ...errors },
    },
    handler: async (request, reply) => sendDocumentJson(reply, await documentJson(db, request.params.id, request.params.documentId, eq(orders.userId, callerId(request)))),
  });
}
