import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CheckoutBody, PlacedOrder, Quote } from '@borong/contracts/checkout';
import { times } from '@borong/contracts/money';
import type { PaymentMethod } from '@borong/contracts/statuses';
import { DomainError } from '../app/errors';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import {
  cartItems,
  checkouts,
  eCreditTransactions,
  idempotencyKeys,
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
  stores,
} from '../db/schema';
import { buildQuote } from './quote';
import { eInvoiceBuyer, findUserById } from '../user/users';
import { chargeCredit } from '../credit-terms/account';
import { PaymentGatewayError, type BillRequest, type PaymentProvider } from '../payments/provider';
import { recordOpenedBill } from '../payments/callbacks';
import { notifyOrders } from '../orders/notifications';
import { invoiceNumber, issueInvoices } from '../e-invoices/documents';
import type { ApiLocale } from '@borong/contracts/common';

/*
 * Placing an order (issue 10). One transaction re-prices the cart (the same quote function the
 * buyer saw), takes the stock with guarded updates that never go below zero, books pickup slots,
 * counts the promo code against its limit, spends the shipping voucher and the e-credit, charges
 * credit terms, and writes one checkout with one order per seller. Any refusal rolls all of it back.
 */

/** Refused with the fresh quote: prices, stock or limits moved since the buyer's (409). */
export class StaleQuoteError extends DomainError {
  constructor(
    message: string,
    public readonly quote: Quote,
    code: string,
  ) {
    super(409, message, undefined, code);
  }
}

/** An Idempotency-Key as the IETF draft has it: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export type IdempotentAnswer = { status: number; body: unknown };

/**
 * Runs `place` once per (buyer, key): the first request records the key and its body's hash; a
 * later one with the same body gets the recorded answer, with another body a 422, and while the
 * first is still running a 409. A refused request (4xx) forgets its key, so the buyer can fix
 * the cause and retry with it, as Stripe does for requests that failed validation.
 */
export async function withIdempotency(db: Db, userId: number, key: string, hash: string, place: () => Promise<IdempotentAnswer>): Promise<IdempotentAnswer> {
  const [claimed] = await db.insert(idempotencyKeys).values({ userId, key, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [seen] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!seen) throw new DomainError(409, 'This Idempotency-Key is being used by a request still running: retry shortly');
    if (seen.requestHash !== hash) throw new DomainError(422, 'This Idempotency-Key was used with a different request');
    if (seen.responseStatus === null) throw new DomainError(409, 'This Idempotency-Key is being used by a request still running: retry shortly');
    return { status: seen.responseStatus, body: seen.responseBody };
  }
  try {
    return await place();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.responseStatus)));
    throw error;
  }
}

export interface PlaceOrderInput {
  body: CheckoutBody;
  idempotencyKey: string;
  /** The gateway the buyer pays through, and where it sends the browser and its callback. */
  payments: { provider: PaymentProvider; returnUrl: (paymentId: number) => string; callbackUrl: string };
  /** Only a single seller's cart (the store page's microsite checkout). */
  singleSeller?: boolean;
  /** The buyer's language, kept for their order mails, and PUBLIC_URL for the mails' links. */
  locale: ApiLocale;
  publicUrl: string;
  now?: Date;
}


/**
 * Places the buyer's order; the answer is what the first request with this key answered.
 *
 * The gateway's bill is opened after the placing transaction commits: a gateway takes hundreds of
 * milliseconds (seconds when it struggles), and inside the transaction every other checkout of
 * the same products or promo code would wait on its locks for as long. The answer is recorded in
 * the transaction with no redirect yet, so a crash in between leaves a payment the buyer can retry.
 */
export async function placeOrder(db: Db, userId: number, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { answer, bill } = await placeInTransaction(db, userId, input);
  if (!answer.payment || !bill) return answer;
  const { provider } = input.payments;
  let payment: NonNullable<PlacedOrder['payment']>;
  try {
    const opened = await provider.createBill(db, bill);
    await recordOpenedBill(db, bill.paymentId, provider.name, opened);
    payment = { ...answer.payment, redirect_url: opened.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // The orders stand and wait for payment; the buyer is offered "Try again" on the payment page.
    await db.update(payments).set({ status: 'FAILED', updatedAt: new Date() }).where(eq(payments.id, bill.paymentId));
    payment = { ...answer.payment, status: 'FAILED', gateway_error: error.retryable ? 'GATEWAY_UNAVAILABLE' : 'GATEWAY_REFUSED' };
  }
  const final: PlacedOrder = { ...answer, payment };
  await db
    .update(idempotencyKeys)
    .set({ responseBody: { error: false, data: final } })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, input.idempotencyKey)));
  return final;
}

async function placeInTransaction(db: Db, userId: number, input: PlaceOrderInput): Promise<{ answer: PlacedOrder; bill: BillRequest | null }> {
  const { body, now = new Date() } = input;
  return db.transaction(async (tx) => {
    // One checkout of a buyer at a time: their cart, e-credit, credit-terms ledger and per-buyer promo count hold still.
    await lockUser(tx, userId);
    const buyer = await findUserById(tx, userId);
    if (!buyer) throw new DomainError(401, 'Unauthenticated');
    const { quote, plan } = await buildQuote(tx, userId, body, now);
    if (input.singleSeller && plan.groups.length !== 1) throw new DomainError(400, 'A store cart checks out one seller: name it in store_ids', { store_ids: ['name exactly one seller'] });
    const first = quote.problems[0];
    if (first) throw new StaleQuoteError(first.message, quote, first.code);
    if (body.discount_amount !== undefined && body.discount_amount !== quote.discount_amount) throw new StaleQuoteError('The discount has changed: check the new total', quote, 'DISCOUNT_CHANGED');

    // Stock, in product order so two checkouts never wait on each other's rows in opposite orders;
    // a product's normal and add-on lines are taken together.
    const lines = plan.groups.flatMap((g) => g.lines);
    const taken = new Map<number, number>();
    for (const line of lines) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...taken].sort(([a], [b]) => a - b)) {
      const [ok] = await tx
        .update(products)
        .set({ stockCount: sql`${products.stockCount} - ${quantity}` })
        .where(and(eq(products.id, productId), gte(products.stockCount, quantity)))
        .returning({ id: products.id });
      if (!ok) throw new StaleQuoteError('Items out of stock', quote, 'OUT_OF_STOCK');
    }
    // Add-on units sold at an offer's special price count against its cap, in offer order, never past it; an
    // offer ended since the quote read it refuses too. One line per offer (the cart's unique index).
    const addOns = lines.filter((l) => l.pwpOfferId !== null).sort((a, b) => (a.pwpOfferId ?? 0) - (b.pwpOfferId ?? 0));
    for (const line of addOns) {
      if (line.pwpOfferId === null) continue;
      const [counted] = await tx
        .update(pwpOffers)
        .set({ stockUsed: sql`${pwpOffers.stockUsed} + ${line.quantity}` })
        .where(and(eq(pwpOffers.id, line.pwpOfferId), eq(pwpOffers.isActive, true), gt(pwpOffers.endsAt, now), or(isNull(pwpOffers.stockCap), sql`${pwpOffers.stockUsed} + ${line.quantity} <= ${pwpOffers.stockCap}`)))
        .returning({ id: pwpOffers.id });
      if (!counted) throw new StaleQuoteError(`${line.productName}: this purchase-with-purchase offer has sold out or ended; remove the add-on from your cart`, quote, 'PWP');
    }
    for (const group of plan.groups) {
      const d = group.delivery;
      if (d?.method !== 'SELF_PICK_UP' || !d.slot_date || !d.slot) continue;
      const [store] = await tx.select({ capacity: stores.slotCapacity }).from(stores).where(eq(stores.id, group.storeId));
      await tx.insert(pickupSlotBookings).values({ storeId: group.storeId, slotDate: d.slot_date, slot: d.slot, booked: 0 }).onConflictDoNothing();
      const [booked] = await tx
        .update(pickupSlotBookings)
        .set({ booked: sql`${pickupSlotBookings.booked} + 1` })
        .where(and(eq(pickupSlotBookings.storeId, group.storeId), eq(pickupSlotBookings.slotDate, d.slot_date), eq(pickupSlotBookings.slot, d.slot), lt(pickupSlotBookings.booked, store?.capacity ?? 0)))
        .returning({ booked: pickupSlotBookings.booked });
      if (!booked) throw new StaleQuoteError('This time slot is full', quote, 'SLOT_FULL');
    }
    if (plan.promotionId !== null) {
      const [counted] = await tx
        .update(promotions)
        .set({ usedCount: sql`${promotions.usedCount} + 1` })
        .where(and(eq(promotions.id, plan.promotionId), or(isNull(promotions.usageLimit), lt(promotions.usedCount, promotions.usageLimit))))
        .returning({ id: promotions.id });
      if (!counted) throw new StaleQuoteError('This promo code has been fully redeemed', quote, 'PROMOTION');
    }
    const method: PaymentMethod = body.payment_method;
    const [checkout] = await tx
      .insert(checkouts)
      .values({ userId, paymentMethod: method, total: quote.total, offsetAmount: quote.offset_amount, serviceFee: quote.service_fee, payable: quote.payable, promotionId: plan.promotionId, shippingVoucherId: plan.shippingVoucherId, buyerEInvoice: eInvoiceBuyer(buyer), locale: input.locale })
      .returning({ id: checkouts.id });
    if (!checkout) throw new Error('checkout insert returned no row');
    if (plan.promotionId !== null) await tx.insert(promotionUses).values({ promotionId: plan.promotionId, userId, checkoutId: checkout.id });
    if (plan.shippingVoucherId !== null) {
      const [spent] = await tx
        .update(shippingVouchers)
        .set({ usedAt: now, usedByCheckoutId: checkout.id })
        .where(and(eq(shippingVouchers.id, plan.shippingVoucherId), isNull(shippingVouchers.usedAt)))
        .returning({ id: shippingVouchers.id });
      if (!spent) throw new StaleQuoteError('This shipping voucher cannot be used', quote, 'SHIPPING_VOUCHER');
    }

    // The quote above ran under the buyer's lock, so the available credit it checked (CREDIT_LIMIT) is still what is available.
    if (plan.credit && quote.payable > 0) await chargeCredit(tx, { accountId: plan.credit.accountId, checkoutId: checkout.id, amount: quote.payable, dueAt: plan.credit.dueAt, now });

    const settled = quote.payable === 0 || plan.credit !== null;
    const settledBy = plan.credit ? 'Credit terms' : method === 'E-CREDIT' || quote.offset_amount > 0 ? 'Paid with e-credit' : 'Nothing to pay';
    const placed: PlacedOrder['orders'] = [];
    for (const [i, group] of plan.groups.entries()) {
      const priced = plan.priced.groups[i];
      if (!priced) throw new Error('priced groups out of step');
      const d = group.delivery;
      if (!d) throw new Error('a placed group has no delivery');
      const [order] = await tx
        .insert(orders)
        .values({
          checkoutId: checkout.id,
          userId,
          storeId: group.storeId,
          status: settled ? 'PROCESSED' : 'NEW_ORDER',
          deliveryMethod: d.method,
          slotDate: d.slot_date ?? null,
          slot: d.slot ?? null,
          lockerId: d.locker_id ?? null,
          address: plan.address,
          subtotal: priced.subtotal,
          discount: priced.discount,
          deliveryFee: priced.deliveryFee,
          deliveryDiscount: priced.deliveryDiscount,
          goodsTax: priced.goodsTax,
          deliveryTax: priced.deliveryTax,
          grandTotal: priced.grandTotal,
          offsetAmount: priced.offset,
          payBy: settled ? null : plan.payBy,
          createdAt: now,
        })
        .returning({ id: orders.id, orderNo: orders.orderNo, status: orders.status });
      if (!order) throw new Error('order insert returned no row');
      // The buyer's row is locked, so the balance the quote read is still the balance: the ledger
      // never goes below zero. Each order's share is spent against its invoice, which the
      // e-credit statement names.
      if (priced.offset > 0) await tx.insert(eCreditTransactions).values({ userId, invoiceNumber: invoiceNumber(order.orderNo), amount: -priced.offset, occurredAt: now });
      await tx.insert(orderLines).values(
        group.lines.map((line, j) => {
          const p = priced.lines[j];
          if (!p) throw new Error('priced lines out of step');
          return {
            orderId: order.id,
            productId: line.productId,
            productName: line.productName,
            unit: line.unit,
            imageUrl: line.imageUrl,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            subtotal: times(line.unitPrice, line.quantity),
            discount: p.discount,
            taxType: line.taxRate > 0 ? ('SALES_TAX' as const) : ('EXEMPT' as const),
            taxRate: line.taxRate,
            taxableAmount: p.taxableAmount,
            taxAmount: p.taxAmount,
            pwpOfferId: line.pwpOfferId,
            regularUnitPrice: line.regularUnitPrice,
          };
        }),
      );
      await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'NEW_ORDER', actor: 'buyer', reason: 'Order placed', createdAt: now });
      if (settled) await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: 'NEW_ORDER', toStatus: 'PROCESSED', actor: 'payment', reason: settledBy, createdAt: now });
      placed.push({ id: order.id, order_no: order.orderNo, store_id: group.storeId, status: order.status, grand_total: priced.grandTotal });
    }

    let payment: PlacedOrder['payment'] = null;
    let bill: BillRequest | null = null;
    if (!settled) {
      const { provider, returnUrl, callbackUrl } = input.payments;
      const [row] = await tx.insert(payments).values({ checkoutId: checkout.id, provider: provider.name, method, amount: quote.payable, status: 'PENDING' }).returning({ id: payments.id, status: payments.status });
      if (!row) throw new Error('payment insert returned no row');
      bill = {
        paymentId: row.id,
        amount: quote.payable,
        method,
        bankCode: body.bank_code,
        payer: { name: buyer.name, email: buyer.email },
        description: `Borong order ${placed.map((o) => o.order_no).join(', ')}`,
        returnUrl: returnUrl(row.id),
        callbackUrl,
      };
      payment = { id: row.id, status: row.status, redirect_url: null, gateway_error: null };
    }

    // Settled at placement, the orders are paid: they are invoiced, the buyer hears so and the sellers have an order to take.
    if (settled)
      await issueInvoices(
        tx,
        placed.map((o) => o.id),
        now,
      );
    await notifyOrders(
      tx,
      placed.map((o) => o.id),
      { event: settled ? 'paid' : 'placed', publicUrl: input.publicUrl },
    );

    const checkedOut = plan.groups.flatMap((g) => g.lines.map((l) => l.cartItemId));
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, checkedOut)));
    const answer: PlacedOrder = { checkout_id: checkout.id, orders: placed, payment };
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 201, responseBody: { error: false, data: answer } })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, input.idempotencyKey)));
    return { answer, bill };
  });
}
