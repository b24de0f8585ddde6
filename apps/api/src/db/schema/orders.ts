import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS, type DeliveryMethod, type OrderStatus, type PaymentMethod, type PaymentStatus, type TimeSlot } from '@borong/contracts/statuses';
import type { ApiLocale } from '@borong/contracts/common';
import { users } from './accounts';
import { products, states, stores } from './catalogue';
import { pwpOffers } from './pwp';
import { oneOf } from './values';

/** Parcel lockers a buyer may collect from (LOCKER delivery), a few per state. */
export const lockers = pgTable(
  'lockers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    postcode: varchar('postcode', { length: 5 }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('lockers_state_idx').on(t.stateId)],
);

export const PROMOTION_KINDS = ['PERCENT', 'FIXED'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Promo codes (issue 10): a percentage (basis points, capped by `max_discount`) or a fixed amount
 * off the goods of the sellers it covers (one seller, or every seller when `store_id` is null),
 * from a minimum spend, within validity dates, at most `usage_limit` times in all and
 * `per_buyer_limit` times per buyer. `used_count` only ever grows by a guarded update.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<PromotionKind>().notNull(),
    /** Basis points for PERCENT, sen for FIXED. */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSpend: integer('min_spend').notNull().default(0),
    storeId: integer('store_id').references(() => stores.id),
    usageLimit: integer('usage_limit'),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(sql`upper(${t.code})`),
    check('promotions_kind_check', oneOf(t.kind, PROMOTION_KINDS)),
    check('promotions_usage_check', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('promotions_value_check', sql`${t.value} > 0`),
  ],
);

/** A shipping voucher given to one buyer (`shipping_promotion_user_id`): up to `amount` off one seller order's delivery, used once. */
export const shippingVouchers = pgTable(
  'shipping_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByCheckoutId: integer('used_by_checkout_id'),
  },
  (t) => [index('shipping_vouchers_user_idx').on(t.userId)],
);

/**
 * Place-order requests by `Idempotency-Key` (IETF draft): the first request with a key runs and
 * its answer is kept; the same key and body again gets that answer; a different body is a 422;
 * a retry while the first still runs is a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** One placed checkout: the buyer's payment over one or more seller orders. */
/** An individual e-invoice to the buyer's business, or the consolidated one under the general-public TIN. */
export type CheckoutEInvoiceBuyer = { kind: 'INDIVIDUAL'; name: string; tin: string; reg_no: string; sst_reg_no: string; email: string } | { kind: 'CONSOLIDATED'; tin: string };

export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>().notNull(),
    /** Goods, delivery and tax less discounts (the orders' grand totals), plus the service fee; before the e-credit offset. */
    total: bigint('total', { mode: 'number' }).notNull(),
    offsetAmount: bigint('offset_amount', { mode: 'number' }).notNull().default(0),
    /** The credit-terms service fee (1 % of what went on credit); 0 for every other method. The platform's, so on no seller order. */
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull().default(0),
    /** What the buyer pays through the payment method. */
    payable: bigint('payable', { mode: 'number' }).notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    shippingVoucherId: integer('shipping_voucher_id').references(() => shippingVouchers.id),
    /** The buyer as the e-invoice names them, copied when the order is placed (contracts/e-invoice.ts). */
    buyerEInvoice: jsonb('buyer_einvoice').$type<CheckoutEInvoiceBuyer>(),
    /** The language the buyer checked out in: their order mails are written in it. */
    locale: varchar('locale', { length: 2 }).$type<ApiLocale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkouts_user_idx').on(t.userId, t.createdAt.desc()), check('checkouts_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS))],
);

/** A seller's share of a checkout, with the delivery the buyer chose for it and its address, copied. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .generatedAlwaysAs(sql`'BR' || lpad(id::text, 8, '0')`),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('NEW_ORDER'),
    deliveryMethod: varchar('delivery_method', { length: 30 }).$type<DeliveryMethod>().notNull(),
    slotDate: date('slot_date'),
    slot: varchar('slot', { length: 10 }).$type<TimeSlot>(),
    lockerId: integer('locker_id').references(() => lockers.id),
    /** The delivery address as it was at placement (recipient, phone, lines, city, state, postcode). */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull(),
    deliveryDiscount: bigint('delivery_discount', { mode: 'number' }).notNull(),
    goodsTax: bigint('goods_tax', { mode: 'number' }).notNull(),
    deliveryTax: bigint('delivery_tax', { mode: 'number' }).notNull(),
    grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
    /** This order's share of the checkout's e-credit offset. */
    offsetAmount: bigint('offset_amount', { mode: 'number' }).notNull().default(0),
    /** Unpaid orders are cancelled, and their stock released, after this. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** When the seller took the paid order on (the console's "Accept"). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    courier: varchar('courier', { length: 60 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_store_idx').on(t.storeId, t.createdAt.desc()),
    index('orders_unpaid_idx').on(t.payBy).where(sql`${t.status} = 'NEW_ORDER'`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_delivery_method_check', oneOf(t.deliveryMethod, DELIVERY_METHODS)),
    check('orders_slot_check', sql`${t.slot} is null or ${oneOf(t.slot, TIME_SLOTS)}`),
    check('orders_totals_check', sql`${t.grandTotal} = ${t.subtotal} - ${t.discount} + ${t.goodsTax} + ${t.deliveryFee} - ${t.deliveryDiscount} + ${t.deliveryTax}`),
  ],
);

export const TAX_TYPES = ['SALES_TAX', 'SERVICE_TAX', 'EXEMPT', 'NOT_APPLICABLE'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** A line of a seller order: the product as it was sold (name, unit, price, tax), never read from the catalogue again. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: varchar('product_name', { length: 200 }).notNull(),
    unit: varchar('unit', { length: 40 }).notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    taxType: varchar('tax_type', { length: 20 }).$type<TaxType>().notNull(),
    /** Basis points. */
    taxRate: integer('tax_rate').notNull(),
    taxableAmount: bigint('taxable_amount', { mode: 'number' }).notNull(),
    taxAmount: bigint('tax_amount', { mode: 'number' }).notNull(),
    /** The purchase-with-purchase offer that priced this line, and the unit price without it; both null for a line at its normal price. */
    pwpOfferId: integer('pwp_offer_id').references(() => pwpOffers.id),
    regularUnitPrice: integer('regular_unit_price'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_tax_type_check', oneOf(t.taxType, TAX_TYPES)),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_pwp_check', sql`(${t.pwpOfferId} is null) = (${t.regularUnitPrice} is null)`),
  ],
);

/** Every status change of an order, with who made it and why, written with its effects. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<OrderStatus>().notNull(),
    actor: varchar('actor', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Promo code uses, one per checkout, for per-buyer limits. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.checkoutId] }), index('promotion_uses_user_idx').on(t.promotionId, t.userId)],
);

/** Self-pickup bookings per seller, day and slot; never above the seller's slot capacity (a guarded update). */
export const pickupSlotBookings = pgTable(
  'pickup_slot_bookings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slotDate: date('slot_date').notNull(),
    slot: varchar('slot', { length: 10 }).$type<TimeSlot>().notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.slotDate, t.slot] }), check('pickup_slot_bookings_slot_check', oneOf(t.slot, TIME_SLOTS))],
);

/** The checkout's payment through a provider (none for E-CREDIT and credit terms, which settle at placement). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 100 }),
    /** The provider's page for the open bill, where a buyer who left it can go back to pay. */
    billUrl: text('bill_url'),
    method: varchar('method', { length: 20 }).$type<PaymentMethod>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_checkout_idx').on(t.checkoutId),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every bill opened for a payment, kept after a retry opens the next: a buyer may still pay an
 * earlier bill (Billplz keeps a bill payable after a failed attempt), and its callback must find
 * the payment. `paid` marks the bill whose money settled the payment, so money arriving on a
 * second bill is known as a double payment and given back.
 */
export const paymentBills = pgTable(
  'payment_bills',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 100 }).notNull(),
    billUrl: text('bill_url').notNull(),
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_bills_provider_ref_idx').on(t.provider, t.providerRef), index('payment_bills_payment_idx').on(t.paymentId)],
);

/**
 * Every callback or status answer a payment provider sent, once: (provider, event_key) is unique,
 * so a replayed callback finds its key taken and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_key_idx').on(t.provider, t.eventKey), index('payment_events_payment_idx').on(t.paymentId)],
);

export const SANDBOX_BILL_STATES = ['due', 'paid', 'pending', 'deleted'] as const;
export type SandboxBillState = (typeof SANDBOX_BILL_STATES)[number];

/**
 * The sandbox gateway's own bills (a stand-in for the provider's side, kept apart from our
 * payments): what its hosted page shows, the outcome the tester chose, and the callback it
 * still owes our server.
 */
export const sandboxBills = pgTable(
  'sandbox_bills',
  {
    ref: varchar('ref', { length: 40 }).primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    bankCode: varchar('bank_code', { length: 20 }),
    description: varchar('description', { length: 200 }).notNull(),
    state: varchar('state', { length: 10 }).$type<SandboxBillState>().notNull().default('due'),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** Refunded through the provider interface, never above what was paid. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    transactionStatus: varchar('transaction_status', { length: 20 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    callbackUrl: text('callback_url').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** The callback is owed from this time on, retried until our server answers 200. */
    callbackDueAt: timestamp('callback_due_at', { withTimezone: true }),
    callbackAttempts: smallint('callback_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_bills_callback_idx').on(t.callbackDueAt).where(sql`${t.callbackDueAt} is not null`), check('sandbox_bills_state_check', oneOf(t.state, SANDBOX_BILL_STATES))],
);
