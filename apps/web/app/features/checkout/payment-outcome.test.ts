import { describe, expect, it } from 'vitest';
import { orderPaymentLabel, paymentOutcome, type PaymentSummary } from './payment-outcome';

const at = '2026-11-25T10:30:00.000Z';
const bill = 'http://127.0.0.1:3000/api/payments/sandbox/bills/abc';
const payment = (p: Partial<PaymentSummary> & Pick<PaymentSummary, 'status' | 'orders'>): PaymentSummary => ({ continue_url: null, ...p });

describe('paymentOutcome', () => {
  it('offers a retry while the orders still wait, with the time they lapse', () => {
    expect(paymentOutcome(payment({ status: 'FAILED', orders: [{ status: 'NEW_ORDER', pay_by: at }] }))).toEqual({ title: 'checkout.failedTitle', body: 'checkout.failedBody', tone: 'failure', canRetry: true, payBy: at, continueUrl: null });
    expect(paymentOutcome(payment({ status: 'CANCELLED', orders: [{ status: 'NEW_ORDER', pay_by: at }] }))).toMatchObject({ title: 'checkout.cancelledTitle', canRetry: true });
  });

  it('says the orders lapsed once the unpaid-order job cancelled them, with no retry and no way back to the bill', () => {
    const lapsed = payment({ status: 'CANCELLED', continue_url: bill, orders: [{ status: 'CANCELLED', pay_by: null }, { status: 'CANCELLED', pay_by: null }] });
    expect(paymentOutcome(lapsed)).toEqual({ title: 'checkout.lapsedTitle', body: 'checkout.lapsedBody', tone: 'failure', canRetry: false, payBy: null, continueUrl: null });
    expect(paymentOutcome({ ...lapsed, status: 'PENDING' })).toMatchObject({ title: 'checkout.lapsedTitle', canRetry: false, continueUrl: null });
  });

  it('waits for the bank with the way back to the open bill, and reports a payment as paid whatever came after', () => {
    expect(paymentOutcome(payment({ status: 'PENDING', continue_url: bill, orders: [{ status: 'NEW_ORDER', pay_by: at }] }))).toMatchObject({ title: 'checkout.pendingTitle', tone: 'waiting', payBy: at, canRetry: false, continueUrl: bill });
    expect(paymentOutcome(payment({ status: 'PAID', continue_url: bill, orders: [{ status: 'PROCESSED', pay_by: null }] }))).toMatchObject({ title: 'checkout.paidTitle', tone: 'success', continueUrl: null });
  });

  it('labels each order by its own status', () => {
    expect(['NEW_ORDER', 'CANCELLED', 'PROCESSED', 'SHIPPED'].map((s) => orderPaymentLabel(s as never))).toEqual(['checkout.statusUnpaid', 'checkout.statusCancelled', 'checkout.statusPaid', 'checkout.statusPaid']);
  });
});
