import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, eInvoiceDocuments, orders, payments, products, storeMembers, stores, users } from '../src/db/schema';
import { consolidateEInvoices, periodOf, taxLines } from '../src/e-invoices/consolidate';
import { issueCreditNote, issueRefundNote } from '../src/e-invoices/documents';
import { myInvoisSandbox, structuralProblems } from '../src/e-invoices/myinvois';
import { submitEInvoices } from '../src/e-invoices/submit';
import { xSignature } from '../src/payments/signature';
import { buyerWithCart, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';
import { pdfText } from './pdf-text';

const SECRET = 'sandbox-secret-for-the-e-invoice-tests';
const PORTAL = 'https://preprod.myinvois.hasil.gov.my';
type Auth = Record<string, string>;
type Amount = [{ _: number; currencyID: string }];
type Ubl = {
  Invoice: [
    {
      ID: [{ _: string }];
      InvoiceTypeCode: [{ _: string; listVersionID: string }];
      BillingReference?: [{ InvoiceDocumentReference: [{ ID: [{ _: string }]; UUID: [{ _: string }] }] }];
      AccountingSupplierParty: [{ Party: [{ PartyIdentification: { ID: [{ _: string; schemeID: string }] }[] }] }];
      AccountingCustomerParty: [{ Party: [{ PartyIdentification: { ID: [{ _: string; schemeID: string }] }[] }] }];
      TaxTotal: [{ TaxAmount: Amount; TaxSubtotal: { TaxableAmount: Amount; TaxAmount: Amount; Percent: [{ _: number }]; TaxCategory: [{ ID: [{ _: string }] }] }[] }];
      LegalMonetaryTotal: [{ TaxExclusiveAmount: Amount; TaxInclusiveAmount: Amount; PayableAmount: Amount }];
      InvoiceLine: { LineExtensionAmount: Amount; TaxTotal: [{ TaxAmount: Amount }]; Item: [{ CommodityClassification: [{ ItemClassificationCode: [{ _: string }] }]; Description: [{ _: string }] }] }[];
    },
  ];
};
const sen = (a: Amount) => Math.round(a[0]._ * 100);
const tin = (party: { PartyIdentification: { ID: [{ _: string; schemeID: string }] }[] }) => party.PartyIdentification.find((p) => p.ID[0].schemeID === 'TIN')?.ID[0]._;

describe.each(DATABASE_KINDS)('MyInvois e-invoices on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL: 'http://127.0.0.1:3996' } });
  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const docsOf = (orderId: number) => db().select().from(eInvoiceDocuments).where(eq(eInvoiceDocuments.orderId, orderId)).orderBy(asc(eInvoiceDocuments.id));
  const details = { tin: 'C2584563202', reg_no: '202001012345', sst_reg_no: 'W10-1808-31001234', email: 'akaun@kedai.my' };

  /** Two sellers' products bought with `method`, both delivered nationwide: a, 2 × RM 10 at 10 % SST from an SST-registered seller; b, RM 20 exempt. */
  async function bought(offset: number, key: string, options: { method?: 'E-CREDIT' | 'FPX'; withDetails?: boolean } = {}) {
    const { a, b } = await twoSellers(t, offset);
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    if (options.withDetails) expect((await t.app.inject({ method: 'POST', url: '/api/user/company/e-invoice', headers: buyer.auth, payload: details })).statusCode).toBe(200);
    const method = options.method ?? 'E-CREDIT';
    if (method === 'E-CREDIT') await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': key },
      payload: {
        address_id: buyer.addressId,
        deliveries: [
          { store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' },
          { store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' },
        ],
        payment_method: method,
        ...(method === 'FPX' ? { bank_code: 'MB2U0227' } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { checkout_id: number; orders: { id: number; order_no: string; store_id: number; grand_total: number }[] };
    return { a, b, buyer, checkoutId: data.checkout_id, orderA: data.orders.find((o) => o.store_id === a.storeId)!, orderB: data.orders.find((o) => o.store_id === b.storeId)! };
  }

  async function payByCallback(checkoutId: number) {
    const [payment] = await db().select().from(payments).where(eq(payments.checkoutId, checkoutId));
    if (!payment?.providerRef) throw new Error('no bill');
    const fields = { id: payment.providerRef, collection_id: 'sandbox', paid: 'true', state: 'paid', amount: String(payment.amount), paid_amount: String(payment.amount), paid_at: '2026-11-25T10:00:00.000Z', transaction_status: 'completed', url: '' };
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...fields, x_signature: xSignature(fields, SECRET) }).toString() });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('issues one e-invoice per seller order when it is paid, whose lines, tax subtotals and totals add up to the order', async () => {
    const { a, orderA, orderB, checkoutId } = await bought(1, 'einv-fpx', { method: 'FPX', withDetails: true });
    expect(await docsOf(orderA.id)).toEqual([]);
    await payByCallback(checkoutId);
    await payByCallback(checkoutId);

    const [invoice, ...more] = await docsOf(orderA.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ type: '01', number: `INV-${orderA.order_no}`, status: 'PENDING', consolidated: false, buyerTin: details.tin, totalPayable: orderA.grand_total, storeId: a.storeId });
    const ubl = JSON.parse(invoice!.document) as Ubl;
    const inv = ubl.Invoice[0];
    expect(inv.ID[0]._).toBe(`INV-${orderA.order_no}`);
    expect(inv.InvoiceTypeCode[0]).toEqual({ _: '01', listVersionID: '1.0' });
    expect(tin(inv.AccountingCustomerParty[0].Party[0])).toBe(details.tin);
    const [store] = await db().select({ tin: stores.tin }).from(stores).where(eq(stores.id, a.storeId));
    expect(tin(inv.AccountingSupplierParty[0].Party[0])).toBe(store?.tin);
    // 2 × RM 10 at 10 % sales tax, and RM 10 delivery at 6 % service tax from an SST-registered seller.
    const lines = inv.InvoiceLine.reduce((s, l) => s + sen(l.LineExtensionAmount), 0);
    const tax = inv.InvoiceLine.reduce((s, l) => s + sen(l.TaxTotal[0].TaxAmount), 0);
    expect(lines).toBe(3_000);
    expect(tax).toBe(260);
    expect(sen(inv.LegalMonetaryTotal[0].TaxExclusiveAmount)).toBe(lines);
    expect(sen(inv.LegalMonetaryTotal[0].PayableAmount)).toBe(orderA.grand_total);
    expect(orderA.grand_total).toBe(lines + tax);
    expect(inv.TaxTotal[0].TaxSubtotal.map((g) => [g.TaxCategory[0].ID[0]._, g.Percent[0]._, sen(g.TaxableAmount), sen(g.TaxAmount)])).toEqual([
      ['01', 10, 2_000, 200],
      ['02', 6, 1_000, 60],
    ]);
    expect(structuralProblems(invoice!.document)).toBeNull();
    // The other seller's order has its own, with the exempt goods of a seller outside SST as "not applicable".
    const [other] = await docsOf(orderB.id);
    expect(other).toMatchObject({ type: '01', totalPayable: orderB.grand_total, taxAmount: 0 });
    expect((JSON.parse(other!.document) as Ubl).Invoice[0].TaxTotal[0].TaxSubtotal.map((g) => g.TaxCategory[0].ID[0]._)).toEqual(['06']);
  });

  it('names a buyer without e-invoice details as the general public and keeps the documents for the consolidated e-invoice, except above RM 10,000', async () => {
    const { orderA } = await bought(2, 'einv-consolidated');
    const [invoice] = await docsOf(orderA.id);
    expect(invoice).toMatchObject({ status: 'CONSOLIDATED', consolidated: true, buyerTin: 'EI00000000010', nextAttemptAt: null });
    expect(tin((JSON.parse(invoice!.document) as Ubl).Invoice[0].AccountingCustomerParty[0].Party[0])).toBe('EI00000000010');

    const { a } = await twoSellers(t, 3);
    await db().update(stores).set({ sstRegistered: false }).where(eq(stores.id, a.storeId));
    const big = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    await db().execute(sql`update products set price_after_discount = 1000001, stock_count = 5, tax_class = 'EXEMPT' where id = ${a.id}`);
    await db().insert(eCreditTransactions).values({ userId: big.userId, invoiceNumber: 'TOPUP', amount: 2_000_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...big.auth, 'idempotency-key': 'einv-big' },
      payload: { address_id: big.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [own] = await docsOf(res.json().data.orders[0].id);
    expect(own).toMatchObject({ status: 'PENDING', consolidated: false, buyerTin: 'EI00000000010' });
  });

  it('issues a refund note that points at the e-invoice when a paid order is cancelled, and names it on the e-credit statement', async () => {
    const { buyer, orderA } = await bought(4, 'einv-cancel', { withDetails: true });
    const res = await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${orderA.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice, note, ...more] = await docsOf(orderA.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ type: '04', number: `RN-${orderA.order_no}-1`, originalId: invoice?.id, totalPayable: orderA.grand_total, taxAmount: invoice?.taxAmount, status: 'PENDING' });
    const ref = (JSON.parse(note!.document) as Ubl).Invoice[0].BillingReference?.[0].InvoiceDocumentReference[0];
    expect(ref?.ID[0]._).toBe(`INV-${orderA.order_no}`);
    const refunds = await db().select({ number: eCreditTransactions.invoiceNumber, amount: eCreditTransactions.amount }).from(eCreditTransactions).where(and(eq(eCreditTransactions.userId, buyer.userId), sql`${eCreditTransactions.amount} > 0`, sql`${eCreditTransactions.invoiceNumber} <> 'TOPUP'`));
    expect(refunds).toEqual([{ number: `RN-${orderA.order_no}-1`, amount: orderA.grand_total }]);
  });

  it('credits the part of a cancelled credit-terms order that was never paid, and refunds the e-credit spent on it', async () => {
    const { a } = await twoSellers(t, 13);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/credit-terms', payload: { email: user?.email, limit: 100_000 } })).statusCode).toBe(200);
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 500 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': 'einv-credit-terms' },
      payload: { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'CREDIT_TERMS', offset_amount: 500 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.orders[0] as { id: number; order_no: string; grand_total: number };
    // The e-credit spent is recorded against the order's invoice.
    const spent = await db().select({ number: eCreditTransactions.invoiceNumber, amount: eCreditTransactions.amount }).from(eCreditTransactions).where(and(eq(eCreditTransactions.userId, buyer.userId), sql`${eCreditTransactions.amount} < 0`));
    expect(spent).toEqual([{ number: `INV-${order.order_no}`, amount: -500 }]);

    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${order.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const [invoice, credit, refund, ...more] = await docsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ type: '01', totalPayable: order.grand_total });
    expect(credit).toMatchObject({ type: '02', number: `CN-${order.order_no}-1`, originalId: invoice?.id, totalPayable: order.grand_total - 500 });
    expect(refund).toMatchObject({ type: '04', number: `RN-${order.order_no}-2`, originalId: invoice?.id, totalPayable: 500 });
  });

  it('issues part refunds and credits in proportion, once per reference, never beyond the e-invoice (409)', async () => {
    const { orderA } = await bought(5, 'einv-notes', { withDetails: true });
    const [invoice] = await docsOf(orderA.id);
    const first = await db().transaction((tx) => issueRefundNote(tx, { orderId: orderA.id, amountSen: 1_000, reason: 'Damaged carton', refundRef: 'dispute-1' }));
    expect(first).toBe(`RN-${orderA.order_no}-1`);
    // The same refund again is the same note.
    expect(await db().transaction((tx) => issueRefundNote(tx, { orderId: orderA.id, amountSen: 1_000, reason: 'Damaged carton', refundRef: 'dispute-1' }))).toBe(first);
    const credit = await db().transaction((tx) => issueCreditNote(tx, { orderId: orderA.id, amountSen: 500, reason: 'Price adjustment', refundRef: 'adjust-1' }));
    expect(credit).toBe(`CN-${orderA.order_no}-2`);
    const [, refund, creditNote] = await docsOf(orderA.id);
    expect(refund).toMatchObject({ totalPayable: 1_000 });
    expect(refund!.totalExcludingTax + refund!.taxAmount).toBe(1_000);
    expect(refund!.taxAmount).toBeGreaterThan(0);
    expect(creditNote).toMatchObject({ type: '02', totalPayable: 500, originalId: invoice?.id });
    expect(structuralProblems(refund!.document)).toBeNull();

    const left = invoice!.totalPayable - 1_500;
    await expect(db().transaction((tx) => issueRefundNote(tx, { orderId: orderA.id, amountSen: left + 1, reason: 'Too much', refundRef: 'dispute-2' }))).rejects.toMatchObject({ statusCode: 409 });
    await expect(db().transaction((tx) => issueRefundNote(tx, { orderId: orderA.id, amountSen: 0, reason: 'Nothing', refundRef: 'dispute-3' }))).rejects.toMatchObject({ statusCode: 400 });
    expect(await docsOf(orderA.id)).toHaveLength(3);
    // An order never invoiced (unpaid) has nothing to note.
    const unpaid = await bought(6, 'einv-unpaid', { method: 'FPX' });
    expect(await db().transaction((tx) => issueRefundNote(tx, { orderId: unpaid.orderA.id, amountSen: 100, reason: 'x', refundRef: 'r' }))).toBeNull();
  });

  it('never lets notes issued at the same time exceed their e-invoice', async () => {
    const { orderA } = await bought(7, 'einv-race', { withDetails: true });
    const total = orderA.grand_total;
    const half = Math.floor(total / 2) + 1;
    const results = await Promise.allSettled(
      ['race-1', 'race-2', 'race-3'].map((ref) => db().transaction((tx) => issueRefundNote(tx, { orderId: orderA.id, amountSen: half, reason: 'race', refundRef: ref }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.statusCode)).toEqual([409, 409]);
    const notes = (await docsOf(orderA.id)).filter((d) => d.type !== '01');
    expect(notes.reduce((s, n) => s + n.totalPayable, 0)).toBe(half);
  });

  it('refuses to edit or remove an issued document, and to change its JSON once submitted', async () => {
    const { orderA } = await bought(8, 'einv-fixed', { withDetails: true });
    const [invoice] = await docsOf(orderA.id);
    const refusal = (query: ReturnType<typeof sql>) => db().execute(query).then(() => 'done', (err: Error) => String(err.cause ?? err.message));
    expect(await refusal(sql`update e_invoice_documents set total_payable = total_payable + 1, total_excluding_tax = total_excluding_tax + 1 where id = ${invoice!.id}`)).toMatch(/never edited/);
    expect(await refusal(sql`delete from e_invoice_documents where id = ${invoice!.id}`)).toMatch(/never removed/);
    await submitEInvoices(db(), myInvoisSandbox());
    expect(await refusal(sql`update e_invoice_documents set document = '{}' where id = ${invoice!.id}`)).toMatch(/never edited/);
    expect((await docsOf(orderA.id))[0]?.document).toBe(invoice!.document);
  });

  it('lets the buyer and the store download the e-invoice and its notes, and nobody else (404)', async () => {
    const { a, buyer, orderA, orderB } = await bought(9, 'einv-download', { withDetails: true });
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${orderA.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const list = await get(`/mydin-online/order/e-invoices/${orderA.id}`, buyer.auth);
    expect(list.statusCode, list.body).toBe(200);
    const [invoice, note] = list.json().data as { id: number; type: string; number: string; original_number: string | null; validation_url: string | null }[];
    expect(invoice).toMatchObject({ type: '01', number: `INV-${orderA.order_no}`, original_number: null, status: 'PENDING', validation_url: null });
    expect(note).toMatchObject({ type: '04', original_number: `INV-${orderA.order_no}` });

    const file = await get(`/mydin-online/order/e-invoices/${orderA.id}/${invoice?.id}`, buyer.auth);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="INV-${orderA.order_no}.json"`);
    expect((file.json() as Ubl).Invoice[0].ID[0]._).toBe(`INV-${orderA.order_no}`);

    const seller = await createSignedInUser(t.database);
    await db().insert(storeMembers).values({ userId: seller.userId, storeId: a.storeId, role: 'staff' });
    const sellerList = await get(`/seller/stores/${a.storeId}/orders/${orderA.id}/e-invoices`, seller.auth);
    expect(sellerList.statusCode).toBe(200);
    expect(sellerList.json().data).toHaveLength(2);
    const sellerFile = await get(`/seller/stores/${a.storeId}/orders/${orderA.id}/e-invoices/${note?.id}`, seller.auth);
    expect(sellerFile.statusCode).toBe(200);
    expect(sellerFile.headers['content-disposition']).toBe(`attachment; filename="${note?.number}.json"`);

    const stranger = await createSignedInUser(t.database);
    expect((await get(`/mydin-online/order/e-invoices/${orderA.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await get(`/mydin-online/order/e-invoices/${orderA.id}/${invoice?.id}`, stranger.auth)).statusCode).toBe(404);
    // A document of another order through this order's path, and another store's order through this store's.
    expect((await get(`/mydin-online/order/e-invoices/${orderB.id}/${invoice?.id}`, buyer.auth)).statusCode).toBe(404);
    expect((await get(`/seller/stores/${a.storeId}/orders/${orderB.id}/e-invoices`, seller.auth)).statusCode).toBe(404);
    expect((await get(`/seller/stores/${a.storeId}/orders/${orderB.id}/e-invoices/${invoice?.id}`, seller.auth)).statusCode).toBe(404);
    expect((await get(`/mydin-online/order/e-invoices/abc`, buyer.auth)).statusCode).toBe(400);
  });

  it('submits through the sandbox, records the UUID and long id, and puts the validation link in the invoice PDF', async () => {
    const { buyer, orderA } = await bought(10, 'einv-submit', { withDetails: true });
    const cancelled = await bought(11, 'einv-submit-note', { withDetails: true });
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${cancelled.orderA.id}`, headers: cancelled.buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const sandbox = myInvoisSandbox();
    // The first run submits the e-invoices (the note waits for its original's UUID) and reads their validation.
    await submitEInvoices(db(), sandbox);
    const [invoice] = await docsOf(orderA.id);
    expect(invoice).toMatchObject({ status: 'VALID', attempts: 1, lastError: null });
    expect(invoice?.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(invoice?.longId).toBeTruthy();
    const [original, note] = await docsOf(cancelled.orderA.id);
    expect(original?.status).toBe('VALID');
    expect(note?.status).toBe('PENDING');
    await submitEInvoices(db(), sandbox);
    const [, sent] = await docsOf(cancelled.orderA.id);
    expect(sent?.status).toBe('VALID');
    expect((JSON.parse(sent!.document) as Ubl).Invoice[0].BillingReference?.[0].InvoiceDocumentReference[0].UUID[0]._).toBe(original?.uuid);

    const listed = (await get(`/mydin-online/order/e-invoices/${orderA.id}`, buyer.auth)).json().data[0];
    expect(listed).toMatchObject({ status: 'VALID', uuid: invoice?.uuid, validation_url: `${PORTAL}/${invoice?.uuid}/share/${invoice?.longId}` });
    const pdf = await get(`/mydin-online/order/invoice/${orderA.id}`, buyer.auth);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`MyInvois UUID: ${invoice?.uuid}`);
    expect(text).toContain('Scan to validate with LHDN MyInvois');
  });

  it('marks a document MyInvois refuses as invalid with the reason, and submits nothing twice', async () => {
    const { a, orderA } = await bought(12, 'einv-invalid', { withDetails: true });
    await db().update(stores).set({ tin: null }).where(eq(stores.id, a.storeId));
    const bad = await bought(12, 'einv-invalid-2', { withDetails: true });
    const sandbox = myInvoisSandbox();
    const counts = await submitEInvoices(db(), sandbox);
    expect(counts.rejected).toBeGreaterThanOrEqual(1);
    const [refused] = await docsOf(bad.orderA.id);
    expect(refused).toMatchObject({ status: 'INVALID', uuid: null });
    expect(refused?.lastError).toMatch(/supplier's TIN/);
    expect((await docsOf(orderA.id))[0]?.status).toBe('VALID');
    const again = await submitEInvoices(db(), sandbox);
    expect(again).toMatchObject({ submitted: 0, rejected: 0 });
    const orderStatus = await db().select({ s: orders.status }).from(orders).where(eq(orders.id, bad.orderA.id));
    expect(orderStatus[0]?.s).toBe('PROCESSED');
  });

  it('reports a finished month of consolidated documents: one consolidated e-invoice per seller and a consolidated note that refers to it', async () => {
    // A seller none of the earlier tests sold through, so its month holds this order's documents only.
    const fresh = (await db().execute(
      sql`select (n - 1)::int as offset from (select p.store_id, row_number() over (order by p.id) as n from ${products} p where p.item_type = 'product') x
          where not exists (select 1 from ${orders} o where o.store_id = x.store_id) order by n limit 1`,
    )) as unknown as { rows: { offset: number }[] };
    const { buyer, a, orderA, orderB } = await bought(fresh.rows[0]?.offset ?? 20, 'einv-month');
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${orderA.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const [invoice, note] = await docsOf(orderA.id);
    expect(invoice).toMatchObject({ status: 'CONSOLIDATED', consolidationId: null });
    expect(note).toMatchObject({ type: '04', status: 'CONSOLIDATED', consolidationId: null });
    const monthlyOf = (storeId: number) => db().select().from(eInvoiceDocuments).where(and(eq(eInvoiceDocuments.storeId, storeId), isNotNull(eInvoiceDocuments.period))).orderBy(asc(eInvoiceDocuments.id));

    // Not before the month is over (Malaysian time).
    await consolidateEInvoices(db(), { now: invoice!.issuedAt });
    expect(await monthlyOf(a.storeId)).toEqual([]);

    const period = periodOf(invoice!.issuedAt);
    const afterTheMonth = new Date(invoice!.issuedAt.getTime() + 40 * 86_400_000);
    // Two runs at once report each document once (they lock what they report).
    await Promise.all([consolidateEInvoices(db(), { now: afterTheMonth }), consolidateEInvoices(db(), { now: afterTheMonth })]);
    const [monthly, monthlyNote, ...more] = await monthlyOf(a.storeId);
    expect(more).toEqual([]);
    const yyyymm = period.slice(0, 7).replace('-', '');
    expect(monthly).toMatchObject({ type: '01', number: `CINV-${a.storeId}-${yyyymm}`, period, orderId: null, userId: null, consolidated: true, buyerTin: 'EI00000000010', status: 'PENDING', totalPayable: invoice!.totalPayable, taxAmount: invoice!.taxAmount });
    expect(monthlyNote).toMatchObject({ type: '04', number: `CRN-${a.storeId}-${yyyymm}-1`, period, originalId: monthly!.id, totalPayable: note!.totalPayable, status: 'PENDING' });
    for (const doc of [monthly!, monthlyNote!]) expect(structuralProblems(doc.document)).toBeNull();
    // A line per reported document and tax rate, classified as consolidated, adding up to the document.
    const ubl = JSON.parse(monthly!.document) as Ubl;
    expect(ubl.Invoice[0].InvoiceLine.map((l) => l.Item[0].Description[0]._)).toEqual(taxLines(invoice!.document, invoice!.number).map(() => invoice!.number));
    expect(ubl.Invoice[0].InvoiceLine.every((l) => l.Item[0].CommodityClassification[0].ItemClassificationCode[0]._ === '004')).toBe(true);
    expect(ubl.Invoice[0].InvoiceLine.reduce((total, l) => total + sen(l.LineExtensionAmount) + sen(l.TaxTotal[0].TaxAmount), 0)).toBe(invoice!.totalPayable);
    const [reportedInvoice, reportedNote] = await docsOf(orderA.id);
    expect(reportedInvoice).toMatchObject({ status: 'CONSOLIDATED', consolidationId: monthly!.id });
    expect(reportedNote).toMatchObject({ status: 'CONSOLIDATED', consolidationId: monthlyNote!.id });
    // The other seller's order is in its own seller's consolidated e-invoice.
    expect((await docsOf(orderB.id))[0]?.consolidationId).toBe((await monthlyOf(orderB.store_id))[0]?.id);
    // Reported once: a later run issues nothing more, and a reported document is not moved.
    await consolidateEInvoices(db(), { now: afterTheMonth });
    expect(await monthlyOf(a.storeId)).toHaveLength(2);
    await expect(db().update(eInvoiceDocuments).set({ consolidationId: monthlyNote!.id }).where(eq(eInvoiceDocuments.id, invoice!.id))).rejects.toThrow();

    // Submitted as any other document: the note once its consolidated e-invoice has a UUID.
    const sandbox = myInvoisSandbox();
    await submitEInvoices(db(), sandbox, { now: afterTheMonth });
    await submitEInvoices(db(), sandbox, { now: afterTheMonth });
    const [valid, validNote] = await monthlyOf(a.storeId);
    expect(valid).toMatchObject({ status: 'VALID' });
    expect(validNote).toMatchObject({ status: 'VALID' });
    expect((JSON.parse(validNote!.document) as Ubl).Invoice[0].BillingReference?.[0].InvoiceDocumentReference[0].UUID[0]._).toBe(valid!.uuid);
  });
});
