import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eCreditTransactions, eInvoiceDocuments } from '../src/db/schema';
import { JOBS, startJobQueue } from '../src/jobs/queue';
import { myInvoisApi, MyInvoisError } from '../src/e-invoices/myinvois';
import { retryDelayMs, submitEInvoices } from '../src/e-invoices/submit';
import { sandboxGateway } from '../src/payments/sandbox';
import { buyerWithCart, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, runJob, useTestApi } from './harness';
import { startMyInvoisStub, type MyInvoisStub } from './myinvois-stub';

const ACCOUNT = { clientId: 'stub-client-7f3a', clientSecret: 'stub-client-secret-do-not-log-9c2e' };
const DOCUMENT = (number: string) => JSON.stringify({ _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', Invoice: [{ ID: [{ _: number }] }] });

describe('the MyInvois API client, against a local stub of the e-Invoice API', () => {
  let stub: MyInvoisStub;
  beforeAll(async () => {
    stub = await startMyInvoisStub(ACCOUNT);
  });
  afterAll(() => stub.close());
  const client = () => myInvoisApi({ apiUrl: stub.origin, ...ACCOUNT });

  it('logs in once as the taxpayer system, submits with each document’s hash, and reads the validation with its long id', async () => {
    const api = client();
    const before = stub.logins();
    const result = await api.submit([
      { codeNumber: 'INV-A1', document: DOCUMENT('INV-A1') },
      { codeNumber: 'INV-A2', document: DOCUMENT('INV-A2') },
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.accepted.map((a) => a.codeNumber)).toEqual(['INV-A1', 'INV-A2']);
    expect(await api.submission(result.submissionUid)).toEqual(result.accepted.map((a) => ({ uuid: a.uuid, status: 'Submitted', longId: null })));
    stub.validateAll();
    const validated = await api.submission(result.submissionUid);
    expect(validated.every((d) => d.status === 'Valid' && d.longId && d.longId.length >= 20)).toBe(true);
    // The token is kept for its hour.
    expect(stub.logins() - before).toBe(1);
    expect(stub.calls.filter((c) => c.path !== '/connect/token').every((c) => c.authorized)).toBe(true);
  });

  it('answers a rejected document with MyInvois’s reason, and an invalid one’s validation errors', async () => {
    const api = client();
    stub.refuse('INV-B1', 'The supplier TIN is not registered');
    stub.invalidate('INV-B2', 'Buyer TIN does not match the BRN');
    const result = await api.submit([
      { codeNumber: 'INV-B1', document: DOCUMENT('INV-B1') },
      { codeNumber: 'INV-B2', document: DOCUMENT('INV-B2') },
      // Its ID is not its code number: refused by the stub's own check.
      { codeNumber: 'INV-B3', document: DOCUMENT('INV-OTHER') },
    ]);
    expect(result.rejected).toEqual([
      { codeNumber: 'INV-B1', error: expect.stringContaining('The supplier TIN is not registered') },
      { codeNumber: 'INV-B3', error: expect.stringContaining('codeNumber is not the document ID') },
    ]);
    stub.validateAll();
    const [b2] = await api.submission(result.submissionUid);
    expect(b2).toMatchObject({ status: 'Invalid', longId: null });
    expect(await api.validationErrors(b2!.uuid)).toContain('Buyer TIN does not match the BRN');
  });

  it('logs in again when the token lapses early, and says which failures are worth retrying without naming the secret', async () => {
    const api = client();
    await api.submit([{ codeNumber: 'INV-C1', document: DOCUMENT('INV-C1') }]);
    stub.expireTokens();
    const before = stub.logins();
    expect((await api.submit([{ codeNumber: 'INV-C2', document: DOCUMENT('INV-C2') }])).accepted).toHaveLength(1);
    expect(stub.logins() - before).toBe(1);

    const failure = async () => api.submit([{ codeNumber: 'INV-C3', document: DOCUMENT('INV-C3') }]).then(() => null, (err: unknown) => err);
    try {
      for (const [answer, retryable] of [
        [503, true],
        [429, true],
        ['drop', true],
        [403, false],
        [400, false],
      ] as const) {
        stub.failWith(answer);
        const err = await failure();
        expect(err).toBeInstanceOf(MyInvoisError);
        expect((err as MyInvoisError).retryable, String(answer)).toBe(retryable);
        expect((err as MyInvoisError).message).not.toContain(ACCOUNT.clientSecret);
      }
    } finally {
      stub.failWith(null);
    }
    const wrong = myInvoisApi({ apiUrl: stub.origin, clientId: ACCOUNT.clientId, clientSecret: 'not-the-secret' });
    const refused = await wrong.submit([{ codeNumber: 'INV-C4', document: DOCUMENT('INV-C4') }]).then(() => null, (err: unknown) => err);
    expect(refused).toMatchObject({ retryable: false, message: 'MyInvois POST /connect/token answered 400 invalid_client' });
  });
});

describe.each(DATABASE_KINDS)('the e-invoice submission job on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-the-myinvois-tests' } });
  let stub: MyInvoisStub;
  beforeAll(async () => {
    stub = await startMyInvoisStub(ACCOUNT);
  });
  afterAll(() => stub.close());
  const db = () => t.database.db;

  /** A paid (e-credit) order from one seller by a buyer who gave e-invoice details: its e-invoice waits to be submitted. */
  async function invoiced(offset: number, key: string) {
    const { a } = await twoSellers(t, offset);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const details = { tin: 'C2584563202', reg_no: '202001012345', sst_reg_no: 'NA', email: 'akaun@kedai.my' };
    expect((await t.app.inject({ method: 'POST', url: '/api/user/company/e-invoice', headers: buyer.auth, payload: details })).statusCode).toBe(200);
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': key },
      payload: { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.orders[0] as { id: number; order_no: string };
    return { buyer, order };
  }
  const invoiceOf = async (orderId: number) => (await db().select().from(eInvoiceDocuments).where(eq(eInvoiceDocuments.orderId, orderId)).orderBy(asc(eInvoiceDocuments.id)))[0];

  it('retries a failed submission with growing waits, then submits once and records the validation', async () => {
    const api = myInvoisApi({ apiUrl: stub.origin, ...ACCOUNT });
    const { order } = await invoiced(1, 'job-retry');
    const start = new Date(Date.now() + 1_000);
    stub.failWith(503);
    try {
      expect((await submitEInvoices(db(), api, { now: start })).failed).toBeGreaterThanOrEqual(1);
      const failed = await invoiceOf(order.id);
      expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, lastError: expect.stringContaining('answered 503') });
      expect(failed?.nextAttemptAt?.getTime()).toBe(start.getTime() + retryDelayMs(1));
      // Not due yet: nothing is sent.
      const calls = stub.calls.length;
      await submitEInvoices(db(), api, { now: new Date(start.getTime() + retryDelayMs(1) - 1) });
      expect(stub.calls.length).toBe(calls);
      const second = new Date(start.getTime() + retryDelayMs(1));
      await submitEInvoices(db(), api, { now: second });
      expect(await invoiceOf(order.id)).toMatchObject({ attempts: 2 });
      expect((await invoiceOf(order.id))?.nextAttemptAt?.getTime()).toBe(second.getTime() + retryDelayMs(2));
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    } finally {
      stub.failWith(null);
    }
    const later = new Date(start.getTime() + retryDelayMs(1) + retryDelayMs(2));
    await submitEInvoices(db(), api, { now: later });
    const submitted = await invoiceOf(order.id);
    expect(submitted).toMatchObject({ status: 'SUBMITTED', attempts: 3, lastError: null, nextAttemptAt: null });
    expect(stub.documents.get(submitted?.uuid ?? '')?.codeNumber).toBe(`INV-${order.order_no}`);
    // Still being validated: asked again next run.
    await submitEInvoices(db(), api, { now: later });
    expect((await invoiceOf(order.id))?.status).toBe('SUBMITTED');
    stub.validateAll();
    await submitEInvoices(db(), api, { now: later });
    expect(await invoiceOf(order.id)).toMatchObject({ status: 'VALID', longId: stub.documents.get(submitted?.uuid ?? '')?.longId });
    expect([...stub.documents.values()].filter((d) => d.codeNumber === `INV-${order.order_no}`)).toHaveLength(1);
  });

  it('records MyInvois’s refusal and its validation errors on the document', async () => {
    const api = myInvoisApi({ apiUrl: stub.origin, ...ACCOUNT });
    const refused = await invoiced(2, 'job-refused');
    const invalid = await invoiced(3, 'job-invalid');
    stub.refuse(`INV-${refused.order.order_no}`, 'The supplier TIN is not registered');
    stub.invalidate(`INV-${invalid.order.order_no}`, 'Buyer TIN does not match the BRN');
    await submitEInvoices(db(), api);
    stub.validateAll();
    await submitEInvoices(db(), api);
    expect(await invoiceOf(refused.order.id)).toMatchObject({ status: 'INVALID', uuid: null, lastError: expect.stringContaining('The supplier TIN is not registered') });
    expect(await invoiceOf(invalid.order.id)).toMatchObject({ status: 'INVALID', lastError: expect.stringContaining('Buyer TIN does not match the BRN') });
  });

  it('runs the submission on the job queue', async () => {
    const api = myInvoisApi({ apiUrl: stub.origin, ...ACCOUNT });
    const { order } = await invoiced(4, 'job-queue');
    const queue = await startJobQueue({ database: t.database, provider: sandboxGateway(db(), 'sandbox-secret-for-the-myinvois-tests', 'http://127.0.0.1:3995'), myInvois: api, publicUrl: 'http://127.0.0.1:3995', log: { warn: () => {} }, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      expect(await runJob(queue.boss, JOBS.submitEInvoices)).toBe('completed');
    } finally {
      await queue.stop();
    }
    expect((await invoiceOf(order.id))?.status).toBe('SUBMITTED');
  });
});
