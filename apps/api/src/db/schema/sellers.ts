import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { FULFILMENT_STATUSES, type FulfilmentStatus } from '@borong/contracts/statuses';
import type { ApiLocale } from '@borong/contracts/common';
import { SELLER_ROLES, type SellerRole } from '@borong/contracts/seller';
import { users } from './accounts';
import { stores } from './catalogue';
import { orders } from './orders';
import { oneOf } from './values';

/**
 * Who sells for a store (issue 11): a user of the same identity as buyers, linked to a store with a
 * role. The owner and staff see and change only their stores' orders and products.
 */
export const storeMembers = pgTable(
  'store_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<SellerRole>().notNull(),
    /** The language of the seller's order mails. */
    locale: varchar('locale', { length: 2 }).$type<ApiLocale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('store_members_store_idx').on(t.storeId), check('store_members_role_check', oneOf(t.role, SELLER_ROLES)), check('store_members_locale_check', sql`${t.locale} in ('en', 'ms')`)],
);

/** What happened to a seller order's goods, as the buyer's tracking page lists it (spec §3's tracking event). */
export const orderTrackingEvents = pgTable(
  'order_tracking_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<FulfilmentStatus>().notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    location: varchar('location', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_tracking_events_order_idx').on(t.orderId, t.createdAt), check('order_tracking_events_status_check', sql`${oneOf(t.status, FULFILMENT_STATUSES)}`)],
);
