import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { apiPaths } from '@borong/contracts/api-paths';
import { DISPUTE_WINDOW_DAYS, type Dispute, type DisputeAnswerBody, type DisputeFields, type DisputeStatus } from '@borong/contracts/disputes';
import { DomainError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { disputeItems, disputePhotos, disputes, orderLines, orderStatusHistory, orders, storeMembers, stores } from '../db/schema';
import { notifyOrders } from '../orders/notifications';
import { refundableAmount, refundOrder } from '../orders/refunds';

/*
 * Disputes (issue 11): a buyer's claim on a completed order, within DISPUTE_WINDOW_DAYS of its
 * completion, about some of its lines, with a reason, a description and photos. The store's
 * sellers answer once: a refund in full, a refund of a part, or a rejection with a message. The
 * money goes back through refundOrder, to the buyer's e-credit.
 */

const DAY_MS = 86_400_000;

export const DISPUTE_MESSAGES = {
  opened: 'Your dispute has been sent to the seller',
  answered: 'Dispute answered',
  notFound: 'No dispute found',
} as const;

const refuse = (message: string, code: string) => new DomainError(409, message, undefined, code);

/** The dispute of each order given that has one, as the buyer and the store's sellers see it. */
export async function disputesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, Dispute>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ dispute: disputes, orderNo: orders.orderNo, orderStatus: orders.status, storeName: stores.domainName })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(stores, eq(stores.id, disputes.storeId))
    .where(inArray(disputes.orderId, [...orderIds]));
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.dispute.id);
  const [items, photos, refundable] = await Promise.all([
    db
      .select({ disputeId: disputeItems.disputeId, lineId: orderLines.id, name: orderLines.productName, unit: orderLines.unit, quantity: disputeItems.quantity, ordered: orderLines.quantity })
      .from(disputeItems)
      .innerJoin(orderLines, eq(orderLines.id, disputeItems.orderLineId))
      .where(inArray(disputeItems.disputeId, ids))
      .orderBy(asc(orderLines.id)),
    db.select({ disputeId: disputePhotos.disputeId, name: disputePhotos.name, contentType: disputePhotos.contentType }).from(disputePhotos).where(inArray(disputePhotos.disputeId, ids)).orderBy(asc(disputePhotos.id)),
    Promise.all(rows.map(async (r) => [r.dispute.orderId, await refundableAmount(db, r.dispute.orderId)] as const)),
  ]);
  const left = new Map(refundable);
  return new Map(
    rows.map(({ dispute: d, orderNo, orderStatus, storeName }) => [
      d.orderId,
      {
        id: d.id,
        order_id: d.orderId,
        order_no: orderNo,
        order_status: orderStatus,
        store: { id: d.storeId, domain_name: storeName },
        status: d.status,
        reason: d.reason,
        description: d.description,
        items: items.filter((i) => i.disputeId === d.id).map((i) => ({ order_line_id: i.lineId, name: i.name, unit: i.unit, quantity: i.quantity, ordered: i.ordered })),
        photos: photos.filter((p) => p.disputeId === d.id).map((p) => ({ id: p.name, url: apiPaths.disputePhoto(p.name), content_type: p.contentType })),
        created_at: isoTime(d.createdAt),
        answer: d.answeredAt ? { message: d.answerMessage ?? '', refund_amount: d.refundAmount, answered_at: isoTime(d.answeredAt) } : null,
        refundable: left.get(d.orderId) ?? 0,
      },
    ]),
  );
}

/** When the order completed (its move to COMPLETE), or null for one not complete. */
async function completedAt(db: Db, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'COMPLETE')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Until when the buyer may open a dispute on the order: null when it is not complete, or already has one. */
export async function disputeUntil(db: Db, order: { id: number; status: string }): Promise<Date | null> {
  if (order.status !== 'COMPLETE') return null;
  if ((await db.$count(disputes, eq(disputes.orderId, order.id))) > 0) return null;
  const at = await completedAt(db, order.id);
  return at ? new Date(at.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS) : null;
}

export interface NewPhoto {
  name: string;
  contentType: (typeof disputePhotos.$inferInsert)['contentType'];
  content: Buffer;
}

/**
 * Opens the buyer's dispute on one of their orders. The order is locked, so two disputes sent at
 * once take turns and the second finds the first (409). A line of another order, or more of a
 * line than was bought, is a 400; another buyer's order a 404.
 */
export async function openDispute(db: Db, userId: number, orderId: number, fields: DisputeFields, photos: readonly NewPhoto[], publicUrl: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('No order found');
    if (order.status !== 'COMPLETE') throw refuse('Only a completed order can be disputed', 'NOT_COMPLETE');
    if ((await tx.$count(disputes, eq(disputes.orderId, order.id))) > 0) throw refuse('This order already has a dispute', 'DISPUTE_EXISTS');
    const until = await disputeUntil(tx, order);
    if (!until || now > until) throw refuse(`Disputes are opened within ${DISPUTE_WINDOW_DAYS} days of an order's completion`, 'DISPUTE_WINDOW_CLOSED');
    const lines = await tx.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const wrong = fields.items.filter((item) => {
      const line = lines.find((l) => l.id === item.order_line_id);
      return !line || item.quantity > line.quantity;
    });
    if (wrong.length) throw new DomainError(400, 'Choose lines of this order, at most the quantity bought', { items: wrong.map((w) => `line ${w.order_line_id}: not on this order, or more than bought`) });
    const [dispute] = await tx.insert(disputes).values({ orderId: order.id, userId, storeId: order.storeId, reason: fields.reason, description: fields.description, createdAt: now }).returning({ id: disputes.id });
    if (!dispute) throw new Error('dispute not inserted');
    await tx.insert(disputeItems).values(fields.items.map((i) => ({ disputeId: dispute.id, orderLineId: i.order_line_id, quantity: i.quantity })));
    if (photos.length) await tx.insert(disputePhotos).values(photos.map((p) => ({ disputeId: dispute.id, ...p })));
    await notifyOrders(tx, [order.id], { event: 'dispute_opened', publicUrl, reason: fields.reason });
  });
}

/**
 * The seller's answer to the open dispute of one of the store's orders, once: a refund in full
 * (what is still refundable), a part (at most that: else 409, nothing changed) or a rejection.
 * The dispute is locked, so two answers at once take turns and the second is refused.
 */
export async function answerDispute(db: Db, storeId: number, orderId: number, sellerId: number, answer: DisputeAnswerBody, publicUrl: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [dispute] = await tx
      .select()
      .from(disputes)
      .where(and(eq(disputes.orderId, orderId), eq(disputes.storeId, storeId)))
      .for('update');
    if (!dispute) throw notFound(DISPUTE_MESSAGES.notFound);
    if (dispute.status !== 'OPEN') throw refuse('This dispute has already been answered', 'DISPUTE_ANSWERED');
    const message = answer.message ?? '';
    let status: DisputeStatus = 'REJECTED';
    let amount = 0;
    if (answer.outcome !== 'REJECT') {
      const refundable = await refundableAmount(tx, orderId);
      amount = answer.outcome === 'REFUND_FULL' ? refundable : answer.amount;
      if (amount <= 0) throw refuse('Nothing is left to refund on this order', 'NOTHING_TO_REFUND');
      await refundOrder(tx, { orderId, amount, destination: 'ECREDIT', reason: `Dispute ${dispute.id}: ${answer.outcome}`, actor: 'seller', disputeId: dispute.id, now, publicUrl, provider: null });
      status = amount >= refundable ? 'REFUNDED' : 'PARTLY_REFUNDED';
    }
    await tx.update(disputes).set({ status, answerMessage: message, refundAmount: amount, answeredBy: sellerId, answeredAt: now }).where(eq(disputes.id, dispute.id));
    await notifyOrders(tx, [orderId], { event: 'dispute_answered', publicUrl, reason: status, answer: message });
  });
}

/** The store's disputes, open ones first, newest first within each. */
export async function storeDisputes(db: Db, storeId: number): Promise<Dispute[]> {
  const rows = await db
    .select({ orderId: disputes.orderId })
    .from(disputes)
    .where(eq(disputes.storeId, storeId))
    .orderBy(sql`${disputes.status} = 'OPEN' desc`, desc(disputes.createdAt), desc(disputes.id))
    .limit(200);
  const found = await disputesOf(db, rows.map((r) => r.orderId));
  return rows.flatMap((r) => found.get(r.orderId) ?? []);
}

/** A dispute photo for the buyer who sent it or a seller of the dispute's store; anyone else (or no such photo) is a 404. */
export async function disputePhoto(db: Db, userId: number, name: string) {
  const [photo] = await db
    .select({ contentType: disputePhotos.contentType, content: disputePhotos.content })
    .from(disputePhotos)
    .innerJoin(disputes, eq(disputes.id, disputePhotos.disputeId))
    .where(
      and(
        eq(disputePhotos.name, name),
        sql`(${disputes.userId} = ${userId} or exists (select 1 from ${storeMembers} where ${storeMembers.storeId} = ${disputes.storeId} and ${storeMembers.userId} = ${userId}))`,
      ),
    );
  if (!photo) throw notFound('Photo not found');
  return photo;
}
