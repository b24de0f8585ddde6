import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@borong/contracts/cart';
import { cartItems, productPriceTiers, products, shoppingListItems, stores } from '../src/db/schema';
import { DATABASE_KINDS, createSignedInUser, useTestApi, type TestApi } from './harness';

const BASE = '/api/mydin-online/cart';
type Auth = Record<string, string>;

/**
 * Gives the suite's own copy of the seeded database a product with known rules: from 10, in
 * fives, at most 100, 60 in stock, RM 10.00 each, RM 9.50 from 20 and RM 9.00 from 50.
 */
async function ruledProduct(t: TestApi, offset = 0) {
  const { db } = t.database;
  const [picked] = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(eq(products.itemType, 'product')).orderBy(asc(products.id)).limit(1).offset(offset);
  if (!picked) throw new Error('the seed has no product');
  await db.update(products).set({ minQty: 10, qtyStep: 5, maxQty: 100, stockCount: 60, priceAfterDiscount: 1000 }).where(eq(products.id, picked.id));
  await db.delete(productPriceTiers).where(eq(productPriceTiers.productId, picked.id));
  await db.insert(productPriceTiers).values([
    { productId: picked.id, minQty: 20, unitPrice: 950 },
    { productId: picked.id, minQty: 50, unitPrice: 900 },
  ]);
  return picked;
}

/** A plain product (1 at a time, stock 500) from a store other than `notStore`. */
async function plainProduct(t: TestApi, notStore: number) {
  const { db } = t.database;
  const [picked] = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(and(eq(products.itemType, 'product'), ne(products.storeId, notStore))).orderBy(asc(products.id)).limit(1);
  if (!picked) throw new Error('the seed has no second store');
  await db.update(products).set({ minQty: 1, qtyStep: 1, maxQty: null, stockCount: 500, priceAfterDiscount: 250 }).where(eq(products.id, picked.id));
  await db.delete(productPriceTiers).where(eq(productPriceTiers.productId, picked.id));
  return picked;
}

describe.each(DATABASE_KINDS)('cart API on %s', (kind) => {
  const t = useTestApi(kind);
  const post = (path: string, auth: Auth, payload?: unknown) => t.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: auth, payload: payload as object });
  const cart = async (auth: Auth): Promise<Cart> => {
    const res = await t.app.inject({ method: 'GET', url: BASE, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const linesOf = (userId: number) => t.database.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId));

  it('refuses guests', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/count` })).statusCode).toBe(401);
    expect((await post('/add', {}, { product_id: 1, product_type: 'product', quantity: 1 })).statusCode).toBe(401);
  });

  it('starts empty', async () => {
    const buyer = await createSignedInUser(t.database);
    expect(await cart(buyer.auth)).toEqual({ groups: [], item_count: 0, subtotal: 0 });
  });

  it('keeps the quantity rules, names the rule broken and prices from the volume tiers', async () => {
    const buyer = await createSignedInUser(t.database);
    const p = await ruledProduct(t);
    const add = (quantity: number) => post('/add', buyer.auth, { product_id: p.id, product_type: 'product', quantity });

    const below = await add(5);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ message: 'The minimum order quantity is 10', errors: { quantity: ['The minimum order quantity is 10'] }, code: 'BELOW_MIN' });
    expect((await add(12)).json().message).toBe('This product is sold in multiples of 5');
    expect(await linesOf(buyer.userId)).toEqual([]);

    const first = await add(10);
    expect(first.statusCode, first.body).toBe(200);
    const line = first.json().data.groups[0].items[0];
    expect(line).toMatchObject({ product_id: p.id, quantity: 10, unit_price: 1000, subtotal: 10_000, min_qty: 10, qty_step: 5, max_qty: 100, stock_count: 60, problem: null });
    expect(line.price_tiers).toEqual([
      { min_qty: 20, unit_price: 950 },
      { min_qty: 50, unit_price: 900 },
    ]);

    // Adding again adds to the same line; at 20 the first tier's price applies to every unit.
    const second = await add(10);
    expect(second.json().data.groups[0].items).toEqual([expect.objectContaining({ quantity: 20, unit_price: 950, subtotal: 19_000 })]);
    expect(second.json().data).toMatchObject({ item_count: 1, subtotal: 19_000 });

    const overStock = await add(45);
    expect(overStock.statusCode).toBe(400);
    expect(overStock.json().message).toBe('Only 60 left in stock');
    await t.database.db.update(products).set({ stockCount: 500 }).where(eq(products.id, p.id));
    expect((await add(85)).json().message).toBe('At most 100 can be ordered at once');
    expect(await linesOf(buyer.userId)).toEqual([{ productId: p.id, quantity: 20 }]);

    const update = await post('/update', buyer.auth, { cart_item_id: line.id, quantity: 50 });
    expect(update.json().data.groups[0].items[0]).toMatchObject({ quantity: 50, unit_price: 900, subtotal: 45_000 });
    expect((await post('/update', buyer.auth, { cart_item_id: line.id, quantity: 51 })).statusCode).toBe(400);
    const removed = await post('/update', buyer.auth, { cart_item_id: line.id, quantity: 0 });
    expect(removed.json()).toMatchObject({ message: 'Removed from cart', data: { groups: [], item_count: 0 } });
  });

  it('groups lines by seller with each seller’s minimum order and shortfall, and flags lines the stock no longer covers', async () => {
    const buyer = await createSignedInUser(t.database);
    const ruled = await ruledProduct(t);
    const plain = await plainProduct(t, ruled.storeId);
    await t.database.db.update(stores).set({ minOrderAmount: 20_000 }).where(eq(stores.id, ruled.storeId));
    await t.database.db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, plain.storeId));
    await post('/add', buyer.auth, { product_id: ruled.id, product_type: 'product', quantity: 10 });
    const res = await post('/add', buyer.auth, { product_id: plain.id, product_type: 'product', quantity: 3 });
    const data: Cart = res.json().data;
    expect(data.groups.map((g) => g.store.id)).toEqual([ruled.storeId, plain.storeId]);
    expect(data.groups[0]).toMatchObject({ subtotal: 10_000, min_order_amount: 20_000, min_order_shortfall: 10_000 });
    expect(data.groups[1]).toMatchObject({ subtotal: 750, min_order_amount: 0, min_order_shortfall: 0 });
    expect(data).toMatchObject({ item_count: 2, subtotal: 10_750 });
    const count = await t.app.inject({ method: 'GET', url: `${BASE}/count`, headers: buyer.auth });
    expect(count.json()).toEqual({ data: { item_count: 2 } });

    await t.database.db.update(products).set({ stockCount: 5 }).where(eq(products.id, ruled.id));
    expect((await cart(buyer.auth)).groups[0]?.items[0]?.problem).toBe('OUT_OF_STOCK');
  });

  it("answers 404 for unknown products, a type that is not the product's own, and another buyer's lines, changing nothing", async () => {
    const owner = await createSignedInUser(t.database);
    const other = await createSignedInUser(t.database);
    const p = await ruledProduct(t);
    expect((await post('/add', owner.auth, { product_id: 2_000_000_000, product_type: 'product', quantity: 10 })).statusCode).toBe(404);
    expect((await post('/add', owner.auth, { product_id: p.id, product_type: 'bundle', quantity: 10 })).statusCode).toBe(404);
    const added = await post('/add', owner.auth, { product_id: p.id, product_type: 'product', quantity: 10 });
    const lineId: number = added.json().data.groups[0].items[0].id;
    expect((await post('/update', other.auth, { cart_item_id: lineId, quantity: 20 })).statusCode).toBe(404);
    expect((await post('/remove', other.auth, { cart_item_ids: [lineId] })).statusCode).toBe(404);
    // All or nothing: one foreign id among the buyer's own removes none.
    expect((await post('/remove', owner.auth, { cart_item_ids: [lineId, lineId + 100_000] })).statusCode).toBe(404);
    expect(await linesOf(owner.userId)).toEqual([{ productId: p.id, quantity: 10 }]);
    const gone = await post('/remove', owner.auth, { cart_item_ids: [lineId] });
    expect(gone.json().data.item_count).toBe(0);
  });

  it('answers bad input with a 400 naming the field, and writes nothing', async () => {
    const buyer = await createSignedInUser(t.database);
    const p = await ruledProduct(t);
    const bad = [
      {},
      { product_id: p.id, product_type: 'product' },
      { product_id: String(p.id), product_type: 'product', quantity: 10 },
      { product_id: p.id, product_type: 'service', quantity: 10 },
      { product_id: p.id, product_type: 'product', quantity: 10.5 },
      { product_id: p.id, product_type: 'product', quantity: -10 },
      { product_id: p.id, product_type: 'product', quantity: 1e12 },
      { product_id: -1, product_type: 'product', quantity: 10 },
    ];
    for (const body of bad) {
      const res = await post('/add', buyer.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(true);
    }
    expect((await post('/add', buyer.auth, { product_id: p.id, product_type: 'product', quantity: 10, note: 'a\u0000b' })).statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: `${BASE}/add`, headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: '{"product_id":' });
    expect(malformed.statusCode).toBe(400);
    const huge = await t.app.inject({ method: 'POST', url: `${BASE}/remove`, headers: { ...buyer.auth, 'content-type': 'application/json' }, payload: JSON.stringify({ cart_item_ids: Array.from({ length: 400_000 }, (_, i) => i + 1) }) });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await post('/update', buyer.auth, { cart_item_id: 'x', quantity: 1 })).statusCode).toBe(400);
    expect((await post('/remove', buyer.auth, { cart_item_ids: [] })).statusCode).toBe(400);
    expect(await linesOf(buyer.userId)).toEqual([]);
  });

  it('adds a whole shopping list at each product’s minimum, and moves a line to a list', async () => {
    const buyer = await createSignedInUser(t.database);
    const ruled = await ruledProduct(t);
    const plain = await plainProduct(t, ruled.storeId);
    const [soldOut] = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.itemType, 'product'), notInArray(products.id, [ruled.id, plain.id]))).orderBy(asc(products.id)).limit(1);
    if (!soldOut) throw new Error('the seed has too few products');
    await t.database.db.update(products).set({ stockCount: 0 }).where(eq(products.id, soldOut.id));
    const listRes = await t.app.inject({ method: 'POST', url: '/api/mydin-online/shopping_lists/create_or_update', headers: buyer.auth, payload: { name: 'Weekly' } });
    const listId: number = listRes.json().data.id;
    await t.database.db.insert(shoppingListItems).values([ruled, plain, soldOut].map((p) => ({ listId, productId: p.id })));

    const added = await post('/add-list', buyer.auth, { shopping_list_id: listId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('2 added to cart, 1 out of stock');
    expect((await linesOf(buyer.userId)).sort((a, b) => a.productId - b.productId)).toEqual(
      [
        { productId: ruled.id, quantity: 10 },
        { productId: plain.id, quantity: 1 },
      ].sort((a, b) => a.productId - b.productId),
    );
    // Again: what is in the cart keeps its quantity.
    expect((await post('/add-list', buyer.auth, { shopping_list_id: listId })).json().message).toBe('0 added to cart, 1 out of stock');

    const other = await createSignedInUser(t.database);
    expect((await post('/add-list', other.auth, { shopping_list_id: listId })).statusCode).toBe(404);

    const line = (await cart(buyer.auth)).groups.flatMap((g) => g.items).find((i) => i.product_id === plain.id);
    if (!line) throw new Error('the plain product should be in the cart');
    expect((await post('/move-to-list', other.auth, { cart_item_id: line.id, shopping_list_id: listId })).statusCode).toBe(404);
    const moved = await post('/move-to-list', buyer.auth, { cart_item_id: line.id, shopping_list_id: listId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.item_count).toBe(1);
  });

  it('shows the quantity rules and volume tiers on the product page and cards', async () => {
    const p = await ruledProduct(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${p.id}` });
    expect(res.json().data).toMatchObject({ min_qty: 10, qty_step: 5, max_qty: 100, price_tiers: [{ min_qty: 20, unit_price: 950 }, { min_qty: 50, unit_price: 900 }] });
  });

  if (kind === 'postgres') {
    it('keeps the rules for the sum of simultaneous adds of one buyer: never over stock, never two lines', async () => {
      const buyer = await createSignedInUser(t.database);
      const p = await ruledProduct(t, 3);
      const answers = await Promise.all(Array.from({ length: 12 }, () => post('/add', buyer.auth, { product_id: p.id, product_type: 'product', quantity: 10 })));
      const ok = answers.filter((r) => r.statusCode === 200).length;
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
      expect(ok).toBe(6);
      expect(await linesOf(buyer.userId)).toEqual([{ productId: p.id, quantity: 60 }]);
    });
  }
});
