import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, orderRefunds, outboxEmails, payments, sandboxBills, users } from '../src/db/schema';
import { refundOrder, type RefundRequest } from '../src/orders/refunds';
import type { PaymentProvider } from '../src/payments/provider';
import { sandboxGateway } from '../src/payments/sandbox';
import { DATABASE_KINDS, useTestApi } from './harness';
import { paidOrder } from './payment-helpers';

const SECRET = 'sandbox-secret-for-the-refund-tests';
const PUBLIC_URL = 'http://127.0.0.1:3998';

describe.each(DATABASE_KINDS)('refunds of seller orders on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL } });
  const db = () => t.database.db;
  const sandbox = (): PaymentProvider => sandboxGateway(db(), SECRET, PUBLIC_URL);
  const eCredit = async (userId: number) => Number((await db().select({ s: sql<number>`coalesce(sum(${eCreditTransactions.amount}), 0)` }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, userId)))[0]?.s);
  const refundsOf = (orderId: number) => db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(orderRefunds.id);
  const billRefunded = async (ref: string) => Number((await db().select({ r: sandboxBills.refundedAmount }).from(sandboxBills).where(eq(sandboxBills.ref, ref)))[0]?.r);
  const paymentStatus = async (checkoutId: number) => (await db().select({ s: payments.status }).from(payments).where(eq(payments.checkoutId, checkoutId)))[0]?.s;
  const refund = (r: Partial<RefundRequest> & Pick<RefundRequest, 'orderId' | 'amount'>) =>
    db().transaction((tx) => refundOrder(tx, { destination: 'ECREDIT', reason: 'test', actor: 'seller', now: new Date(), publicUrl: PUBLIC_URL, provider: sandbox(), ...r }));

  it('cancels a paid order with the refund to the original method: the sandbox bill gives it back, not e-credit', async () => {
    const { buyer, order, checkoutId, billRef } = await paidOrder(t, 1);
    const res = await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${order.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND', refund_to: 'ORIGINAL' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await billRefunded(billRef)).toBe(3_000);
    expect(await eCredit(buyer.userId)).toBe(0);
    expect(await refundsOf(order.id)).toMatchObject([{ amount: 3_000, requested: 'ORIGINAL', method: 'ORIGINAL', status: 'REFUNDED', actor: 'buyer' }]);
    expect((await refundsOf(order.id))[0]?.providerRef).toMatch(/refund/);
    expect(await paymentStatus(checkoutId)).toBe('REFUNDED');
    const [email] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
    const mails = await db().select({ subject: outboxEmails.subject, text: outboxEmails.textBody }).from(outboxEmails).where(and(eq(outboxEmails.recipient, email?.email ?? ''), sql`${outboxEmails.subject} like '%refund%'`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('to the payment method you paid with');
  });

  it('refunds to e-credit by default, and to e-credit, recorded as a fallback, when the provider cannot refund', async () => {
    const first = await paidOrder(t, 2);
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${first.order.id}`, headers: first.buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    expect(await eCredit(first.buyer.userId)).toBe(3_000);
    expect(await billRefunded(first.billRef)).toBe(0);
    expect(await refundsOf(first.order.id)).toMatchObject([{ amount: 3_000, requested: 'ECREDIT', method: 'ECREDIT', status: 'REFUNDED' }]);

    // Billplz's answer: its API has no refunds.
    const billplzLike: PaymentProvider = { ...sandbox(), refund: async () => ({ refunded: false, reason: 'NOT_SUPPORTED' }) };
    const second = await paidOrder(t, 3);
    await refund({ orderId: second.order.id, amount: 1_000, destination: 'ORIGINAL', provider: billplzLike });
    expect(await refundsOf(second.order.id)).toMatchObject([{ amount: 1_000, requested: 'ORIGINAL', method: 'ECREDIT', status: 'FALLBACK_ECREDIT', providerRef: null }]);
    expect(await eCredit(second.buyer.userId)).toBe(1_000);
    expect(await paymentStatus(second.checkoutId)).toBe('PARTIALLY_REFUNDED');
  });

  it('never refunds more than was paid less earlier refunds, and refuses a too-large one without changing anything', async () => {
    const { buyer, order, billRef } = await paidOrder(t, 4);
    await refund({ orderId: order.id, amount: 1_200, destination: 'ORIGINAL' });
    await refund({ orderId: order.id, amount: 800 });
    await expect(refund({ orderId: order.id, amount: 1_001, destination: 'ORIGINAL' })).rejects.toMatchObject({ statusCode: 409, errorCode: 'REFUND_TOO_LARGE' });
    await expect(refund({ orderId: order.id, amount: 0 })).rejects.toMatchObject({ statusCode: 400 });
    expect((await refundsOf(order.id)).map((r) => [r.amount, r.method])).toEqual([
      [1_200, 'ORIGINAL'],
      [800, 'ECREDIT'],
    ]);
    expect([await billRefunded(billRef), await eCredit(buyer.userId)]).toEqual([1_200, 800]);
    await refund({ orderId: order.id, amount: 1_000, destination: 'ORIGINAL' });
    expect([await billRefunded(billRef), await eCredit(buyer.userId)]).toEqual([2_200, 800]);
  });

  if (kind === 'postgres') {
    it('lets only one of two refunds arriving together pass when both would exceed what was paid', async () => {
      const { buyer, order, billRef } = await paidOrder(t, 5);
      const results = await Promise.allSettled([refund({ orderId: order.id, amount: 2_000, destination: 'ORIGINAL' }), refund({ orderId: order.id, amount: 2_000 })]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
      const rows = await refundsOf(order.id);
      expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(2_000);
      expect((await billRefunded(billRef)) + (await eCredit(buyer.userId))).toBe(2_000);
    });
  }
});
