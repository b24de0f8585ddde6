import { and, asc, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@borong/contracts/cart';
import type { Quote } from '@borong/contracts/checkout';
import { cartItems, orderLines, orders, productPriceTiers, products, pwpOfferProducts, pwpOffers, stores } from '../src/db/schema';
import { expireCheckout } from '../src/orders/expire-unpaid';
import { buyerWithCart } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi, type TestApi } from './harness';

type Auth = Record<string, string>;
const KUL = 14;
const HOUR = 3600_000;

/**
 * A seller of the suite's own copy of the seed with three plain products (one at a time, 100 in
 * stock, 10 % SST) at RM 10.00, RM 8.00 and RM 6.00, delivering nationwide for RM 10 with service
 * tax, and none of the seed's offers. `offset` picks a different seller for each test.
 */
async function seller(t: TestApi, offset: number) {
  const { db } = t.database;
  const [store] = await db.select({ id: products.storeId }).from(products).where(eq(products.itemType, 'product')).groupBy(products.storeId).having(gte(count(), 3)).orderBy(products.storeId).offset(offset).limit(1);
  if (!store) throw new Error('the seed has too few sellers with three products');
  const picked = await db.select({ id: products.id }).from(products).where(and(eq(products.storeId, store.id), eq(products.itemType, 'product'))).orderBy(asc(products.id)).limit(3);
  await db.update(stores).set({ isActive: true, minOrderAmount: 0, stateId: KUL, pickupEnabled: false, lockerEnabled: false, expressFee: null, nationwideEnabled: true, nationwideFee: 1_000, freeDeliveryFrom: null, sstRegistered: true }).where(eq(stores.id, store.id));
  const prices = [1_000, 800, 600];
  for (const [i, p] of picked.entries()) {
    await db.update(products).set({ priceAfterDiscount: prices[i] ?? 1_000, minQty: 1, qtyStep: 1, maxQty: null, stockCount: 100, taxClass: 'SST_10' }).where(eq(products.id, p.id));
  }
  await db.delete(productPriceTiers).where(inArray(productPriceTiers.productId, picked.map((p) => p.id)));
  await db.delete(pwpOffers).where(eq(pwpOffers.storeId, store.id));
  const [q, x, y] = picked.map((p) => p.id);
  if (q === undefined || x === undefined || y === undefined) throw new Error('the seller has fewer than three products');
  return { storeId: store.id, q, x, y };
}

/** An offer of `storeId`: `addon` at `specialPrice`, live from an hour ago for a day, two per order unless told. */
async function offer(t: TestApi, values: { storeId: number; addon: number; specialPrice: number; qualifiers?: number[] } & Partial<typeof pwpOffers.$inferInsert>) {
  const { qualifiers = [], addon, ...rest } = values;
  const now = Date.now();
  const [row] = await t.database.db
    .insert(pwpOffers)
    .values({ addonProductId: addon, limitBasis: 'PER_ORDER', maxAddonQty: 2, startsAt: new Date(now - HOUR), endsAt: new Date(now + 24 * HOUR), ...rest })
    .returning();
  if (!row) throw new Error('no offer');
  if (qualifiers.length) await t.database.db.insert(pwpOfferProducts).values(qualifiers.map((productId) => ({ offerId: row.id, productId })));
  return row;
}

describe.each(DATABASE_KINDS)('purchase with purchase on %s', (kind) => {
  const t = useTestApi(kind);
  const post = (path: string, auth: Auth, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/mydin-online/cart/${path}`, headers: { ...auth, ...headers }, payload: payload as object });
  const cart = async (auth: Auth): Promise<Cart> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mydin-online/cart', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const add = async (auth: Auth, productId: number, quantity: number, pwpOfferId?: number) => {
    const res = await post('add', auth, { product_id: productId, product_type: 'product', quantity, ...(pwpOfferId ? { pwp_offer_id: pwpOfferId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Cart;
  };
  const line = (c: Cart, productId: number, addOn: boolean): CartItem | undefined => c.groups.flatMap((g) => g.items).find((i) => i.product_id === productId && (i.pwp !== null) === addOn);
  const quote = async (auth: Auth, payload: unknown): Promise<Quote> => {
    const res = await post('quote', auth, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const place = (auth: Auth, payload: unknown, key: string) => post('checkout-mydin-store-cart?is_mobile=0', auth, payload, { 'idempotency-key': key });
  const usedOf = async (id: number) => (await t.database.db.select({ used: pwpOffers.stockUsed }).from(pwpOffers).where(eq(pwpOffers.id, id)))[0]?.used;
  const linesOf = (userId: number) => t.database.db.select({ productId: cartItems.productId, quantity: cartItems.quantity, pwpOfferId: cartItems.pwpOfferId }).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));

  it('lists the offer a qualifying line unlocks, and prices the add-on at the special price on its own line', async () => {
    const s = await seller(t, 0);
    const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, limitBasis: 'PER_QUALIFYING_UNIT', maxAddonQty: 1, qualifiers: [s.q] });
    const buyer = await createSignedInUser(t.database);

    // Nothing qualifies yet: the add-on alone unlocks nothing.
    expect((await add(buyer.auth, s.y, 1)).groups[0]?.pwp_offers).toEqual([]);
    const unlocked = await add(buyer.auth, s.q, 2);
    expect(unlocked.groups[0]?.pwp_offers).toEqual([
      expect.objectContaining({
        id: o.id,
        store_id: s.storeId,
        product: expect.objectContaining({ id: s.x, product_type: 'product', stock_count: 100 }),
        special_price: 500,
        normal_price: 800,
        limit_basis: 'PER_QUALIFYING_UNIT',
        max_addon_qty: 1,
        condition: { scope: 'PRODUCTS', min_qty: 1, products: [expect.objectContaining({ id: s.q })] },
        max_quantity: 2,
        cart_item_id: null,
        in_cart_quantity: 0,
        add_quantity: 1,
      }),
    ]);

    const added = await add(buyer.auth, s.x, 2, o.id);
    expect(line(added, s.x, true)).toMatchObject({ quantity: 2, unit_price: 500, subtotal: 1_000, pwp: { offer_id: o.id, special_price: 500, normal_price: 800, applied: true, reason: null, max_quantity: 2 } });
    expect(added.groups[0]?.pwp_offers[0]).toMatchObject({ in_cart_quantity: 2, add_quantity: 0, cart_item_id: line(added, s.x, true)?.id });
    // The same product bought without the offer is a line of its own, at its normal price.
    const both = await add(buyer.auth, s.x, 1);
    expect(line(both, s.x, false)).toMatchObject({ quantity: 1, unit_price: 800, pwp: null });
    expect(both).toMatchObject({ item_count: 4, subtotal: 600 + 2_000 + 1_000 + 800 });
    expect(await linesOf(buyer.userId)).toEqual([
      { productId: s.y, quantity: 1, pwpOfferId: null },
      { productId: s.q, quantity: 2, pwpOfferId: null },
      { productId: s.x, quantity: 2, pwpOfferId: o.id },
      { productId: s.x, quantity: 1, pwpOfferId: null },
    ]);

    // The qualifying product's page says what it unlocks; the add-on's own page does not.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/${s.q}` });
    expect(page.json().data.pwp_offers).toEqual([expect.objectContaining({ id: o.id, special_price: 500, normal_price: 800, product: expect.objectContaining({ id: s.x }) })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${s.x}` })).json().data.pwp_offers).toEqual([]);
  });

  it('falls back to the normal price when the qualifying line is reduced or removed, and comes back with it', async () => {
    const s = await seller(t, 1);
    const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, limitBasis: 'PER_QUALIFYING_UNIT', maxAddonQty: 1, qualifiers: [s.q] });
    const buyer = await buyerWithCart(t, []);
    await add(buyer.auth, s.q, 2);
    await add(buyer.auth, s.x, 2, o.id);
    const qLine = line(await cart(buyer.auth), s.q, false);
    const xLine = line(await cart(buyer.auth), s.x, true);
    if (!qLine || !xLine) throw new Error('lines missing');

    // One qualifying unit allows one add-on: the whole line of two goes back to RM 8.00 until it is lowered.
    const reduced = (await post('update', buyer.auth, { cart_item_id: qLine.id, quantity: 1 })).json().data as Cart;
    expect(line(reduced, s.x, true)).toMatchObject({ unit_price: 800, subtotal: 1_600, pwp: { applied: false, reason: 'LIMIT_EXCEEDED', max_quantity: 1 } });
    const lowered = (await post('update', buyer.auth, { cart_item_id: xLine.id, quantity: 1 })).json().data as Cart;
    expect(line(lowered, s.x, true)).toMatchObject({ unit_price: 500, pwp: { applied: true } });

    // Without the qualifying line the add-on is at its normal price, in the cart and in the quote, and can still be checked out.
    const removed = (await post('remove', buyer.auth, { cart_item_ids: [qLine.id] })).json().data as Cart;
    expect(line(removed, s.x, true)).toMatchObject({ quantity: 1, unit_price: 800, pwp: { applied: false, reason: 'CONDITION_NOT_MET', max_quantity: 0, condition: { products: [expect.objectContaining({ id: s.q })] } } });
    expect(removed.groups[0]?.pwp_offers).toEqual([]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: s.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' };
    const q = await quote(buyer.auth, body);
    expect(q.problems).toEqual([]);
    expect(q.groups[0]?.items).toEqual([expect.objectContaining({ product_id: s.x, unit_price: 800, pwp_offer_id: null, regular_unit_price: null, tax_amount: 80 })]);

    await add(buyer.auth, s.q, 1);
    expect(line(await cart(buyer.auth), s.x, true)).toMatchObject({ unit_price: 500, pwp: { applied: true, reason: null } });
  });

  it('refuses, naming the rule, an add-on over the limit, of an offer not on, for another product or not unlocked; nothing is written', async () => {
    const s = await seller(t, 2);
    const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, maxAddonQty: 2, qualifiers: [s.q] });
    const ended = await offer(t, { storeId: s.storeId, addon: s.y, specialPrice: 300, qualifiers: [s.q], startsAt: new Date(Date.now() - 48 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    const off = await offer(t, { storeId: s.storeId, addon: s.y, specialPrice: 300, qualifiers: [s.q], isActive: false });
    const early = await offer(t, { storeId: s.storeId, addon: s.y, specialPrice: 300, qualifiers: [s.q], startsAt: new Date(Date.now() + HOUR) });
    const buyer = await createSignedInUser(t.database);
    const refused = async (payload: Record<string, unknown>, status = 400) => {
      const res = await post('add', buyer.auth, { product_type: 'product', ...payload });
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };

    expect(await refused({ product_id: s.x, quantity: 1, pwp_offer_id: o.id })).toMatchObject({ code: 'PWP_NOT_UNLOCKED', errors: { pwp_offer_id: [expect.stringContaining('in your cart')] } });
    const unlocked = await add(buyer.auth, s.q, 1);
    // Only the live offer is offered.
    expect(unlocked.groups[0]?.pwp_offers.map((p) => p.id)).toEqual([o.id]);
    const before = await linesOf(buyer.userId);

    expect(await refused({ product_id: s.x, quantity: 3, pwp_offer_id: o.id })).toMatchObject({ code: 'PWP_LIMIT', message: 'At most 2 can be bought at the special price with this offer', errors: { quantity: ['At most 2 can be bought at the special price with this offer'] } });
    for (const id of [ended.id, off.id, early.id]) expect(await refused({ product_id: s.y, quantity: 1, pwp_offer_id: id })).toMatchObject({ code: 'PWP_ENDED', errors: { pwp_offer_id: ['This offer is not available now'] } });
    expect(await refused({ product_id: s.y, quantity: 1, pwp_offer_id: o.id })).toMatchObject({ code: 'PWP_PRODUCT', errors: { pwp_offer_id: ['This offer is for another product'] } });
    expect(await refused({ product_id: s.x, product_type: 'bundle', quantity: 1, pwp_offer_id: o.id })).toMatchObject({ code: 'PWP_PRODUCT' });
    expect(await refused({ product_id: s.x, quantity: 1, pwp_offer_id: 2_000_000_000 }, 404)).toMatchObject({ message: 'Offer not found' });
    expect(await refused({ product_id: s.x, quantity: 1, pwp_offer_id: 'one' })).toMatchObject({ errors: { pwp_offer_id: ['pwp_offer_id must be a positive whole number'] } });
    expect(await refused({ product_id: s.x, quantity: 1, pwp_offer_id: 0 })).toMatchObject({ errors: { pwp_offer_id: expect.any(Array) } });
    expect(await linesOf(buyer.userId)).toEqual(before);

    // Within the limit it goes in; a later add or a change that passes the limit is refused.
    await add(buyer.auth, s.x, 2, o.id);
    expect(await refused({ product_id: s.x, quantity: 1, pwp_offer_id: o.id })).toMatchObject({ code: 'PWP_LIMIT' });
    const addOn = line(await cart(buyer.auth), s.x, true);
    const changed = await post('update', buyer.auth, { cart_item_id: addOn?.id, quantity: 3 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: 'PWP_LIMIT', errors: { quantity: [expect.any(String)] } });
    expect(line(await cart(buyer.auth), s.x, true)?.quantity).toBe(2);
  });

  it("never lets another seller's items unlock an offer, nor an add-on unlock another offer", async () => {
    const a = await seller(t, 3);
    const b = await seller(t, 4);
    const o = await offer(t, { storeId: a.storeId, addon: a.x, specialPrice: 500, qualifiers: [a.q] });
    const buyer = await createSignedInUser(t.database);
    await add(buyer.auth, b.q, 5);
    const refused = await post('add', buyer.auth, { product_id: a.x, product_type: 'product', quantity: 1, pwp_offer_id: o.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PWP_NOT_UNLOCKED');

    // Even a qualifying row naming another seller's product (bad data) unlocks nothing.
    await t.database.db.insert(pwpOfferProducts).values({ offerId: o.id, productId: b.q });
    expect((await cart(buyer.auth)).groups.flatMap((g) => g.pwp_offers)).toEqual([]);
    expect((await post('add', buyer.auth, { product_id: a.x, product_type: 'product', quantity: 1, pwp_offer_id: o.id })).json().code).toBe('PWP_NOT_UNLOCKED');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/products/${b.q}` })).json().data.pwp_offers).toEqual([]);

    // An offer for any two of seller A's items: seller B's five do not count, A's own do.
    const any = await offer(t, { storeId: a.storeId, addon: a.y, specialPrice: 300, qualifierScope: 'STORE', minQualifyingQty: 2, maxAddonQty: 1 });
    await add(buyer.auth, a.q, 1);
    expect((await cart(buyer.auth)).groups.find((g) => g.store.id === a.storeId)?.pwp_offers.map((p) => p.id)).toEqual([o.id]);
    await add(buyer.auth, a.q, 1);
    expect((await cart(buyer.auth)).groups.find((g) => g.store.id === a.storeId)?.pwp_offers.map((p) => p.id)).toEqual([o.id, any.id]);

    // An add-on line counts for no offer: X taken with the offer does not unlock the offer that X qualifies for.
    const chained = await offer(t, { storeId: a.storeId, addon: a.y, specialPrice: 100, qualifiers: [a.x] });
    await add(buyer.auth, a.x, 1, o.id);
    const c = await cart(buyer.auth);
    expect(c.groups.find((g) => g.store.id === a.storeId)?.pwp_offers.map((p) => p.id)).not.toContain(chained.id);
    expect((await post('add', buyer.auth, { product_id: a.y, product_type: 'product', quantity: 1, pwp_offer_id: chained.id })).json().code).toBe('PWP_NOT_UNLOCKED');
  });

  it('quotes the add-on at the special price with SST on what is charged, places it at the quote’s totals, records the offer and gives the units back when unpaid', async () => {
    const s = await seller(t, 5);
    const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, qualifiers: [s.q], stockCap: 10 });
    const buyer = await buyerWithCart(t, []);
    await add(buyer.auth, s.q, 2);
    await add(buyer.auth, s.x, 2, o.id);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: s.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' };
    const q = await quote(buyer.auth, body);
    expect(q.problems).toEqual([]);
    // RM 20 + 2 × RM 5 (not RM 8): 10 % SST on RM 20 and on RM 10; RM 10 delivery with 6 % service tax.
    expect(q.groups[0]?.items).toEqual([
      expect.objectContaining({ product_id: s.q, unit_price: 1_000, subtotal: 2_000, tax_amount: 200, pwp_offer_id: null, regular_unit_price: null }),
      expect.objectContaining({ product_id: s.x, unit_price: 500, subtotal: 1_000, tax_amount: 100, pwp_offer_id: o.id, regular_unit_price: 800 }),
    ]);
    expect(q).toMatchObject({ subtotal: 3_000, tax_amount: 360, total: 4_360 });

    const res = await place(buyer.auth, body, 'pwp-order');
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.orders.map((x: { grand_total: number }) => x.grand_total)).toEqual([q.total]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orders[0].id));
    expect(order).toMatchObject({ subtotal: q.subtotal, goodsTax: q.groups[0]?.goods_tax, grandTotal: q.total });
    const snap = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orders[0].id)).orderBy(asc(orderLines.id));
    expect(snap.map((l) => [l.productId, l.unitPrice, l.subtotal, l.taxableAmount, l.taxAmount, l.pwpOfferId, l.regularUnitPrice])).toEqual([
      [s.q, 1_000, 2_000, 2_000, 200, null, null],
      [s.x, 500, 1_000, 1_000, 100, o.id, 800],
    ]);
    expect(await usedOf(o.id)).toBe(2);
    const detail = await t.app.inject({ method: 'GET', url: `/api/mydin-online/order/detail/${placed.orders[0].id}`, headers: buyer.auth });
    expect(detail.json().data.items[1]).toMatchObject({ product_id: s.x, price: 500, pwp_offer_id: o.id, regular_price: 800 });

    // Unpaid past its time, the order gives the add-on units back under the cap, once.
    const later = new Date(Date.now() + 4 * 24 * HOUR);
    expect(await expireCheckout(t.database.db, placed.checkout_id, { publicUrl: 'http://127.0.0.1:3994', now: later })).toBe('cancelled');
    expect(await usedOf(o.id)).toBe(0);
    expect(await expireCheckout(t.database.db, placed.checkout_id, { publicUrl: 'http://127.0.0.1:3994', now: later })).toBe('nothing');
    expect(await usedOf(o.id)).toBe(0);
  });

  it('keeps a capped offer within what is left, and stops the checkout when it ends or sells out meanwhile', async () => {
    const s = await seller(t, 6);
    const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, qualifiers: [s.q], stockCap: 3, stockUsed: 2 });
    const buyer = await buyerWithCart(t, []);
    await add(buyer.auth, s.q, 1);
    expect((await cart(buyer.auth)).groups[0]?.pwp_offers[0]).toMatchObject({ max_quantity: 1, add_quantity: 1 });
    const over = await post('add', buyer.auth, { product_id: s.x, product_type: 'product', quantity: 2, pwp_offer_id: o.id });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'PWP_SOLD_OUT', errors: { quantity: ['Only 1 left at the special price'] } });
    await add(buyer.auth, s.x, 1, o.id);

    // Another buyer takes the last one: this buyer's line shows the normal price and the checkout stops until it is removed.
    await t.database.db.update(pwpOffers).set({ stockUsed: 3 }).where(eq(pwpOffers.id, o.id));
    expect(line(await cart(buyer.auth), s.x, true)).toMatchObject({ unit_price: 800, pwp: { applied: false, reason: 'SOLD_OUT' } });
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: s.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' };
    expect((await quote(buyer.auth, body)).problems).toEqual([expect.objectContaining({ code: 'PWP', store_id: s.storeId, message: expect.stringContaining('sold out') })]);
    const refused = await place(buyer.auth, body, 'sold-out');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PWP');

    // Switched off by the seller: the same.
    await t.database.db.update(pwpOffers).set({ stockUsed: 0, isActive: false }).where(eq(pwpOffers.id, o.id));
    expect((await quote(buyer.auth, body)).problems.map((p) => p.message)).toEqual([expect.stringContaining('has ended')]);
    expect(await t.database.db.$count(orders, eq(orders.userId, buyer.userId))).toBe(0);
  });

  if (kind === 'postgres') {
    it('never sells more add-ons at the special price than the cap to simultaneous checkouts', async () => {
      const s = await seller(t, 7);
      const o = await offer(t, { storeId: s.storeId, addon: s.x, specialPrice: 500, qualifiers: [s.q], maxAddonQty: 1, stockCap: 5 });
      const buyers = await Promise.all(Array.from({ length: 30 }, () => buyerWithCart(t, [{ productId: s.q, quantity: 1 }])));
      await t.database.db.insert(cartItems).values(buyers.map((b) => ({ userId: b.userId, productId: s.x, quantity: 1, pwpOfferId: o.id })));
      const body = (b: { addressId: number }) => ({ address_id: b.addressId, deliveries: [{ store_id: s.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' });
      const answers = await Promise.all(buyers.map((b, i) => place(b.auth, body(b), `pwp-race-${i}`)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().code])).toEqual(Array.from({ length: 25 }, () => [409, 'PWP']));
      expect(await usedOf(o.id)).toBe(5);
      const sold = await t.database.db
        .select({ quantity: orderLines.quantity, price: orderLines.unitPrice })
        .from(orderLines)
        .where(and(eq(orderLines.productId, s.x), isNotNull(orderLines.pwpOfferId)));
      expect(sold).toEqual(Array.from({ length: 5 }, () => ({ quantity: 1, price: 500 })));
    });
  }
});
