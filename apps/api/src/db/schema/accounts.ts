import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A buyer's account (spec §3 "User"; the signup payload of §3 gives the fields). The email is
 * stored in its one normalized form (`normalizeEmail` of the contracts: trim, NFKC, lowercase),
 * unique as stored, so Ali@Kedai.my and ali@kedai.my are one account and every lookup is plain
 * equality: PostgreSQL never case-folds an address (its rules differ from JavaScript's, issue 14).
 * The check refuses a row written past the API in another form. `email_verified_at`: when the
 * buyer followed the verification link (or a reset link, or a provider vouched for the address);
 * until then the address proves nothing (no card is claimed by it).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164, +60… (issue 4: normalised to one Malaysian format). */
    mobileNo: varchar('mobile_no', { length: 16 }).notNull(),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    regNo: varchar('reg_no', { length: 50 }).notNull(),
    /** E-invoice details (contracts/e-invoice.ts): all three set together, or none. */
    tin: varchar('tin', { length: 14 }),
    sstRegNo: varchar('sst_reg_no', { length: 20 }),
    eInvoiceEmail: varchar('einvoice_email', { length: 254 }),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_normalized_check', sql`${t.email} = lower(normalize(${t.email}, NFKC))`),
    check('users_einvoice_together_check', sql`(${t.tin} is null) = (${t.sstRegNo} is null) and (${t.tin} is null) = (${t.eInvoiceEmail} is null)`),
  ],
);

/**
 * A signed-in session: an opaque bearer token of 256 random bits, of which only the SHA-256 is
 * stored, so a leaked table does not leak sessions. Revoked on logout; all of a user's are
 * revoked when the password is reset.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Moved forward at most hourly while the session is used; a session idle for SESSION_IDLE_DAYS has ended. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);
