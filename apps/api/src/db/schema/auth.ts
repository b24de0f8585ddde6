import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { oneOf } from './values';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The interests a buyer chose at sign-up or later on the profile (spec §3: ids 6–13 and 100).
 * `other_text` is the free text of 100 "Others" and is null for every other id.
 */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the ids of the `interests` reference table; checked by the API, not by a foreign key, so an account survives reference-data reloads. */
    interestId: integer('interest_id').notNull(),
    otherText: varchar('other_text', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestId] })],
);

/**
 * A password-reset link: 256 random bits of which only the SHA-256 is stored. It works once
 * (`used_at`) and only until `expires_at`; asking again replaces earlier unused ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * An e-mail verification link: 256 random bits of which only the SHA-256 is stored, for the
 * address the account had when it was sent (`email`), so a link cannot verify another address.
 * It may be followed more than once until it expires (a mail scanner that opens it first must not
 * spend it); asking again replaces earlier ones.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Mail waiting to be sent (transactional outbox): the request that causes a mail only writes this
 * row, so a slow or broken mail server never fails or delays it. A sender delivers unsent rows
 * by SMTP when `SMTP_URL` is set; otherwise they stay here (and development can read them).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 500 }),
  },
  (t) => [index('outbox_emails_unsent_idx').on(t.nextAttemptAt).where(sql`sent_at is null`), index('outbox_emails_recipient_idx').on(t.recipient, t.id)],
);

/** An account's link to a social provider's user id (spec §1: facebook, google, apple). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).$type<SocialProviderName>().notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject), check('social_identities_provider_check', oneOf(t.provider, SOCIAL_PROVIDERS))],
);
