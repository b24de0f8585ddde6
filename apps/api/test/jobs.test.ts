import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eCreditTransactions, orderStatusHistory, orders, payments, pickupSlotBookings, products, promotionUses, promotions, shippingVouchers } from '../src/db/schema';
import { JOBS, startJobQueue } from '../src/jobs/queue';
import { dueUnpaidCheckouts, expireCheckout, expireUnpaidOrders } from '../src/orders/expire-unpaid';
import { reconcilePayments, RECONCILE_AFTER_MS } from '../src/payments/reconcile';
import { sandboxGateway } from '../src/payments/sandbox';
import { xSignature } from '../src/payments/signature';
import { buyerWithCart, tomorrow, twoSellers } from './checkout-helpers';
import { DATABASE_KINDS, runJob, useTestApi, type TestApi } from './harness';

const SECRET = 'sandbox-secret-for-the-job-tests';
const PUBLIC_URL = 'http://127.0.0.1:3998';
const quiet = { warn: () => {} };

type Placed = { checkout_id: number; orders: { id: number }[]; payment: { id: number; redirect_url: string } };

describe.each(DATABASE_KINDS)('jobs on %s', (kind) => {
  const t: TestApi = useTestApi(kind, { env: { PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL } });
  const gateway = () => sandboxGateway(t.database.db, SECRET, PUBLIC_URL);
  const stockOf = async (id: number) => (await t.database.db.select({ s: products.stockCount }).from(products).where(eq(products.id, id)))[0]?.s;
  const statusesOf = async (checkoutId: number) => (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id))).map((o) => o.s);
  const paymentStatus = async (checkoutId: number) => (await t.database.db.select({ s: payments.status }).from(payments).where(eq(payments.checkoutId, checkoutId)))[0]?.s;
  const payByOf = async (checkoutId: number) => {
    const [row] = await t.database.db.select({ payBy: orders.payBy }).from(orders).where(eq(orders.checkoutId, checkoutId)).limit(1);
    if (!row?.payBy) throw new Error('an unpaid order has a pay-by time');
    return row.payBy;
  };
  const after = (time: Date, ms = 1_000) => new Date(time.getTime() + ms);

  /** An FPX order of one line of `a` by nationwide delivery, unpaid. */
  async function unpaidOrder(offset: number, key: string) {
    const { a } = await twoSellers(t, offset);
    const buyer = await buyerWithCart(t, [{ productId: a.id, quantity: 2 }]);
    const body = { address_id: buyer.addressId, deliveries: [{ store_id: a.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'FPX', bank_code: 'MB2U0227' };
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': key }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as Placed;
    return { a, buyer, placed, ref: new URL(placed.payment.redirect_url).pathname.split('/').at(-1) ?? '' };
  }

  it('cancels a checkout unpaid past its time and gives back its stock, slot, promo use, voucher and e-credit, once', async () => {
    const { a, b } = await twoSellers(t, 10);
    const buyer = await buyerWithCart(t, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 5 },
    ]);
    await t.database.db.insert(eCreditTransactions).values({ userId: buyer.userId, invoiceNumber: 'TOPUP-1', amount: 1_000 });
    const [voucher] = await t.database.db.insert(shippingVouchers).values({ userId: buyer.userId, amount: 600, expiresAt: new Date(Date.now() + 86_400_000) }).returning();
    const promoBefore = (await t.database.db.select({ n: promotions.usedCount }).from(promotions).where(eq(promotions.code, 'BORONG10')))[0]?.n;
    const slot = { storeId: a.storeId, slotDate: tomorrow(), slot: 'AFTERNOON' as const };
    const body = {
      address_id: buyer.addressId,
      deliveries: [
        { store_id: a.storeId, method: 'SELF_PICK_UP', slot_date: slot.slotDate, slot: slot.slot },
        { store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' },
      ],
      promotion_code: 'BORONG10',
      shipping_promotion_user_id: voucher?.id,
      offset_amount: 700,
      payment_method: 'FPX',
      bank_code: 'MB2U0227',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/mydin-online/cart/checkout-mydin-store-cart', headers: { ...buyer.auth, 'idempotency-key': 'expire-all' }, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data as Placed;
    const payBy = await payByOf(placed.checkout_id);
    const bookedSlot = async () => (await t.database.db.select({ n: pickupSlotBookings.booked }).from(pickupSlotBookings).where(and(eq(pickupSlotBookings.storeId, slot.storeId), eq(pickupSlotBookings.slotDate, slot.slotDate), eq(pickupSlotBookings.slot, slot.slot))))[0]?.n;
    const balance = async () => (await t.database.db.select({ s: sql<number>`coalesce(sum(${eCreditTransactions.amount}), 0)::int` }).from(eCreditTransactions).where(eq(eCreditTransactions.userId, buyer.userId)))[0]?.s;
    expect([await stockOf(a.id), await bookedSlot(), await balance()]).toEqual([3, 1, 300]);

    // Not before its time.
    expect(await expireUnpaidOrders(t.database.db, { publicUrl: PUBLIC_URL, now: new Date(payBy.getTime() - 1_000) })).toEqual({ cancelled: 0, paid: 0, nothing: 0 });
    expect(await statusesOf(placed.checkout_id)).toEqual(['NEW_ORDER', 'NEW_ORDER']);

    expect(await expireUnpaidOrders(t.database.db, { publicUrl: PUBLIC_URL, now: after(payBy) })).toMatchObject({ cancelled: 1 });
    expect(await statusesOf(placed.checkout_id)).toEqual(['CANCELLED', 'CANCELLED']);
    const history = await t.database.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, placed.orders.map((o) => o.id))).orderBy(desc(orderStatusHistory.id)).limit(2);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      ['NEW_ORDER', 'CANCELLED', 'system'],
      ['NEW_ORDER', 'CANCELLED', 'system'],
    ]);
    const released = async () => ({
      stock: await stockOf(a.id),
      slot: await bookedSlot(),
      balance: await balance(),
      promo: (await t.database.db.select({ n: promotions.usedCount }).from(promotions).where(eq(promotions.code, 'BORONG10')))[0]?.n,
      uses: await t.database.db.$count(promotionUses, eq(promotionUses.checkoutId, placed.checkout_id)),
      voucher: (await t.database.db.select({ used: shippingVouchers.usedAt }).from(shippingVouchers).where(eq(shippingVouchers.id, voucher?.id ?? 0)))[0]?.used,
      payment: await paymentStatus(placed.checkout_id),
    });
    const expected = { stock: 5, slot: 0, balance: 1_000, promo: promoBefore, uses: 0, voucher: null, payment: 'CANCELLED' };
    expect(await released()).toEqual(expected);

    // A second round, or the job running twice, gives nothing back twice.
    expect(await expireCheckout(t.database.db, placed.checkout_id, { publicUrl: PUBLIC_URL, now: after(payBy, 60_000) })).toBe('nothing');
    expect(await expireUnpaidOrders(t.database.db, { publicUrl: PUBLIC_URL, now: after(payBy, 60_000) })).toMatchObject({ cancelled: 0 });
    expect(await released()).toEqual(expected);
    // The buyer can no longer pay for it.
    const retry = await t.app.inject({ method: 'POST', url: `/api/payments/${placed.payment.id}/retry`, headers: buyer.auth });
    expect(retry.statusCode).toBe(409);
  });

  it('asks the gateway before cancelling, so a payment whose callback is late still counts', async () => {
    const { a, placed, ref } = await unpaidOrder(11, 'late-callback');
    await gateway().decide(ref, 'approve');
    expect(await paymentStatus(placed.checkout_id)).toBe('PENDING');
    const now = after(await payByOf(placed.checkout_id));
    expect(await expireUnpaidOrders(t.database.db, { publicUrl: PUBLIC_URL, provider: gateway(), now })).toMatchObject({ paid: 1, cancelled: 0 });
    expect(await statusesOf(placed.checkout_id)).toEqual(['PROCESSED']);
    expect(await paymentStatus(placed.checkout_id)).toBe('PAID');
    expect(await stockOf(a.id)).toBe(3);
  });

  it('reconciles payments still pending after their callback should have come', async () => {
    const { placed, ref } = await unpaidOrder(12, 'reconcile');
    await gateway().decide(ref, 'approve');
    expect(await reconcilePayments(t.database.db, gateway(), { publicUrl: PUBLIC_URL })).toMatchObject({ applied: 0 });
    expect(await paymentStatus(placed.checkout_id)).toBe('PENDING');
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1_000);
    expect(await reconcilePayments(t.database.db, gateway(), { publicUrl: PUBLIC_URL, now: later })).toMatchObject({ applied: 1 });
    expect(await paymentStatus(placed.checkout_id)).toBe('PAID');
    expect(await statusesOf(placed.checkout_id)).toEqual(['PROCESSED']);
    // Asked again, the same answer is the same event: nothing moves twice.
    expect(await reconcilePayments(t.database.db, gateway(), { publicUrl: PUBLIC_URL, now: later })).toMatchObject({ applied: 0 });
  });

  it('runs the expiry through the job queue', async () => {
    const { a, placed } = await unpaidOrder(13, 'queued');
    await t.database.db.update(orders).set({ payBy: new Date(Date.now() - 1_000) }).where(eq(orders.checkoutId, placed.checkout_id));
    const queue = await startJobQueue({ database: t.database, provider: gateway(), publicUrl: PUBLIC_URL, log: quiet, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      expect(await runJob(queue.boss, JOBS.expireUnpaidOrders)).toBe('completed');
    } finally {
      await queue.stop();
    }
    expect(await statusesOf(placed.checkout_id)).toEqual(['CANCELLED']);
    expect(await stockOf(a.id)).toBe(5);
    expect(await dueUnpaidCheckouts(t.database.db, new Date())).not.toContain(placed.checkout_id);
  });

  it('schedules every job once, however many processes start a queue', async () => {
    const first = await startJobQueue({ database: t.database, provider: gateway(), publicUrl: PUBLIC_URL, log: quiet });
    const second = await startJobQueue({ database: t.database, provider: gateway(), publicUrl: PUBLIC_URL, log: quiet });
    try {
      const schedules = await second.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
        [JOBS.completeShippedOrders, '17 * * * *'],
        [JOBS.consolidateEInvoices, '5 * * * *'],
        [JOBS.expireUnpaidOrders, '* * * * *'],
        [JOBS.reconcilePayments, '*/2 * * * *'],
        [JOBS.submitEInvoices, '* * * * *'],
      ]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  if (kind === 'postgres') {
    it('lets a paid callback and the expiry race without ever both winning', async () => {
      const rounds = await Promise.all(Array.from({ length: 8 }, (_, i) => unpaidOrder(20 + i, `race-${i}`)));
      await Promise.all(
        rounds.map(async ({ placed, ref }) => {
          const fields = { id: ref, collection_id: 'sandbox', paid: 'true', state: 'paid', amount: '3160', paid_amount: '3160', paid_at: '2026-11-25T10:00:00.000Z', transaction_status: 'completed', url: '' };
          const [payment] = await t.database.db.select({ amount: payments.amount }).from(payments).where(eq(payments.checkoutId, placed.checkout_id));
          fields.amount = fields.paid_amount = String(payment?.amount);
          const callback = t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...fields, x_signature: xSignature(fields, SECRET) }).toString() });
          const expiry = expireCheckout(t.database.db, placed.checkout_id, { publicUrl: PUBLIC_URL, now: after(await payByOf(placed.checkout_id)) });
          const [answer] = await Promise.all([callback, expiry]);
          expect(answer.statusCode).toBe(200);
        }),
      );
      for (const { a, placed } of rounds) {
        const [status] = await statusesOf(placed.checkout_id);
        // Either the payment came first and the order stands with its stock taken, or the expiry
        // came first and the stock is back (the late money is then the refund issue 11 handles).
        expect([status, await stockOf(a.id)]).toEqual(status === 'PROCESSED' ? ['PROCESSED', 3] : ['CANCELLED', 5]);
        // Late money for cancelled orders is refunded to e-credit at once.
        const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutId, placed.checkout_id));
        const refunded = await t.database.db.select({ amount: eCreditTransactions.amount }).from(eCreditTransactions).where(eq(eCreditTransactions.invoiceNumber, `LATE-PAYMENT-${payment?.id}`));
        expect([payment?.status, refunded.map((r) => r.amount)]).toEqual(status === 'PROCESSED' ? ['PAID', []] : ['REFUNDED', [payment?.amount]]);
      }
    });
  }
});
