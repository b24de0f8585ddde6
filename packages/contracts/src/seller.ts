import { z } from 'zod';
import { paginationMetaSchema } from './common';
import { CANCELLATION_REASONS } from './order-transitions';
import { orderDetailSchema, orderSummarySchema } from './orders';
import { FULFILMENT_STATUSES } from './statuses';

/*
 * The seller console's contract (issue 11): sellers are users linked to a store with a role; every
 * call names the store, and a store the caller does not sell for is a 404.
 */

export const SELLER_ROLES = ['owner', 'staff'] as const;
export type SellerRole = (typeof SELLER_ROLES)[number];

/**
 * The platform's commission, in basis points of the goods after discounts (delivery fees and
 * their tax are the seller's): what a seller is paid out for an order is its grand total less this.
 */
export const PLATFORM_FEE_BPS = 500;

export const sellerStoresResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable(), role: z.enum(SELLER_ROLES) })),
});

/** One step of an order's delivery, as the seller records it and the buyer's tracking page shows it. */
export const trackingEventSchema = z.object({ created_at: z.string(), description: z.string(), location: z.string().nullable(), status: z.enum(FULFILMENT_STATUSES) });

export const sellerOrderSchema = orderDetailSchema.extend({
  buyer: z.object({ name: z.string(), company_name: z.string(), mobile_no: z.string() }),
  accepted_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  /** The tracking events, oldest first: what the buyer's tracking page shows. */
  tracking_events: z.array(trackingEventSchema),
  /** The platform fee and what the seller is paid out, in sen. */
  payout: z.object({ platform_fee: z.number().int(), amount: z.number().int() }),
  /** What the seller may do now, by the order state machine. */
  actions: z.array(z.enum(['accept', 'reject', 'ready', 'ship', 'collected', 'cancel', 'tracking'])),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;
export const sellerOrderResponseSchema = z.object({ error: z.literal(false).optional(), message: z.string().optional(), data: sellerOrderSchema });

export const sellerOrderListResponseSchema = z.object({
  data: z.array(orderSummarySchema.extend({ buyer_name: z.string(), accepted_at: z.string().nullable() })),
  meta: paginationMetaSchema,
  counts: z.record(z.string(), z.number().int()),
});

const text = (max: number) => z.string().trim().min(1).max(max);
export const sellerCancelBodySchema = z.object({ reason: z.enum(CANCELLATION_REASONS), note: z.string().trim().max(500).optional() });
export const sellerShipBodySchema = z.object({ courier: text(60), tracking_no: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'Letters, digits and dashes, 4 to 40') });
export const trackingEventBodySchema = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  description: text(300),
  location: z.string().trim().max(120).optional(),
});

/** `GET /mydin-online/order/shipping/detail/{id}`: the buyer's tracking page. */
export const orderTrackingResponseSchema = z.object({
  data: z.object({
    order_no: z.string(),
    courier: z.string().nullable(),
    tracking_no: z.string().nullable(),
    events: z.array(trackingEventSchema),
  }),
});

export const sellerProductSchema = z.object({
  id: z.number().int(),
  product_type: z.string(),
  product_name: z.string(),
  image_url: z.string().nullable(),
  unit: z.string(),
  price: z.number().int(),
  discount_percent: z.number().int(),
  price_after_discount: z.number().int(),
  stock_count: z.number().int(),
  min_qty: z.number().int(),
  qty_step: z.number().int(),
  max_qty: z.number().int().nullable(),
  price_tiers: z.array(z.object({ min_qty: z.number().int(), unit_price: z.number().int() })),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const sellerProductListResponseSchema = z.object({ data: z.array(sellerProductSchema), meta: paginationMetaSchema });
export const sellerProductResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: sellerProductSchema });

const sen = z.number().int().min(1).max(100_000_000);
const qty = z.number().int().min(1).max(1_000_000);

/**
 * A seller's change to one product: any of its price (sen, before the discount), discount, stock,
 * quantity rules and volume tiers. The rules must agree with each other (the minimum a multiple of
 * the step, the maximum too) and the tiers rise in quantity and fall in price, below the price
 * after discount; the whole product is checked as it would be after the change.
 */
export const sellerProductUpdateSchema = z
  .object({
    price: sen.optional(),
    discount_percent: z.number().int().min(0).max(90).optional(),
    stock_count: z.number().int().min(0).max(10_000_000).optional(),
    min_qty: qty.optional(),
    qty_step: qty.optional(),
    max_qty: qty.nullable().optional(),
    price_tiers: z
      .array(z.object({ min_qty: z.number().int().min(2).max(1_000_000), unit_price: sen }))
      .max(5)
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type SellerProductUpdate = z.infer<typeof sellerProductUpdateSchema>;
