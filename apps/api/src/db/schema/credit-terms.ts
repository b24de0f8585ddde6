import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { oneOf } from './values';

/** The same list as the contracts' CREDIT_STATUSES; the database refuses any other value. */
export const CREDIT_APPLICATION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
