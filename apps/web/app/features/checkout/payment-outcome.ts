import type { OrderStatus, PaymentStatus } from '@borong/contracts/statuses';
import type { MessageKey } from '../../i18n/en';

export interface PaymentSummary {
  status: PaymentStatus;
  continue_url: string | null;
  orders: { status: OrderStatus; pay_by: string | null }[];
}

export interface PaymentOutcome {
  title: MessageKey;
  body: MessageKey;
  tone: 'success' | 'waiting' | 'failure';
  /** A new bill can be opened: the payment did not go through and its orders still wait for it. */
  canRetry: boolean;
  /** When the unpaid orders are cancelled if nothing is paid. */
  payBy: string | null;
  /** The open bill's page, for a buyer who left the gateway before paying. */
  continueUrl: string | null;
}

/**
 * What the payment result page tells the buyer, from the payment and its orders as the server
 * knows them: paid; waiting for the bank; failed or cancelled while the orders still wait (try
 * again before they lapse); or lapsed, the orders cancelled by the unpaid-order job.
 */
export function paymentOutcome(payment: PaymentSummary): PaymentOutcome {
  const waiting = payment.orders.filter((o) => o.status === 'NEW_ORDER');
  const payBy = waiting.map((o) => o.pay_by).find((at): at is string => at !== null) ?? null;
  const none = { canRetry: false, payBy: null, continueUrl: null };
  if (payment.status === 'PAID') return { ...none, title: 'checkout.paidTitle', body: 'checkout.paidBody', tone: 'success' };
  if (waiting.length === 0 && payment.orders.some((o) => o.status === 'CANCELLED'))
    return { ...none, title: 'checkout.lapsedTitle', body: 'checkout.lapsedBody', tone: 'failure' };
  if (payment.status === 'FAILED' || payment.status === 'CANCELLED')
    return { ...none, title: payment.status === 'FAILED' ? 'checkout.failedTitle' : 'checkout.cancelledTitle', body: 'checkout.failedBody', tone: 'failure', canRetry: waiting.length > 0, payBy };
  return { ...none, title: 'checkout.pendingTitle', body: 'checkout.pendingBody', tone: 'waiting', payBy, continueUrl: waiting.length > 0 ? payment.continue_url : null };
}

/** An order's line on the result page: waiting for payment, cancelled, or paid and on its way. */
export function orderPaymentLabel(status: OrderStatus): MessageKey {
  if (status === 'NEW_ORDER') return 'checkout.statusUnpaid';
  if (status === 'CANCELLED') return 'checkout.statusCancelled';
  return 'checkout.statusPaid';
}
