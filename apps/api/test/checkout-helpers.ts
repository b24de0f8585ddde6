import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { addresses, cartItems, productPriceTiers, products, stores } from '../src/db/schema';
import { createSignedInUser, type TestApi } from './harness';

const KUL = 14;
const SARAWAK = 11;

/**
 * Two sellers with known delivery settings and one product each, in the suite's own copy of the
 * seeded database: a Kuala Lumpur seller (self-pickup with 2 places a slot, express RM 20,
 * nationwide RM 10, service tax registered) selling a 10 % SST product at RM 10 with 5 in stock;
 * a Sarawak seller (nationwide only, RM 15) selling an exempt product at RM 20.
 */
export async function twoSellers(t: TestApi, offset: number) {
  const { db } = t.database;
  const picked = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(eq(products.itemType, 'product')).orderBy(asc(products.id)).limit(1).offset(offset);
  const a = picked[0];
  if (!a) throw new Error('the seed has too few products');
  const [b] = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(and(eq(products.itemType, 'product'), ne(products.storeId, a.storeId))).orderBy(asc(products.id)).limit(1).offset(offset);
  if (!b) throw new Error('the seed has too few stores');
  const settings = { minOrderAmount: 0, lockerEnabled: false, freeDeliveryFrom: null, isActive: true };
  await db.update(stores).set({ ...settings, stateId: KUL, pickupEnabled: true, expressFee: 2_000, nationwideEnabled: true, nationwideFee: 1_000, sstRegistered: true, slotCapacity: 2 }).where(eq(stores.id, a.storeId));
  await db.update(stores).set({ ...settings, stateId: SARAWAK, pickupEnabled: false, expressFee: null, nationwideEnabled: true, nationwideFee: 1_500, sstRegistered: false }).where(eq(stores.id, b.storeId));
  await db.update(products).set({ priceAfterDiscount: 1_000, minQty: 1, qtyStep: 1, maxQty: null, stockCount: 5, taxClass: 'SST_10' }).where(eq(products.id, a.id));
  await db.update(products).set({ priceAfterDiscount: 2_000, minQty: 1, qtyStep: 1, maxQty: null, stockCount: 1_000, taxClass: 'EXEMPT' }).where(eq(products.id, b.id));
  await db.delete(productPriceTiers).where(sql`${productPriceTiers.productId} in (${a.id}, ${b.id})`);
  return { a, b };
}

/** A buyer with a Kuala Lumpur address and these lines in the cart. */
export async function buyerWithCart(t: TestApi, lines: { productId: number; quantity: number }[]) {
  const buyer = await createSignedInUser(t.database);
  const [address] = await t.database.db
    .insert(addresses)
    .values({ userId: buyer.userId, recipientName: 'Aminah binti Ali', phone: '+60123456789', address1: '12 Jalan Ampang', city: 'Kuala Lumpur', stateId: KUL, zip: '50450', isDefault: true })
    .returning({ id: addresses.id });
  if (!address) throw new Error('no address');
  if (lines.length) await t.database.db.insert(cartItems).values(lines.map((l) => ({ userId: buyer.userId, ...l })));
  return { ...buyer, addressId: address.id };
}

export const tomorrow = () => {
  const d = new Date(Date.now() + 8 * 3600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)).toISOString().slice(0, 10);
};

