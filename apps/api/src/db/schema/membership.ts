import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The loyalty programme's issued cards (the register a card number is checked against). Seeded
 * for the demo; in production the programme's system would feed it. `holder_email` is stored
 * normalized (as users.email is) and compared by equality. `security_code`: six digits printed on
 * the back of the card, the proof of holding it that linking by number asks for (card numbers
 * are sequential, so a number alone proves nothing; issue 14). Kept as printed: a hash of six
 * digits is reversed in milliseconds, so hashing would only pretend. A card without one (null)
 * can be linked only by the membership check of its verified address.
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
    securityCode: varchar('security_code', { length: 6 }),
  },
  (t) => [
    index('loyalty_cards_email_idx').on(t.holderEmail),
    check('loyalty_cards_no_check', sql`${t.cardNo} ~ '^[0-9]{16}$'`),
    check('loyalty_cards_security_code_check', sql`${t.securityCode} ~ '^[0-9]{6}$'`),
    check('loyalty_cards_email_normalized_check', sql`${t.holderEmail} = lower(normalize(${t.holderEmail}, NFKC))`),
  ],
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
