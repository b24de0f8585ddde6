import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentStatus } from '@borong/contracts/statuses';
import { DomainError, notFound } from '../app/errors';
import type { Db } from '../db/client';
import { checkouts, eCreditTransactions, orders, paymentEvents, payments } from '../db/schema';
import { moveOrders } from '../orders/transitions';
import type { PaymentEvent } from './provider';

/**
 * Moves a payment only forward: a pending one may be paid, fail or be cancelled; a failed or
 * cancelled one may still be paid (a late authorisation: the money was taken); a paid one stays
 * paid, whatever arrives after.
 */
const FORWARD: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['PAID', 'FAILED', 'CANCELLED'],
  AUTHORIZED: ['PAID', 'CANCELLED'],
  FAILED: ['PAID'],
  CANCELLED: ['PAID'],
  PAID: [],
  REFUNDED: [],
  PARTIALLY_REFUNDED: [],
};

export type Applied = 'applied' | 'duplicate' | 'unchanged';

/**
 * Applies one provider event in one transaction: the event is recorded once (a replay finds its
 * key taken and changes nothing), its amount must be the payment's (else 400, nothing written),
 * a payment short of its amount stays unpaid, and a paid payment moves its unpaid orders to
 * PROCESSED with their history. The caller acknowledges the provider only after this returns.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, context: { publicUrl: string; now?: Date }): Promise<Applied> {
  const { publicUrl, now = new Date() } = context;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, event.provider), eq(payments.providerRef, event.providerRef)))
      .for('update');
    if (!payment) throw notFound('Unknown payment');
    if (event.amount !== payment.amount) throw new DomainError(400, 'The amount does not match the payment');
    const next: PaymentStatus = event.status === 'PAID' && event.paidAmount < payment.amount ? 'PENDING' : event.status;
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventKey: event.eventKey, paymentId: payment.id, status: next, amount: event.amount, paidAmount: event.paidAmount, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    if (!FORWARD[payment.status].includes(next)) return 'unchanged';
    await tx.update(payments).set({ status: next, updatedAt: now }).where(eq(payments.id, payment.id));
    if (next === 'PAID') {
      const waiting = await unpaidOrderIds(tx, payment.checkoutId);
      await moveOrders(
        tx,
        waiting.map((o) => o.id),
        { to: 'PROCESSED', actor: 'payment', reason: `Paid by ${payment.method}`, now, publicUrl },
      );
      // Money for orders the unpaid-order job already cancelled: the orders stay cancelled (their
      // stock may be sold) and the buyer gets the money back as e-credit at once.
      if (waiting.length === 0) {
        const [checkout] = await tx.select({ userId: checkouts.userId }).from(checkouts).where(eq(checkouts.id, payment.checkoutId));
        if (checkout) {
          await tx.insert(eCreditTransactions).values({ userId: checkout.userId, invoiceNumber: `LATE-PAYMENT-${payment.id}`, amount: event.paidAmount, occurredAt: now });
          await tx.update(payments).set({ status: 'REFUNDED', updatedAt: now }).where(eq(payments.id, payment.id));
        }
      }
    }
    return 'applied';
  });
}

/** The buyer's view of a payment: its status and its checkout's orders; another buyer's is a 404. */
export async function paymentOf(db: Db, userId: number, paymentId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('Payment not found');
  const found = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, grandTotal: orders.grandTotal, payBy: orders.payBy, userId: orders.userId })
    .from(orders)
    .where(eq(orders.checkoutId, payment.checkoutId));
  if (!found.some((o) => o.userId === userId)) throw notFound('Payment not found');
  return { payment, orders: found };
}

export const unpaidOrderIds = (db: Db, checkoutId: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), inArray(orders.status, ['NEW_ORDER'])));
