import { z } from 'zod';
import { paginationMetaSchema } from './common';
import { REFUND_DESTINATIONS, disputeSchema, orderRefundSchema } from './disputes';
import { CANCELLATION_REASONS } from './order-transitions';
import { DELIVERY_METHODS, ORDER_LIST_FILTERS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS } from './statuses';

const int = () => z.number().int();

/** `GET /mydin-online/order/detail/{id}`: one of the buyer's seller orders, as placed. */
export const orderDetailSchema = z.object({
  id: int(),
  order_no: z.string(),
  checkout_id: int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  pay_by: z.string().nullable(),
  store: z.object({ id: int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable() }),
  items: z.array(
    z.object({
      /** The order line's id, which a dispute names. */
      line_id: int(),
      product_id: int(),
      name: z.string(),
      unit: z.string(),
      image_url: z.string().nullable(),
      quantity: int(),
      price: int(),
      subtotal: int(),
      discount: int(),
      tax_type: z.string(),
      tax_rate: int(),
      tax_amount: int(),
      /** The purchase-with-purchase offer whose special price `price` is, and the unit price without it; both null for a line at its normal price. */
      pwp_offer_id: int().nullable(),
      regular_price: int().nullable(),
    }),
  ),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    slot_date: z.string().nullable(),
    slot: z.enum(TIME_SLOTS).nullable(),
    locker: z.object({ id: int(), name: z.string(), address: z.string(), postcode: z.string() }).nullable(),
    address: z.record(z.string(), z.string()),
  }),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES).nullable(), payment_id: int().nullable(), amount: int() }),
  /** Paid on credit terms: the checkout's charge (all its orders, the service fee included), that fee, and when it falls due; null otherwise. */
  credit_terms: z.object({ charge: int(), service_fee: int(), due_at: z.string() }).nullable(),
  totals: z.object({
    subtotal: int(),
    discount: int(),
    goods_tax: int(),
    delivery_fee: int(),
    delivery_discount: int(),
    delivery_tax: int(),
    grand_total: int(),
    offset_amount: int(),
  }),
  history: z.array(z.object({ from: z.enum(ORDER_STATUSES).nullable(), to: z.enum(ORDER_STATUSES), actor: z.string(), reason: z.string().nullable(), created_at: z.string() })),
  /** The other seller orders placed in the same checkout. */
  siblings: z.array(z.object({ id: int(), order_no: z.string(), store_name: z.string(), status: z.enum(ORDER_STATUSES), grand_total: int() })),
  /** What the buyer may do now, by the order state machine (as in the list). */
  can_cancel: z.boolean(),
  can_complete: z.boolean(),
  /** Every refund of the order, oldest first: how much, where it was asked to go and where it went. */
  refunds: z.array(orderRefundSchema),
  /** The order's dispute, if the buyer opened one. */
  dispute: disputeSchema.nullable(),
  /** Until when the buyer may open a dispute (a completed order without one, within the window); null when they may not. */
  dispute_until: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });

/** Fields the order list's search looks in (spec §2: "search with field dropdown"). */
export const ORDER_SEARCH_FIELDS = ['order_no', 'product', 'seller'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];
export const ORDERS_PER_PAGE = 10;

/** `GET /mydin-online/orders` query: the list filters of `/settings/orders`. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_LIST_FILTERS).optional(),
  search: z.string().trim().max(100).optional(),
  search_field: z.enum(ORDER_SEARCH_FIELDS).default('order_no'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(ORDERS_PER_PAGE),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: int(),
  order_no: z.string(),
  checkout_id: int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  pay_by: z.string().nullable(),
  store: z.object({ id: int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable() }),
  delivery_method: z.enum(DELIVERY_METHODS),
  payment_method: z.enum(PAYMENT_METHODS),
  grand_total: int(),
  item_count: int(),
  /** The first few lines, for the list's thumbnails. */
  items: z.array(z.object({ name: z.string(), image_url: z.string().nullable(), quantity: int() })),
  /** What the buyer may do now, by the order state machine. */
  can_cancel: z.boolean(),
  can_complete: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  meta: paginationMetaSchema,
  /** How many orders each tab holds for the current search. */
  counts: z.record(z.enum(ORDER_LIST_FILTERS), int()),
});
export type OrderList = z.infer<typeof orderListResponseSchema>;

/** `POST /mydin-online/order/cancel/{id}`: one of spec §3's reasons, and an optional note. */
export const cancelOrderBodySchema = z.object({
  reason: z.enum(CANCELLATION_REASONS),
  note: z.string().trim().max(500).optional(),
  /** Where a paid order's refund goes: the buyer's e-credit (the default) or the method they paid with. */
  refund_to: z.enum(REFUND_DESTINATIONS).default('ECREDIT'),
});
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

/** The answer of a buyer's action on an order: spec §8's message and the order as it is now. */
export const orderActionResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: orderDetailSchema });

export const buyAgainResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: z.object({ added: int(), skipped: int() }) });
