import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkouts, eCreditTransactions, orderLines, orderStatusHistory, orders, payments, pickupSlotBookings, products, promotionUses, promotions, pwpOffers, shippingVouchers } from '../db/schema';
import { applyPaymentEvent } from '../payments/callbacks';
import type { PaymentProvider } from '../payments/provider';

/*
 * Unpaid orders (issue 10): an order placed with a pay-later method waits for its payment until
 * `orders.pay_by` (longer for FPX corporate banking, whose second approver may take a day). Past
 * that, the job queue cancels the checkout's unpaid orders and gives back everything placing took:
 * stock, add-on units under their offer's cap, the pickup slot, the promo code's use, the shipping
 * voucher and the e-credit offset.
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
async function lastWordOnPayments(db: Db, provider: PaymentProvider, checkoutId: number): Promise<void> {
  const open = await db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.provider, provider.name), inArray(payments.status, ['PENDING', 'FAILED', 'AUTHORIZED'])));
  for (const { providerRef } of open) {
    if (!providerRef) continue;
    const event = await provider.queryStatus(providerRef);
    if (event) await applyPaymentEvent(db, event);
  }
}

/**
 * Cancels one checkout's unpaid orders past their time, in one transaction. The payment rows are
 * locked first, as the callback locks them before it touches the orders: a PAID callback and this
 * job take turns, and whichever comes second sees what the first did.
 */
export async function expireCheckout(db: Db, checkoutId: number, options: { provider?: PaymentProvider; now?: Date } = {}): Promise<ExpiryOutcome> {
  const now = options.now ?? new Date();
  if (options.provider) await lastWordOnPayments(db, options.provider, checkoutId);
  return db.transaction(async (tx) => {
    const held = await tx.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(asc(payments.id)).for('update');
    if (held.some((p) => p.status === 'PAID')) return 'paid';
    const expired = await tx
      .select({ id: orders.id, storeId: orders.storeId, deliveryMethod: orders.deliveryMethod, slotDate: orders.slotDate, slot: orders.slot })
      .from(orders)
      .where(and(eq(orders.checkoutId, checkoutId), eq(orders.status, 'NEW_ORDER'), lte(orders.payBy, now)))
      .orderBy(asc(orders.id))
      .for('update');
    if (expired.length === 0) return 'nothing';
    const ids = expired.map((o) => o.id);

    await tx.update(orders).set({ status: 'CANCELLED', payBy: null, updatedAt: now }).where(inArray(orders.id, ids));
    await tx.insert(orderStatusHistory).values(ids.map((orderId) => ({ orderId, fromStatus: 'NEW_ORDER' as const, toStatus: 'CANCELLED' as const, actor: 'system', reason: 'Not paid in time', createdAt: now })));

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

    for (const o of expired) {
      if (o.deliveryMethod !== 'SELF_PICK_UP' || !o.slotDate || !o.slot) continue;
      const s = pickupSlotBookings;
      await tx
        .update(s)
        .set({ booked: sql`${s.booked} - 1` })
        .where(and(eq(s.storeId, o.storeId), eq(s.slotDate, o.slotDate), eq(s.slot, o.slot), sql`${s.booked} > 0`));
    }

    // What the checkout as a whole took goes back once its last unpaid order is cancelled.
    const stillOpen = await tx.$count(orders, and(eq(orders.checkoutId, checkoutId), inArray(orders.status, ['NEW_ORDER'])));
    if (stillOpen === 0) {
      const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
      if (!checkout) throw new Error(`checkout ${checkoutId} has orders but no row`);
      if (checkout.promotionId !== null) {
        const given = await tx
          .delete(promotionUses)
          .where(and(eq(promotionUses.promotionId, checkout.promotionId), eq(promotionUses.checkoutId, checkoutId)))
          .returning({ id: promotionUses.promotionId });
        if (given.length) await tx.update(promotions).set({ usedCount: sql`greatest(${promotions.usedCount} - 1, 0)` }).where(eq(promotions.id, checkout.promotionId));
      }
      await tx.update(shippingVouchers).set({ usedAt: null, usedByCheckoutId: null }).where(eq(shippingVouchers.usedByCheckoutId, checkoutId));
      if (checkout.offsetAmount > 0) {
        await tx.insert(eCreditTransactions).values({ userId: checkout.userId, invoiceNumber: `CHECKOUT-${checkoutId}-CANCELLED`, amount: checkout.offsetAmount, occurredAt: now });
      }
      await tx
        .update(payments)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where(and(eq(payments.checkoutId, checkoutId), inArray(payments.status, ['PENDING', 'FAILED', 'AUTHORIZED'])));
    }
    return 'cancelled';
  });
}

/** One round of the job: every checkout due now, each in its own transaction. */
export async function expireUnpaidOrders(db: Db, options: { provider?: PaymentProvider; now?: Date; limit?: number } = {}): Promise<Record<ExpiryOutcome, number>> {
  const now = options.now ?? new Date();
  const counts: Record<ExpiryOutcome, number> = { cancelled: 0, paid: 0, nothing: 0 };
  for (const checkoutId of await dueUnpaidCheckouts(db, now, options.limit)) {
    counts[await expireCheckout(db, checkoutId, { provider: options.provider, now })] += 1;
  }
  return counts;
}
