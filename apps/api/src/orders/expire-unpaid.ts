import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { applyPaymentEvent } from '../payments/callbacks';
import type { PaymentProvider } from '../payments/provider';
import { moveOrders } from './transitions';

/*
 * Unpaid orders (issue 10): an order placed with a pay-later method waits for its payment until
 * `orders.pay_by` (longer for FPX corporate banking, whose second approver may take a day). Past
 * that, the job queue cancels the checkout's unpaid orders through the state machine, whose
 * cancellation gives back everything placing took (transitions.ts).
 */

export type ExpiryOutcome = 'cancelled' | 'paid' | 'nothing';

/** Checkouts with an order past its pay-by time and still unpaid, oldest first. */
export async function dueUnpaidCheckouts(db: Db, now: Date, limit = 50): Promise<number[]> {
  const due = await db
    .selectDistinct({ checkoutId: orders.checkoutId, payBy: orders.payBy })
    .from(orders)
    .where(and(eq(orders.status, 'NEW_ORDER'), isNotNull(orders.payBy), lte(orders.payBy, now)))
    .orderBy(asc(orders.payBy))
    .limit(limit);
  return [...new Set(due.map((d) => d.checkoutId))];
}

/**
 * Asks the provider about the checkout's open payments before giving up on them, so a payment
 * made in the last minute whose callback is still on its way is counted, not cancelled.
 */
async function lastWordOnPayments(db: Db, provider: PaymentProvider, checkoutId: number, publicUrl: string): Promise<void> {
  const open = await db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.provider, provider.name), inArray(payments.status, ['PENDING', 'FAILED', 'AUTHORIZED'])));
  for (const { providerRef } of open) {
    if (!providerRef) continue;
    const event = await provider.queryStatus(providerRef);
    if (event) await applyPaymentEvent(db, event, { publicUrl });
  }
}

/**
 * Cancels one checkout's unpaid orders past their time, in one transaction. The payment rows are
 * locked first, as the callback locks them before it touches the orders: a PAID callback and this
 * job take turns, and whichever comes second sees what the first did.
 */
export async function expireCheckout(db: Db, checkoutId: number, options: { publicUrl: string; provider?: PaymentProvider; now?: Date }): Promise<ExpiryOutcome> {
  const now = options.now ?? new Date();
  if (options.provider) await lastWordOnPayments(db, options.provider, checkoutId, options.publicUrl);
  return db.transaction(async (tx) => {
    const held = await tx.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(asc(payments.id)).for('update');
    if (held.some((p) => p.status === 'PAID')) return 'paid';
    const expired = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'NEW_ORDER'), lte(orders.payBy, now)))
      .for('update');
    if (expired.length === 0) return 'nothing';
    await moveOrders(
      tx,
      expired.map((o) => o.id),
      { to: 'CANCELLED', actor: 'system', reason: 'Not paid in time', now, publicUrl: options.publicUrl },
    );
    return 'cancelled';
  });
}

/** One round of the job: every checkout due now, each in its own transaction. */
export async function expireUnpaidOrders(db: Db, options: { publicUrl: string; provider?: PaymentProvider; now?: Date; limit?: number }): Promise<Record<ExpiryOutcome, number>> {
  const now = options.now ?? new Date();
  const counts: Record<ExpiryOutcome, number> = { cancelled: 0, paid: 0, nothing: 0 };
  for (const checkoutId of await dueUnpaidCheckouts(db, now, options.limit)) {
    counts[await expireCheckout(db, checkoutId, { ...options, now })] += 1;
  }
  return counts;
}
