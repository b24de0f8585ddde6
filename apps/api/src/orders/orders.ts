import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { buyerActions } from '@borong/contracts/order-transitions';
import type { OrderDetail } from '@borong/contracts/orders';
import { notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { checkouts, creditTermsTransactions, lockers, orderLines, orderRefunds, orderStatusHistory, orders, payments, stores } from '../db/schema';
import { disputesOf, disputeUntil } from '../disputes/disputes';

/** One of the buyer's seller orders; another buyer's id is simply not found (spec §8 "No order found"). */
export const orderDetail = (db: Db, userId: number, orderId: number): Promise<OrderDetail> => scopedOrderDetail(db, orderId, eq(orders.userId, userId));

/** A seller order whose owner condition holds (the buyer's, or the seller's store), else 404. */
export async function scopedOrderDetail(db: Db, orderId: number, owner: SQL): Promise<OrderDetail> {
  const [row] = await db
    .select({
      order: orders,
      store: { id: stores.id, url: stores.url, domainName: stores.domainName, logo: stores.logo },
      paymentMethod: checkouts.paymentMethod,
      serviceFee: checkouts.serviceFee,
      lockerId: lockers.id,
      lockerName: lockers.name,
      lockerAddress: lockers.address,
      lockerPostcode: lockers.postcode,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .leftJoin(lockers, eq(lockers.id, orders.lockerId))
    .where(and(eq(orders.id, orderId), owner));
  if (!row) throw notFound('No order found');
  const o = row.order;
  const [lines, history, [payment], siblings, [charge], refunds, disputes, disputeEnd] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.checkoutId, o.checkoutId)).orderBy(desc(payments.id)).limit(1),
    db
      .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, grandTotal: orders.grandTotal, storeName: stores.domainName })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.checkoutId, o.checkoutId), ne(orders.id, o.id)))
      .orderBy(asc(orders.id)),
    db
      .select({ amount: creditTermsTransactions.amount, dueAt: creditTermsTransactions.dueAt })
      .from(creditTermsTransactions)
      .where(and(eq(creditTermsTransactions.checkoutId, o.checkoutId), eq(creditTermsTransactions.kind, 'CHARGE'))),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)).orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    disputesOf(db, [o.id]),
    disputeUntil(db, o),
  ]);
  return {
    id: o.id,
    order_no: o.orderNo,
    checkout_id: o.checkoutId,
    status: o.status,
    created_at: isoTime(o.createdAt),
    pay_by: o.payBy ? isoTime(o.payBy) : null,
    store: { id: row.store.id, url: row.store.url, domain_name: row.store.domainName, logo: row.store.logo },
    items: lines.map((l) => ({
      line_id: l.id,
      product_id: l.productId,
      name: l.productName,
      unit: l.unit,
      image_url: l.imageUrl,
      quantity: l.quantity,
      price: l.unitPrice,
      subtotal: l.subtotal,
      discount: l.discount,
      tax_type: l.taxType,
      tax_rate: l.taxRate,
      tax_amount: l.taxAmount,
      pwp_offer_id: l.pwpOfferId,
      regular_price: l.regularUnitPrice,
    })),
    delivery: {
      method: o.deliveryMethod,
      slot_date: o.slotDate,
      slot: o.slot,
      locker: row.lockerId !== null ? { id: row.lockerId, name: row.lockerName ?? '', address: row.lockerAddress ?? '', postcode: row.lockerPostcode ?? '' } : null,
      address: o.address,
    },
    payment: { method: row.paymentMethod, status: payment?.status ?? null, payment_id: payment?.id ?? null, amount: o.grandTotal - o.offsetAmount },
    credit_terms: charge?.dueAt ? { charge: charge.amount, service_fee: row.serviceFee, due_at: isoTime(charge.dueAt) } : null,
    totals: {
      subtotal: o.subtotal,
      discount: o.discount,
      goods_tax: o.goodsTax,
      delivery_fee: o.deliveryFee,
      delivery_discount: o.deliveryDiscount,
      delivery_tax: o.deliveryTax,
      grand_total: o.grandTotal,
      offset_amount: o.offsetAmount,
    },
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, actor: h.actor, reason: h.reason, created_at: isoTime(h.createdAt) })),
    siblings: siblings.map((s) => ({ id: s.id, order_no: s.orderNo, store_name: s.storeName, status: s.status, grand_total: s.grandTotal })),
    ...buyerActions(o.status, o.deliveryMethod),
    refunds: refunds.map((r) => ({ id: r.id, amount: r.amount, requested: r.requested, method: r.method, status: r.status, reason: r.reason, dispute_id: r.disputeId, created_at: isoTime(r.createdAt) })),
    dispute: disputes.get(o.id) ?? null,
    dispute_until: disputeEnd && disputeEnd > new Date() ? isoTime(disputeEnd) : null,
  };
}
