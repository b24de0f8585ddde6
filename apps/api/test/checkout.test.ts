import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@borong/contracts/checkout';
import { cartItems, checkouts, creditTermsTransactions, eCreditTransactions, orderStatusHistory, orders, payments, products, promotions, shippingVouchers, stores, users } from '../src/db/schema';
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
      credit_terms: null,
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

  /** What the credit team does: approves the buyer for credit terms with this limit (sen), through the development tool. */
  const approveCredit = async (userId: number, limit: number) => {
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/credit-terms', payload: { email: user?.email, limit } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ledgerOf = (userId: number) =>
    t.database.db.select({ kind: creditTermsTransactions.kind, amount: creditTermsTransactions.amount, checkoutId: creditTermsTransactions.checkoutId, dueAt: creditTermsTransactions.dueAt }).from(creditTermsTransactions).innerJoin(checkouts, eq(checkouts.id, creditTermsTransactions.checkoutId)).where(eq(checkouts.userId, userId));
  /** The Malaysian date `days` from now, as the quote's due_date. */
  const mytDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);

  it('pays with credit terms: a 1 % service fee line, due in 30 days, one CHARGE in the ledger, orders processed at once', async () => {
    const { a } = await twoSellers(t, 9);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'CREDIT_TERMS' };

    // Not approved: the method itself is refused, and nothing is placed.
    const refused = await post('quote', buyer.auth, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.payment_method).toEqual([expect.stringContaining('approved')]);
    expect((await place(buyer.auth, body, 'credit-none')).statusCode).toBe(400);
    expect(await ordersOf(buyer.userId)).toEqual([]);
    expect(await quote(buyer.auth, { ...body, payment_method: 'WALLET' })).toMatchObject({ service_fee: 0, due_date: null, available_credit: null, credit_terms_charge: null });

    await approveCredit(buyer.userId, 10_000);
    // RM 21.60 of goods, tax and delivery; 1 % is 21.6 sen, rounded half up to 22 sen.
    expect(await quote(buyer.auth, { ...body, payment_method: 'WALLET' })).toMatchObject({ service_fee: 0, total: 2_160, payable: 2_160, due_date: null, available_credit: 10_000, credit_terms_charge: 2_182 });
    const q = await quote(buyer.auth, body);
    expect(q).toMatchObject({ problems: [], service_fee: 22, total: 2_182, payable: 2_182, available_credit: 10_000, credit_terms_charge: 2_182, due_date: mytDate(30) });
    expect(q.groups[0]?.grand_total).toBe(2_160);

    const res = await place(buyer.auth, body, 'credit-1');
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ payment: null, orders: [{ status: 'PROCESSED', grand_total: 2_160 }] });
    expect(await t.database.db.$count(payments, eq(payments.checkoutId, placed.checkout_id))).toBe(0);
    const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, placed.checkout_id));
    expect(checkout).toMatchObject({ paymentMethod: 'CREDIT_TERMS', total: 2_182, serviceFee: 22, payable: 2_182 });
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orders[0].id)).orderBy(asc(orderStatusHistory.id));
    expect(history.map((h) => [h.toStatus, h.actor, h.reason])).toEqual([
      ['NEW_ORDER', 'buyer', 'Order placed'],
      ['PROCESSED', 'payment', 'Credit terms'],
    ]);
    const [charge, ...more] = await ledgerOf(buyer.userId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ kind: 'CHARGE', amount: 2_182, checkoutId: placed.checkout_id });
    const dueIn = (charge?.dueAt?.getTime() ?? 0) - Date.now();
    expect(dueIn).toBeGreaterThan(29.9 * 86_400_000);
    expect(dueIn).toBeLessThanOrEqual(30 * 86_400_000);

    const account = await t.app.inject({ method: 'GET', url: '/api/credit-terms/account', headers: buyer.auth });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().data).toMatchObject({
      status: 'active',
      limit: 10_000,
      outstanding: 2_182,
      available: 7_818,
      transactions: [{ kind: 'CHARGE', amount: 2_182, checkout_id: placed.checkout_id, order_nos: [placed.orders[0].order_no], service_fee: 22, due_at: charge?.dueAt?.toISOString() }],
      meta: { total: 1, page: 1 },
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/mydin-online/order/detail/${placed.orders[0].id}`, headers: buyer.auth });
    expect(detail.json().data).toMatchObject({ status: 'PROCESSED', payment: { method: 'CREDIT_TERMS', status: null }, credit_terms: { charge: 2_182, service_fee: 22, due_at: charge?.dueAt?.toISOString() } });
    // The next quote has that much less available.
    await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: a.id, quantity: 1 });
    expect(await quote(buyer.auth, body)).toMatchObject({ available_credit: 7_818 });
  });

  it('refuses a charge above the available credit, fee included, offering the pay-now methods; a suspended account cannot pay', async () => {
    const { a } = await twoSellers(t, 10);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'CREDIT_TERMS' };
    // RM 21.60 fits a RM 21.81 limit, but not with its 22 sen fee.
    await approveCredit(buyer.userId, 2_181);
    const over = await quote(buyer.auth, body);
    expect(over.problems).toEqual([{ code: 'CREDIT_LIMIT', message: expect.stringMatching(/RM\s?21\.82.*RM\s?21\.81.*pay-now/), store_id: null }]);
    const refused = await place(buyer.auth, body, 'credit-over');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT', data: { available_credit: 2_181 } });
    expect(await ordersOf(buyer.userId)).toEqual([]);
    expect(await ledgerOf(buyer.userId)).toEqual([]);
    // A pay-now method is not held back by the limit.
    expect((await quote(buyer.auth, { ...body, payment_method: 'FPX', bank_code: 'MB2U0227' })).problems).toEqual([]);

    await approveCredit(buyer.userId, 2_182);
    expect((await place(buyer.auth, body, 'credit-exact')).statusCode).toBe(201);
    expect((await ledgerOf(buyer.userId)).map((e) => e.amount)).toEqual([2_182]);

    await t.database.db.insert(cartItems).values({ userId: buyer.userId, productId: a.id, quantity: 1 });
    await t.database.db.execute(sql`update credit_terms_accounts set status = 'suspended' where user_id = ${buyer.userId}`);
    const suspended = await post('quote', buyer.auth, body);
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json().errors.payment_method).toEqual([expect.stringContaining('suspended')]);
    expect(await quote(buyer.auth, { ...body, payment_method: 'WALLET' })).toMatchObject({ available_credit: null, credit_terms_charge: null });
  });

  if (kind === 'postgres') {
    it('lets only one of two simultaneous credit-terms checkouts through when together they exceed the available credit', async () => {
      const { a, b } = await twoSellers(t, 11);
      const buyer = await buyerWithCart(t, [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ]);
      // Alone, seller A's order goes on credit as RM 21.82 and seller B's as RM 35.35; together they need more than RM 50.
      await approveCredit(buyer.userId, 5_000);
      const half = (store: { storeId: number }, key: string) =>
        place(buyer.auth, { store_ids: [store.storeId], address_id: buyer.addressId, deliveries: [{ store_id: store.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'CREDIT_TERMS' }, key);
      const answers = await Promise.all([half(a, 'credit-a'), half(b, 'credit-b')]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('CREDIT_LIMIT');
      const ledger = await ledgerOf(buyer.userId);
      expect(ledger).toHaveLength(1);
      expect([2_182, 3_535]).toContain(ledger[0]?.amount);
      expect(ledger.reduce((s, e) => s + e.amount, 0)).toBeLessThanOrEqual(5_000);
    });

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
