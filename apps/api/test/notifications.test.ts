import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, outboxEmails, stores, storeMembers, users } from '../src/db/schema';
import { buyerWithCart, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';

const PUBLIC_URL = 'http://127.0.0.1:3995';

describe.each(DATABASE_KINDS)('order mails on %s', (kind) => {
  const t = useTestApi(kind, { env: { PUBLIC_URL } });
  const db = () => t.database.db;
  const lastMailId = async () => (await db().select({ id: outboxEmails.id }).from(outboxEmails).orderBy(asc(outboxEmails.id))).at(-1)?.id ?? 0;
  const mailsSince = (id: number, to: string[]) =>
    db()
      .select({ to: outboxEmails.recipient, subject: outboxEmails.subject, text: outboxEmails.textBody, html: outboxEmails.htmlBody })
      .from(outboxEmails)
      .where(and(gt(outboxEmails.id, id), inArray(outboxEmails.recipient, to)))
      .orderBy(asc(outboxEmails.id));

  it('tells the buyer in their language and the store’s sellers in theirs, as each change commits', async () => {
    const { a } = await twoSellers(t, 1);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const [buyerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
    const seller = await createSignedInUser(t.database, { name: 'Encik Halim' });
    await db().insert(storeMembers).values({ userId: seller.userId, storeId: a.storeId, role: 'owner', locale: 'en' });
    const [sellerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, seller.userId));
    const recipients = [buyerRow?.email ?? '', sellerRow?.email ?? ''];
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const [store] = await db().select({ name: stores.domainName }).from(stores).where(eq(stores.id, a.storeId));

    let mark = await lastMailId();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': 'mail-1', 'accept-language': 'ms' },
      payload: { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.orders[0] as { id: number; order_no: string };
    const paid = await mailsSince(mark, recipients);
    expect(paid.map((m) => [m.to, m.subject])).toEqual([
      [recipients[0], `Pesanan ${order.order_no}: bayaran diterima`],
      [recipients[1], `New paid order ${order.order_no}`],
    ]);
    expect(paid[0]?.text).toContain(`${PUBLIC_URL}/bm/order-confirmation/${order.id}`);
    expect(paid[0]?.html).toContain('<html lang="ms">');
    expect(paid[1]?.text).toContain(`${PUBLIC_URL}/seller/${a.storeId}/orders/${order.id}`);

    const base = `/api/seller/stores/${a.storeId}/orders/${order.id}`;
    mark = await lastMailId();
    await t.app.inject({ method: 'POST', url: `${base}/accept`, headers: seller.auth });
    await t.app.inject({ method: 'POST', url: `${base}/ready`, headers: seller.auth });
    await t.app.inject({ method: 'POST', url: `${base}/ship`, headers: seller.auth, payload: { courier: 'J&T Express', tracking_no: 'JT0000123456' } });
    const shipping = await mailsSince(mark, recipients);
    expect(shipping.map((m) => m.subject)).toEqual([`Pesanan ${order.order_no} diterima oleh ${store?.name}`, `Pesanan ${order.order_no} dihantar`]);
    expect(shipping[1]?.text).toContain('J&T Express, nombor penjejakan JT0000123456');
    // Text from the database is escaped in the HTML part.
    expect(shipping[1]?.html).toContain('J&amp;T Express');

    mark = await lastMailId();
    await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/complete/${order.id}`, headers: buyer.auth });
    expect((await mailsSince(mark, recipients)).map((m) => [m.to, m.subject])).toEqual([
      [recipients[0], `Pesanan ${order.order_no} selesai`],
      [recipients[1], `Order ${order.order_no} completed`],
    ]);
  });

  it('tells of a cancellation and the refund, and writes nothing when the change is refused', async () => {
    const { a } = await twoSellers(t, 2);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 1 }]);
    const [buyerRow] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
    await db().insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP', amount: 100_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/mydin-online/cart/checkout-mydin-store-cart',
      headers: { ...buyer.auth, 'idempotency-key': 'mail-2' },
      payload: { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'E-CREDIT' },
    });
    const order = placed.json().data.orders[0] as { id: number; order_no: string; grand_total: number };
    const mark = await lastMailId();
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${order.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(200);
    const mails = await mailsSince(mark, [buyerRow?.email ?? '']);
    expect(mails.map((m) => m.subject)).toEqual([`Order ${order.order_no} cancelled`, expect.stringMatching(new RegExp(`^Order ${order.order_no}: refund of RM\\s?\\d+\\.\\d\\d$`))]);
    expect(mails[0]?.text).toContain('(change of mind)');
    const after = await lastMailId();
    expect((await t.app.inject({ method: 'POST', url: `/api/mydin-online/order/cancel/${order.id}`, headers: buyer.auth, payload: { reason: 'CHANGE_OF_MIND' } })).statusCode).toBe(409);
    expect(await lastMailId()).toBe(after);
  });
});
