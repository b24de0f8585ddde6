import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { E_INVOICE_TYPES, GENERAL_PUBLIC_TIN, NOT_SST_REGISTERED, type EInvoiceType } from '@borong/contracts/e-invoice';
import { MYT_OFFSET_MS } from '../app/malaysian-time';
import type { Db } from '../db/client';
import { eInvoiceDocuments } from '../db/schema';
import { PREFIX, storeSupplier } from './documents';
import { totalsOf, ublJson, type DocLine, type Party } from './ubl';

/*
 * The monthly consolidated e-invoice (issue 11, decision 0017). A buyer who gave no e-invoice
 * details gets no e-invoice of their own: their order's documents are CONSOLIDATED, and once the
 * month is over (Malaysian time) each seller's are reported to MyInvois together, well inside
 * LHDN's seven days:
 * - one consolidated e-invoice (01) for the month's e-invoices, a line per e-invoice and tax rate
 *   (LHDN's classification 004, the general public as buyer);
 * - one consolidated credit (02) or refund (04) note for the month's notes of each type, per
 *   consolidated e-invoice their originals were reported in (a note refers to one e-invoice).
 * Each reported document then points at the monthly one (`consolidation_id`), in the same
 * transaction. The monthly documents are submitted by the submission job like any other; a note
 * waits for its consolidated e-invoice's UUID. Safe to run twice at once: the documents to report
 * are locked, and a month's document of a type is unique.
 */

/** The month an instant falls in, in Malaysian time, as its first day (`2026-10-01`). */
export function periodOf(instant: Date): string {
  return `${new Date(instant.getTime() + MYT_OFFSET_MS).toISOString().slice(0, 7)}-01`;
}

/** The instant a period (a month's first day) starts, in Malaysian time. */
function periodStart(period: string): Date {
  return new Date(Date.parse(`${period}T00:00:00Z`) - MYT_OFFSET_MS);
}

function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const GENERAL_PUBLIC: Party = { name: 'General Public', tin: GENERAL_PUBLIC_TIN, brn: 'NA', sst: NOT_SST_REGISTERED, email: '', phone: '', address: { lines: [], city: '', postcode: '', state: '' } };

const MONTHLY_PREFIX: Record<EInvoiceType, string> = { '01': `C${PREFIX['01']}`, '02': `C${PREFIX['02']}`, '04': `C${PREFIX['04']}` };

type TaxSubtotal = { TaxableAmount: [{ _: number }]; TaxAmount: [{ _: number }]; Percent: [{ _: number }]; TaxCategory: [{ ID: [{ _: DocLine['taxCode'] }] }] };

/** A document's amounts per tax type and rate, read from its UBL JSON: the lines it adds to a monthly document. */
export function taxLines(document: string, description: string): DocLine[] {
  const parsed = JSON.parse(document) as { Invoice: [{ TaxTotal: [{ TaxSubtotal: TaxSubtotal[] }] }] };
  const sen = (ringgit: number) => Math.round(ringgit * 100);
  return parsed.Invoice[0].TaxTotal[0].TaxSubtotal.map((t) => {
    const net = sen(t.TaxableAmount[0]._);
    return { description, quantity: 1, unitPrice: net, gross: net, discount: 0, net, taxCode: t.TaxCategory[0].ID[0]._, taxRate: Math.round(t.Percent[0]._ * 100), tax: sen(t.TaxAmount[0]._) };
  });
}

export interface ConsolidateCounts {
  /** Monthly documents issued. */
  issued: number;
  /** Documents they report. */
  reported: number;
}

/** Reports every finished month's CONSOLIDATED documents, a seller and month at a time, oldest month first. */
export async function consolidateEInvoices(db: Db, options: { now?: Date } = {}): Promise<ConsolidateCounts> {
  const now = options.now ?? new Date();
  const d = eInvoiceDocuments;
  const counts: ConsolidateCounts = { issued: 0, reported: 0 };
  const month = sql<string>`to_char(date_trunc('month', (${d.issuedAt} at time zone 'UTC') + interval '8 hours'), 'YYYY-MM-DD')`;
  const due = await db
    .selectDistinct({ storeId: d.storeId, period: month })
    .from(d)
    .where(and(eq(d.status, 'CONSOLIDATED'), isNull(d.consolidationId), lt(d.issuedAt, periodStart(periodOf(now)))))
    .orderBy(month, d.storeId);
  for (const { storeId, period } of due) {
    await db.transaction(async (tx) => consolidateMonth(tx, storeId, period, now, counts));
  }
  return counts;
}

async function consolidateMonth(tx: Db, storeId: number, period: string, now: Date, counts: ConsolidateCounts): Promise<void> {
  const d = eInvoiceDocuments;
  const original = alias(eInvoiceDocuments, 'original');
  const members = await tx
    .select({ id: d.id, type: d.type, number: d.number, document: d.document, originalId: d.originalId, originalNumber: original.number, originalConsolidationId: original.consolidationId })
    .from(d)
    .leftJoin(original, eq(original.id, d.originalId))
    .where(and(eq(d.storeId, storeId), eq(d.status, 'CONSOLIDATED'), isNull(d.consolidationId), gte(d.issuedAt, periodStart(period)), lt(d.issuedAt, periodStart(nextPeriod(period)))))
    .orderBy(asc(d.id))
    .for('update', { of: d });
  if (members.length === 0) return;
  const supplier = await storeSupplier(tx, storeId);
  const yyyymm = period.slice(0, 7).replace('-', '');

  const issue = async (type: EInvoiceType, number: string, reported: typeof members, monthly01?: { id: number; number: string; uuid: string | null }) => {
    const lines = reported.flatMap((m) => taxLines(m.document, m.originalNumber ? `${m.number} (${m.originalNumber})` : m.number));
    const totals = totalsOf(lines);
    const reason = type === E_INVOICE_TYPES.INVOICE ? null : `${type === E_INVOICE_TYPES.CREDIT_NOTE ? 'Credit' : 'Refund'} notes to the general public, ${period.slice(0, 7)}`;
    const [inserted] = await tx
      .insert(d)
      .values({
        type,
        number,
        storeId,
        originalId: monthly01?.id ?? null,
        consolidated: true,
        period,
        buyerTin: GENERAL_PUBLIC_TIN,
        totalExcludingTax: totals.excluding,
        taxAmount: totals.tax,
        totalPayable: totals.payable,
        reason,
        document: ublJson({ type, number, issuedAt: now, supplier, buyer: GENERAL_PUBLIC, consolidated: true, lines, reason, ...(monthly01 ? { original: { number: monthly01.number, uuid: monthly01.uuid } } : {}) }),
        status: 'PENDING',
        nextAttemptAt: now,
        issuedAt: now,
      })
      .returning({ id: d.id, number: d.number, uuid: d.uuid });
    if (!inserted) throw new Error(`monthly document ${number} not issued`);
    await tx.update(d).set({ consolidationId: inserted.id }).where(inArray(d.id, reported.map((m) => m.id)));
    counts.issued++;
    counts.reported += reported.length;
    return inserted;
  };

  const invoices = members.filter((m) => m.type === E_INVOICE_TYPES.INVOICE);
  // A month's e-invoices are reported once: a later one of the same month (issued after the
  // month closed, which only a clock running behind could do) would find its monthly document taken.
  const [existing] = await tx
    .select({ id: d.id, number: d.number, uuid: d.uuid })
    .from(d)
    .where(and(eq(d.storeId, storeId), eq(d.period, period), eq(d.type, E_INVOICE_TYPES.INVOICE)));
  const monthlyInvoice = invoices.length > 0 && !existing ? await issue(E_INVOICE_TYPES.INVOICE, `${MONTHLY_PREFIX['01']}-${storeId}-${yyyymm}`, invoices) : existing;

  // Notes go by type and by the consolidated e-invoice their originals were reported in (perhaps
  // this month's, issued just above, or an earlier month's).
  const reportedIn = new Map(invoices.map((m) => [m.id, monthlyInvoice?.id ?? null]));
  const groups = new Map<string, { type: EInvoiceType; consolidationId: number; notes: typeof members }>();
  for (const note of members.filter((m) => m.type !== E_INVOICE_TYPES.INVOICE)) {
    const consolidationId = note.originalConsolidationId ?? (note.originalId === null ? null : reportedIn.get(note.originalId)) ?? null;
    // An original not yet reported (none can be, as months go in order) leaves its note for a later run.
    if (consolidationId === null) continue;
    const key = `${note.type}:${consolidationId}`;
    const group = groups.get(key) ?? { type: note.type, consolidationId, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const [monthly01] = await tx.select({ id: d.id, number: d.number, uuid: d.uuid }).from(d).where(eq(d.id, group.consolidationId));
    if (!monthly01) continue;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(d)
      .where(and(eq(d.storeId, storeId), eq(d.period, period), eq(d.type, group.type)));
    await issue(group.type, `${MONTHLY_PREFIX[group.type]}-${storeId}-${yyyymm}-${n + 1}`, group.notes, monthly01);
  }
}
