import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { states } from './catalogue';
import { oneOf } from './values';

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/**
 * A buyer's addresses (spec §3 "Address"; the fields are ours: the spec does not show them). One
 * table holds both kinds: `shipping` addresses form the address book, at most one of them the
 * default; `billing` is the single billing address of `POST /user/address/edit-billing-address`.
 * The partial unique indexes make "one default" and "one billing address" hold even under
 * concurrent requests.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<AddressKind>().notNull().default('shipping'),
    recipientName: varchar('recipient_name', { length: 100 }).notNull(),
    /** E.164, +60… */
    phone: varchar('phone', { length: 16 }).notNull(),
    address1: varchar('address_1', { length: 150 }).notNull(),
    address2: varchar('address_2', { length: 150 }),
    city: varchar('city', { length: 80 }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    zip: varchar('zip', { length: 5 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.kind),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault} and ${t.kind} = 'shipping'`),
    uniqueIndex('addresses_one_billing_idx').on(t.userId).where(sql`${t.kind} = 'billing'`),
    check('addresses_kind_check', oneOf(t.kind, ADDRESS_KINDS)),
  ],
);
