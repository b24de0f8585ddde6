import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CREDIT_ACCOUNT_STATUSES, CREDIT_TRANSACTION_KINDS, type CreditAccountStatus, type CreditTransactionKind } from '@borong/contracts/credit-terms';
import { users } from './accounts';
import { checkouts } from './orders';
import { bytea, oneOf } from './values';

/** The same list as the contracts' CREDIT_STATUSES; the database refuses any other value. */
export const CREDIT_APPLICATION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

/**
 * A credit-terms application (the `/dropee-credit` "Apply now"). Status moves submitted →
 * under_review → approved or rejected, by the credit team outside the storefront. A buyer has at
 * most one open application (submitted, under review or approved); after a rejection they may apply again.
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 150 }).notNull(),
    ssmNo: varchar('ssm_no', { length: 20 }).notNull(),
    yearsInBusiness: smallint('years_in_business').notNull(),
    /** Expected purchases a month, in sen. */
    monthlyPurchase: bigint('monthly_purchase', { mode: 'number' }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 16 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    status: varchar('status', { length: 20 }).$type<CreditApplicationStatus>().notNull().default('submitted'),
    /** Why an application was rejected, as the credit team wrote it. */
    decisionNote: varchar('decision_note', { length: 500 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_applications_user_idx').on(t.userId, t.submittedAt.desc()),
    uniqueIndex('credit_applications_one_open_idx').on(t.userId).where(sql`${t.status} <> 'rejected'`),
    check('credit_applications_status_check', oneOf(t.status, CREDIT_APPLICATION_STATUSES)),
  ],
);

/**
 * Documents of an application, kept in the database (bytea) rather than on disk: they commit with
 * the application in one transaction, and every API replica reads them without a shared volume.
 * Each is at most 2 MB, so the table stays small enough for that to be the simple choice.
 */
export const creditApplicationDocuments = pgTable(
  'credit_application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 150 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_application_documents_app_idx').on(t.applicationId)],
);

/**
 * A buyer's credit-terms account, opened when their application is approved: one per buyer, with
 * a limit in sen. Only an active account pays at checkout; a suspended one keeps its ledger.
 * What is owed is never stored here: it is the sum of the account's ledger.
 */
export const creditTermsAccounts = pgTable(
  'credit_terms_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    applicationId: integer('application_id').references(() => creditApplications.id),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 }).$type<CreditAccountStatus>().notNull().default('active'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_terms_accounts_user_idx').on(t.userId), check('credit_terms_accounts_limit_check', sql`${t.limit} >= 0`), check('credit_terms_accounts_status_check', oneOf(t.status, CREDIT_ACCOUNT_STATUSES))],
);

/**
 * The credit-terms ledger, append-only: entries are only ever inserted (a trigger refuses UPDATE
 * and DELETE, so a correction is a new ADJUSTMENT). Amounts are signed sen: a CHARGE (positive,
 * with its due time) adds to what is owed, a REPAYMENT (negative) takes off it.
 */
export const creditTermsTransactions = pgTable(
  'credit_terms_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditTermsAccounts.id),
    kind: varchar('kind', { length: 20 }).$type<CreditTransactionKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_terms_transactions_account_idx').on(t.accountId, t.createdAt.desc()),
    // A checkout is charged once, whatever retries or races happen around it.
    uniqueIndex('credit_terms_transactions_charge_idx').on(t.checkoutId).where(sql`${t.kind} = 'CHARGE'`),
    check('credit_terms_transactions_kind_check', oneOf(t.kind, CREDIT_TRANSACTION_KINDS)),
    check('credit_terms_transactions_sign_check', sql`(${t.kind} = 'CHARGE' and ${t.amount} > 0 and ${t.dueAt} is not null) or (${t.kind} = 'REPAYMENT' and ${t.amount} < 0) or (${t.kind} = 'ADJUSTMENT' and ${t.amount} <> 0)`),
  ],
);
