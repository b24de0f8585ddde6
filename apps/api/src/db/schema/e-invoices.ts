import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { E_INVOICE_STATUSES, E_INVOICE_TYPE_CODES, type EInvoiceStatus, type EInvoiceType } from '@borong/contracts/e-invoice';
import { users } from './accounts';
import { stores } from './catalogue';
import { orders } from './orders';
import { oneOf } from './values';

/**
 * MyInvois documents (issue 11): a seller order's e-invoice (01) and the credit (02) and refund
 * (04) notes that reduce it, and a seller's monthly consolidated documents (`period` set, no order
 * or buyer), which report the month's CONSOLIDATED ones (`consolidationId`). A document is written once: its type, parties, totals and JSON never
 * change after it is submitted (a trigger refuses it, and any delete), and a correction is a new
 * note pointing at the original. `document` is the UBL 2.1 JSON as text, so the bytes hashed at
 * submission are the bytes kept.
 */
export const eInvoiceDocuments = pgTable(
  'e_invoice_documents',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 2 }).$type<EInvoiceType>().notNull(),
    /** Our document number (UBL ID, MyInvois codeNumber): INV-, CN- or RN- then the order number. */
    number: varchar('number', { length: 40 }).notNull(),
    /** Null on a monthly consolidated document, which reports many orders. */
    orderId: integer('order_id').references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null on a monthly consolidated document (its buyer is the general public). */
    userId: integer('user_id').references(() => users.id),
    /** The e-invoice a note reduces; null on an e-invoice. */
    originalId: integer('original_id').references((): AnyPgColumn => eInvoiceDocuments.id),
    /** The buyer gave no e-invoice details: reported in the seller's monthly consolidated e-invoice rather than submitted alone. */
    consolidated: boolean('consolidated').notNull(),
    /** A monthly consolidated document's month (its first day, Malaysian time); null on an order's document. */
    period: date('period', { mode: 'string' }),
    /** A CONSOLIDATED document, once reported: the monthly consolidated document that reports it. */
    consolidationId: integer('consolidation_id').references((): AnyPgColumn => eInvoiceDocuments.id),
    buyerTin: varchar('buyer_tin', { length: 14 }).notNull(),
    totalExcludingTax: bigint('total_excluding_tax', { mode: 'number' }).notNull(),
    taxAmount: bigint('tax_amount', { mode: 'number' }).notNull(),
    totalPayable: bigint('total_payable', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 300 }),
    /** What the note records: the refund's reference for a refund note, the cancellation for a cancellation's notes. */
    refundRef: varchar('refund_ref', { length: 80 }),
    document: text('document').notNull(),
    status: varchar('status', { length: 20 }).$type<EInvoiceStatus>().notNull(),
    submissionUid: varchar('submission_uid', { length: 40 }),
    uuid: varchar('uuid', { length: 40 }),
    longId: varchar('long_id', { length: 120 }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last submission's failure or MyInvois's validation errors, for whoever looks into it. */
    lastError: text('last_error'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('e_invoice_documents_number_idx').on(t.number),
    // One e-invoice per seller order, whatever retries or races happen around its payment.
    uniqueIndex('e_invoice_documents_invoice_idx').on(t.orderId).where(sql`${t.type} = '01'`),
    uniqueIndex('e_invoice_documents_refund_ref_idx').on(t.originalId, t.type, t.refundRef),
    index('e_invoice_documents_order_idx').on(t.orderId, t.id),
    index('e_invoice_documents_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    // One monthly document of each type per seller, and per original for the notes.
    uniqueIndex('e_invoice_documents_period_idx')
      .on(t.storeId, t.period, t.type, sql`coalesce(${t.originalId}, 0)`)
      .where(sql`${t.period} is not null`),
    // What a monthly document reports (the seller console counts them).
    index('e_invoice_documents_consolidation_idx').on(t.consolidationId).where(sql`${t.consolidationId} is not null`),
    // What the monthly consolidation still has to report.
    index('e_invoice_documents_unreported_idx').on(t.storeId, t.issuedAt).where(sql`${t.status} = 'CONSOLIDATED' and ${t.consolidationId} is null`),
    index('e_invoice_documents_submitted_idx').on(t.submissionUid).where(sql`${t.status} = 'SUBMITTED'`),
    check('e_invoice_documents_type_check', oneOf(t.type, E_INVOICE_TYPE_CODES)),
    check('e_invoice_documents_status_check', oneOf(t.status, E_INVOICE_STATUSES)),
    check('e_invoice_documents_period_check', sql`(${t.period} is null) = (${t.orderId} is not null) and (${t.period} is null) = (${t.userId} is not null)`),
    check('e_invoice_documents_original_check', sql`(${t.type} = '01') = (${t.originalId} is null)`),
    check('e_invoice_documents_totals_check', sql`${t.totalPayable} = ${t.totalExcludingTax} + ${t.taxAmount} and ${t.totalPayable} >= 0 and ${t.taxAmount} >= 0`),
  ],
);
