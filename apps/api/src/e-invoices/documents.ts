import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CONSOLIDATION_LIMIT_SEN, E_INVOICE_TYPES, GENERAL_PUBLIC_TIN, NOT_SST_REGISTERED, type EInvoiceDocument, type EInvoiceType, type MonthlyEInvoice } from '@borong/contracts/e-invoice';
import { paginationMeta } from '@borong/contracts/common';
import type { Sen } from '@borong/contracts/money';
import { DomainError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { checkouts, eInvoiceDocuments, orderLines, orders, states, stores } from '../db/schema';
import { noteLines, taxCodeOf, totalsOf, ublJson, type DocFacts, type DocLine, type Party } from './ubl';

/*
 * Issuing MyInvois documents (issue 11, decision 0017). The seller is the supplier of its order,
 * as on the invoice PDF. An order gets its e-invoice (01) when it is paid, in the transaction
 * that records the payment; a note (02 credit, 04 refund) reduces it later and points at it. A
 * buyer who gave no e-invoice details is the general public (EI00000000010) and their documents
 * wait for the seller's monthly consolidated e-invoice, except an order above RM10,000, which is
 * submitted on its own (research §5.1). Documents are submitted by the job in ./submit.ts.
 */

/** MSIC 46900 "Non-specialised wholesale trade": the stores do not give their own code yet. */
const DEFAULT_MSIC = { code: '46900', activity: 'Non-specialised wholesale trade' };

export const PREFIX: Record<EInvoiceType, string> = { '01': 'INV', '02': 'CN', '04': 'RN' };
/** An order's invoice number: its e-invoice's, its PDF's, and what its e-credit spend is recorded against. */
export const invoiceNumber = (orderNo: string) => `${PREFIX['01']}-${orderNo}`;

type OrderRow = typeof orders.$inferSelect;
type StoreRow = typeof stores.$inferSelect;

/** The supplier and buyer parties and the charged lines of one order, from what it recorded when placed. */
async function orderFacts(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: orders, store: stores, storeState: states.name, buyer: checkouts.buyerEInvoice })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .leftJoin(states, eq(states.id, stores.stateId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const { order: o, store } = row;
  const sst = store.sstRegNo !== null;
  const charged: DocLine[] = lines.map((l) => ({
    description: `${l.productName} (${l.unit})`,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    gross: l.subtotal,
    discount: l.discount,
    net: l.taxableAmount,
    taxCode: taxCodeOf(l.taxType, sst),
    taxRate: l.taxRate,
    tax: l.taxAmount,
  }));
  const delivery = o.deliveryFee - o.deliveryDiscount;
  if (delivery > 0 || o.deliveryTax > 0) {
    const rate = delivery > 0 && o.deliveryTax > 0 ? Math.round((o.deliveryTax * 10_000) / delivery) : 0;
    charged.push({ description: 'Delivery', quantity: 1, unitPrice: o.deliveryFee, gross: o.deliveryFee, discount: o.deliveryDiscount, net: delivery, taxCode: o.deliveryTax > 0 ? '02' : '06', taxRate: rate, tax: o.deliveryTax });
  }
  const individual = row.buyer?.kind === 'INDIVIDUAL' ? row.buyer : null;
  return {
    order: o,
    store,
    lines: charged,
    supplier: supplierParty(store, row.storeState),
    buyer: buyerParty(o, individual),
    consolidated: !individual && o.grandTotal <= CONSOLIDATION_LIMIT_SEN,
  };
}

/** A store as the supplier its documents name. */
export async function storeSupplier(tx: Db, storeId: number): Promise<DocFacts['supplier']> {
  const [row] = await tx.select({ store: stores, state: states.name }).from(stores).leftJoin(states, eq(states.id, stores.stateId)).where(eq(stores.id, storeId));
  if (!row) throw new Error(`store ${storeId} not found`);
  return supplierParty(row.store, row.state);
}

function supplierParty(store: StoreRow, stateName: string | null): DocFacts['supplier'] {
  const parts = (store.businessAddress ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  return {
    name: store.domainName,
    tin: store.tin ?? 'NA',
    brn: store.regNo ?? 'NA',
    sst: store.sstRegNo ?? NOT_SST_REGISTERED,
    email: '',
    phone: '',
    msic: DEFAULT_MSIC.code,
    activity: DEFAULT_MSIC.activity,
    address: { lines: parts.slice(0, 3), city: parts.at(-1) ?? '', postcode: /\b\d{5}\b/.exec(store.businessAddress ?? '')?.[0] ?? '', state: stateName ?? '' },
  };
}

function buyerParty(o: OrderRow, individual: Extract<NonNullable<typeof checkouts.$inferSelect.buyerEInvoice>, { kind: 'INDIVIDUAL' }> | null): Party {
  const a = o.address;
  const address = { lines: [a.address_1 ?? '', a.address_2 ?? ''].filter(Boolean), city: a.city ?? '', postcode: a.zip ?? '', state: a.state ?? '' };
  if (individual) return { name: individual.name, tin: individual.tin, brn: individual.reg_no, sst: individual.sst_reg_no, email: individual.email, phone: a.phone ?? '', address };
  return { name: a.recipient_name || 'General Public', tin: GENERAL_PUBLIC_TIN, brn: 'NA', sst: NOT_SST_REGISTERED, email: '', phone: a.phone ?? '', address };
}

/**
 * Issues the e-invoice of each paid order, in the caller's transaction (the payment's, or the
 * placing of an order settled at once). An order that has one already keeps it: a replayed
 * payment issues nothing.
 */
export async function issueInvoices(tx: Db, orderIds: readonly number[], now: Date): Promise<void> {
  for (const orderId of orderIds) {
    const f = await orderFacts(tx, orderId);
    const number = invoiceNumber(f.order.orderNo);
    const totals = totalsOf(f.lines);
    await tx
      .insert(eInvoiceDocuments)
      .values({
        type: E_INVOICE_TYPES.INVOICE,
        number,
        orderId,
        storeId: f.order.storeId,
        userId: f.order.userId,
        consolidated: f.consolidated,
        buyerTin: f.buyer.tin,
        totalExcludingTax: totals.excluding,
        taxAmount: totals.tax,
        totalPayable: totals.payable,
        document: ublJson({ type: E_INVOICE_TYPES.INVOICE, number, issuedAt: now, supplier: f.supplier, buyer: f.buyer, consolidated: f.consolidated, lines: f.lines }),
        status: f.consolidated ? 'CONSOLIDATED' : 'PENDING',
        nextAttemptAt: f.consolidated ? null : now,
        issuedAt: now,
      })
      .onConflictDoNothing();
  }
}

export interface NoteRequest {
  orderId: number;
  /** Tax included; at most what the e-invoice still carries after its earlier notes. */
  amountSen: Sen;
  reason: string;
  /** What the note records (a refund's reference); the same reference twice issues one note. */
  refundRef: string;
  now?: Date;
}

export class NoteExceedsInvoiceError extends DomainError {
  constructor(left: Sen) {
    super(409, `The notes would exceed the e-invoice: ${left} sen is left to credit or refund`, undefined, 'NOTE_EXCEEDS_INVOICE');
  }
}

/**
 * Issues a credit (02) or refund (04) note on an order's e-invoice, in the caller's transaction.
 * The e-invoice row is locked so notes issued at the same time never add up to more than it
 * carries (409). Answers the note's number, or null when the order has no e-invoice (it was never
 * paid, so nothing was invoiced).
 */
async function issueNote(tx: Db, type: Exclude<EInvoiceType, '01'>, request: NoteRequest): Promise<string | null> {
  const now = request.now ?? new Date();
  if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0) throw new DomainError(400, 'A note is for a positive amount in sen');
  const [original] = await tx
    .select()
    .from(eInvoiceDocuments)
    .where(and(eq(eInvoiceDocuments.orderId, request.orderId), eq(eInvoiceDocuments.type, E_INVOICE_TYPES.INVOICE)))
    .for('update');
  if (!original) return null;
  const [same] = await tx
    .select({ number: eInvoiceDocuments.number, total: eInvoiceDocuments.totalPayable })
    .from(eInvoiceDocuments)
    .where(and(eq(eInvoiceDocuments.originalId, original.id), eq(eInvoiceDocuments.type, type), eq(eInvoiceDocuments.refundRef, request.refundRef)));
  if (same) return same.number;
  const [noted] = await tx
    .select({ total: sql<number>`coalesce(sum(${eInvoiceDocuments.totalPayable}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
    .from(eInvoiceDocuments)
    .where(eq(eInvoiceDocuments.originalId, original.id));
  const left = original.totalPayable - (noted?.total ?? 0);
  if (request.amountSen > left) throw new NoteExceedsInvoiceError(left);

  const f = await orderFacts(tx, request.orderId);
  const lines = noteLines(f.lines, request.amountSen, type === E_INVOICE_TYPES.CREDIT_NOTE ? 'Credit' : 'Refund');
  const totals = totalsOf(lines);
  const number = `${PREFIX[type]}-${f.order.orderNo}-${(noted?.count ?? 0) + 1}`;
  // The buyer is named as on the original: consolidated with it, or individually.
  const buyer = { ...f.buyer, tin: original.buyerTin };
  await tx.insert(eInvoiceDocuments).values({
    type,
    number,
    orderId: request.orderId,
    storeId: original.storeId,
    userId: original.userId,
    originalId: original.id,
    consolidated: original.consolidated,
    buyerTin: original.buyerTin,
    totalExcludingTax: totals.excluding,
    taxAmount: totals.tax,
    totalPayable: totals.payable,
    reason: request.reason.slice(0, 300),
    refundRef: request.refundRef,
    document: ublJson({ type, number, issuedAt: now, supplier: f.supplier, buyer, consolidated: original.consolidated, lines, original: { number: original.number, uuid: original.uuid }, reason: request.reason }),
    status: original.consolidated ? 'CONSOLIDATED' : 'PENDING',
    nextAttemptAt: original.consolidated ? null : now,
    issuedAt: now,
  });
  return number;
}

/** A refund note (04): money went back to the buyer (to their e-credit, or their card or bank). */
export const issueRefundNote = (tx: Db, request: NoteRequest) => issueNote(tx, E_INVOICE_TYPES.REFUND_NOTE, request);

/** A credit note (02): the e-invoice is reduced and no money goes back (a credit-terms charge that is reversed, never paid). */
export const issueCreditNote = (tx: Db, request: NoteRequest) => issueNote(tx, E_INVOICE_TYPES.CREDIT_NOTE, request);

/** MyInvois's public page of a valid document (research §5.2: {portal}/{uuid}/share/{longId}). */
export const validationUrl = (portalUrl: string, doc: { uuid: string | null; longId: string | null }) => (doc.uuid && doc.longId ? `${portalUrl}/${doc.uuid}/share/${doc.longId}` : null);

/** The documents of one order the owner condition allows (the buyer's, or the seller's store's), oldest first; 404 for any other order. */
export async function orderDocuments(db: Db, orderId: number, owner: SQL, portalUrl: string): Promise<EInvoiceDocument[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), owner));
  if (!order) throw notFound('No order found');
  const d = eInvoiceDocuments;
  const rows = await db.select().from(d).where(eq(d.orderId, orderId)).orderBy(asc(d.id));
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    number: r.number,
    original_number: r.originalId === null ? null : (numbers.get(r.originalId) ?? null),
    status: r.status,
    total_payable: r.totalPayable,
    issued_at: isoTime(r.issuedAt),
    uuid: r.uuid,
    validation_url: validationUrl(portalUrl, r),
  }));
}

/** One document's UBL JSON, for download, if it belongs to an order the owner condition allows; else 404. */
export async function documentJson(db: Db, orderId: number, documentId: number, owner: SQL): Promise<{ fileName: string; json: string }> {
  const [row] = await db
    .select({ number: eInvoiceDocuments.number, document: eInvoiceDocuments.document })
    .from(eInvoiceDocuments)
    .innerJoin(orders, eq(orders.id, eInvoiceDocuments.orderId))
    .where(and(eq(eInvoiceDocuments.id, documentId), eq(eInvoiceDocuments.orderId, orderId), owner));
  if (!row) throw notFound('No e-invoice found');
  return { fileName: `${row.number}.json`, json: row.document };
}

/**
 * A store's monthly consolidated documents (decision 0017), newest month first and, within a
 * month, the consolidated e-invoice before its notes; each with how many documents it reports.
 */
export async function monthlyDocuments(db: Db, storeId: number, input: { page: number; per_page: number }, portalUrl: string) {
  const d = eInvoiceDocuments;
  const where = and(eq(d.storeId, storeId), isNotNull(d.period));
  const [rows, total] = await Promise.all([
    db
      .select({ id: d.id, type: d.type, number: d.number, period: d.period, status: d.status, totalPayable: d.totalPayable, taxAmount: d.taxAmount, issuedAt: d.issuedAt, uuid: d.uuid, longId: d.longId, lastError: d.lastError })
      .from(d)
      .where(where)
      .orderBy(desc(d.period), asc(d.type), asc(d.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db.$count(d, where),
  ]);
  const ids = rows.map((r) => r.id);
  const reported = ids.length
    ? await db
        .select({ id: d.consolidationId, n: count() })
        .from(d)
        .where(inArray(d.consolidationId, ids))
        .groupBy(d.consolidationId)
    : [];
  const counts = new Map(reported.map((r) => [r.id, Number(r.n)]));
  const data = rows.map(
    (r): MonthlyEInvoice => ({
      id: r.id,
      type: r.type,
      number: r.number,
      period: r.period ?? '',
      status: r.status,
      total_payable: r.totalPayable,
      tax_amount: r.taxAmount,
      issued_at: isoTime(r.issuedAt),
      reported_count: counts.get(r.id) ?? 0,
      validation_url: r.status === 'VALID' ? validationUrl(portalUrl, r) : null,
      last_error: r.status === 'INVALID' ? r.lastError : null,
    }),
  );
  return { data, meta: paginationMeta(total, input.page, input.per_page) };
}

/** One of the store's monthly documents' UBL JSON, for download; 404 for another store's, or an order's document. */
export async function monthlyDocumentJson(db: Db, storeId: number, documentId: number): Promise<{ fileName: string; json: string }> {
  const d = eInvoiceDocuments;
  const [row] = await db
    .select({ number: d.number, document: d.document })
    .from(d)
    .where(and(eq(d.id, documentId), eq(d.storeId, storeId), isNotNull(d.period)));
  if (!row) throw notFound('No e-invoice found');
  return { fileName: `${row.number}.json`, json: row.document };
}

/** The order's e-invoice once MyInvois validated it: its validation link goes on the invoice PDF. */
export async function validInvoiceOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ uuid: eInvoiceDocuments.uuid, longId: eInvoiceDocuments.longId })
    .from(eInvoiceDocuments)
    .where(and(eq(eInvoiceDocuments.orderId, orderId), eq(eInvoiceDocuments.type, E_INVOICE_TYPES.INVOICE), inArray(eInvoiceDocuments.status, ['VALID'])))
    .orderBy(desc(eInvoiceDocuments.id))
    .limit(1);
  return row ?? null;
}

/** Sends a document's UBL JSON as a private attachment. */
export const sendDocumentJson = (reply: FastifyReply, file: { fileName: string; json: string }) =>
  reply.header('content-type', 'application/json; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.json);

export const E_INVOICE_LIST_DESCRIPTION =
  "The order's MyInvois documents, oldest first: its e-invoice (type 01, issued when the order is paid) and any credit notes (02: the e-invoice reduced with no money back, e.g. a cancelled credit-terms charge) and refund notes (04: money back to the buyer), each naming the e-invoice it reduces. status: PENDING (waiting to be submitted), SUBMITTED, VALID (with MyInvois's validation_url), INVALID, or CONSOLIDATED (a buyer without e-invoice details and an order of at most RM 10,000: reported in the seller's monthly consolidated e-invoice under the general-public TIN, not submitted alone). An unpaid order has none.";
export const E_INVOICE_DOCUMENT_DESCRIPTION =
  'The UBL 2.1 JSON of one of the order’s documents (MyInvois format, version 1.0), as application/json, an attachment named <document number>.json. A document is never changed once submitted; a note’s reference to its e-invoice’s MyInvois UUID is filled in when the note is submitted.';
export const MONTHLY_E_INVOICE_LIST_DESCRIPTION =
  "The store's monthly consolidated MyInvois documents, newest month first (and within a month the consolidated e-invoice before its notes), paginated (page, per_page up to 100). Once a month is over in Malaysian time, the month's documents of buyers who gave no e-invoice details (CONSOLIDATED on their orders) are reported in one consolidated e-invoice (type 01, CINV-<store>-<yyyymm>) and consolidated credit (02, CCN-…) and refund (04, CRN-…) notes, under the general-public TIN. period is the month's first day; reported_count is how many documents each reports; status PENDING, SUBMITTED, VALID (with MyInvois's validation_url) or INVALID (with last_error, MyInvois's reasons). Amounts in sen.";
export const MONTHLY_E_INVOICE_DOCUMENT_DESCRIPTION =
  "The UBL 2.1 JSON of one of the store's monthly consolidated documents (MyInvois format, version 1.0), as application/json, an attachment named <document number>.json. Another store's document, or an order's, is a 404.";
