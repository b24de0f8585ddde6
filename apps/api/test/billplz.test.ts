import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderStatusHistory, orders, paymentEvents, payments, products } from '../src/db/schema';
import { applyPaymentEvent } from '../src/payments/callbacks';
import { billplzProvider } from '../src/payments/billplz';
import { PaymentGatewayError } from '../src/payments/provider';
import { xSignature } from '../src/payments/signature';
import { billplzSignature, startBillplzStub, type BillplzStub } from './billplz-stub';
import { DATABASE_KINDS, useTestApi } from './harness';
import { buyerReadyToPay } from './payment-helpers';

const ACCOUNT = { apiKey: 'stub-api-key-3f8a2c71-9d04', collectionId: 'brgcol01', xSignatureKey: 'stub-x-signature-key-for-the-tests' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('Billplz X Signature, against the examples Billplz publishes', () => {
  // "X Signature Callback Url" and "X Signature Redirect Url": the sample request, key and signature.
  const KEY = 'S-s7b4yWpp9h7rrkNM1i3Z_g';
  const provider = billplzProvider({ apiUrl: 'https://www.billplz-sandbox.com', apiKey: 'unused', collectionId: 'yhx5t1pp', xSignatureKey: KEY });
  const callback = {
    id: 'zq0tm2wc',
    collection_id: 'yhx5t1pp',
    paid: 'true',
    state: 'paid',
    amount: '100',
    paid_amount: '100',
    due_at: '2018-9-27',
    email: 'tester@test.com',
    mobile: '',
    name: 'TESTER',
    url: 'http://www.billplz-sandbox.com/bills/zq0tm2wc',
    paid_at: '2018-09-27 15:15:09 +0800',
  };
  const published = '0fe0a20b8d557eeae570377783d062a3816a9ea80f368860bacfa7ec3ca4d00e';

  it('signs as the documentation does, in the app and in the stub', () => {
    expect(xSignature(callback, KEY)).toBe(published);
    expect(billplzSignature(callback, KEY)).toBe(published);
    // "X Signature", step 2: the create-bill parameters under 'abc123cde456'.
    const request = { collection_id: 'inbmmepb', description: 'testing', email: 'api@billplz.com', name: 'Michael', amount: '200', callback_url: 'https://example.com/webhook' };
    expect(xSignature(request, 'abc123cde456')).toBe('ef5e54a22af0925cba88fab467119742e90262e3646eea1dee3949938daf3a38');
  });

  it('reads the published callback as paid, and refuses it altered', () => {
    expect(provider.verifyCallback({ ...callback, x_signature: published })).toEqual({
      provider: 'billplz',
      eventKey: 'zq0tm2wc:paid::2018-09-27 15:15:09 +0800',
      providerRef: 'zq0tm2wc',
      status: 'PAID',
      amount: 100,
      paidAmount: 100,
    });
    expect(provider.verifyCallback({ ...callback, amount: '1000', x_signature: published })).toBeNull();
    expect(provider.verifyCallback(callback)).toBeNull();
  });

  it('verifies the published redirect, signed over the billplz[…] fields with their parent key, and ignores our own query fields', () => {
    const query = { payment_id: '42', 'billplz[id]': 'zq0tm2wc', 'billplz[paid]': 'true', 'billplz[paid_at]': '2018-09-27 15:15:09 +0800', 'billplz[x_signature]': '4aab095fe5a39b1d534500988f9a0cb085cd1b6d5bbb55dd4e02ea6fa102b47b' };
    expect(provider.verifyRedirect(query)).toEqual({ providerRef: 'zq0tm2wc', paid: true, paidAt: '2018-09-27 15:15:09 +0800', transactionStatus: '' });
    expect(provider.verifyRedirect({ ...query, 'billplz[paid]': 'false' })).toBeNull();
    expect(provider.verifyRedirect({ payment_id: '42' })).toBeNull();
  });

  it('reads a failed attempt, a deleted bill and a corporate payment awaiting approval as Billplz describes them', () => {
    const sign = (fields: Record<string, string>) => ({ ...fields, x_signature: xSignature(fields, KEY) });
    const due = { ...callback, paid: 'false', state: 'due', paid_amount: '0', paid_at: '' };
    expect(provider.verifyCallback(sign({ ...due, transaction_status: 'failed' }))?.status).toBe('FAILED');
    expect(provider.verifyCallback(sign({ ...due, transaction_status: 'pending' }))?.status).toBe('PENDING');
    expect(provider.verifyCallback(sign(due))?.status).toBe('PENDING');
    expect(provider.verifyCallback(sign({ ...due, state: 'deleted' }))?.status).toBe('CANCELLED');
    // A pending then failed corporate payment is two facts, not a replay.
    expect(provider.verifyCallback(sign({ ...due, transaction_status: 'failed' }))?.eventKey).not.toBe(provider.verifyCallback(sign({ ...due, transaction_status: 'pending' }))?.eventKey);
  });
});

describe.each(DATABASE_KINDS)('payments through Billplz (a local stub of its API) on %s', (kind) => {
  let stub: BillplzStub;
  // The stub's port is known only once it listens; useTestApi reads the environment in its own beforeAll, which runs after this one.
  const env: NodeJS.ProcessEnv = { PAYMENT_GATEWAY: 'billplz', BILLPLZ_API_KEY: ACCOUNT.apiKey, BILLPLZ_COLLECTION_ID: ACCOUNT.collectionId, BILLPLZ_X_SIGNATURE_KEY: ACCOUNT.xSignatureKey, PUBLIC_URL };
  beforeAll(async () => {
    stub = await startBillplzStub(ACCOUNT);
    env.BILLPLZ_API_URL = stub.origin;
  });
  afterAll(async () => stub.close());
  const t = useTestApi(kind, { env });

  const place = async (buyer: Awaited<ReturnType<typeof buyerReadyToPay>>, key: string, payment: Record<string, string> = { payment_method: 'FPX', bank_code: 'MB2U0227' }) =>
    t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': key }, payload: { ...buyer.body, ...payment } });
  async function placed(offset: number, payment?: Record<string, string>) {
    const buyer = await buyerReadyToPay(t, offset);
    const res = await place(buyer, `billplz-${offset}`, payment);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { checkout_id: number; orders: { id: number }[]; payment: { id: number; redirect_url: string } };
    const bill = stub.lastBill();
    if (!bill) throw new Error('no bill reached the stub');
    return { buyer, data, bill, orderId: data.orders[0]?.id ?? 0 };
  }
  const postCallback = (callback: { url: string; body: URLSearchParams }) => t.app.inject({ method: 'POST', url: new URL(callback.url).pathname, headers: FORM, payload: callback.body.toString() });
  const statusOf = async (paymentId: number) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.s;
  const orderStatus = async (orderId: number) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.s;
  const eventsOf = (paymentId: number) => t.database.db.$count(paymentEvents, eq(paymentEvents.paymentId, paymentId));
  const provider = () => billplzProvider({ ...ACCOUNT, apiUrl: stub.origin });

  it('opens a bill at Billplz for the payable amount in sen, straight to the chosen FPX bank, and sends the buyer there', async () => {
    const { buyer, data, bill } = await placed(0);
    const request = stub.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/api/v3/bills', authorized: true });
    expect(request?.fields).toMatchObject({
      collection_id: ACCOUNT.collectionId,
      amount: '3000',
      callback_url: `${PUBLIC_URL}/api/payments/billplz/callback`,
      redirect_url: `${PUBLIC_URL}/checkout/payment?payment_id=${data.payment.id}`,
      reference_1_label: 'Bank Code',
      reference_1: 'MB2U0227',
      reference_2_label: 'Payment ID',
      reference_2: String(data.payment.id),
    });
    expect(request?.fields.email).toMatch(/@example\.my$/);
    expect(request?.fields.description).toMatch(/^Borong order /);
    expect(bill.amount).toBe(3_000);
    // "Bypass Billplz Bill Page": the bill's own URL with auto_submit.
    expect(data.payment.redirect_url).toBe(`${bill.url}?auto_submit=true`);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, data.payment.id));
    expect(row).toMatchObject({ provider: 'billplz', providerRef: bill.id, amount: 3_000, status: 'PENDING' });
    const view = await t.app.inject({ method: 'GET', url: `/api/payments/${data.payment.id}`, headers: buyer.auth });
    expect(view.json().data).toMatchObject({ status: 'PENDING', orders: [{ status: 'NEW_ORDER' }] });
  });

  it('leaves a card payment’s choice to Billplz’s own page', async () => {
    const { data, bill } = await placed(1, { payment_method: 'CARD' });
    expect(stub.requests.at(-1)?.fields).toMatchObject({ reference_1_label: 'Payment ID', reference_1: String(data.payment.id) });
    expect(stub.requests.at(-1)?.fields).not.toHaveProperty('reference_2');
    expect(data.payment.redirect_url).toBe(bill.url);
  });

  it('pays the orders on a signed callback, once however often it is replayed', async () => {
    const { data, bill, orderId } = await placed(2);
    stub.settle(bill.id, 'paid');
    const callback = stub.callback(bill.id);
    for (let i = 0; i < 3; i++) {
      const res = await postCallback(callback);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe('OK');
    }
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await orderStatus(orderId)).toBe('PROCESSED');
    expect(await eventsOf(data.payment.id)).toBe(1);
    expect(await t.database.db.$count(orderStatusHistory, eq(orderStatusHistory.orderId, orderId))).toBe(2);
  });

  it('refuses a tampered, wrongly keyed or mismatched callback and changes nothing', async () => {
    const { data, bill, orderId } = await placed(3);
    stub.settle(bill.id, 'paid');
    const tampered = stub.callback(bill.id);
    tampered.body.set('paid_amount', '1');
    const wrongKey = stub.callback(bill.id, {}, 'another-x-signature-key');
    const mismatched = stub.callback(bill.id, { amount: '2000', paid_amount: '2000' });
    for (const callback of [tampered, wrongKey, mismatched]) expect((await postCallback(callback)).statusCode).toBe(400);
    expect(await statusOf(data.payment.id)).toBe('PENDING');
    expect(await orderStatus(orderId)).toBe('NEW_ORDER');
    expect(await eventsOf(data.payment.id)).toBe(0);
  });

  it('keeps the order unpaid after a short payment or a failed attempt, and a retry opens a new Billplz bill that pays', async () => {
    const short = await placed(4);
    stub.settle(short.bill.id, 'paid', 2_999);
    expect((await postCallback(stub.callback(short.bill.id))).statusCode).toBe(200);
    expect(await statusOf(short.data.payment.id)).toBe('PENDING');
    expect(await orderStatus(short.orderId)).toBe('NEW_ORDER');

    const { buyer, data, bill, orderId } = await placed(5);
    stub.settle(bill.id, 'failed');
    expect((await postCallback(stub.callback(bill.id))).statusCode).toBe(200);
    expect(await statusOf(data.payment.id)).toBe('FAILED');
    expect(await orderStatus(orderId)).toBe('NEW_ORDER');

    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/${data.payment.id}/retry`, headers: buyer.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    const next = stub.lastBill();
    expect(next?.id).not.toBe(bill.id);
    expect(next).toMatchObject({ amount: 3_000, reference_1: String(data.payment.id) });
    expect(retry.json().data.redirect_url).toBe(next?.url);
    stub.settle(next?.id ?? '', 'paid');
    expect((await postCallback(stub.callback(next?.id ?? ''))).statusCode).toBe(200);
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await orderStatus(orderId)).toBe('PROCESSED');
  });

  it('keeps the orders placed and unpaid when Billplz fails, cannot be reached or refuses the bill, and the buyer pays once it is back', async () => {
    const buyer = await buyerReadyToPay(t, 6);
    const { db } = t.database;
    const stockOf = async () => (await db.select({ s: products.stockCount }).from(products).where(eq(products.id, buyer.productId)))[0]?.s;
    const before = (await stockOf()) ?? 0;
    const failures = [
      [500, 'GATEWAY_UNAVAILABLE'],
      ['drop', 'GATEWAY_UNAVAILABLE'],
      [429, 'GATEWAY_UNAVAILABLE'],
      [422, 'GATEWAY_REFUSED'],
    ] as const;
    const unpaid: { id: number; key: string; body: string }[] = [];
    try {
      for (const [i, [failure, code]] of failures.entries()) {
        if (i > 0) await db.insert(cartItems).values({ userId: buyer.userId, productId: buyer.productId, quantity: 1 });
        stub.failWith(failure);
        const key = `billplz-down-${i}`;
        const res = await place(buyer, key);
        expect(res.statusCode, `${failure}: ${res.body}`).toBe(201);
        expect(res.body).not.toContain(ACCOUNT.apiKey);
        const data = res.json().data as { orders: { id: number; status: string }[]; payment: { id: number; status: string; redirect_url: string | null; gateway_error: string | null } };
        expect(data.payment).toMatchObject({ status: 'FAILED', redirect_url: null, gateway_error: code });
        expect(data.orders.map((o) => o.status)).toEqual(['NEW_ORDER']);
        expect(await statusOf(data.payment.id)).toBe('FAILED');
        // The same request again is answered as recorded, bill or no bill: placed once.
        expect((await place(buyer, key)).json()).toEqual(res.json());
        unpaid.push({ id: data.payment.id, key, body: res.body });
      }
    } finally {
      stub.failWith(null);
    }
    expect(await db.$count(orders, eq(orders.userId, buyer.userId))).toBe(failures.length);
    expect(await stockOf()).toBe(before - failures.length);
    const first = unpaid[0];
    if (!first) throw new Error('nothing was placed');
    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/${first.id}/retry`, headers: buyer.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    const bill = stub.lastBill();
    expect(retry.json().data).toMatchObject({ status: 'PENDING', redirect_url: expect.stringMatching(/^http/) });
    expect(retry.json().data.redirect_url.startsWith(bill?.url ?? '-')).toBe(true);
    stub.settle(bill?.id ?? '', 'paid');
    expect((await postCallback(stub.callback(bill?.id ?? ''))).statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('PAID');
  });

  it('reads a bill’s state from Billplz for the reconciler, which pays through the same path as a callback', async () => {
    const { data, bill, orderId } = await placed(7);
    expect(await provider().queryStatus(bill.id)).toMatchObject({ provider: 'billplz', providerRef: bill.id, status: 'PENDING', amount: 3_000, paidAmount: 0 });
    stub.settle(bill.id, 'paid');
    const event = await provider().queryStatus(bill.id);
    expect(event).toMatchObject({ status: 'PAID', amount: 3_000, paidAmount: 3_000 });
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', path: `/api/v3/bills/${bill.id}`, authorized: true });
    if (!event) throw new Error('no event');
    expect(await applyPaymentEvent(t.database.db, event, { publicUrl: PUBLIC_URL })).toBe('applied');
    expect(await statusOf(data.payment.id)).toBe('PAID');
    expect(await orderStatus(orderId)).toBe('PROCESSED');
    // The callback arriving after is one more fact about a paid payment: it changes nothing.
    expect((await postCallback(stub.callback(bill.id))).statusCode).toBe(200);
    expect(await t.database.db.$count(orderStatusHistory, and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'PROCESSED')))).toBe(1);

    expect(await provider().queryStatus('no-such-bill')).toBeNull();
    // Billplz's API cannot refund a bill: the interface says so, and the caller refunds to e-credit.
    expect(await provider().refund(t.database.db, bill.id, 1_000)).toEqual({ refunded: false, reason: 'NOT_SUPPORTED' });
  });

  it('says why it cannot read a bill: unreachable or failing is worth retrying, a wrong key is not', async () => {
    const { bill } = await placed(8);
    const wrongKey = billplzProvider({ ...ACCOUNT, apiKey: 'a-wrong-key', apiUrl: stub.origin });
    await expect(wrongKey.queryStatus(bill.id)).rejects.toMatchObject({ retryable: false, statusCode: 502 });
    stub.failWith(503);
    try {
      await expect(provider().queryStatus(bill.id)).rejects.toMatchObject({ retryable: true, statusCode: 503 });
    } finally {
      stub.failWith(null);
    }
    // Nothing listening at all.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = billplzProvider({ ...ACCOUNT, apiUrl: `http://127.0.0.1:${port}` });
    const error = await down.queryStatus(bill.id).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ retryable: true });
    expect(String((error as Error).cause)).not.toContain(ACCOUNT.apiKey);
  });

  it('describes the callback and what a failing gateway does in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { description?: string; responses?: Record<string, unknown> }>> };
    expect(doc.paths['/payments/billplz/callback']?.post?.description).toMatch(/BILLPLZ_X_SIGNATURE_KEY.*sorted ascending ignoring case, joined with "\|"/);
    expect(doc.paths['/mydin-online/cart/checkout-mydin-store-cart']?.post?.description).toContain('GATEWAY_UNAVAILABLE');
    expect(Object.keys(doc.paths['/payments/{id}/retry']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['502', '503']));
  });

  it('serves no sandbox page or callback beside a real gateway', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/bills/anything' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', headers: FORM, payload: 'id=x&x_signature=y' })).statusCode).toBe(404);
  });

});

describe.each(DATABASE_KINDS)('the Billplz callback while the sandbox is the gateway on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-the-billplz-tests' } });

  it('is a 404, whatever it carries', async () => {
    const fields = { id: 'abc', paid: 'true', state: 'paid', amount: '100', paid_amount: '100', paid_at: '' };
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/billplz/callback', headers: FORM, payload: new URLSearchParams({ ...fields, x_signature: xSignature(fields, ACCOUNT.xSignatureKey) }).toString() });
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.$count(paymentEvents)).toBe(0);
  });
});
