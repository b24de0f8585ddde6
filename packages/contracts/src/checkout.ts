import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS } from './statuses';

const id = (field: string) =>
  z.number({ error: `${field} must be a positive whole number` }).int(`${field} must be a positive whole number`).min(1, `${field} must be a positive whole number`).max(2_147_483_647, `${field} is out of range`);
const sen = (field: string) => z.number({ error: `${field} must be a whole number of sen` }).int(`${field} must be a whole number of sen`).min(0, `${field} must not be negative`).max(10_000_000_000, `${field} is out of range`);

/** How long a buyer has to pay before an unpaid order is cancelled and its stock released. */
export const PAY_WINDOW_MINUTES = 30;
/** FPX corporate banking (B2B1) waits for a second approver: its orders wait longer. */
export const CORPORATE_PAY_WINDOW_HOURS = 72;
/** Credit terms: an order paid on credit is due this many days after it is placed. */
export const CREDIT_TERM_DAYS = 30;
/** Self-pickup can be booked from tomorrow for this many days. */
export const PICKUP_DAYS_AHEAD = 7;

/** FPX banks as the gateway names them (Billplz codes); `B2B1-` are corporate banking (a second approver pays). */
export const FPX_BANKS = [
  { code: 'MB2U0227', name: 'Maybank2u', corporate: false },
  { code: 'BCBB0235', name: 'CIMB Clicks', corporate: false },
  { code: 'PBB0233', name: 'Public Bank', corporate: false },
  { code: 'RHB0218', name: 'RHB Now', corporate: false },
  { code: 'HLB0224', name: 'Hong Leong Connect', corporate: false },
  { code: 'B2B1-MBB0228', name: 'Maybank2E', corporate: true },
  { code: 'B2B1-BCBB0235', name: 'BizChannel@CIMB', corporate: true },
  { code: 'B2B1-PBB0234', name: 'PB enterprise', corporate: true },
  { code: 'B2B1-RHB0218', name: 'RHB Reflex', corporate: true },
] as const;
export const FPX_BANK_CODES = FPX_BANKS.map((b) => b.code) as [string, ...string[]];

export const deliveryChoiceSchema = z.object({
  store_id: id('store_id'),
  method: z.enum(DELIVERY_METHODS, { error: `method must be one of ${DELIVERY_METHODS.join(', ')}` }),
  slot_date: z
    .string({ error: 'slot_date must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'slot_date must be a date (YYYY-MM-DD)')
    .optional(),
  slot: z.enum(TIME_SLOTS, { error: `slot must be one of ${TIME_SLOTS.join(', ')}` }).optional(),
  locker_id: id('locker_id').optional(),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/**
 * The body of the quote and of both checkout calls. `store_ids`: which sellers' groups of the cart
 * to check out now (all when absent). `deliveries`: one choice per seller checked out.
 */
export const checkoutBodySchema = z.object({
  store_ids: z.array(id('store_ids'), { error: 'store_ids must be a list of ids' }).min(1, 'store_ids must name at least one seller').max(200).optional(),
  address_id: id('address_id'),
  deliveries: z.array(deliveryChoiceSchema, { error: 'deliveries must be a list' }).max(200).default([]),
  promotion_code: z
    .string({ error: 'promotion_code must be text' })
    .trim()
    .max(30, 'promotion_code must be at most 30 characters')
    .transform((v) => v || undefined)
    .optional(),
  shipping_promotion_user_id: id('shipping_promotion_user_id').optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}` }),
  /** FPX only: the buyer's bank (B2B1-… for corporate banking). */
  bank_code: z.enum(FPX_BANK_CODES, { error: 'bank_code must be one of the FPX banks' }).optional(),
  credit_card_id: id('credit_card_id').optional(),
  offset_amount: sen('offset_amount').optional(),
  /** What the buyer was shown as the discount; a different figure on the server means prices moved. */
  discount_amount: sen('discount_amount').optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The spec's optional query fields of `checkout-mydin-store-cart`, which override the body's. */
export const checkoutQuerySchema = z.object({
  is_mobile: z.enum(['0', '1']).optional(),
  is_boost_app: z.enum(['0', '1']).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: `payment_method must be one of ${PAYMENT_METHODS.join(', ')}` }).optional(),
  credit_card_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  shipping_promotion_user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  promotion_code_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  discount_amount: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  offset_amount: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
});

const slotSchema = z.object({ date: z.string(), slot: z.enum(TIME_SLOTS), remaining: z.number().int(), capacity: z.number().int() });
const lockerSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string(), postcode: z.string() });

export const deliveryOptionSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  available: z.boolean(),
  /** Sen before any voucher; 0 when free. */
  fee: z.number().int(),
  /** Why it is not offered: OUT_OF_AREA (not close enough to the seller), NOT_OFFERED, NO_LOCKER. */
  reason: z.enum(['OUT_OF_AREA', 'NOT_OFFERED', 'NO_LOCKER']).nullable(),
  slots: z.array(slotSchema).optional(),
  lockers: z.array(lockerSchema).optional(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

const quoteLineSchema = z.object({
  cart_item_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax_type: z.enum(['SALES_TAX', 'EXEMPT']),
  /** Basis points. */
  tax_rate: z.number().int(),
  tax_amount: z.number().int(),
  /** The purchase-with-purchase offer whose special price `unit_price` is, and the unit price without it (sen); both null for a line at its normal price. */
  pwp_offer_id: z.number().int().nullable(),
  regular_unit_price: z.number().int().nullable(),
});

export const CHECKOUT_PROBLEMS = ['EMPTY', 'OUT_OF_STOCK', 'QUANTITY', 'BELOW_MIN_ORDER', 'OUT_OF_AREA', 'DELIVERY_REQUIRED', 'DELIVERY_INVALID', 'SLOT_FULL', 'PROMOTION', 'PWP', 'SHIPPING_VOUCHER', 'E_CREDIT', 'CREDIT_LIMIT', 'PAYMENT', 'CARD'] as const;
export type CheckoutProblem = (typeof CHECKOUT_PROBLEMS)[number];

export const quoteGroupSchema = z.object({
  store: z.object({ id: z.number().int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable() }),
  items: z.array(quoteLineSchema),
  delivery_options: z.array(deliveryOptionSchema),
  delivery: z.object({ method: z.enum(DELIVERY_METHODS), slot_date: z.string().nullable(), slot: z.enum(TIME_SLOTS).nullable(), locker_id: z.number().int().nullable() }).nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  goods_tax: z.number().int(),
  delivery_fee: z.number().int(),
  delivery_discount: z.number().int(),
  delivery_tax: z.number().int(),
  grand_total: z.number().int(),
  offset_amount: z.number().int(),
});
export type QuoteGroup = z.infer<typeof quoteGroupSchema>;

export const quoteSchema = z.object({
  groups: z.array(quoteGroupSchema),
  subtotal: z.number().int(),
  discount_amount: z.number().int(),
  delivery_fee: z.number().int(),
  shipping_discount: z.number().int(),
  /** SST: sales tax on goods plus service tax on delivery. */
  tax_amount: z.number().int(),
  total: z.number().int(),
  offset_amount: z.number().int(),
  /** The credit-terms service fee (1 % of what goes on credit, half up to the sen); 0 for every other method. In total and payable. */
  service_fee: z.number().int(),
  payable: z.number().int(),
  /** CREDIT_TERMS: the day the charge falls due (YYYY-MM-DD, Malaysia), 30 days after placing; null for other methods. */
  due_date: z.string().nullable(),
  /** The buyer's available credit (limit − outstanding) when they have an active credit-terms account; null otherwise. */
  available_credit: z.number().int().nullable(),
  /** What paying this checkout by credit terms would charge (payable with the fee), whatever method is chosen; null without an active account. */
  credit_terms_charge: z.number().int().nullable(),
  promotion: z.object({ id: z.number().int(), code: z.string(), description: z.string() }).nullable(),
  e_credit_balance: z.number().int(),
  /** What stops placing this order as it is; empty when it can be placed. */
  problems: z.array(z.object({ code: z.enum(CHECKOUT_PROBLEMS), message: z.string(), store_id: z.number().int().nullable() })),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteResponseSchema = z.object({ data: quoteSchema });

/** One of the buyer's shipping vouchers; its id is the checkout's `shipping_promotion_user_id`. */
export const shippingVoucherSchema = z.object({
  shipping_promotion_user_id: z.number().int(),
  /** Sen off the delivery fees of one checkout. */
  amount: z.number().int(),
  min_spend: z.number().int(),
  expires_at: z.string(),
});
export type ShippingVoucher = z.infer<typeof shippingVoucherSchema>;
export const shippingVouchersResponseSchema = z.object({ data: z.array(shippingVoucherSchema) });

export const placedOrderResponseSchema = z.object({
  error: z.literal(false),
  data: z.object({
    checkout_id: z.number().int(),
    orders: z.array(z.object({ id: z.number().int(), order_no: z.string(), store_id: z.number().int(), status: z.enum(ORDER_STATUSES), grand_total: z.number().int() })),
    /**
     * redirect_url is the gateway's page for the bill; null when the gateway could not open it
     * (status FAILED, gateway_error GATEWAY_UNAVAILABLE or GATEWAY_REFUSED): the orders are placed
     * and wait for payment, and the payment page offers a retry.
     */
    payment: z
      .object({ id: z.number().int(), status: z.enum(PAYMENT_STATUSES), redirect_url: z.string().nullable(), gateway_error: z.enum(['GATEWAY_UNAVAILABLE', 'GATEWAY_REFUSED']).nullable() })
      .nullable(),
  }),
});
export type PlacedOrder = z.infer<typeof placedOrderResponseSchema>['data'];

/** A 409 whose prices or stock moved: nothing was placed, here is the fresh quote. */
export const staleQuoteResponseSchema = z.object({ error: z.literal(true), message: z.string(), code: z.string().optional(), data: quoteSchema });
