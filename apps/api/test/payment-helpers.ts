import { asc, eq } from 'drizzle-orm';
import { addresses, cartItems, products, stores } from '../src/db/schema';
import { createSignedInUser, type TestApi } from './harness';

/**
 * A buyer in Kuala Lumpur with one RM 20 exempt product from a nationwide seller (RM 10 delivery)
 * in the cart: RM 30.00 to pay. `offset` picks another product, so each test has its own.
 */
export async function buyerReadyToPay(t: TestApi, offset: number) {
  const { db } = t.database;
  const [p] = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(eq(products.itemType, 'product')).orderBy(asc(products.id)).limit(1).offset(40 + offset);
  if (!p) throw new Error('the seed has too few products');
  await db.update(stores).set({ minOrderAmount: 0, nationwideEnabled: true, nationwideFee: 1_000, freeDeliveryFrom: null, sstRegistered: false }).where(eq(stores.id, p.storeId));
  await db.update(products).set({ priceAfterDiscount: 2_000, minQty: 1, qtyStep: 1, maxQty: null, stockCount: 100, taxClass: 'EXEMPT' }).where(eq(products.id, p.id));
  const buyer = await createSignedInUser(t.database);
  const [address] = await db.insert(addresses).values({ userId: buyer.userId, recipientName: 'Lim Wei Ling', phone: '+60123456789', address1: '1 Jalan Tun Razak', city: 'Kuala Lumpur', stateId: 14, zip: '50400', isDefault: true }).returning();
  await db.insert(cartItems).values({ userId: buyer.userId, productId: p.id, quantity: 1 });
  return { ...buyer, productId: p.id, body: { address_id: address?.id, deliveries: [{ store_id: p.storeId, method: 'NATIONWIDE_DELIVERY' }] } };
}

/** buyerReadyToPay's RM 30.00 order, placed by FPX and paid on the sandbox's hosted page. */
export async function paidOrder(t: TestApi, offset: number) {
  const buyer = await buyerReadyToPay(t, offset);
  const placed = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': `paid-${offset}` }, payload: { ...buyer.body, payment_method: 'FPX', bank_code: 'MB2U0227' } });
  if (placed.statusCode !== 201) throw new Error(placed.body);
  const data = placed.json().data as { checkout_id: number; orders: { id: number; order_no: string; grand_total: number }[]; payment: { redirect_url: string } };
  const billPath = new URL(data.payment.redirect_url).pathname;
  const paid = await t.app.inject({ method: 'POST', url: billPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
  if (paid.statusCode !== 303) throw new Error(paid.body);
  const [order] = data.orders;
  if (!order) throw new Error('no order placed');
  return { buyer, order, checkoutId: data.checkout_id, billRef: billPath.split('/').at(-1) ?? '' };
}
