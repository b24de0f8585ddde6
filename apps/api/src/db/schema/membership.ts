import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The loyalty programme's issued cards (the register a card number is checked against). Seeded
 * for the demo; in production the programme's system would feed it.
 */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    cardNo: varchar('card_no', { length: 16 }).primaryKey(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    holderEmail: varchar('holder_email', { length: 254 }).notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Loyalty points. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('loyalty_cards_email_idx').on(sql`lower(${t.holderEmail})`), check('loyalty_cards_no_check', sql`${t.cardNo} ~ '^[0-9]{16}$'`)],
);

/** A loyalty card linked to a buyer's account; a card can be linked to one account only. */
export const memberCards = pgTable(
  'member_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardNo: varchar('card_no', { length: 16 })
      .notNull()
      .unique()
      .references(() => loyaltyCards.cardNo),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_cards_user_idx').on(t.userId)],
);
