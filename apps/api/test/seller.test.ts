import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, orderStatusHistory, orders, outboxEmails, products, storeMembers, stores, users } from '../src/db/schema';
import { AUTO_COMPLETE_DAYS, completeShippedOrders } from '../src/orders/auto-complete';
import { inviteSeller } from '../src/seller/invite';
import { payoutOf } from '../src/seller/seller';
import { buyerWithCart, tomorrow, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';
import { pdfText } from './pdf-text';

type Auth = Record<string, string>;

describe.each(DATABASE_KINDS)('the seller console on %s', (kind) => {
  const t = useTestApi(kind, { env: { PUBLIC_URL: 'http://127.0.0.1:3997' } });
  const db = () => t.database.db;
  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const stockOf = async (id: number) => (await db().select({ s: products.stockCount }).from(products).where(eq(products.id, id)))[0]?.s;

  async function seller(storeId: number) {
    const user = await createSignedInUser(t.database);
    await db().insert(storeMembers).values({ userId: user.userId, storeId, role: 'staff' });
    return user;
  }

  /** A paid (e-credit) order of product `a` from the first seller, by self-pickup or nationwide delivery. */
  async function paidOrder(offset: number, method: 'SELF_PICK_UP' | 'NATIONWIDE_DELIVERY', key: string) {
    const { a } = await twoSellers(t, offset);
    await db().update(stores).set({ slotCapacity: 1_000 }).where(eq(stores.id, a.storeId));
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 2 }]);
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const delivery = method === 'SELF_PICK_UP' ? { store_id: a.storeId, method, slot_date: tomorrow(), slot: 'NIGHT' } : { store_id: a.storeId, method };
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': key }, payload: { address_id: buyer.addressId, deliveries: [delivery], payment_method: 'E-CREDIT' } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.orders[0] as { id: number; order_no: string; grand_total: number };
    return { a, buyer, order, storeId: a.storeId };
  }

  it('invites a seller by e-mail with a one-time link to set the password, and links an existing account', async () => {
    const [store] = await db().select({ id: stores.id, url: stores.url }).from(stores).orderBy(asc(stores.id)).limit(1).offset(30);
    if (!store) throw new Error('no store');
    const first = await inviteSeller(db(), { storeUrl: store.url, email: 'owner@kedai-baru.example.my', name: 'Puan Rohani' }, 'http://127.0.0.1:3997');
    expect(first.created).toBe(true);
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.recipient, 'owner@kedai-baru.example.my')).orderBy(sql`${outboxEmails.id} desc`).limit(1);
    expect(mail?.subject).toMatch(/^You sell for .+ on Borong$/);
    const link = new URL(/http:\/\/127\.0\.0\.1:3997\/\?[^\s]+/.exec(mail?.textBody ?? '')?.[0] ?? 'http://x');
    expect(link.searchParams.get('action')).toBe('resetPwd');
    // The link sets the password, once; then the seller signs in as anyone does and sees the store.
    const password = 'Kedai baru 2026 minggu';
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password, password_confirmation: password } });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@kedai-baru.example.my', password } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().access_token as string;
    const mine = await get('/seller/stores', { authorization: `Bearer ${token}` });
    expect(mine.json().data).toEqual([expect.objectContaining({ id: store.id, role: 'owner' })]);

    const again = await inviteSeller(db(), { storeUrl: store.url, email: 'owner@kedai-baru.example.my' }, 'http://127.0.0.1:3997');
    expect(again).toMatchObject({ created: false, userId: first.userId });
    expect(await db().$count(storeMembers, eq(storeMembers.userId, first.userId))).toBe(1);
    await expect(inviteSeller(db(), { storeUrl: 'no-such-store', email: 'x@example.my' }, 'http://x')).rejects.toMatchObject({ statusCode: 404 });
    await expect(inviteSeller(db(), { storeUrl: store.url, email: 'not an address' }, 'http://x')).rejects.toMatchObject({ statusCode: 400 });
    expect(await db().$count(users, eq(users.email, 'x@example.my'))).toBe(0);
  });

  it('takes a delivery from accepted to shipped with tracking the buyer sees, and the buyer completes it', async () => {
    const { buyer, order, storeId } = await paidOrder(1, 'NATIONWIDE_DELIVERY', 'ship-1');
    const me = await seller(storeId);
    const base = `/seller/stores/${storeId}/orders/${order.id}`;

    const inbox = await get(`/seller/stores/${storeId}/orders?status=PROCESSED`, me.auth);
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    const detail = (await get(base, me.auth)).json().data;
    expect(detail).toMatchObject({ status: 'PROCESSED', actions: ['accept', 'reject'], accepted_at: null, buyer: { name: expect.any(String) } });
    expect(detail.payout).toEqual(payoutOf({ subtotal: detail.totals.subtotal, discount: detail.totals.discount, grandTotal: detail.totals.grand_total }));

    expect((await post(`${base}/ready`, me.auth)).statusCode).toBe(409);
    expect((await post(`${base}/accept`, me.auth)).json().data).toMatchObject({ actions: ['ready', 'cancel'], accepted_at: expect.any(String) });
    expect((await post(`${base}/accept`, me.auth)).statusCode).toBe(409);
    expect((await post(`${base}/ready`, me.auth)).json().data).toMatchObject({ status: 'READY_TO_SHIP', actions: ['ship', 'cancel'] });
    for (const bad of [{}, { courier: 'Pos Laju' }, { courier: 'Pos Laju', tracking_no: 'ab' }, { courier: 'Pos Laju', tracking_no: '<script>' }, { courier: '', tracking_no: 'EP123456789MY' }]) {
      expect((await post(`${base}/ship`, me.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const shipped = await post(`${base}/ship`, me.auth, { courier: 'Pos Laju', tracking_no: 'EP123456789MY' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 'SHIPPED', courier: 'Pos Laju', tracking_no: 'EP123456789MY', actions: ['tracking'] });
    expect((await post(`${base}/tracking`, me.auth, { status: 'DELIVERED', description: 'Delivered to the shop', location: 'Kuala Lumpur' })).statusCode).toBe(200);

    const tracking = await get(`/mydin-online/order/shipping/detail/${order.id}`, buyer.auth);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json().data).toMatchObject({ order_no: order.order_no, courier: 'Pos Laju', tracking_no: 'EP123456789MY' });
    expect(tracking.json().data.events.map((e: { status: string }) => e.status)).toEqual(['UNFULFILLED', 'PACKED', 'IN_TRANSIT', 'DELIVERED']);
    expect(tracking.json().data.events.at(-1)).toMatchObject({ description: 'Delivered to the shop', location: 'Kuala Lumpur' });
    expect((await get(`/mydin-online/order/shipping/detail/${order.id}`, me.auth)).statusCode).toBe(404);
    // The seller's order carries the same events.
    expect((await get(base, me.auth)).json().data.tracking_events).toEqual(tracking.json().data.events);

    expect((await post(`/mydin-online/order/complete/${order.id}`, buyer.auth)).json().data).toMatchObject({ status: 'COMPLETE' });
    expect((await post(`${base}/tracking`, me.auth, { status: 'RETURNED', description: 'x' })).statusCode).toBe(409);
  });

  it('rejects a paid order with a reason, refunding the buyer and returning the stock', async () => {
    const { a, buyer, order, storeId } = await paidOrder(2, 'NATIONWIDE_DELIVERY', 'reject-1');
    const me = await seller(storeId);
    const balance = async () => (await db().select({ s: sql<number>`sum(${eCreditTransactions.amount})::int` }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, buyer.userId)))[0]?.s;
    const before = await balance();
    expect((await post(`/seller/stores/${storeId}/orders/${order.id}/reject`, me.auth, { reason: 'NOT_A_REASON' })).statusCode).toBe(400);
    const res = await post(`/seller/stores/${storeId}/orders/${order.id}/reject`, me.auth, { reason: 'SELLER_REQUEST', note: 'Out of this item' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect(await stockOf(a.id)).toBe(5);
    expect(await balance()).toBe((before ?? 0) + order.grand_total);
  });

  it('hands a pickup over instead of shipping it', async () => {
    const { order, storeId } = await paidOrder(3, 'SELF_PICK_UP', 'pickup-1');
    const me = await seller(storeId);
    const base = `/seller/stores/${storeId}/orders/${order.id}`;
    await post(`${base}/accept`, me.auth);
    expect((await post(`${base}/ready`, me.auth)).json().data.actions).toEqual(['collected', 'cancel']);
    expect((await post(`${base}/ship`, me.auth, { courier: 'Pos Laju', tracking_no: 'EP123456789MY' })).statusCode).toBe(409);
    expect((await post(`${base}/collected`, me.auth)).json().data).toMatchObject({ status: 'COMPLETE', actions: [] });
  });

  it('shows and changes a store’s orders and products only to its sellers', async () => {
    const { a, order, storeId } = await paidOrder(4, 'NATIONWIDE_DELIVERY', 'scope-1');
    const [other] = await db().select({ id: stores.id }).from(stores).where(sql`${stores.id} <> ${storeId}`).limit(1);
    const outsider = await seller(other?.id ?? 0);
    const buyer = await createSignedInUser(t.database);
    for (const auth of [outsider.auth, buyer.auth]) {
      expect((await get(`/seller/stores/${storeId}/orders`, auth)).statusCode).toBe(404);
      expect((await get(`/seller/stores/${storeId}/orders/${order.id}`, auth)).statusCode).toBe(404);
      expect((await post(`/seller/stores/${storeId}/orders/${order.id}/accept`, auth)).statusCode).toBe(404);
      expect((await post(`/seller/stores/${storeId}/products/${a.id}`, auth, { stock_count: 1 })).statusCode).toBe(404);
    }
    // Through a store the outsider does sell for, the other store's order and product are not there either.
    expect((await get(`/seller/stores/${other?.id}/orders/${order.id}`, outsider.auth)).statusCode).toBe(404);
    expect((await post(`/seller/stores/${other?.id}/orders/${order.id}/accept`, outsider.auth)).statusCode).toBe(404);
    expect((await post(`/seller/stores/${other?.id}/products/${a.id}`, outsider.auth, { stock_count: 1 })).statusCode).toBe(404);
    expect([await db().select({ acceptedAt: orders.acceptedAt }).from(orders).where(eq(orders.id, order.id)), await stockOf(a.id)]).toEqual([[{ acceptedAt: null }], 3]);
    expect((await get(`/seller/stores/${storeId}/orders`, {})).statusCode).toBe(401);
  });

  it('makes a registered user a seller of a store with the development tool, and nothing else', async () => {
    const [store] = await db().select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1).offset(31);
    const user = await createSignedInUser(t.database);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.userId));
    const link = (payload: object) => t.app.inject({ method: 'POST', url: '/api/dev/seller', payload });
    expect((await get('/seller/stores', user.auth)).json().data).toEqual([]);
    for (const [payload, status] of [
      [{ email: 'nobody@example.my', store_id: store?.id }, 404],
      [{ email: row?.email, store_id: 999_999_999 }, 404],
      [{ email: row?.email, store_id: store?.id, role: 'boss' }, 400],
      [{ email: row?.email }, 400],
    ] as const) expect((await link(payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect(await db().$count(storeMembers, eq(storeMembers.userId, user.userId))).toBe(0);
    expect((await link({ email: row?.email, store_id: store?.id })).statusCode).toBe(200);
    expect((await link({ email: row?.email, store_id: store?.id })).statusCode).toBe(200);
    expect((await get('/seller/stores', user.auth)).json().data).toEqual([expect.objectContaining({ id: store?.id, role: 'owner' })]);
  });

  it('lets a seller change prices, stock, quantity rules and tiers, all checked together, and the cart follows', async () => {
    const { a, b } = await twoSellers(t, 5);
    const me = await seller(a.storeId);
    const url = `/seller/stores/${a.storeId}/products/${a.id}`;
    const listed = await get(`/seller/stores/${a.storeId}/products?per_page=100`, me.auth);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(a.id);
    expect(listed.json().data.map((p: { id: number }) => p.id)).not.toContain(b.id);

    const changed = await post(url, me.auth, { price: 1_500, discount_percent: 15, stock_count: 500, min_qty: 6, qty_step: 6, max_qty: 120, price_tiers: [{ min_qty: 24, unit_price: 1_200 }, { min_qty: 60, unit_price: 1_100 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    // RM 15.00 less 15 % is RM 12.75.
    expect(changed.json().data).toMatchObject({ price: 1_500, price_after_discount: 1_275, stock_count: 500, min_qty: 6, qty_step: 6, max_qty: 120, price_tiers: [{ min_qty: 24, unit_price: 1_200 }, { min_qty: 60, unit_price: 1_100 }] });

    const refusals: [object, string][] = [
      [{ min_qty: 5 }, 'min_qty'],
      [{ max_qty: 3 }, 'max_qty'],
      [{ price_tiers: [{ min_qty: 30, unit_price: 1_300 }] }, 'price_tiers.0.unit_price'],
      [{ price_tiers: [{ min_qty: 30, unit_price: 1_200 }, { min_qty: 24, unit_price: 1_100 }] }, 'price_tiers.1.min_qty'],
      [{ price_tiers: [{ min_qty: 6, unit_price: 1_000 }] }, 'price_tiers.0.min_qty'],
    ];
    for (const [body, field] of refusals) {
      const res = await post(url, me.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    for (const bad of [{}, { price: -1 }, { stock_count: 'many' }, { discount_percent: 95 }, { name: 'x' }]) expect((await post(url, me.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const [now] = await db().select({ minQty: products.minQty, price: products.priceAfterDiscount }).from(products).where(eq(products.id, a.id));
    expect(now).toEqual({ minQty: 6, price: 1_275 });

    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 24 }]);
    const cart = (await get('/mydin-online/cart', buyer.auth)).json().data;
    expect(cart.groups[0].items[0]).toMatchObject({ unit_price: 1_200, min_qty: 6, qty_step: 6 });
    expect(await db().$count(storeMembers, and(eq(storeMembers.userId, me.userId)))).toBe(1);
  });

  it('gives the buyer and the seller the paid order’s tax invoice as a PDF, and no invoice before payment', async () => {
    const { buyer, order, storeId } = await paidOrder(6, 'NATIONWIDE_DELIVERY', 'invoice-1');
    const [store] = await db().select().from(stores).where(eq(stores.id, storeId));
    const res = await get(`/mydin-online/order/invoice/${order.id}`, buyer.auth);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.order_no}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of ['TAX INVOICE', `INV-${order.order_no}`, store?.domainName ?? '-', `TIN: ${store?.tin}`, 'TIN: EI00000000010', 'SST 10%', 'Sales tax (SST)', 'Total']) expect(text, expected).toContain(expected);

    const me = await seller(storeId);
    const theirs = await get(`/seller/stores/${storeId}/orders/${order.id}/invoice`, me.auth);
    expect(theirs.statusCode).toBe(200);
    expect(pdfText(theirs.rawPayload)).toContain(`INV-${order.order_no}`);
    const stranger = await createSignedInUser(t.database);
    expect((await get(`/mydin-online/order/invoice/${order.id}`, stranger.auth)).statusCode).toBe(404);
    const [otherStore] = await db().select({ id: stores.id }).from(stores).where(sql`${stores.id} <> ${storeId}`).limit(1);
    const outsider = await seller(otherStore?.id ?? 0);
    expect((await get(`/seller/stores/${otherStore?.id}/orders/${order.id}/invoice`, outsider.auth)).statusCode).toBe(404);

    // An unpaid order has no invoice yet.
    const { a } = await twoSellers(t, 7);
    const unpaidBuyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const unpaid = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...unpaidBuyer.auth, 'idempotency-key': 'invoice-2' }, payload: { address_id: unpaidBuyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' } });
    expect((await get(`/mydin-online/order/invoice/${unpaid.json().data.orders[0].id}`, unpaidBuyer.auth)).statusCode).toBe(409);
  });

  it('completes a shipped order the buyer has not confirmed a week after shipping, once', async () => {
    const { order, storeId } = await paidOrder(8, 'NATIONWIDE_DELIVERY', 'auto-complete-1');
    const me = await seller(storeId);
    const base = `/seller/stores/${storeId}/orders/${order.id}`;
    await post(`${base}/accept`, me.auth);
    await post(`${base}/ready`, me.auth);
    expect((await post(`${base}/ship`, me.auth, { courier: 'Pos Laju', tracking_no: 'EP123456789MY' })).statusCode).toBe(200);
    const day = 86_400_000;
    const status = async () => (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.s;
    expect(await completeShippedOrders(db(), { publicUrl: 'http://x', now: new Date(Date.now() + (AUTO_COMPLETE_DAYS - 1) * day) })).toBe(0);
    expect(await status()).toBe('SHIPPED');
    expect(await completeShippedOrders(db(), { publicUrl: 'http://x', now: new Date(Date.now() + (AUTO_COMPLETE_DAYS + 1) * day) })).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('COMPLETE');
    const [last] = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(sql`${orderStatusHistory.id} desc`).limit(1);
    expect(last).toMatchObject({ fromStatus: 'SHIPPED', toStatus: 'COMPLETE', actor: 'system' });
    expect(await completeShippedOrders(db(), { publicUrl: 'http://x', now: new Date(Date.now() + (AUTO_COMPLETE_DAYS + 1) * day) })).toBe(0);
  });
});
