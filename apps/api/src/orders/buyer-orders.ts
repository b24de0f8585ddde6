import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MAX_CART_LINES } from '@borong/contracts/cart';
import { buyerActions, findTransition, type CancellationReason } from '@borong/contracts/order-transitions';
import type { orderListQuerySchema} from '@borong/contracts/orders';
import { ORDERS_PER_PAGE, type OrderList, type OrderSummary } from '@borong/contracts/orders';
import { nearestQuantity } from '@borong/contracts/quantity-rules';
import { ORDER_FILTER_STATUSES, ORDER_LIST_FILTERS, type OrderListFilter } from '@borong/contracts/statuses';
import { paginationMeta } from '@borong/contracts/common';
import type { z } from 'zod';
import { conflict, DomainError, notFound } from '../app/errors';
import { containsPattern } from '../app/like';
import { lockUser } from '../app/lock-user';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { cartItems, checkouts, disputes, orderLines, orders, payments, products, stores, users } from '../db/schema';
import type { RefundDestination } from '@borong/contracts/disputes';
import type { PaymentProvider } from '../payments/provider';
import { moveOrders } from './transitions';

/*
 * The buyer's side of placed orders (issue 11): the list behind /settings/orders and its CSV, and
 * what the buyer may do to an order — cancel it with a reason, confirm it complete, buy it again.
 */

export type OrderListInput = z.output<typeof orderListQuerySchema>;

/** Spec §8's words for the buyer's actions. */
export const ORDER_MESSAGES = {
  cancelled: 'Your order has been cancelled',
  cancelFailed: 'Cancellation failed',
  completed: 'Thank you for confirming your order',
  notFound: 'No order found',
} as const;

function searchCondition(input: Pick<OrderListInput, 'search' | 'search_field'>): SQL | undefined {
  const text = input.search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  if (input.search_field === 'order_no') return ilike(orders.orderNo, pattern);
  if (input.search_field === 'seller') return ilike(stores.domainName, pattern);
  return sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productName} ilike ${pattern})`;
}

const previewColumn = sql<{ name: string; image_url: string | null; quantity: number }[]>`(select coalesce(json_agg(json_build_object('name', l.product_name, 'image_url', l.image_url, 'quantity', l.quantity) order by l.id), '[]'::json) from (select * from ${orderLines} where ${orderLines.orderId} = ${orders.id} order by ${orderLines.id} limit 3) l)`;
const itemCountColumn = sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const summaryColumns = {
  order: { id: orders.id, orderNo: orders.orderNo, checkoutId: orders.checkoutId, status: orders.status, createdAt: orders.createdAt, payBy: orders.payBy, deliveryMethod: orders.deliveryMethod, grandTotal: orders.grandTotal, acceptedAt: orders.acceptedAt },
  buyerName: users.name,
  store: { id: stores.id, url: stores.url, domainName: stores.domainName, logo: stores.logo },
  paymentMethod: checkouts.paymentMethod,
  items: previewColumn,
  itemCount: itemCountColumn,
};

const selectSummaries = (db: Db) =>
  db.select(summaryColumns).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).innerJoin(checkouts, eq(checkouts.id, orders.checkoutId)).innerJoin(users, eq(users.id, orders.userId));

export type OrderSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toSummary(row: OrderSummaryRow): OrderSummary {
  const o = row.order;
  return {
    id: o.id,
    order_no: o.orderNo,
    checkout_id: o.checkoutId,
    status: o.status,
    created_at: isoTime(o.createdAt),
    pay_by: o.payBy ? isoTime(o.payBy) : null,
    store: { id: row.store.id, url: row.store.url, domain_name: row.store.domainName, logo: row.store.logo },
    delivery_method: o.deliveryMethod,
    payment_method: row.paymentMethod,
    grand_total: o.grandTotal,
    item_count: row.itemCount,
    items: row.items,
    ...buyerActions(o.status, o.deliveryMethod),
  };
}

/**
 * One page of the orders `owner` selects (a buyer's, or a store's for its seller), under one tab,
 * newest first, with every tab's count for the same search.
 */
export async function pageOfOrders(db: Db, owner: SQL, input: OrderListInput) {
  const search = searchCondition(input);
  const statuses = input.status ? ORDER_FILTER_STATUSES[input.status] : null;
  const disputed = sql`exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id})`;
  // Returns and cancellations also lists completed orders with a dispute, which stay under COMPLETE too.
  const tab = statuses ? (input.status === 'RETURNS_CANCELLATION' ? or(inArray(orders.status, [...statuses]), disputed) : inArray(orders.status, [...statuses])) : undefined;
  const where = and(owner, search, tab);
  const perPage = input.per_page ?? ORDERS_PER_PAGE;
  const [rows, byStatus, disputedCount] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((input.page - 1) * perPage),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(owner, search))
      .groupBy(orders.status),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(owner, search, disputed, sql`${orders.status} <> 'CANCELLED'`))
      .then(([row]) => row?.n ?? 0),
  ]);
  const counts = Object.fromEntries(ORDER_LIST_FILTERS.map((f) => [f, 0])) as Record<OrderListFilter, number>;
  let all = 0;
  for (const { status, n } of byStatus) {
    all += n;
    const filter = ORDER_LIST_FILTERS.find((f) => ORDER_FILTER_STATUSES[f].includes(status));
    if (filter) counts[filter] += n;
  }
  counts.RETURNS_CANCELLATION += disputedCount;
  const total = input.status ? counts[input.status] : all;
  return { rows, meta: paginationMeta(total, input.page, perPage), counts };
}

/** The buyer's orders under one tab (pageOfOrders), as the list shows them. */
export async function listOrders(db: Db, userId: number, input: OrderListInput): Promise<OrderList> {
  const { rows, meta, counts } = await pageOfOrders(db, eq(orders.userId, userId), input);
  return { data: rows.map(toSummary), meta, counts };
}

/** The most rows one CSV carries; a buyer with more narrows the list first. */
export const EXPORT_LIMIT = 5_000;

const csvCell = (value: string | number) => {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered list as CSV (order number, date, seller, status, items, total in RM), newest first. */
export async function exportOrders(db: Db, userId: number, input: OrderListInput): Promise<string> {
  const { data } = await listOrders(db, userId, { ...input, page: 1, per_page: EXPORT_LIMIT });
  const header = ['order_no', 'created_at', 'seller', 'status', 'item_count', 'payment_method', 'grand_total_rm'];
  const lines = data.map((o) => [o.order_no, o.created_at, o.store.domain_name, o.status, o.item_count, o.payment_method, (o.grand_total / 100).toFixed(2)].map(csvCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** One of the buyer's orders, or 404 "No order found" (another buyer's is never told apart from none). */
async function ownOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

/**
 * Cancels one of the buyer's orders before it leaves the seller. An unpaid order shares its one
 * payment with the checkout's other unpaid orders, so cancelling it cancels them all (a part of a
 * bill cannot be paid). The checkout's payment rows are locked first, in the order the payment
 * callback takes them, so a payment arriving at the same moment and the cancellation take turns.
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  orderId: number,
  input: { reason: CancellationReason; note?: string; refundTo?: RefundDestination; provider?: PaymentProvider | null; publicUrl: string; now?: Date },
): Promise<void> {
  const { reason, note, publicUrl, now = new Date() } = input;
  const order = await ownOrder(db, userId, orderId);
  await db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.checkoutId, order.checkoutId)).orderBy(asc(payments.id)).for('update');
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current || !findTransition(current.status, 'CANCELLED', 'buyer', order.deliveryMethod)) throw new DomainError(409, ORDER_MESSAGES.cancelFailed, undefined, 'ILLEGAL_TRANSITION');
    const ids =
      current.status === 'NEW_ORDER'
        ? (await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.checkoutId, order.checkoutId), eq(orders.status, 'NEW_ORDER')))).map((o) => o.id)
        : [order.id];
    await moveOrders(tx, ids, { to: 'CANCELLED', actor: 'buyer', reason: note ? `${reason}: ${note}` : reason, now, publicUrl, refund: { destination: input.refundTo ?? 'ECREDIT', provider: input.provider ?? null } });
  });
}

/** The buyer confirms the goods arrived (a shipped order) or were collected (a pickup ready for them). */
export async function completeOrder(db: Db, userId: number, orderId: number, publicUrl: string, now = new Date()): Promise<void> {
  const order = await ownOrder(db, userId, orderId);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (!current || !findTransition(current.status, 'COMPLETE', 'buyer', order.deliveryMethod)) throw new DomainError(409, `An order that is ${current?.status ?? 'gone'} cannot be completed`, undefined, 'ILLEGAL_TRANSITION');
    await moveOrders(tx, [order.id], { to: 'COMPLETE', actor: 'buyer', reason: 'Received by the buyer', now, publicUrl });
  });
}

/**
 * Puts an order's products back in the cart at the quantities bought, each brought within today's
 * rules and stock; products no longer sold or out of stock are skipped and counted, and lines
 * already in the cart are left as they are.
 */
export async function buyAgain(db: Db, userId: number, orderId: number): Promise<{ added: number; skipped: number }> {
  const order = await ownOrder(db, userId, orderId);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const lines = await tx
      .select({
        productId: products.id,
        quantity: orderLines.quantity,
        stockCount: products.stockCount,
        minQty: products.minQty,
        qtyStep: products.qtyStep,
        maxQty: products.maxQty,
        open: stores.isActive,
        inCart: sql<boolean>`exists (select 1 from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.productId} = ${products.id})`,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const wanted = lines.filter((l) => !l.inCart);
    const rows = wanted.flatMap((l) => {
      const quantity = l.open ? nearestQuantity(l.quantity, { min_qty: l.minQty, qty_step: l.qtyStep, max_qty: l.maxQty }, l.stockCount) : 0;
      return quantity > 0 ? [{ userId, productId: l.productId, quantity }] : [];
    });
    const room = MAX_CART_LINES - (await tx.$count(cartItems, eq(cartItems.userId, userId)));
    if (rows.length > room) throw conflict(`A cart holds at most ${MAX_CART_LINES} products`);
    if (rows.length) await tx.insert(cartItems).values(rows);
    return { added: rows.length, skipped: wanted.length - rows.length };
  });
}
