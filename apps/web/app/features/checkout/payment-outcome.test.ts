import { describe, expect, it } from 'vitest';
import { orderPaymentLabel, paymentOutcome } from './payment-outcome';

const at = '2026-11-25T10:30:00.000Z';

describe('paymentOutcome', () => {
  it('offers a retry while the orders still wait, with the time they lapse', () => {
    expect(paymentOutcome({ status: 'FAILED', orders: [{ status: 'NEW_ORDER', pay_by: at }] })).toEqual({ title: 'checkout.failedTitle', body: 'checkout.failedBody', tone: 'failure', canRetry: true, payBy: at });
    expect(paymentOutcome({ status: 'CANCELLED', orders: [{ status: 'NEW_ORDER', pay_by: at }] })).toMatchObject({ title: 'checkout.cancelledTitle', canRetry: true });
  });

  it('says the orders lapsed once the unpaid-order job cancelled them, with no retry', () => {
    const lapsed = { status: 'CANCELLED' as const, orders: [{ status: 'CANCELLED' as const, pay_by: null }, { status: 'CANCELLED' as const, pay_by: null }] };
    expect(paymentOutcome(lapsed)).toEqual({ title: 'checkout.lapsedTitle', body: 'checkout.lapsedBody', tone: 'failure', canRetry: false, payBy: null });
    expect(paymentOutcome({ ...lapsed, status: 'PENDING' })).toMatchObject({ title: 'checkout.lapsedTitle', canRetry: false });
  });

  it('waits for the bank, and reports a payment as paid whatever came after', () => {
    expect(paymentOutcome({ status: 'PENDING', orders: [{ status: 'NEW_ORDER', pay_by: at }] })).toMatchObject({ title: 'checkout.pendingTitle', tone: 'waiting', payBy: at, canRetry: false });
    expect(paymentOutcome({ status: 'PAID', orders: [{ status: 'PROCESSED', pay_by: null }] })).toMatchObject({ title: 'checkout.paidTitle', tone: 'success' });
  });

  it('labels each order by its own status', () => {
    expect(['NEW_ORDER', 'CANCELLED', 'PROCESSED', 'SHIPPED'].map((s) => orderPaymentLabel(s as never))).toEqual(['checkout.statusUnpaid', 'checkout.statusCancelled', 'checkout.statusPaid', 'checkout.statusPaid']);
  });
});
