import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { findTransition, type OrderActor } from '@borong/contracts/order-transitions';
import type { OrderStatus } from '@borong/contracts/statuses';
import { DomainError } from '../app/errors';
import type { RefundDestination } from '@borong/contracts/disputes';
import type { PaymentProvider } from '../payments/provider';
import { notifyOrders, type OrderEvent } from './notifications';
import { issueInvoices } from '../e-invoices/documents';
import { refundableAmount, refundOrder, reverseCreditCharge } from './refunds';
import type { Db } from '../db/client';
import {
  checkouts,
  eCreditTransactions,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  pickupSlotBookings,
  products,
  promotionUses,
  promotions,
  pwpOffers,
  shippingVouchers,
} from '../db/schema';

/*
 * Every status change of a seller order goes through `moveOrders` (issue 11): the move is checked
 * against the contracts' transition table for the actor, written with its history row, and its
 * effects applied, all in the caller's transaction. A move the table does not allow is a 409 and
 * changes nothing.
 */

export class IllegalTransitionError extends DomainError {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(409, `An order that is ${from} cannot become ${to}`, undefined, 'ILLEGAL_TRANSITION');
  }
}

type LockedOrder = typeof orders.$inferSelect;

export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  reason: string;
  now: Date;
  /** PUBLIC_URL, for the links in the order mails the move sends. */
  publicUrl: string;
  /** Where a cancelled paid order's refund goes (e-credit when absent), and the gateway for the original method. */
  refund?: { destination: RefundDestination; provider: PaymentProvider | null };
}

/** The mail each move sends (notifications.ts); a move not listed sends none. */
const MOVE_EVENTS: Partial<Record<OrderStatus, OrderEvent>> = { PROCESSED: 'paid', SHIPPED: 'shipped', COMPLETE: 'completed', CANCELLED: 'cancelled' };

/**
 * Moves the given orders (locked here, in id order) to `to`. Callers choose which orders; the
 * table decides whether each may move. Answers the orders as they were before the move.
 */
export async function moveOrders(tx: Db, orderIds: readonly number[], move: Move): Promise<LockedOrder[]> {
  if (orderIds.length === 0) return [];
  const locked = await tx.select().from(orders).where(inArray(orders.id, [...orderIds])).orderBy(asc(orders.id)).for('update');
  for (const o of locked) if (!findTransition(o.status, move.to, move.actor, o.deliveryMethod)) throw new IllegalTransitionError(o.status, move.to);
  const ids = locked.map((o) => o.id);
  await tx
    .update(orders)
    .set({ status: move.to, updatedAt: move.now, ...(move.to !== 'NEW_ORDER' ? { payBy: null } : {}) })
    .where(inArray(orders.id, ids));
  await tx.insert(orderStatusHistory).values(locked.map((o) => ({ orderId: o.id, fromStatus: o.status, toStatus: move.to, actor: move.actor, reason: move.reason, createdAt: move.now })));
  const event = MOVE_EVENTS[move.to];
  if (event) await notifyOrders(tx, ids, { event, publicUrl: move.publicUrl, reason: move.reason });
  // An order is invoiced when it is paid (decision 0017).
  if (move.to === 'PROCESSED') await issueInvoices(tx, ids, move.now);
  if (move.to === 'CANCELLED') await afterCancel(tx, locked, move);
  return locked;
}

/**
 * What cancelling gives back: the goods to stock and the pickup slot, always; what was paid for
 * the orders, when they were paid; and, once nothing of the checkout is left to pay or to
 * deliver, what the checkout as a whole took (the promo code's use, the shipping voucher, an
 * unpaid checkout's e-credit offset and its open payment).
 */
async function afterCancel(tx: Db, cancelled: readonly LockedOrder[], move: Move): Promise<void> {
  const { now } = move;
  const ids = cancelled.map((o) => o.id);
  // Stock goes back in product order, the order placing takes it in, so neither waits on the other in reverse.
  const returned = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const line of returned) await tx.update(products).set({ stockCount: sql`${products.stockCount} + ${line.quantity}` }).where(eq(products.id, line.productId));
  // Add-on units sold at an offer's price go back under its cap, in offer order as placing takes them.
  const offered = await tx
    .select({ offerId: orderLines.pwpOfferId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, ids), isNotNull(orderLines.pwpOfferId)))
    .groupBy(orderLines.pwpOfferId)
    .orderBy(asc(orderLines.pwpOfferId));
  for (const { offerId, quantity } of offered) {
    if (offerId !== null) await tx.update(pwpOffers).set({ stockUsed: sql`greatest(${pwpOffers.stockUsed} - ${quantity}, 0)` }).where(eq(pwpOffers.id, offerId));
  }
  for (const o of cancelled) {
    if (o.deliveryMethod !== 'SELF_PICK_UP' || !o.slotDate || !o.slot) continue;
    const s = pickupSlotBookings;
    await tx
      .update(s)
      .set({ booked: sql`${s.booked} - 1` })
      .where(and(eq(s.storeId, o.storeId), eq(s.slotDate, o.slotDate), eq(s.slot, o.slot), sql`${s.booked} > 0`));
  }

  const byCheckout = new Map<number, LockedOrder[]>();
  for (const o of cancelled) byCheckout.set(o.checkoutId, [...(byCheckout.get(o.checkoutId) ?? []), o]);
  for (const [checkoutId, group] of byCheckout) {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!checkout) throw new Error(`checkout ${checkoutId} has orders but no row`);
    const paid = group.filter((o) => o.status !== 'NEW_ORDER');
    if (paid.length) await refundPaidOrders(tx, paid, move);
    const live = await tx.$count(orders, and(eq(orders.checkoutId, checkoutId), sql`${orders.status} <> 'CANCELLED'`));
    if (live === 0) await releaseCheckout(tx, checkout, paid.length === group.length, now);
  }
}

type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * Paid orders cancelled before they left the seller are refunded in full through refundOrder:
 * where the move asks (e-credit unless the buyer chose their original method), a credit-terms
 * order on its ledger, the e-credit spent on it back to e-credit.
 */
async function refundPaidOrders(tx: Db, paid: readonly LockedOrder[], move: Move): Promise<void> {
  for (const o of paid) {
    const amount = await refundableAmount(tx, o.id);
    if (amount <= 0) continue;
    await refundOrder(tx, {
      orderId: o.id,
      amount,
      destination: move.refund?.destination ?? 'ECREDIT',
      provider: move.refund?.provider ?? null,
      reason: `Cancelled: ${move.reason}`,
      actor: move.actor,
      now: move.now,
      publicUrl: move.publicUrl,
    });
  }
}

/** Gives back what the checkout as a whole took, once every one of its orders is cancelled. */
async function releaseCheckout(tx: Db, checkout: CheckoutRow, wasPaid: boolean, now: Date): Promise<void> {
  if (checkout.promotionId !== null) {
    const given = await tx
      .delete(promotionUses)
      .where(and(eq(promotionUses.promotionId, checkout.promotionId), eq(promotionUses.checkoutId, checkout.id)))
      .returning({ id: promotionUses.promotionId });
    if (given.length) await tx.update(promotions).set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` }).where(eq(promotions.id, checkout.promotionId));
  }
  await tx.update(shippingVouchers).set({ usedAt: null, usedByCheckoutId: null }).where(eq(shippingVouchers.usedByCheckoutId, checkout.id));
  await reverseCreditCharge(tx, checkout.id, checkout.serviceFee, now);
  if (wasPaid) return;
  // An unpaid checkout's e-credit offset was never refunded order by order: it goes back whole.
  if (checkout.offsetAmount > 0) await tx.insert(eCreditTransactions).values({ userId: checkout.userId, invoiceNumber: `CHECKOUT-${checkout.id}-CANCELLED`, amount: checkout.offsetAmount, occurredAt: now });
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.checkoutId, checkout.id), inArray(payments.status, ['PENDING', 'FAILED', 'AUTHORIZED'])));
}
