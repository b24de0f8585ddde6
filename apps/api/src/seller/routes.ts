import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema, idParam } from '@borong/contracts/common';
import { orderListQuerySchema, ORDER_SEARCH_FIELDS } from '@borong/contracts/orders';
import {
  PLATFORM_FEE_BPS,
  SELLER_ROLES,
  sellerCancelBodySchema,
  sellerOrderListResponseSchema,
  sellerOrderResponseSchema,
  sellerProductListResponseSchema,
  sellerProductResponseSchema,
  sellerProductUpdateSchema,
  sellerShipBodySchema,
  sellerStoresResponseSchema,
  trackingEventBodySchema,
} from '@borong/contracts/seller';
import { ORDER_LIST_FILTERS } from '@borong/contracts/statuses';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../db/schema';
import { invoicePdf, sendInvoice } from '../orders/invoice';
import {
  documentJson,
  E_INVOICE_DOCUMENT_DESCRIPTION,
  E_INVOICE_LIST_DESCRIPTION,
  MONTHLY_E_INVOICE_DOCUMENT_DESCRIPTION,
  MONTHLY_E_INVOICE_LIST_DESCRIPTION,
  monthlyDocumentJson,
  monthlyDocuments,
  orderDocuments,
  sendDocumentJson,
} from '../e-invoices/documents';
import { eInvoiceDocumentListResponseSchema, monthlyEInvoiceListQuerySchema, monthlyEInvoiceListResponseSchema } from '@borong/contracts/e-invoice';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { sellerProducts, updateSellerProduct } from './products';
import { linkSeller } from './invite';
import { actOnOrder, requireStore, sellerOrder, sellerOrderList, sellerStores, type SellerAction } from './seller';

/**
 * The seller console's API (issue 11). Sellers sign in as every user does (same tokens, limits
 * and sessions); each route names a store, and one the caller does not sell for is a 404, as is
 * another store's order or product.
 */
export default async function sellerRoutes(app: ApiApp, { config, database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));
  const tags = ['seller console'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const storeParams = z.object({ storeId: idParam('storeId') });
  const orderParams = z.object({ storeId: idParam('storeId'), id: idParam('id') });

  app.get(apiPaths.sellerStores, {
    schema: { tags, summary: 'The stores the caller sells for, with their role', response: { 200: sellerStoresResponseSchema, 401: apiErrorSchema } },
    handler: async (request) => ({ data: await sellerStores(db, callerId(request)) }),
  });

  app.get(apiPaths.sellerOrdersRoute, {
    schema: {
      tags,
      summary: 'The store’s order inbox',
      description: `The store's orders newest first, by tab (status: ${ORDER_LIST_FILTERS.join(', ')}), searched in ${ORDER_SEARCH_FIELDS.join(' | ')}, with every tab's count; unpaid orders (NEW_ORDER) are listed for information only.`,
      params: storeParams,
      querystring: orderListQuerySchema,
      response: { 200: sellerOrderListResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return sellerOrderList(db, request.params.storeId, request.query);
    },
  });

  app.get(apiPaths.sellerOrderRoute, {
    schema: {
      tags,
      summary: 'One of the store’s orders, with what the seller may do now',
      description: `The order as the buyer sees it, plus the buyer's contact, accepted_at, courier and tracking number, the tracking events (oldest first, as the buyer's tracking page shows them), the payout (the platform keeps ${PLATFORM_FEE_BPS / 100} % of the goods after discounts; delivery is the seller's) and actions: accept or reject a paid order first; then ready (packed, or ready for pickup), ship (courier and tracking number; not for pickups), collected (pickups), cancel (before shipping), tracking (events while shipped).`,
      params: orderParams,
      response: { 200: sellerOrderResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return { data: await sellerOrder(db, request.params.storeId, request.params.id) };
    },
  });

  const act = <B extends z.ZodTypeAny | undefined>(route: string, summary: string, description: string, body: B, toAction: (body: B extends z.ZodTypeAny ? z.infer<B> : undefined) => SellerAction, message: string) =>
    app.post(route, {
      schema: { tags, summary, description: `${description} Anything the order's status does not allow is a 409 and changes nothing.`, params: orderParams, ...(body ? { body } : {}), response: { 200: sellerOrderResponseSchema, ...errors, 409: apiErrorSchema } },
      handler: async (request) => {
        const { storeId, id } = request.params as { storeId: number; id: number };
        await requireStore(db, callerId(request), storeId);
        await actOnOrder(db, storeId, id, toAction(request.body as never), config.publicUrl);
        return { error: false as const, message, data: await sellerOrder(db, storeId, id) };
      },
    });

  act(apiPaths.sellerOrderAcceptRoute, 'Accepts a paid order', 'A paid order (PROCESSED) not yet accepted.', undefined, () => ({ kind: 'accept' }), 'Order accepted');
  act(apiPaths.sellerOrderRejectRoute, 'Rejects a paid order', 'A paid order not yet accepted is cancelled with one of the cancellation reasons and refunded in full to the buyer.', sellerCancelBodySchema, (b) => ({ kind: 'reject', ...b }), 'Order rejected');
  act(apiPaths.sellerOrderReadyRoute, 'Marks an accepted order packed, or ready for pickup', 'PROCESSED → READY_TO_SHIP, with a tracking event.', undefined, () => ({ kind: 'ready' }), 'Order ready');
  act(
    apiPaths.sellerOrderShipRoute,
    'Ships an order with a courier and tracking number',
    'READY_TO_SHIP → SHIPPED for deliveries (never for self-pickup); courier (1–60 characters) and tracking_no (4–40 letters, digits and dashes).',
    sellerShipBodySchema,
    (b) => ({ kind: 'ship', courier: b.courier, trackingNo: b.tracking_no }),
    'Order shipped',
  );
  act(apiPaths.sellerOrderCollectedRoute, 'Records a pickup collected', 'A self-pickup order ready for collection becomes COMPLETE.', undefined, () => ({ kind: 'collected' }), 'Order collected');
  act(apiPaths.sellerOrderCancelRoute, 'Cancels an accepted order before it ships', 'With one of the cancellation reasons; stock goes back and the buyer is refunded in full.', sellerCancelBodySchema, (b) => ({ kind: 'cancel', ...b }), 'Order cancelled');
  act(
    apiPaths.sellerOrderTrackingRoute,
    'Adds a tracking event to a shipped order',
    'status (a fulfilment status, e.g. IN_TRANSIT or DELIVERED), description (1–300 characters), location (up to 120); the buyer sees it on the tracking page.',
    trackingEventBodySchema,
    (b) => ({ kind: 'tracking', ...b }),
    'Tracking event added',
  );

  app.get(apiPaths.sellerProductsRoute, {
    schema: {
      tags,
      summary: 'The store’s products with their prices, stock, rules and tiers',
      params: storeParams,
      querystring: z.object({ search: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1), per_page: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: sellerProductListResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return sellerProducts(db, request.params.storeId, request.query);
    },
  });

  app.post(apiPaths.sellerProductRoute, {
    schema: {
      tags,
      summary: 'Changes one of the store’s products',
      description:
        'Any of price (sen, before the discount), discount_percent (0–90; the price after discount is computed, rounded half up to the sen), stock_count, min_qty, qty_step, max_qty (null for none) and price_tiers (up to 5, replacing the current ones: each starts above the minimum order, rises in quantity and is cheaper than the price before it). The product as changed must keep every rule (the minimum and maximum multiples of the step), else a 400 naming each field and nothing changes.',
      params: orderParams,
      body: sellerProductUpdateSchema,
      response: { 200: sellerProductResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return { error: false as const, message: 'Product updated', data: await updateSellerProduct(db, request.params.storeId, request.params.id, request.body) };
    },
  });

  app.get(apiPaths.sellerOrderInvoiceRoute, {
    schema: {
      tags,
      summary: 'The tax invoice of one of the store’s orders, as a PDF',
      description: 'The same document the buyer downloads (application/pdf, an attachment). A paid order only (else 409); another store\'s order is a 404.',
      params: orderParams,
      response: { 200: z.any().describe('The PDF'), ...errors, 409: apiErrorSchema },
    },
    handler: async (request, reply) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return sendInvoice(reply, await invoicePdf(db, request.params.id, eq(orders.storeId, request.params.storeId), config));
    },
  });

  app.get(apiPaths.sellerOrderEInvoicesRoute, {
    schema: {
      tags,
      summary: 'The e-invoice and notes of one of the store’s orders',
      description: `${E_INVOICE_LIST_DESCRIPTION} Another store's order is a 404.`,
      params: orderParams,
      response: { 200: eInvoiceDocumentListResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return { data: await orderDocuments(db, request.params.id, eq(orders.storeId, request.params.storeId), config.myInvois.portalUrl) };
    },
  });

  app.get(apiPaths.sellerOrderEInvoiceDocumentRoute, {
    schema: {
      tags,
      summary: 'Downloads one e-invoice document of one of the store’s orders',
      description: `${E_INVOICE_DOCUMENT_DESCRIPTION} Another store's order, or a document of another order, is a 404.`,
      params: orderParams.extend({ documentId: idParam('documentId') }),
      response: { 200: z.any().describe('The UBL JSON'), ...errors },
    },
    handler: async (request, reply) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return sendDocumentJson(reply, await documentJson(db, request.params.id, request.params.documentId, eq(orders.storeId, request.params.storeId)));
    },
  });

  app.get(apiPaths.sellerEInvoicesRoute, {
    schema: {
      tags,
      summary: 'The store’s monthly consolidated e-invoices and notes',
      description: MONTHLY_E_INVOICE_LIST_DESCRIPTION,
      params: storeParams,
      querystring: monthlyEInvoiceListQuerySchema,
      response: { 200: monthlyEInvoiceListResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return monthlyDocuments(db, request.params.storeId, request.query, config.myInvois.portalUrl);
    },
  });

  app.get(apiPaths.sellerEInvoiceJsonRoute, {
    schema: {
      tags,
      summary: 'Downloads one of the store’s monthly consolidated documents',
      description: MONTHLY_E_INVOICE_DOCUMENT_DESCRIPTION,
      params: orderParams,
      response: { 200: z.any().describe('The UBL JSON'), ...errors },
    },
    handler: async (request, reply) => {
      await requireStore(db, callerId(request), request.params.storeId);
      return sendDocumentJson(reply, await monthlyDocumentJson(db, request.params.storeId, request.params.id));
    },
  });
}

/**
 * Development tools of the console, registered only with AUTH_DEV_TOOLS and outside the sellers'
 * guard: end-to-end tests make a seller of a buyer they registered, instead of sharing the seed's
 * demo sellers (whose passwords each test would have to reset in turn).
 */
export async function sellerDevRoutes(app: ApiApp, { database, config }: ApiDeps) {
  if (!config.authDevTools) return;
  const { db } = database;
  app.post(apiPaths.devSeller, {
    schema: {
      tags: ['development'],
      summary: 'Makes a user a seller of a store (development tools only)',
      description: `Registered only with AUTH_DEV_TOOLS. email (an existing account), store_id and role (${SELLER_ROLES.join(' or ')}, default owner): links the account to the store, as npm run seller:invite does but without the e-mail; linking it again changes nothing. 404 for an unknown account or store.`,
      body: z.object({ email: z.string().min(3).max(254), store_id: z.number().int().min(1), role: z.enum(SELLER_ROLES).default('owner') }),
      response: { 200: z.object({ error: z.literal(false), message: z.string() }), 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      await linkSeller(db, request.body.email, request.body.store_id, request.body.role);
      return { error: false as const, message: 'Seller linked' };
    },
  });
}
