import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentStatus } from '@borong/contracts/statuses';
import { DomainError, notFound } from '../app/errors';
import type { Db } from '../db/client';
import { checkouts, eCreditTransactions, orders, paymentBills, paymentEvents, payments } from '../db/schema';
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
 *
 * The event may be about any bill the payment ever had (a retry opens a new one, and the buyer may
 * still pay the old): a failure on a bill that is no longer the payment's current one changes
 * nothing, a payment on it pays, and money on a second bill of a payment already paid goes back to
 * the buyer as e-credit at once.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, context: { publicUrl: string; now?: Date }): Promise<Applied> {
  const { publicUrl, now = new Date() } = context;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ payment: payments, bill: paymentBills })
      .from(paymentBills)
      .innerJoin(payments, eq(payments.id, paymentBills.paymentId))
      .where(and(eq(paymentBills.provider, event.provider), eq(paymentBills.providerRef, event.providerRef)))
      .for('update');
    if (!found) throw notFound('Unknown payment');
    const { payment, bill } = found;
    if (event.amount !== payment.amount) throw new DomainError(400, 'The amount does not match the payment');
    const next: PaymentStatus = event.status === 'PAID' && event.paidAmount < payment.amount ? 'PENDING' : event.status;
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventKey: event.eventKey, paymentId: payment.id, status: next, amount: event.amount, paidAmount: event.paidAmount, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    if (next === 'PAID') {
      if (bill.paid) return 'unchanged';
      await tx.update(paymentBills).set({ paid: true }).where(eq(paymentBills.id, bill.id));
      if (SETTLED.includes(payment.status)) {
        await giveBackAsECredit(tx, payment.checkoutId, `DOUBLE-PAYMENT-${payment.id}-${bill.id}`, event.paidAmount, now);
        return 'applied';
      }
    } else if (bill.providerRef !== payment.providerRef || bill.provider !== payment.provider) {
      return 'unchanged';
    }
    if (!FORWARD[payment.status].includes(next)) return 'unchanged';
    // The bill that was paid becomes the payment's: a refund to the original method goes to it.
    await tx.update(payments).set({ status: next, provider: bill.provider, providerRef: bill.providerRef, billUrl: bill.billUrl, updatedAt: now }).where(eq(payments.id, payment.id));
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
        await giveBackAsECredit(tx, payment.checkoutId, `LATE-PAYMENT-${payment.id}`, event.paidAmount, now);
        await tx.update(payments).set({ status: 'REFUNDED', updatedAt: now }).where(eq(payments.id, payment.id));
      }
    }
    return 'applied';
  });
}

/** A payment whose money has already arrived (and may have gone back). */
const SETTLED: readonly PaymentStatus[] = ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'];

async function giveBackAsECredit(tx: Db, checkoutId: number, invoiceNumber: string, amount: number, now: Date) {
  const [checkout] = await tx.select({ userId: checkouts.userId }).from(checkouts).where(eq(checkouts.id, checkoutId));
  if (!checkout) throw new Error(`checkout ${checkoutId} of a payment is missing`);
  await tx.insert(eCreditTransactions).values({ userId: checkout.userId, invoiceNumber, amount, occurredAt: now });
}

/**
 * Makes a newly opened bill the payment's current one (where the buyer is sent, what the
 * reconciler asks about) and keeps it among the payment's bills, so its callbacks are found later.
 */
export async function recordOpenedBill(db: Db, paymentId: number, provider: string, opened: { providerRef: string; redirectUrl: string }, now = new Date()) {
  await db.insert(paymentBills).values({ paymentId, provider, providerRef: opened.providerRef, billUrl: opened.redirectUrl, createdAt: now });
  await db.update(payments).set({ provider, providerRef: opened.providerRef, billUrl: opened.redirectUrl, status: 'PENDING', updatedAt: now }).where(eq(payments.id, paymentId));
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
