import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GENERAL_PUBLIC_TIN } from '@borong/contracts/e-invoice';
import { eCreditTransactions, eInvoiceDocuments, storeMembers } from '../src/db/schema';
import { consolidateEInvoices, periodOf } from '../src/e-invoices/consolidate';
import { myInvoisSandbox } from '../src/e-invoices/myinvois';
import { submitEInvoices } from '../src/e-invoices/submit';
import { buyerWithCart, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const PORTAL = 'https://portal.myinvois.test';
type Auth = Record<string, string>;
type Listed = { id: number; type: string; number: string; period: string; status: string; total_payable: number; tax_amount: number; issued_at: string; reported_count: number; validation_url: string | null; last_error: string | null };

/**
 * The seller console's monthly consolidated e-invoices (issue 11, decision 0017): the list of a
 * store's monthly documents and their JSON, for the store's sellers only.
 */
describe.each(DATABASE_KINDS)('the seller’s monthly consolidated e-invoices on %s', (kind) => {
  const t = useTestApi(kind, { env: { PUBLIC_URL: 'http://127.0.0.1:3995', MYINVOIS_PORTAL_URL: PORTAL } });
  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const d = eInvoiceDocuments;
  const docsOf = (orderId: number) => db().select().from(d).where(eq(d.orderId, orderId)).orderBy(asc(d.id));
  const monthlyOf = (storeId: number) => db().select().from(d).where(and(eq(d.storeId, storeId), isNotNull(d.period))).orderBy(asc(d.id));

  async function seller(storeId: number) {
    const user = await createSignedInUser(t.database);
    await db().insert(storeMembers).values({ userId: user.userId, storeId, role: 'staff' });
    return user;
  }

  /**
   * Two sellers' orders by a buyer without e-invoice details (consolidated), the first cancelled
   * (a refund note), then the month reported 40 days later: store a gets a consolidated e-invoice
   * and a consolidated refund note, store b a consolidated e-invoice.
   */
  async function reportMonth() {
    const { a, b } = await twoSellers(t, 4);
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ]);
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': 'seller-einv-month' },
      payload: {
        address_id: buyer.addressId,
        deliveries: [
          { store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' },
          { store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' },
        ],
        payment_method: 'E-CREDIT',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data.orders as { id: number; store_id: number }[];
    const orderA = placed.find((o) => o.store_id === a.storeId)!;
    const orderB = placed.find((o) => o.store_id === b.storeId)!;
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${orderA.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const [invoice, note] = await docsOf(orderA.id);
    expect(invoice).toMatchObject({ type: '01', status: 'CONSOLIDATED' });
    expect(note).toMatchObject({ type: '04', status: 'CONSOLIDATED' });
    const afterTheMonth = new Date(invoice!.issuedAt.getTime() + 40 * 86_400_000);
    await consolidateEInvoices(db(), { now: afterTheMonth });
    return { a, b, buyer, orderA, orderB, invoice: invoice!, note: note!, period: periodOf(invoice!.issuedAt), afterTheMonth };
  }
  // Once per database: a second month of the same stores' documents would not be the same month.
  let reported: ReturnType<typeof reportMonth> | undefined;
  const reportedMonth = () => (reported ??= reportMonth());

  it('lists the store’s monthly documents newest month first, with what each reports, its validation link once VALID and MyInvois’s errors when INVALID', async () => {
    const { a, b, orderA, invoice, note, period, afterTheMonth } = await reportedMonth();
    const me = await seller(a.storeId);
    const [monthly, monthlyNote] = await monthlyOf(a.storeId);
    const yyyymm = period.slice(0, 7).replace('-', '');

    // Issued and waiting to be submitted: no link yet.
    const pending = await get(`/seller/stores/${a.storeId}/e-invoices`, me.auth);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data).toEqual([
      { id: monthly!.id, type: '01', number: `CINV-${a.storeId}-${yyyymm}`, period, status: 'PENDING', total_payable: invoice.totalPayable, tax_amount: invoice.taxAmount, issued_at: afterTheMonth.toISOString(), reported_count: 1, validation_url: null, last_error: null },
      { id: monthlyNote!.id, type: '04', number: `CRN-${a.storeId}-${yyyymm}-1`, period, status: 'PENDING', total_payable: note.totalPayable, tax_amount: note.taxAmount, issued_at: afterTheMonth.toISOString(), reported_count: 1, validation_url: null, last_error: null },
    ]);
    expect(pending.json().meta).toEqual({ total: 2, page: 1, per_page: 24, last_page: 1 });

    // Validated by MyInvois (the note once its consolidated e-invoice has a UUID): the validation links.
    const sandbox = myInvoisSandbox();
    await submitEInvoices(db(), sandbox, { now: afterTheMonth });
    await submitEInvoices(db(), sandbox, { now: afterTheMonth });
    const [valid, validNote] = await monthlyOf(a.storeId);
    expect([valid?.status, validNote?.status]).toEqual(['VALID', 'VALID']);

    // An earlier month MyInvois refused, listed after the newer month.
    const [refused] = await db()
      .insert(d)
      .values({
        type: '01',
        number: `CINV-${a.storeId}-202501`,
        storeId: a.storeId,
        consolidated: true,
        period: '2025-01-01',
        buyerTin: GENERAL_PUBLIC_TIN,
        totalExcludingTax: 10_000,
        taxAmount: 1_000,
        totalPayable: 11_000,
        document: '{"Invoice":[]}',
        status: 'INVALID',
        uuid: 'REFUSED0UUID',
        lastError: 'CF321: the supplier TIN does not match its BRN',
        issuedAt: new Date('2025-02-01T01:00:00Z'),
      })
      .returning({ id: d.id });

    const list = await get(`/seller/stores/${a.storeId}/e-invoices`, me.auth);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as Listed[];
    expect(rows.map((r) => [r.number, r.status, r.reported_count])).toEqual([
      [`CINV-${a.storeId}-${yyyymm}`, 'VALID', 1],
      [`CRN-${a.storeId}-${yyyymm}-1`, 'VALID', 1],
      [`CINV-${a.storeId}-202501`, 'INVALID', 0],
    ]);
    expect(rows[0]?.validation_url).toBe(`${PORTAL}/${valid!.uuid}/share/${valid!.longId}`);
    expect(rows[1]?.validation_url).toBe(`${PORTAL}/${validNote!.uuid}/share/${validNote!.longId}`);
    expect(rows.slice(0, 2).map((r) => r.last_error)).toEqual([null, null]);
    expect(rows[2]).toMatchObject({ id: refused!.id, period: '2025-01-01', validation_url: null, last_error: 'CF321: the supplier TIN does not match its BRN', total_payable: 11_000, tax_amount: 1_000 });
    // An order's own documents are not in the list.
    const orderDocIds = (await docsOf(orderA.id)).map((doc) => doc.id);
    expect(rows.filter((r) => orderDocIds.includes(r.id))).toEqual([]);

    // Paginated as the other seller lists are.
    const second = await get(`/seller/stores/${a.storeId}/e-invoices?page=2&per_page=2`, me.auth);
    expect(second.json()).toMatchObject({ data: [{ number: `CINV-${a.storeId}-202501` }], meta: { total: 3, page: 2, per_page: 2, last_page: 2 } });
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'page=x']) expect((await get(`/seller/stores/${a.storeId}/e-invoices?${query}`, me.auth)).statusCode, query).toBe(400);

    // The other seller sees its own month only.
    const other = await seller(b.storeId);
    const theirs = (await get(`/seller/stores/${b.storeId}/e-invoices`, other.auth)).json().data as Listed[];
    expect(theirs).toEqual([expect.objectContaining({ type: '01', number: `CINV-${b.storeId}-${yyyymm}`, period, reported_count: 1 })]);
  });

  it('downloads a monthly document’s JSON as an attachment, for the store’s sellers only', async () => {
    const { a, b, buyer, orderA } = await reportedMonth();
    const me = await seller(a.storeId);
    const [monthly] = await monthlyOf(a.storeId);
    const [theirs] = await monthlyOf(b.storeId);
    const [orderInvoice] = await docsOf(orderA.id);

    const res = await get(`/seller/stores/${a.storeId}/e-invoices/${monthly!.id}/json`, me.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${monthly!.number}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(monthly!.document);
    expect((res.json() as { Invoice: [{ ID: [{ _: string }] }] }).Invoice[0].ID[0]._).toBe(monthly!.number);

    // Another store's document, an order's document, one that does not exist: 404, through this store's path.
    for (const id of [theirs!.id, orderInvoice!.id, 2_000_000_000]) expect((await get(`/seller/stores/${a.storeId}/e-invoices/${id}/json`, me.auth)).statusCode, String(id)).toBe(404);
    expect((await get(`/seller/stores/${a.storeId}/e-invoices/x/json`, me.auth)).statusCode).toBe(400);
    // And the other store's document through the other store's path, which this seller does not sell for.
    expect((await get(`/seller/stores/${b.storeId}/e-invoices/${theirs!.id}/json`, me.auth)).statusCode).toBe(404);
    expect((await get(`/seller/stores/${b.storeId}/e-invoices`, me.auth)).statusCode).toBe(404);

    // A buyer (the one who bought, even) is no seller: 404 as for any store they do not sell for; no session is a 401.
    for (const auth of [buyer.auth, (await createSignedInUser(t.database)).auth]) {
      expect((await get(`/seller/stores/${a.storeId}/e-invoices`, auth)).statusCode).toBe(404);
      expect((await get(`/seller/stores/${a.storeId}/e-invoices/${monthly!.id}/json`, auth)).statusCode).toBe(404);
    }
    expect((await get(`/seller/stores/${a.storeId}/e-invoices`, {})).statusCode).toBe(401);
    expect((await get(`/seller/stores/${a.storeId}/e-invoices/${monthly!.id}/json`, {})).statusCode).toBe(401);
  });
});
