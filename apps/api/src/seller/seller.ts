import { and, asc, eq } from 'drizzle-orm';
import { percentOf, subtract } from '@borong/contracts/money';
import { findTransition, type CancellationReason } from '@borong/contracts/order-transitions';
import { PLATFORM_FEE_BPS, type SellerOrder, type SellerRole } from '@borong/contracts/seller';
import type { FulfilmentStatus, OrderStatus } from '@borong/contracts/statuses';
import { DomainError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { orderTrackingEvents, orders, storeMembers, stores, users } from '../db/schema';
import { pageOfOrders, toSummary, type OrderListInput } from '../orders/buyer-orders';
import { scopedOrderDetail } from '../orders/orders';
import { notifyOrders } from '../orders/notifications';
import { moveOrders } from '../orders/transitions';

/*
 * The seller console's rules (issue 11). Every call names a store; a store the caller does not
 * sell for, and an order or product of another store, are the same 404. Each action locks the
 * order, checks it against the order state machine for the seller, and records what it did.
 */

export const STORE_NOT_FOUND = 'Store not found';
const ORDER_NOT_FOUND = 'No order found';

export async function sellerStores(db: Db, userId: number) {
  const rows = await db
    .select({ id: stores.id, url: stores.url, domain_name: stores.domainName, logo: stores.logo, role: storeMembers.role })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(eq(storeMembers.userId, userId))
    .orderBy(asc(stores.domainName));
  return rows;
}

/** The caller's role in the store, or a 404 as for a store that does not exist. */
export async function requireStore(db: Db, userId: number, storeId: number): Promise<SellerRole> {
  const [member] = await db
    .select({ role: storeMembers.role })
    .from(storeMembers)
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.storeId, storeId)));
  if (!member) throw notFound(STORE_NOT_FOUND);
  return member.role;
}

/** What the platform keeps and what the seller is paid for an order: the fee is on the goods after discounts. */
export function payoutOf(order: { subtotal: number; discount: number; grandTotal: number }) {
  const platformFee = percentOf(subtract(order.subtotal, order.discount), PLATFORM_FEE_BPS);
  return { platform_fee: platformFee, amount: subtract(order.grandTotal, platformFee) };
}

type Row = typeof orders.$inferSelect;

/** The moves the console offers for an order now. Accepting comes before anything else the seller does to a paid order. */
export function sellerActions(o: Pick<Row, 'status' | 'deliveryMethod' | 'acceptedAt'>): SellerOrder['actions'] {
  const can = (to: OrderStatus) => findTransition(o.status, to, 'seller', o.deliveryMethod) !== null;
  if (o.status === 'PROCESSED' && !o.acceptedAt) return ['accept', 'reject'];
  const actions: SellerOrder['actions'] = [];
  if (can('READY_TO_SHIP')) actions.push('ready');
  if (can('SHIPPED')) actions.push('ship');
  if (can('COMPLETE')) actions.push('collected');
  if (can('CANCELLED')) actions.push('cancel');
  if (o.status === 'SHIPPED') actions.push('tracking');
  return actions;
}

export async function sellerOrder(db: Db, storeId: number, orderId: number): Promise<SellerOrder> {
  const detail = await scopedOrderDetail(db, orderId, eq(orders.storeId, storeId));
  const [row] = await db
    .select({ order: orders, buyer: { name: users.name, company_name: users.companyName, mobile_no: users.mobileNo } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const o = row.order;
  return {
    ...detail,
    buyer: row.buyer,
    accepted_at: o.acceptedAt ? isoTime(o.acceptedAt) : null,
    courier: o.courier,
    tracking_no: o.trackingNo,
    tracking_events: await trackingEvents(db, o.id),
    payout: payoutOf(o),
    actions: sellerActions(o),
  };
}

export async function sellerOrderList(db: Db, storeId: number, input: OrderListInput) {
  const { rows, meta, counts } = await pageOfOrders(db, eq(orders.storeId, storeId), input);
  return {
    data: rows.map((r) => ({ ...toSummary(r), buyer_name: r.buyerName, accepted_at: r.order.acceptedAt ? isoTime(r.order.acceptedAt) : null })),
    meta,
    counts,
  };
}

/** Locks the store's order for an action, or 404 for another store's or none. */
async function lockedOrder(tx: Db, storeId: number, orderId: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)))
    .for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

const refuse = (action: string, status: OrderStatus) => new DomainError(409, `An order that is ${status} cannot be ${action}`, undefined, 'ILLEGAL_TRANSITION');

async function track(tx: Db, orderId: number, status: FulfilmentStatus, description: string, now: Date, location?: string) {
  await tx.insert(orderTrackingEvents).values({ orderId, status, description, location: location ?? null, createdAt: now });
}

export type SellerAction =
  | { kind: 'accept' }
  | { kind: 'reject' | 'cancel'; reason: CancellationReason; note?: string }
  | { kind: 'ready' }
  | { kind: 'ship'; courier: string; trackingNo: string }
  | { kind: 'collected' }
  | { kind: 'tracking'; status: FulfilmentStatus; description: string; location?: string };

/** Applies one console action to one of the store's orders, in one transaction. */
export async function actOnOrder(db: Db, storeId: number, orderId: number, action: SellerAction, publicUrl: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const o = await lockedOrder(tx, storeId, orderId);
    const offered = sellerActions(o);
    if (!offered.includes(action.kind)) throw refuse(action.kind === 'tracking' ? 'tracked' : `given "${action.kind}"`, o.status);
    const seller = { actor: 'seller' as const, now, publicUrl };
    switch (action.kind) {
      case 'accept':
        await tx.update(orders).set({ acceptedAt: now, updatedAt: now }).where(eq(orders.id, o.id));
        await track(tx, o.id, 'UNFULFILLED', 'The seller accepted the order', now);
        await notifyOrders(tx, [o.id], { event: 'accepted', publicUrl });
        return;
      case 'reject':
      case 'cancel':
        await moveOrders(tx, [o.id], { ...seller, to: 'CANCELLED', reason: action.note ? `${action.reason}: ${action.note}` : action.reason });
        await track(tx, o.id, 'CANCELLED', action.kind === 'reject' ? 'The seller could not take the order' : 'The seller cancelled the order', now);
        return;
      case 'ready': {
        const pickup = o.deliveryMethod === 'SELF_PICK_UP';
        await moveOrders(tx, [o.id], { ...seller, to: 'READY_TO_SHIP', reason: pickup ? 'Ready for pickup' : 'Packed' });
        await track(tx, o.id, pickup ? 'READY_FOR_PICKUP' : 'PACKED', pickup ? 'Ready for pickup at the seller' : 'Packed and ready to ship', now);
        return;
      }
      case 'ship':
        // The courier first: the shipped mail names it.
        await tx.update(orders).set({ courier: action.courier, trackingNo: action.trackingNo }).where(eq(orders.id, o.id));
        await moveOrders(tx, [o.id], { ...seller, to: 'SHIPPED', reason: `Shipped by ${action.courier}` });
        await track(tx, o.id, 'IN_TRANSIT', `Handed to ${action.courier}, tracking number ${action.trackingNo}`, now);
        return;
      case 'collected':
        await moveOrders(tx, [o.id], { ...seller, to: 'COMPLETE', reason: 'Collected by the buyer' });
        await track(tx, o.id, 'PICKED_UP', 'Collected by the buyer', now);
        return;
      case 'tracking':
        await track(tx, o.id, action.status, action.description, now, action.location);
        return;
    }
  });
}

/** The buyer's tracking page: the courier, the tracking number and the events, oldest first. */
export async function orderTracking(db: Db, userId: number, orderId: number) {
  const [o] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, courier: orders.courier, trackingNo: orders.trackingNo })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw notFound(ORDER_NOT_FOUND);
  return { order_no: o.orderNo, courier: o.courier, tracking_no: o.trackingNo, events: await trackingEvents(db, o.id) };
}

/** An order's tracking events, oldest first, as the buyer and the seller both see them. */
async function trackingEvents(db: Db, orderId: number) {
  const events = await db.select().from(orderTrackingEvents).where(eq(orderTrackingEvents.orderId, orderId)).orderBy(asc(orderTrackingEvents.createdAt), asc(orderTrackingEvents.id));
  return events.map((e) => ({ created_at: isoTime(e.createdAt), description: e.description, location: e.location, status: e.status }));
}

