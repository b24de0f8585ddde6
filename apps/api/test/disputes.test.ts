import { randomBytes } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { disputePhotos, disputes, eCreditTransactions, orderLines, orderRefunds, orders, outboxEmails, storeMembers, stores, users } from '../src/db/schema';
import { moveOrders } from '../src/orders/transitions';
import { DATABASE_KINDS, createSignedInUser, useTestApi } from './harness';
import { paidOrder } from './payment-helpers';

const SECRET = 'sandbox-secret-for-the-dispute-tests';
const PUBLIC_URL = 'http://127.0.0.1:3997';
const DAY = 86_400_000;
type Auth = Record<string, string>;
type Upload = { filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body, as a browser sends a form with files. */
function multipart(fields: Record<string, string>, photos: Upload[] = []) {
  const boundary = `----borong${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const p of photos) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small JPEG carrying EXIF a buyer would not want passed on. */
const jpegWithExif = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } }).jpeg().withExif({ IFD0: { Copyright: 'Aminah, Jalan Ampang 12' } }).toBuffer();

describe.each(DATABASE_KINDS)('disputes on %s', (kind) => {
  const t = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL } });
  const db = () => t.database.db;
  const inject = (method: 'GET' | 'POST', url: string, auth: Auth, body?: { payload: Buffer | object; headers?: Record<string, string> }) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...(body?.headers ?? {}) }, ...(body ? { payload: body.payload } : {}) });
  const eCredit = async (userId: number) => Number((await db().select({ s: sql<number>`coalesce(sum(${eCreditTransactions.amount}), 0)` }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, userId)))[0]?.s);
  const mailsTo = async (userId: number, subject: string) => {
    const [u] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
    return db().select({ subject: outboxEmails.subject, text: outboxEmails.textBody }).from(outboxEmails).where(and(eq(outboxEmails.recipient, u?.email ?? ''), like(outboxEmails.subject, `%${subject}%`)));
  };

  /** A paid order taken to COMPLETE `daysAgo` days ago, its line, and a seller of its store. */
  async function completedOrder(offset: number, daysAgo = 0) {
    const paid = await paidOrder(t, offset);
    const now = new Date(Date.now() - daysAgo * DAY);
    await db().transaction(async (tx) => {
      const move = { now, publicUrl: PUBLIC_URL, reason: 'test' };
      await moveOrders(tx, [paid.order.id], { ...move, to: 'READY_TO_SHIP', actor: 'seller' });
      await moveOrders(tx, [paid.order.id], { ...move, to: 'SHIPPED', actor: 'seller' });
      await moveOrders(tx, [paid.order.id], { ...move, to: 'COMPLETE', actor: 'buyer' });
    });
    const [row] = await db().select({ storeId: orders.storeId, lineId: orderLines.id }).from(orders).innerJoin(orderLines, eq(orderLines.orderId, orders.id)).where(eq(orders.id, paid.order.id));
    if (!row) throw new Error('no line');
    const seller = await createSignedInUser(t.database);
    await db().insert(storeMembers).values({ userId: seller.userId, storeId: row.storeId, role: 'owner' });
    return { ...paid, ...row, seller };
  }
  /** A seller of some other store than `storeId`. */
  async function otherStoresSeller(storeId: number) {
    const [store] = await db().select({ id: stores.id }).from(stores).where(ne(stores.id, storeId)).limit(1);
    const seller = await createSignedInUser(t.database);
    await db().insert(storeMembers).values({ userId: seller.userId, storeId: store?.id ?? 0, role: 'owner' });
    return { ...seller, storeId: store?.id ?? 0 };
  }
  const fields = (lineId: number, extra: Record<string, string> = {}) => ({ reason: 'DAMAGED', description: 'The box arrived crushed and two packs leaked.', items: JSON.stringify([{ order_line_id: lineId, quantity: 1 }]), ...extra });

  it('opens a dispute with a photo kept without its metadata, shown only to the buyer and the store’s sellers, listed under returns', async () => {
    const { buyer, order, lineId, seller, storeId } = await completedOrder(1);
    const sent = await jpegWithExif();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const res = await inject('POST', `/mydin-online/order/dispute/${order.id}`, buyer.auth, multipart(fields(lineId), [{ filename: 'box.jpg', type: 'image/jpeg', bytes: sent }]));
    expect(res.statusCode, res.body).toBe(200);
    const { dispute } = res.json().data;
    expect(dispute).toMatchObject({ status: 'OPEN', reason: 'DAMAGED', items: [{ order_line_id: lineId, quantity: 1 }], answer: null, refundable: 3_000 });
    expect(res.json().data.dispute_until).toBeNull();
    const [photo] = dispute.photos;
    expect(photo.url).toMatch(/^\/disputes\/photos\/[0-9a-f]{32}\.jpg$/);

    const served = await inject('GET', photo.url, buyer.auth);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.jpg"$/);
    const kept = await sharp(served.rawPayload).metadata();
    expect([kept.format, kept.width, kept.exif]).toEqual(['jpeg', 64, undefined]);
    expect((await inject('GET', photo.url, seller.auth)).statusCode).toBe(200);
    const stranger = await createSignedInUser(t.database);
    const otherSeller = await otherStoresSeller(storeId);
    for (const who of [stranger, otherSeller]) expect((await inject('GET', photo.url, who.auth)).statusCode).toBe(404);

    const list = (await inject('GET', '/mydin-online/orders?status=RETURNS_CANCELLATION', buyer.auth)).json();
    expect(list.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(list.counts).toMatchObject({ RETURNS_CANCELLATION: 1, COMPLETE: 1 });
    expect(await mailsTo(seller.userId, 'opened a dispute')).toHaveLength(1);
    expect((await inject('GET', `/seller/stores/${otherSeller.storeId}/disputes`, seller.auth)).statusCode).toBe(404);
  });

  it('refuses a dispute on an order not complete, past the window, a second one, another buyer’s, wrong lines, bad or oversized photos; nothing kept', async () => {
    const paid = await paidOrder(t, 10);
    const [line] = await db().select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, paid.order.id));
    const send = (orderId: number, auth: Auth, f: Record<string, string>, photos: Upload[] = []) => inject('POST', `/mydin-online/order/dispute/${orderId}`, auth, multipart(f, photos));
    expect((await send(paid.order.id, paid.buyer.auth, fields(line?.id ?? 0))).statusCode).toBe(409);

    const old = await completedOrder(11, 8);
    expect((await send(old.order.id, old.buyer.auth, fields(old.lineId))).json()).toMatchObject({ code: 'DISPUTE_WINDOW_CLOSED' });

    const fresh = await completedOrder(12, 6);
    const stranger = await createSignedInUser(t.database);
    expect((await send(fresh.order.id, stranger.auth, fields(fresh.lineId))).statusCode).toBe(404);
    expect((await send(fresh.order.id, fresh.buyer.auth, fields(old.lineId))).statusCode).toBe(400);
    expect((await send(fresh.order.id, fresh.buyer.auth, { ...fields(fresh.lineId), items: JSON.stringify([{ order_line_id: fresh.lineId, quantity: 2 }]) })).statusCode).toBe(400);
    expect((await send(fresh.order.id, fresh.buyer.auth, { ...fields(fresh.lineId), reason: 'BORED' })).statusCode).toBe(400);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const renamed = await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId), [{ filename: 'photo.jpg', type: 'image/jpeg', bytes: html }]);
    expect(renamed.statusCode).toBe(415);
    // JPEG's first bytes on something that is not a JPEG: refused when decoding.
    const fake = await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId), [{ filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]) }]);
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId), [{ filename: 'big.jpg', type: 'image/jpeg', bytes: big }])).statusCode).toBe(413);
    const six = await Promise.all(Array.from({ length: 6 }, async () => ({ filename: 'p.jpg', type: 'image/jpeg', bytes: await jpegWithExif() })));
    expect((await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId), six)).statusCode).toBe(413);
    expect(await db().$count(disputes, eq(disputes.orderId, fresh.order.id))).toBe(0);

    expect((await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId), six.slice(0, 5))).statusCode).toBe(200);
    expect((await send(fresh.order.id, fresh.buyer.auth, fields(fresh.lineId))).json()).toMatchObject({ code: 'DISPUTE_EXISTS' });
    expect(await db().$count(disputePhotos, sql`${disputePhotos.disputeId} in (select id from ${disputes} where ${disputes.orderId} = ${fresh.order.id})`)).toBe(5);
  });

  it('lets the store’s seller refund a part, at most what is refundable, once; the buyer gets the e-credit and the mails', async () => {
    const { buyer, order, lineId, seller, storeId } = await completedOrder(20);
    expect((await inject('POST', `/mydin-online/order/dispute/${order.id}`, buyer.auth, multipart(fields(lineId)))).statusCode).toBe(200);
    const answer = (auth: Auth, body: object, store = storeId) => inject('POST', `/seller/stores/${store}/orders/${order.id}/dispute`, auth, { payload: body });
    const other = await otherStoresSeller(storeId);
    expect((await answer(other.auth, { outcome: 'REFUND_FULL' })).statusCode).toBe(404);
    expect((await answer(other.auth, { outcome: 'REFUND_FULL' }, other.storeId)).statusCode).toBe(404);
    expect((await answer(seller.auth, { outcome: 'REJECT' })).statusCode).toBe(400);
    expect((await answer(seller.auth, { outcome: 'REFUND_PART', amount: 3_001 })).json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
    expect(await eCredit(buyer.userId)).toBe(0);

    const res = await answer(seller.auth, { outcome: 'REFUND_PART', amount: 1_250, message: 'Sorry: refunding the leaked packs.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.dispute).toMatchObject({ status: 'PARTLY_REFUNDED', answer: { refund_amount: 1_250, message: 'Sorry: refunding the leaked packs.' }, refundable: 1_750 });
    expect(await eCredit(buyer.userId)).toBe(1_250);
    expect((await answer(seller.auth, { outcome: 'REJECT', message: 'No' })).json()).toMatchObject({ code: 'DISPUTE_ANSWERED' });

    const detail = (await inject('GET', `/mydin-online/order/detail/${order.id}`, buyer.auth)).json().data;
    expect(detail.refunds).toMatchObject([{ amount: 1_250, method: 'ECREDIT', status: 'REFUNDED', dispute_id: detail.dispute.id }]);
    expect(detail.dispute.status).toBe('PARTLY_REFUNDED');
    expect((await mailsTo(buyer.userId, 'dispute was answered'))[0]?.text).toMatch(/partly refunded.*Sorry: refunding the leaked packs\./s);
    expect(await mailsTo(buyer.userId, 'refund of RM')).toHaveLength(1);
    const list = (await inject('GET', `/seller/stores/${storeId}/disputes`, seller.auth)).json();
    expect(list.data).toMatchObject([{ order_id: order.id, status: 'PARTLY_REFUNDED' }]);
  });

  if (kind === 'postgres') {
    it('takes one of two disputes, and one of two answers, that arrive at once', async () => {
      const { buyer, order, lineId, seller, storeId } = await completedOrder(30);
      const opened = await Promise.all([0, 1].map(() => inject('POST', `/mydin-online/order/dispute/${order.id}`, buyer.auth, multipart(fields(lineId)))));
      expect(opened.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const answers = await Promise.all(
        [{ outcome: 'REFUND_FULL' }, { outcome: 'REFUND_PART', amount: 2_000 }].map((body) => inject('POST', `/seller/stores/${storeId}/orders/${order.id}/dispute`, seller.auth, { payload: body })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refunded = Number((await db().select({ s: sql<number>`sum(${orderRefunds.amount})` }).from(orderRefunds).where(eq(orderRefunds.orderId, order.id)))[0]?.s);
      expect([3_000, 2_000]).toContain(refunded);
      expect(await eCredit(buyer.userId)).toBe(refunded);
    });
  }
});
