import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { oneOf } from './values';

/** The contracts' CARD_BRANDS: what the payment gateway reports. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'mydebit', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * A saved payment card as the payment gateway describes it after tokenising it: brand, last four
 * digits and expiry. A card number is never stored (PCI DSS); `gateway_ref` is the gateway's token.
 * Nothing adds cards yet: payments are outside this release, so the list is read-only.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 20 }).$type<CardBrand>().notNull(),
    lastFour: varchar('last_four', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    gatewayRef: varchar('gateway_ref', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId),
    check('saved_cards_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_check', sql`${t.expMonth} between 1 and 12`),
    check('saved_cards_brand_check', oneOf(t.brand, CARD_BRANDS)),
  ],
);

/**
 * The e-credit ledger (spec §3 "E-credit transaction: date, invoice number, amount"). Amounts are
 * signed sen: a top-up or refund is positive, a payment negative; the balance is their sum.
 */
export const eCreditTransactions = pgTable(
  'e_credit_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    invoiceNumber: varchar('invoice_number', { length: 40 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('e_credit_transactions_user_idx').on(t.userId, t.occurredAt.desc())],
);
