import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, orderStatusHistory, orders, paymentEvents, payments } from '../src/db/schema';
import { sandboxGateway } from '../src/payments/sandbox';
import { xSignature } from '../src/payments/signature';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';
import { buyerReadyToPay } from './payment-helpers';

const SECRET = 'sandbox-secret-for-the-payment-tests';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DATABASE_KINDS)('payments through the sandbox gateway on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL: 'http://127.0.0.1:3999' } });

  async function placed(offset: number, payment: Record<string, string> = { payment_method: 'FPX', bank_code: 'MB2U0227' }) {
    const buyer = await buyerReadyToPay(t, offset);
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': `pay-${offset}` }, payload: { ...buyer.body, ...payment } });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { checkout_id: number; orders: { id: number }[]; payment: { id: number; redirect_url: string } };
    const billPath = new URL(data.payment.redirect_url).pathname;
    return { buyer, data, billPath, ref: billPath.split('/').at(-1) ?? '' };
  }
  const choose = (billPath: string, outcome: string) => t.app.inject({ method: 'POST', url: billPath, headers: FORM, payload: `outcome=${outcome}` });
  const statusOf = async (paymentId: number) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.s;
  const orderStatus = async (orderId: number) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;
  const signed = (fields: Record<string, string>) => new URLSearchParams({ ...fields, x_signature: xSignature(fields, SECRET) }).toString();
  const callback = (payload: string) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', headers: FORM, payload });
  const paidFields = (ref: string, amount: number, paidAmount = amount) => ({ id: ref, collection_id: 'sandbox', paid: 'true', state: 'paid', amount: String(amount), paid_amount: String(paidAmount), paid_at: '2026-11-24T10:00:00.000Z', transaction_status: 'completed', url: '' });

  it('shows the hosted page, and an approval pays the orders through the signed callback, not the browser', async () => {
    const { buyer, data, billPath } = await placed(0);
    const page = await t.app.inject({ method: 'GET', url: billPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/RM\s30\.00/);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('<dd>FPX online banking (Maybank2u)</dd>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const back = await choose(billPath, 'approve');
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.pathname).toBe('/checkout/payment');
    expect(location.searchParams.get('payment_id')).toBe(String(data.payment.id));
    const redirectFields = { 'billplz[id]': location.searchParams.get('billplz[id]') ?? '', 'billplz[paid]': 'true', 'billplz[paid_at]': location.searchParams.get('billplz[paid_at]') ?? '' };
    expect(location.searchParams.get('billplz[x_signature]')).toBe(xSignature(redirectFields, SECRET));

    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await orderStatus(data.orders[0]?.id ?? 0)).toBe('PROCESSED');
    const view = await t.app.inject({ method: 'GET', url: `/api/payments/${data.payment.id}`, headers: buyer.auth });
    expect(view.json().data).toMatchObject({ status: 'PAID', amount: 3_000, orders: [{ status: 'PROCESSED' }] });
    const stranger = await createSignedInUser(t.database);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${data.payment.id}`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('brings every buyer back to a settled payment when several approve at once (no callback pass skipped for one in progress)', async () => {
    const bills = await Promise.all([10, 11, 12, 13].map((offset) => placed(offset)));
    const statusesOnReturn = await Promise.all(
      bills.map(async ({ data, billPath }) => {
        expect((await choose(billPath, 'approve')).statusCode).toBe(303);
        return statusOf(data.payment.id);
      }),
    );
    expect(statusesOnReturn).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
  });

  it('counts a callback replayed three times once, and refuses tampered or mismatched ones without changing anything', async () => {
    const { data, ref } = await placed(1);
    const tampered = new URLSearchParams(signed(paidFields(ref, 3_000)));
    tampered.set('paid_amount', '1');
    expect((await callback(tampered.toString())).statusCode).toBe(400);
    const wrongKey = new URLSearchParams({ ...paidFields(ref, 3_000), x_signature: xSignature(paidFields(ref, 3_000), 'another-secret') });
    expect((await callback(wrongKey.toString())).statusCode).toBe(400);
    expect((await callback(signed(paidFields(ref, 2_000)))).statusCode).toBe(400);
    expect(await statusOf(data.payment.id)).toBe('PENDING');
    expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.paymentId, data.payment.id))).toBe(0);

    for (let i = 0; i < 3; i++) {
      const res = await callback(signed(paidFields(ref, 3_000)));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
    }
    expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.paymentId, data.payment.id))).toBe(1);
    const orderId = data.orders[0]?.id ?? 0;
    expect(await t.database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, orderId))).toBe(2);
    expect(await orderStatus(orderId)).toBe('PROCESSED');
  });

  it('leaves the order unpaid after a short payment', async () => {
    const { data, ref } = await placed(2);
    expect((await callback(signed(paidFields(ref, 3_000, 2_999)))).statusCode).toBe(200);
    expect(await statusOf(data.payment.id)).toBe('PENDING');
    expect(await orderStatus(data.orders[0]?.id ?? 0)).toBe('NEW_ORDER');
  });

  it('keeps a declined payment’s orders unpaid, and a retry opens a new bill that can be paid', async () => {
    const { buyer, data, billPath } = await placed(3);
    expect((await choose(billPath, 'decline')).statusCode).toBe(303);
    expect(await statusOf(data.payment.id)).toBe('FAILED');
    expect(await orderStatus(data.orders[0]?.id ?? 0)).toBe('NEW_ORDER');
    const other = await createSignedInUser(t.database);
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${data.payment.id}/retry`, headers: other.auth })).statusCode).toBe(404);
    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/${data.payment.id}/retry`, headers: buyer.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    const nextBill = new URL(retry.json().data.redirect_url).pathname;
    expect(nextBill).not.toBe(billPath);
    expect((await choose(nextBill, 'approve')).statusCode).toBe(303);
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${data.payment.id}/retry`, headers: buyer.auth })).statusCode).toBe(409);
  });

  it('finds the payment from an earlier bill after a retry: a failure there changes nothing, money there pays, and money on a second bill goes back as e-credit once', async () => {
    const { buyer, data, billPath, ref: firstRef } = await placed(7);
    await choose(billPath, 'decline');
    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/${data.payment.id}/retry`, headers: buyer.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    const secondRef = new URL(retry.json().data.redirect_url).pathname.split('/').at(-1) ?? '';
    expect(secondRef).not.toBe(firstRef);

    const failedAgain = { ...paidFields(firstRef, 3_000, 0), paid: 'false', state: 'due', paid_at: '2026-11-24T09:59:00.000Z', transaction_status: 'failed' };
    expect((await callback(signed(failedAgain))).statusCode).toBe(200);
    expect(await statusOf(data.payment.id)).toBe('PENDING');

    expect((await callback(signed(paidFields(firstRef, 3_000)))).statusCode).toBe(200);
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await orderStatus(data.orders[0]?.id ?? 0)).toBe('PROCESSED');
    const [paid] = await t.database.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, data.payment.id));
    expect(paid?.ref).toBe(firstRef);

    const secondPaid = { ...paidFields(secondRef, 3_000), paid_at: '2026-11-24T10:05:00.000Z' };
    for (let i = 0; i < 2; i++) expect((await callback(signed(secondPaid))).statusCode).toBe(200);
    const credits = await t.database.db.select().from(eCreditTransactions).where(eq(eCreditTransactions.userId, buyer.userId));
    expect(credits).toEqual([expect.objectContaining({ amount: 3_000, invoiceNumber: expect.stringMatching(/^DOUBLE-PAYMENT-/) })]);
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await t.database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, data.orders[0]?.id ?? 0))).toBe(2);
  });

  it('sends a buyer who left the gateway back to the same open bill while the orders wait, and nowhere after', async () => {
    const { buyer, data, billPath } = await placed(5);
    const view = async () => (await t.app.inject({ method: 'GET', url: `/api/payments/${data.payment.id}`, headers: buyer.auth })).json().data as { status: string; continue_url: string | null };
    expect(await view()).toMatchObject({ status: 'PENDING', continue_url: data.payment.redirect_url });
    await t.database.db.update(orders).set({ payBy: new Date(Date.now() - 1_000) }).where(eq(orders.checkoutId, data.checkout_id));
    expect((await view()).continue_url).toBeNull();
    await t.database.db.update(orders).set({ payBy: new Date(Date.now() + 600_000) }).where(eq(orders.checkoutId, data.checkout_id));
    await choose(billPath, 'decline');
    expect(await view()).toMatchObject({ status: 'FAILED', continue_url: null });
  });

  it('refunds a paid sandbox bill in parts through the provider interface, never more than was paid', async () => {
    const { ref, billPath } = await placed(6);
    const gateway = sandboxGateway(t.database.db, SECRET, 'http://127.0.0.1:3999');
    await expect(gateway.refund(t.database.db, ref, 1_000)).rejects.toMatchObject({ statusCode: 409 });
    await choose(billPath, 'approve');
    expect(await gateway.refund(t.database.db, ref, 1_000)).toEqual({ refunded: true, refundRef: `${ref}-refund-1000` });
    await expect(gateway.refund(t.database.db, ref, 2_001)).rejects.toMatchObject({ statusCode: 409 });
    await expect(gateway.refund(t.database.db, ref, 0)).rejects.toMatchObject({ statusCode: 400 });
    expect(await gateway.refund(t.database.db, ref, 2_000)).toMatchObject({ refunded: true });
    expect((await gateway.bill(ref))?.refundedAmount).toBe(3_000);
  });

  it('waits for the second approver of an FPX corporate payment', async () => {
    const { data, billPath } = await placed(4, { payment_method: 'FPX', bank_code: 'B2B1-MBB0228' });
    const held = await choose(billPath, 'pending');
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe(billPath);
    expect(await statusOf(data.payment.id)).toBe('PENDING');
    expect((await t.app.inject({ method: 'GET', url: billPath })).body).toContain('second approver');
    await choose(billPath, 'authorise');
    expect(await statusOf(data.payment.id)).toBe('PAID');
  });

  it('cancels on Cancel, and refuses outcomes that are not offered', async () => {
    const { data, billPath } = await placed(5);
    expect((await choose(billPath, 'explode')).statusCode).toBe(400);
    expect((await choose(billPath, 'pending')).statusCode).toBe(303);
    expect(await statusOf(data.payment.id)).toBe('PENDING');
    await choose(billPath, 'cancel');
    expect(await statusOf(data.payment.id)).toBe('CANCELLED');
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/bills/nope' })).statusCode).toBe(404);
  });
});
