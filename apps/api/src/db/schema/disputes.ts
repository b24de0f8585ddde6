import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DISPUTE_PHOTO_TYPES, DISPUTE_REASONS, DISPUTE_STATUSES, REFUND_DESTINATIONS, REFUND_METHODS, REFUND_STATUSES } from '@borong/contracts/disputes';
import type { DisputeReason, DisputeStatus, RefundDestination, RefundMethod, RefundStatus } from '@borong/contracts/disputes';
import { users } from './accounts';
import { stores } from './catalogue';
import { orderLines, orders } from './orders';
import { bytea, oneOf } from './values';

/**
 * A buyer's dispute on a completed order (issue 11), one per order ever: the seller's answer is
 * final on the platform. OPEN until the seller refunds (in full or part) or rejects it.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    reason: varchar('reason', { length: 30 }).$type<DisputeReason>().notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    status: varchar('status', { length: 20 }).$type<DisputeStatus>().notNull().default('OPEN'),
    answerMessage: varchar('answer_message', { length: 1000 }),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_order_idx').on(t.orderId),
    index('disputes_store_idx').on(t.storeId, t.createdAt.desc()),
    check('disputes_reason_check', oneOf(t.reason, DISPUTE_REASONS)),
    check('disputes_status_check', oneOf(t.status, DISPUTE_STATUSES)),
  ],
);

/** The order lines a dispute is about, and how many of each. */
export const disputeItems = pgTable(
  'dispute_items',
  {
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('dispute_items_line_idx').on(t.disputeId, t.orderLineId), check('dispute_items_quantity_check', sql`${t.quantity} > 0`)],
);

/**
 * A dispute's photos, re-encoded without their metadata and kept in the database (as credit
 * applications' documents are): they commit with the dispute, and every replica can serve them.
 * `name` is random, so a photo's address tells nothing and cannot be guessed.
 */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: serial('id').primaryKey(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    contentType: varchar('content_type', { length: 20 }).$type<(typeof DISPUTE_PHOTO_TYPES)[number]>().notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('dispute_photos_name_idx').on(t.name), index('dispute_photos_dispute_idx').on(t.disputeId), check('dispute_photos_type_check', oneOf(t.contentType, DISPUTE_PHOTO_TYPES))],
);

/**
 * Every refund of a seller order (issue 11), written by `refundOrder` only, one row per place the
 * money went: a cancellation or a dispute answer may split between the credit-terms charge, the
 * original method and e-credit. The sum per order never exceeds what was paid for it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Where the buyer asked for it. */
    requested: varchar('requested', { length: 10 }).$type<RefundDestination>().notNull(),
    /** Where it went. */
    method: varchar('method', { length: 20 }).$type<RefundMethod>().notNull(),
    status: varchar('status', { length: 20 }).$type<RefundStatus>().notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    actor: varchar('actor', { length: 20 }).notNull(),
    disputeId: integer('dispute_id').references(() => disputes.id),
    /** The provider's reference of a refund to the original method. */
    providerRef: varchar('provider_ref', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
    check('order_refunds_requested_check', oneOf(t.requested, REFUND_DESTINATIONS)),
    check('order_refunds_method_check', oneOf(t.method, REFUND_METHODS)),
    check('order_refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
  ],
);
