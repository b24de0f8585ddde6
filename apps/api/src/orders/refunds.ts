import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundDestination, RefundMethod, RefundStatus } from '@borong/contracts/disputes';
import type { OrderActor } from '@borong/contracts/order-transitions';
import { DomainError, notFound } from '../app/errors';
import type { Db } from '../db/client';
import { checkouts, creditTermsTransactions, eCreditTransactions, orderRefunds, orderStatusHistory, orders, payments } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { notifyOrders } from './notifications';
import { issueCreditNote, issueRefundNote } from '../e-invoices/documents';

/*
 * The one place a refund is recorded (issue 11): a cancellation's refund and a dispute's answer
 * both come here, so the cap on what goes back, the split between where the money went, the
 * buyer's mail and the payment's status are decided once. Every row of `order_refunds` is written
 * by `refundOrder`, with the refund's tax document on the order's e-invoice (a MyInvois refund or credit note).
 */

export interface RefundRequest {
  orderId: number;
  /** Sen to give back; at most what was paid for the order less its earlier refunds. */
  amount: number;
  /** Where the buyer asked for it; credit-terms orders go back on their ledger whatever is asked. */
  destination: RefundDestination;
  reason: string;
  actor: OrderActor;
  disputeId?: number;
  now: Date;
  /** PUBLIC_URL, for the link in the refund mail. */
  publicUrl: string;
  /** The configured payment gateway, for refunds to the original method; null refunds those to e-credit. */
  provider: PaymentProvider | null;
}

export class RefundTooLargeError extends DomainError {
  constructor(refundable: number) {
    super(409, `At most ${refundable} sen can still be refunded on this order`, undefined, 'REFUND_TOO_LARGE');
  }
}

type Part = { amount: number; method: RefundMethod; status: RefundStatus; providerRef: string | null };

/** What was paid for the order (nothing for one never paid) and what its refunds gave back, by method. */
async function refundState(db: Db, order: typeof orders.$inferSelect) {
  const [paid] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.fromStatus, 'NEW_ORDER'), eq(orderStatusHistory.toStatus, 'PROCESSED')))
    .limit(1);
  const earlier = await db
    .select({ method: orderRefunds.method, amount: sql<number>`sum(${orderRefunds.amount})::bigint` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .groupBy(orderRefunds.method);
  const by = (method: RefundMethod) => Number(earlier.find((e) => e.method === method)?.amount ?? 0);
  const refunded = earlier.reduce((sum, e) => sum + Number(e.amount), 0);
  const paidAmount = paid ? order.grandTotal : 0;
  return { paid: paidAmount, refundable: Math.max(paidAmount - refunded, 0), byMethod: by };
}

/** What may still be refunded on the order: what was paid for it, less its refunds. */
export async function refundableAmount(db: Db, orderId: number): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('No order found');
  return (await refundState(db, order)).refundable;
}

/**
 * Gives `amount` sen of a paid order back, in the caller's transaction, under a lock on the order
 * so two refunds of one order take turns and together never pass what was paid. The money goes,
 * in this order: off the credit-terms charge (the part of a credit-terms order not paid with
 * e-credit was never paid in money); to the original method through the provider, when asked and
 * the bill's provider is the configured one; else, or when the provider cannot refund
 * (NOT_SUPPORTED, recorded as FALLBACK_ECREDIT), to the buyer's e-credit. Answers the rows written.
 */
export async function refundOrder(tx: Db, request: RefundRequest): Promise<(typeof orderRefunds.$inferSelect)[]> {
  const { orderId, amount, destination, now } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new DomainError(400, 'A refund is a positive amount in sen');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('No order found');
  const state = await refundState(tx, order);
  if (amount > state.refundable) throw new RefundTooLargeError(state.refundable);
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, order.checkoutId));
  if (!checkout) throw new Error(`order ${order.id} has no checkout`);

  const parts: Part[] = [];
  let left = amount;
  // What the buyer paid other than with e-credit: by the gateway, or on credit terms.
  const moneyPaid = order.grandTotal - order.offsetAmount;
  if (checkout.paymentMethod === 'CREDIT_TERMS') {
    const onLedger = Math.min(left, moneyPaid - state.byMethod('CREDIT_TERMS'));
    if (onLedger > 0) {
      await reverseCreditCharge(tx, checkout.id, onLedger, now);
      parts.push({ amount: onLedger, method: 'CREDIT_TERMS', status: 'REFUNDED', providerRef: null });
      left -= onLedger;
    }
  } else if (destination === 'ORIGINAL') {
    const toMethod = Math.min(left, moneyPaid - state.byMethod('ORIGINAL'));
    if (toMethod > 0) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutId, checkout.id), inArray(payments.status, ['PAID', 'PARTIALLY_REFUNDED'])))
        .limit(1);
      const provider = payment?.providerRef && request.provider?.name === payment.provider ? request.provider : null;
      const result = provider && payment?.providerRef ? await provider.refund(tx, payment.providerRef, toMethod) : ({ refunded: false, reason: 'NOT_SUPPORTED' } as const);
      parts.push(result.refunded ? { amount: toMethod, method: 'ORIGINAL', status: 'REFUNDED', providerRef: result.refundRef } : { amount: toMethod, method: 'ECREDIT', status: 'FALLBACK_ECREDIT', providerRef: null });
      left -= toMethod;
    }
  }
  if (left > 0) parts.push({ amount: left, method: 'ECREDIT', status: 'REFUNDED', providerRef: null });

  const rows = await tx
    .insert(orderRefunds)
    .values(parts.map((p) => ({ orderId, amount: p.amount, requested: destination, method: p.method, status: p.status, reason: request.reason.slice(0, 200), actor: request.actor, disputeId: request.disputeId ?? null, providerRef: p.providerRef, createdAt: now })))
    .returning();
  for (const row of rows) {
    // The tax document of each part, on the order's e-invoice: a reversed credit-terms charge was
    // never paid, so it reduces the invoice (credit note); money that goes back is a refund note.
    const note = { orderId, amountSen: row.amount, reason: request.reason, refundRef: `REFUND-${row.id}`, now };
    if (row.method === 'CREDIT_TERMS') {
      await issueCreditNote(tx, note);
    } else {
      const noteNumber = await issueRefundNote(tx, note);
      // The refund note's number is what the buyer's e-credit statement shows against the refund.
      if (row.method === 'ECREDIT') await tx.insert(eCreditTransactions).values({ userId: order.userId, invoiceNumber: noteNumber ?? `REFUND-${order.orderNo}`, amount: row.amount, occurredAt: now });
    }
    await notifyOrders(tx, [order.id], { event: 'refunded', publicUrl: request.publicUrl, amount: row.amount, refundMethod: row.method });
  }
  await settlePaymentStatus(tx, checkout.id, now);
  return rows;
}

/** The checkout's paid payment is REFUNDED once every order of it is refunded in full, PARTIALLY_REFUNDED before. */
async function settlePaymentStatus(tx: Db, checkoutId: number, now: Date): Promise<void> {
  const [totals] = await tx
    .select({
      paid: sql<number>`coalesce(sum(${orders.grandTotal}), 0)::bigint`,
      refunded: sql<number>`coalesce((select sum(r.amount) from ${orderRefunds} r join ${orders} o on o.id = r.order_id where o.checkout_id = ${checkoutId}), 0)::bigint`,
    })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId));
  const all = totals && Number(totals.refunded) >= Number(totals.paid);
  await tx
    .update(payments)
    .set({ status: all ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updatedAt: now })
    .where(and(eq(payments.checkoutId, checkoutId), inArray(payments.status, ['PAID', 'PARTIALLY_REFUNDED'])));
}

/** Takes `amount` sen off the checkout's credit-terms charge with an ADJUSTMENT (the ledger is append-only); nothing without a charge. */
export async function reverseCreditCharge(tx: Db, checkoutId: number, amount: number, now: Date): Promise<void> {
  if (amount <= 0) return;
  const [charge] = await tx
    .select({ accountId: creditTermsTransactions.accountId })
    .from(creditTermsTransactions)
    .where(and(eq(creditTermsTransactions.checkoutId, checkoutId), eq(creditTermsTransactions.kind, 'CHARGE')));
  if (charge) await tx.insert(creditTermsTransactions).values({ accountId: charge.accountId, kind: 'ADJUSTMENT', amount: -amount, checkoutId, createdAt: now });
}
