import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, eCreditTransactions, orderStatusHistory, orders, payments, products, stores } from '../src/db/schema';
import { moveOrders } from '../src/orders/transitions';
import { xSignature } from '../src/payments/signature';
import { buyerWithCart, tomorrow, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const SECRET = 'sandbox-secret-for-the-order-tests';
type Auth = Record<string, string>;
type Placed = { checkout_id: number; orders: { id: number; order_no: string; store_id: number; grand_total: number }[]; payment: { id: number; redirect_url: string } | null };

describe.each(DATABASE_KINDS)('the buyer’s orders on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const stockOf = async (id: number) => (await db().select({ s: products.stockCount }).from(products).where(eq(products.id, id)))[0]?.s;
  const statusOf = async (id: number) => (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const eCredit = async (userId: number) => (await db().select({ s: sql<number>`coalesce(sum(${eCreditTransactions.amount}), 0)::int` }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, userId)))[0]?.s;

  /** Two sellers' products (a: RM 10 + SST, 5 in stock; b: RM 20 exempt) in a buyer's cart, placed unpaid by FPX. */
  async function placedUnpaid(offset: number, key: string, quantities: [number, number] = [1, 1]) {
    const { a, b } = await twoSellers(t, offset);
    // Many tests' orders share the first sellers' pickup slots.
    await db().update(stores).set({ slotCapacity: 1_000 }).where(eq(stores.id, a.storeId));
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: quantities[0] },
      { productId: b.id, quantity: quantities[1] },
    ]);
    const body = {
      address_id: buyer.addressId,
      deliveries: [
        { store_id: a.storeId, method: 'SELF_PICK_UP', slot_date: tomorrow(), slot: 'MORNING' },
        { store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' },
      ],
      payment_method: 'FPX',
      bank_code: 'MB2U0227',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': key }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return { a, b, buyer, placed: res.json().data as Placed };
  }

  /** Pays a placed checkout through the sandbox's signed callback. */
  async function pay(placed: Placed) {
    const [payment] = await db().select().from(payments).where(eq(payments.checkoutId, placed.checkout_id));
    if (!payment?.providerRef) throw new Error('no bill');
    const fields = { id: payment.providerRef, collection_id: 'sandbox', paid: 'true', state: 'paid', amount: String(payment.amount), paid_amount: String(payment.amount), paid_at: '2026-11-25T10:00:00.000Z', transaction_status: 'completed', url: '' };
    return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...fields, x_signature: xSignature(fields, SECRET) }).toString() });
  }

  it('lists the buyer’s orders by tab, searches by order number, product or seller, pages, and counts every tab', async () => {
    const first = await placedUnpaid(1, 'list-1');
    const { buyer } = first;
    expect((await pay(first.placed)).statusCode).toBe(200);
    await db().insert(cartItems).values({ userId: buyer.userId, productId: first.b.id, quantity: 2 });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': 'list-2' },
      payload: { address_id: buyer.addressId, deliveries: [{ store_id: first.b.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' },
    });
    expect(second.statusCode).toBe(201);
    const newest = (second.json().data as Placed).orders[0];

    const all = await get('/mydin-online/orders', buyer.auth);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json();
    expect(list.meta).toEqual({ total: 3, page: 1, per_page: 10, last_page: 1 });
    expect(list.data[0]).toMatchObject({ id: newest?.id, status: 'NEW_ORDER', can_cancel: true, can_complete: false, item_count: 1, items: [{ quantity: 2 }], payment_method: 'FPX' });
    expect(list.counts).toEqual({ NEW_ORDER: 1, PROCESSED: 2, READY_TO_SHIP: 0, SHIPPED: 0, COMPLETE: 0, RETURNS_CANCELLATION: 0 });
    // The order page offers the same actions as the list.
    expect((await get(`/mydin-online/order/detail/${newest?.id}`, buyer.auth)).json().data).toMatchObject({ status: 'NEW_ORDER', can_cancel: true, can_complete: false });

    const processed = (await get('/mydin-online/orders?status=PROCESSED&per_page=1&page=2', buyer.auth)).json();
    expect(processed.meta).toEqual({ total: 2, page: 2, per_page: 1, last_page: 2 });
    expect(processed.data.map((o: { status: string }) => o.status)).toEqual(['PROCESSED']);

    const orderNo = first.placed.orders[0]?.order_no ?? '';
    expect((await get(`/mydin-online/orders?search=${orderNo.toLowerCase()}`, buyer.auth)).json().data.map((o: { order_no: string }) => o.order_no)).toEqual([orderNo]);
    const [productA] = await db().select({ name: products.productName }).from(products).where(eq(products.id, first.a.id));
    const byProduct = (await get(`/mydin-online/orders?search_field=product&search=${encodeURIComponent(productA?.name.slice(2, 12) ?? '')}`, buyer.auth)).json();
    expect(byProduct.data.map((o: { id: number }) => o.id)).toContain(first.placed.orders[0]?.id);
    expect(byProduct.counts.NEW_ORDER).toBe(0);
    const [sellerB] = await db().select({ name: stores.domainName }).from(stores).where(eq(stores.id, first.b.storeId));
    expect((await get(`/mydin-online/orders?search_field=seller&search=${encodeURIComponent(sellerB?.name ?? '')}`, buyer.auth)).json().meta.total).toBe(2);
    // Wildcards are only characters.
    expect((await get('/mydin-online/orders?search=%25', buyer.auth)).json().meta.total).toBe(0);

    const stranger = await createSignedInUser(t.database);
    expect((await get('/mydin-online/orders', stranger.auth)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    for (const bad of ['status=CANCELLED', 'status=BOGUS', 'page=0', 'per_page=51', `search=${'x'.repeat(101)}`, 'search_field=email', 'search=%00']) {
      expect((await get(`/mydin-online/orders?${bad}`, buyer.auth)).statusCode, bad).toBe(400);
    }
    expect((await get('/mydin-online/orders', {})).statusCode).toBe(401);
  });

  it('downloads the filtered list as CSV, with formulas defused', async () => {
    const { buyer, b, placed } = await placedUnpaid(2, 'csv-1');
    await db().update(stores).set({ domainName: '=HYPERLINK("http://evil.example","x"), Sdn Bhd' }).where(eq(stores.id, b.storeId));
    const res = await get('/mydin-online/orders/export?status=NEW_ORDER', buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="borong-orders.csv"');
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('order_no,created_at,seller,status,item_count,payment_method,grand_total_rm');
    expect(rows).toHaveLength(3);
    const bRow = rows.find((r) => r.startsWith(placed.orders[1]?.order_no ?? '-'));
    expect(bRow).toContain(`"'=HYPERLINK(""http://evil.example"",""x""), Sdn Bhd"`);
    expect(bRow).toMatch(/,NEW_ORDER,1,FPX,35\.00$/);
    expect((await get('/mydin-online/orders/export?status=COMPLETE', buyer.auth)).body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('cancels an unpaid checkout’s orders together with a reason, giving back stock and slot, once', async () => {
    const { a, buyer, placed } = await placedUnpaid(3, 'cancel-unpaid', [2, 1]);
    const [orderA, orderB] = placed.orders;
    expect(await stockOf(a.id)).toBe(3);
    const stranger = await createSignedInUser(t.database);
    expect((await post(`/mydin-online/order/cancel/${orderA?.id}`, stranger.auth, { reason: 'CHANGE_OF_MIND' })).statusCode).toBe(404);
    expect((await post(`/mydin-online/order/cancel/${orderA?.id}`, buyer.auth, { reason: 'BORED' })).statusCode).toBe(400);
    expect((await post(`/mydin-online/order/cancel/${orderA?.id}`, buyer.auth, {})).statusCode).toBe(400);
    expect(await statusOf(orderA?.id ?? 0)).toBe('NEW_ORDER');

    const res = await post(`/mydin-online/order/cancel/${orderA?.id}`, buyer.auth, { reason: 'DUPLICATE_ORDER', note: 'Ordered twice by mistake' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Your order has been cancelled', data: { status: 'CANCELLED' } });
    expect([await statusOf(orderA?.id ?? 0), await statusOf(orderB?.id ?? 0)]).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await stockOf(a.id)).toBe(5);
    const [history] = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderA?.id ?? 0)).orderBy(sql`${orderStatusHistory.id} desc`).limit(1);
    expect(history).toMatchObject({ fromStatus: 'NEW_ORDER', toStatus: 'CANCELLED', actor: 'buyer', reason: 'DUPLICATE_ORDER: Ordered twice by mistake' });
    const [payment] = await db().select({ status: payments.status }).from(payments).where(eq(payments.checkoutId, placed.checkout_id));
    expect(payment?.status).toBe('CANCELLED');

    const again = await post(`/mydin-online/order/cancel/${orderB?.id}`, buyer.auth, { reason: 'CHANGE_OF_MIND' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cancellation failed');
    expect(await stockOf(a.id)).toBe(5);
    expect((await get('/mydin-online/orders?status=RETURNS_CANCELLATION', buyer.auth)).json().meta.total).toBe(2);
  });

  it('refunds a paid order cancelled before shipping to e-credit, and refuses to cancel a shipped one', async () => {
    const { a, b, buyer, placed } = await placedUnpaid(4, 'cancel-paid');
    expect((await pay(placed)).statusCode).toBe(200);
    const [orderA, orderB] = placed.orders;
    const res = await post(`/mydin-online/order/cancel/${orderA?.id}`, buyer.auth, { reason: 'DELIVERY_TIME_TOO_LONG' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(a.id)).toBe(5);
    expect(await eCredit(buyer.userId)).toBe(orderA?.grand_total);
    // The other seller's order stands, and the payment is partly refunded.
    expect(await statusOf(orderB?.id ?? 0)).toBe('PROCESSED');
    expect((await db().select({ s: payments.status }).from(payments).where(eq(payments.checkoutId, placed.checkout_id)))[0]?.s).toBe('PARTIALLY_REFUNDED');

    await t.database.db.transaction(async (tx) => {
      await moveOrders(tx, [orderB?.id ?? 0], { to: 'READY_TO_SHIP', actor: 'seller', reason: 'Packed', now: new Date() , publicUrl: 'http://127.0.0.1:3996' });
      await moveOrders(tx, [orderB?.id ?? 0], { to: 'SHIPPED', actor: 'seller', reason: 'Courier', now: new Date() , publicUrl: 'http://127.0.0.1:3996' });
    });
    const stockB = await stockOf(b.id);
    const late = await post(`/mydin-online/order/cancel/${orderB?.id}`, buyer.auth, { reason: 'CHANGE_OF_MIND' });
    expect(late.statusCode).toBe(409);
    expect([await statusOf(orderB?.id ?? 0), await stockOf(b.id), await eCredit(buyer.userId)]).toEqual(['SHIPPED', stockB, orderA?.grand_total]);
  });

  it('completes a shipped order or a pickup ready for collection, and nothing else', async () => {
    const { buyer, placed } = await placedUnpaid(5, 'complete');
    const [pickup, shipped] = placed.orders;
    expect((await post(`/mydin-online/order/complete/${shipped?.id}`, buyer.auth)).statusCode).toBe(409);
    expect((await pay(placed)).statusCode).toBe(200);
    expect((await post(`/mydin-online/order/complete/${shipped?.id}`, buyer.auth)).statusCode).toBe(409);
    await t.database.db.transaction(async (tx) => {
      const now = new Date();
      await moveOrders(tx, [pickup?.id ?? 0, shipped?.id ?? 0], { to: 'READY_TO_SHIP', actor: 'seller', reason: 'Packed', now , publicUrl: 'http://127.0.0.1:3996' });
      await moveOrders(tx, [shipped?.id ?? 0], { to: 'SHIPPED', actor: 'seller', reason: 'Courier', now , publicUrl: 'http://127.0.0.1:3996' });
    });
    const stranger = await createSignedInUser(t.database);
    expect((await post(`/mydin-online/order/complete/${shipped?.id}`, stranger.auth)).statusCode).toBe(404);
    for (const order of [pickup, shipped]) {
      expect((await get(`/mydin-online/order/detail/${order?.id}`, buyer.auth)).json().data).toMatchObject({ can_cancel: order === pickup, can_complete: true });
      const res = await post(`/mydin-online/order/complete/${order?.id}`, buyer.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'COMPLETE', can_cancel: false, can_complete: false });
    }
    expect((await post(`/mydin-online/order/complete/${shipped?.id}`, buyer.auth)).statusCode).toBe(409);
    // A pickup is never shipped.
    await expect(t.database.db.transaction((tx) => moveOrders(tx, [pickup?.id ?? 0], { to: 'SHIPPED', actor: 'seller', reason: 'x', now: new Date() , publicUrl: 'http://127.0.0.1:3996' }))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('buys an order again: its products back in the cart within today’s rules, skipping what cannot be sold', async () => {
    const { a, b, buyer, placed } = await placedUnpaid(6, 'again', [3, 2]);
    const stranger = await createSignedInUser(t.database);
    expect((await post(`/mydin-online/order/buy-again/${placed.orders[0]?.id}`, stranger.auth)).statusCode).toBe(404);
    await db().update(products).set({ stockCount: 0 }).where(eq(products.id, a.id));
    await db().update(products).set({ minQty: 4, qtyStep: 4 }).where(eq(products.id, b.id));
    for (const order of placed.orders) {
      const res = await post(`/mydin-online/order/buy-again/${order.id}`, buyer.auth);
      expect(res.statusCode, res.body).toBe(200);
    }
    const cart = await db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, buyer.userId)).orderBy(asc(cartItems.id));
    expect(cart).toEqual([{ productId: b.id, quantity: 4 }]);
    // Again: the line in the cart is left as it is.
    expect((await post(`/mydin-online/order/buy-again/${placed.orders[1]?.id}`, buyer.auth)).json().data).toEqual({ added: 0, skipped: 0 });
    expect(await db().$count(cartItems, and(eq(cartItems.userId, buyer.userId), eq(cartItems.quantity, 4)))).toBe(1);
  });

  if (kind === 'postgres') {
    it('keeps stock and money straight when a cancellation and the payment arrive at once', async () => {
      const rounds = await Promise.all(Array.from({ length: 6 }, (_, i) => placedUnpaid(20 + i, `race-${i}`)));
      await Promise.all(
        rounds.map(async ({ buyer, placed }) => {
          const [callback, cancel] = await Promise.all([pay(placed), post(`/mydin-online/order/cancel/${placed.orders[0]?.id}`, buyer.auth, { reason: 'CHANGE_OF_MIND' })]);
          expect(callback.statusCode).toBe(200);
          expect([200, 409]).toContain(cancel.statusCode);
        }),
      );
      for (const { a, buyer, placed } of rounds) {
        const [orderA, orderB] = placed.orders;
        const statuses = [await statusOf(orderA?.id ?? 0), await statusOf(orderB?.id ?? 0)];
        const total = (orderA?.grand_total ?? 0) + (orderB?.grand_total ?? 0);
        // Cancelled while unpaid: both orders go, and the payment that followed comes back whole as e-credit.
        // Cancelled once paid: only that order goes, refunded. Either way the stock is back and no money is lost.
        expect(statuses[0]).toBe('CANCELLED');
        expect(await stockOf(a.id)).toBe(5);
        if (statuses[1] === 'CANCELLED') expect(await eCredit(buyer.userId)).toBe(total);
        else expect([statuses[1], await eCredit(buyer.userId)]).toEqual(['PROCESSED', orderA?.grand_total]);
      }
    });
  }
});
