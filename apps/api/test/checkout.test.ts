import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@borong/contracts/checkout';
import { cartItems, checkouts, eCreditTransactions, orders, payments, products, promotions, shippingVouchers, stores } from '../src/db/schema';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';
import { buyerWithCart, tomorrow, twoSellers } from './checkout-helpers';

type Auth = Record<string, string>;

describe.each(DATABASE_KINDS)('checkout API on %s', (kind) => {
  const t = useTestApi(kind);
  const post = (path: string, auth: Auth, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/mydin-online/cart/${path}`, headers: { ...auth, ...headers }, payload: payload as object });
  const quote = async (auth: Auth, payload: unknown): Promise<Quote> => {
    const res = await post('quote', auth, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const place = (auth: Auth, payload: unknown, key: string) => post('checkout-mydin-store-cart?is_mobile=0', auth, payload, { 'idempotency-key': key });
  const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const stockOf = async (id: number) => (await t.database.db.select({ s: products.stockCount }).from(products).where(eq(products.id, id)))[0]?.s;

  it('refuses guests', async () => {
    expect((await post('quote', {}, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mydin-online/shipping_promotions' })).statusCode).toBe(401);
    expect((await place({}, {}, 'k')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mydin-online/order/detail/1' })).statusCode).toBe(401);
  });

  it('quotes what each seller can deliver to the address, and what stops the order', async () => {
    const { a, b } = await twoSellers(t, 0);
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 5 },
    ]);
    const q = await quote(buyer.auth, { address_id: buyer.addressId, payment_method: 'FPX', bank_code: 'MB2U0227' });
    const [ga, gb] = q.groups;
    const available = (g: typeof ga) => Object.fromEntries((g?.delivery_options ?? []).map((o) => [o.method, o.available ? o.fee : o.reason]));
    expect(available(ga)).toEqual({ SELF_PICK_UP: 0, LOCKER: 'NOT_OFFERED', EXPRESS_DELIVERY: 2_000, NATIONWIDE_DELIVERY: 1_000 });
    expect(available(gb)).toEqual({ SELF_PICK_UP: 'NOT_OFFERED', LOCKER: 'NOT_OFFERED', EXPRESS_DELIVERY: 'NOT_OFFERED', NATIONWIDE_DELIVERY: 1_500 });
    const slots = ga?.delivery_options.find((o) => o.method === 'SELF_PICK_UP')?.slots ?? [];
    expect(slots).toHaveLength(21);
    expect(slots[0]).toEqual({ date: tomorrow(), slot: 'MORNING', capacity: 2, remaining: 2 });
    expect(q.problems.map((p) => p.code)).toEqual(['DELIVERY_REQUIRED', 'DELIVERY_REQUIRED']);

    // A seller that delivers only nearby is out of area for a Kuala Lumpur address.
    await t.database.db.update(stores).set({ nationwideEnabled: false }).where(eq(stores.id, b.storeId));
    const far = await quote(buyer.auth, { address_id: buyer.addressId, payment_method: 'FPX', bank_code: 'MB2U0227' });
    expect(far.problems).toContainEqual({ code: 'OUT_OF_AREA', message: 'Items out of area', store_id: b.storeId });
  });

  it('prices discount before sales tax, delivery with service tax, and places one order per seller once', async () => {
    const { a, b } = await twoSellers(t, 1);
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 5 },
    ]);
    const body = {
      address_id: buyer.addressId,
      deliveries: [
        { store_id: a.storeId, method: 'SELF_PICK_UP', slot_date: tomorrow(), slot: 'AFTERNOON' },
        { store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' },
      ],
      promotion_code: 'borong10',
      payment_method: 'FPX',
      bank_code: 'B2B1-MBB0228',
    };
    const q = await quote(buyer.auth, body);
    expect(q.problems).toEqual([]);
    // RM 120 of goods, 10 % off (RM 12) split RM 2 / RM 10; 10 % SST on RM 18; exempt; RM 15 delivery, no service tax.
    expect(q.groups.map((g) => [g.subtotal, g.discount, g.goods_tax, g.delivery_fee, g.delivery_tax, g.grand_total])).toEqual([
      [2_000, 200, 180, 0, 0, 1_980],
      [10_000, 1_000, 0, 1_500, 0, 10_500],
    ]);
    expect(q).toMatchObject({ subtotal: 12_000, discount_amount: 1_200, tax_amount: 180, total: 12_480, payable: 12_480, promotion: { code: 'BORONG10' } });

    const res = await place(buyer.auth, { ...body, discount_amount: 1_200 }, 'order-1');
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.orders.map((o: { status: string; grand_total: number }) => [o.status, o.grand_total])).toEqual([
      ['NEW_ORDER', 1_980],
      ['NEW_ORDER', 10_500],
    ]);
    expect(placed.orders[0].order_no).toMatch(/^BR\d{8}$/);
    expect(placed.payment).toMatchObject({ status: 'PENDING', redirect_url: expect.stringContaining('/api/payments/sandbox/bills/') });
    expect(await stockOf(a.id)).toBe(3);
    expect(await t.database.db.$count(cartItems, eq(cartItems.userId, buyer.userId))).toBe(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutId, placed.checkout_id));
    expect(payment).toMatchObject({ amount: 12_480, status: 'PENDING', provider: 'sandbox' });
    const [first] = await ordersOf(buyer.userId);
    // Corporate FPX waits for the second approver: three days to pay, not thirty minutes.
    expect(first?.payBy && first.payBy.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);

    const again = await place(buyer.auth, { ...body, discount_amount: 1_200 }, 'order-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    expect(await ordersOf(buyer.userId)).toHaveLength(2);
    const other = await place(buyer.auth, { ...body, discount_amount: 1_100 }, 'order-1');
    expect(other.statusCode).toBe(422);

    const detail = await t.app.inject({ method: 'GET', url: `/api/mydin-online/order/detail/${placed.orders[0].id}`, headers: buyer.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      status: 'NEW_ORDER',
      items: [{ product_id: a.id, quantity: 2, price: 1_000, subtotal: 2_000, discount: 200, tax_type: 'SALES_TAX', tax_rate: 1000, tax_amount: 180 }],
      delivery: { method: 'SELF_PICK_UP', slot: 'AFTERNOON', slot_date: tomorrow(), address: { zip: '50450' } },
      payment: { method: 'FPX', status: 'PENDING' },
      totals: { grand_total: 1_980 },
      siblings: [{ id: placed.orders[1].id, grand_total: 10_500 }],
    });
    const stranger = await createSignedInUser(t.database);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/mydin-online/order/detail/${placed.orders[0].id}`, headers: stranger.auth });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('No order found');
  });

  it('places nothing when the discount shown differs, the key is missing, or the input is bad', async () => {
    const { a } = await twoSellers(t, 2);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'EXPRESS_DELIVERY' }], payment_method: 'CARD' };
    const stale = await place(buyer.auth, { ...body, discount_amount: 500 }, 'stale-1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'DISCOUNT_CHANGED', data: { discount_amount: 0, total: 3_220 } });
    expect((await place(buyer.auth, body, '')).statusCode).toBe(400);
    expect((await post('checkout-mydin-store-cart', buyer.auth, body)).statusCode).toBe(400);
    for (const bad of [{}, { ...body, address_id: 'x' }, { ...body, payment_method: 'CASH' }, { ...body, deliveries: [{ store_id: a.storeId, method: 'TELEPORT' }] }, { ...body, offset_amount: -1 }]) {
      expect((await place(buyer.auth, bad, `bad-${JSON.stringify(bad).length}`)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const stranger = await buyerWithCart(t, []);
    expect((await place(buyer.auth, { ...body, address_id: stranger.addressId }, 'foreign-address')).statusCode).toBe(404);
    expect((await place(buyer.auth, { ...body, promotion_code: 'NOSUCHCODE' }, 'bad-code')).json()).toMatchObject({ code: 'PROMOTION', message: 'Invalid promo code' });
    const huge = await post('checkout-mydin-store-cart', buyer.auth, { ...body, deliveries: Array.from({ length: 50_000 }, () => ({ store_id: 1, method: 'LOCKER' })) }, { 'idempotency-key': 'huge' });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await ordersOf(buyer.userId)).toEqual([]);
    expect(await stockOf(a.id)).toBe(5);
    // The refused key can be used again once the request is fixed.
    expect((await place(buyer.auth, body, 'stale-1')).statusCode).toBe(201);
  });

  it('pays with e-credit in full, or spends part of it as an offset, never more than the balance', async () => {
    const { a } = await twoSellers(t, 3);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' };
    // RM 10 + 10 % SST + RM 10 delivery + 6 % service tax = RM 21.60.
    const short = await place(buyer.auth, body, 'ecredit-1');
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('E_CREDIT');
    await t.database.db.insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP-1', amount: 5_000 });
    const paid = await place(buyer.auth, body, 'ecredit-2');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ payment: null, orders: [{ status: 'PROCESSED', grand_total: 2_160 }] });
    const balance = await t.database.db.select({ amount: eCreditTransactions.amount }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, buyer.userId));
    expect(balance.reduce((s, r) => s + r.amount, 0)).toBe(2_840);

    await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: a.id, quantity: 1 });
    const part = await place(buyer.auth, { ...body, payment_method: 'CARD', offset_amount: 1_000 }, 'ecredit-3');
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().data.payment).toMatchObject({ status: 'PENDING' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, part.json().data.payment.id));
    expect(row?.amount).toBe(1_160);
  });

  it('copies the buyer’s e-invoice details into each checkout, or names the consolidated e-invoice', async () => {
    const { a } = await twoSellers(t, 6);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' };
    expect((await place(buyer.auth, body, 'einvoice-1')).statusCode).toBe(201);
    const details = { tin: 'C2584563202', reg_no: '202001012345', sst_reg_no: 'W10-1808-31001234', email: 'akaun@kedai.my' };
    expect((await t.app.inject({ method: 'POST', url: '/api/user/company/e-invoice', headers: buyer.auth, payload: details })).statusCode).toBe(200);
    await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: a.id, quantity: 1 });
    expect((await place(buyer.auth, body, 'einvoice-2')).statusCode).toBe(201);
    const copies = await t.database.db.select({ buyer: checkouts.buyerEInvoice }).from(checkouts).where(eq(checkouts.userId, buyer.userId)).orderBy(asc(checkouts.id));
    expect(copies.map((c) => c.buyer)).toEqual([
      { kind: 'CONSOLIDATED', tin: 'EI00000000010' },
      { kind: 'INDIVIDUAL', name: expect.any(String), ...details },
    ]);
  });

  it('spends a shipping voucher once, on the delivery fee', async () => {
    const { a } = await twoSellers(t, 4);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const day = 86_400_000;
    const [voucher] = await t.database.db.insert(shippingVouchers).values({ userId: buyer.userId, amount: 600, expiresAt: new Date(Date.now() + day) }).returning();
    const [bigger] = await t.database.db.insert(shippingVouchers).values({ userId: buyer.userId, amount: 900, minSpend: 50_000, expiresAt: new Date(Date.now() + 2 * day) }).returning();
    await t.database.db.insert(shippingVouchers).values({ userId: buyer.userId, amount: 700, expiresAt: new Date(Date.now() - day) });
    const other = await createSignedInUser(t.database);
    await t.database.db.insert(shippingVouchers).values({ userId: other.userId, amount: 800, expiresAt: new Date(Date.now() + day) });
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/mydin-online/shipping_promotions', headers: buyer.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { shipping_promotion_user_id: number; amount: number; min_spend: number }[];
    };
    // Only the buyer's own, unused and unexpired, the largest first.
    expect((await listed()).map((v) => [v.shipping_promotion_user_id, v.amount, v.min_spend])).toEqual([
      [bigger?.id, 900, 50_000],
      [voucher?.id, 600, 0],
    ]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET', shipping_promotion_user_id: voucher?.id };
    const q = await quote(buyer.auth, body);
    expect(q.groups[0]).toMatchObject({ delivery_fee: 1_000, delivery_discount: 600, delivery_tax: 24 });
    expect((await quote(buyer.auth, { ...body, shipping_promotion_user_id: bigger?.id })).problems).toContainEqual(expect.objectContaining({ code: 'SHIPPING_VOUCHER' }));
    expect((await place(buyer.auth, body, 'voucher-1')).statusCode).toBe(201);
    expect((await listed()).map((v) => v.shipping_promotion_user_id)).toEqual([bigger?.id]);
    await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: a.id, quantity: 1 });
    expect((await quote(buyer.auth, body)).problems).toContainEqual(expect.objectContaining({ code: 'SHIPPING_VOUCHER' }));
  });

  if (kind === 'postgres') {
    it('sells exactly the stock to 100 simultaneous checkouts, never below zero', async () => {
      const { a } = await twoSellers(t, 5);
      const buyers = await Promise.all(Array.from({ length: 100 }, () => buyerWithCart(t, [{ productId: a.id, quantity: 1 }])));
      const body = (b: { addressId: number }) => ({ address_id: b.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' });
      const answers = await Promise.all(buyers.map((b, i) => place(b.auth, body(b), `race-${i}`)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(true);
      expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(await stockOf(a.id)).toBe(0);
      expect(await t.database.db.$count(orders, inArray(orders.userId, buyers.map((b) => b.userId)))).toBe(5);
    });

    it('places one order for ten simultaneous requests with the same Idempotency-Key', async () => {
      const { b } = await twoSellers(t, 6);
      const buyer = await buyerWithCart(t, [{ productId: b.id, quantity: 1 }]);
      const body = { address_id: buyer.addressId, deliveries: [{ store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => place(buyer.auth, body, 'same-key')));
      expect(answers.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
      expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(await ordersOf(buyer.userId)).toHaveLength(1);
    });

    it('uses a limited promo code exactly up to its limit when more buyers use it at once', async () => {
      const { b } = await twoSellers(t, 7);
      const [promo] = await t.database.db
        .insert(promotions)
        .values({ code: `RACE${kind}`, kind: 'FIXED', value: 100, usageLimit: 3, perBuyerLimit: 1, startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const buyers = await Promise.all(Array.from({ length: 8 }, () => buyerWithCart(t, [{ productId: b.id, quantity: 1 }])));
      const answers = await Promise.all(
        buyers.map((buyer, i) => place(buyer.auth, { address_id: buyer.addressId, deliveries: [{ store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET', promotion_code: promo?.code }, `promo-${i}`)),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
      const [after] = await t.database.db.select({ used: promotions.usedCount }).from(promotions).where(eq(promotions.id, promo?.id ?? 0));
      expect(after?.used).toBe(3);
    });

    it('lets only one of two simultaneous e-credit offsets through when together they exceed the balance', async () => {
      const { a, b } = await twoSellers(t, 8);
      const buyer = await buyerWithCart(t, [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ]);
      await t.database.db.insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP-2', amount: 1_000 });
      // Each seller checked out on its own, each spending RM 6 of the RM 10 balance.
      const half = (store: { storeId: number }, key: string) =>
        place(buyer.auth, { store_ids: [store.storeId], address_id: buyer.addressId, deliveries: [{ store_id: store.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'CARD', offset_amount: 600 }, key);
      const answers = await Promise.all([half(a, 'offset-a'), half(b, 'offset-b')]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('E_CREDIT');
      const ledger = await t.database.db.select({ amount: eCreditTransactions.amount }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, buyer.userId));
      expect(ledger.reduce((s, r) => s + r.amount, 0)).toBe(400);
    });
  }
});
