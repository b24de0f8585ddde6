import type { PaymentMethod, PaymentStatus } from '@borong/contracts/statuses';
import { HttpError } from '../app/errors';
import type { Db } from '../db/client';

/** A provider's word about a payment, whichever way it came (callback, redirect, status query). */
export interface PaymentEvent {
  provider: string;
  /** Unique per provider for one fact (bill id + state + paid time): a replay has the same key. */
  eventKey: string;
  providerRef: string;
  status: Extract<PaymentStatus, 'PAID' | 'FAILED' | 'CANCELLED' | 'PENDING'>;
  /** The bill's amount, and what was actually paid, in sen. */
  amount: number;
  paidAmount: number;
}

export interface BillRequest {
  paymentId: number;
  amount: number;
  method: PaymentMethod;
  bankCode?: string;
  description: string;
  /** Who pays: a real gateway puts them on its bill (Billplz requires a name and an e-mail). */
  payer: { name: string; email: string };
  /** Where the provider sends the buyer's browser afterwards, and where it posts its callback. */
  returnUrl: string;
  callbackUrl: string;
}

/**
 * The payment-provider interface (issue 10), after Medusa's provider surface: open a bill the
 * buyer pays on the provider's page, turn a callback into one normalised event after checking
 * its signature, ask the provider about a payment, refund. The sandbox and Billplz implement it.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Opens a bill. Called after the placing transaction commits, never inside one that holds
   * other buyers' locks; `db` is for a provider that keeps its bills beside ours (the sandbox).
   */
  createBill(db: Db, bill: BillRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The event a callback's fields describe, or null when its signature is wrong. */
  verifyCallback(fields: Readonly<Record<string, string>>): PaymentEvent | null;
  /** What the provider says now, for the reconciler; null when it does not know the bill. */
  queryStatus(providerRef: string): Promise<PaymentEvent | null>;
  /**
   * Gives `amount` sen of a paid bill back to the payer's original method. A provider whose API
   * cannot refund says so (`NOT_SUPPORTED`), and the caller refunds another way (e-credit).
   */
  refund(db: Db, providerRef: string, amount: number): Promise<RefundResult>;
}

export type RefundResult = { refunded: true; refundRef: string } | { refunded: false; reason: 'NOT_SUPPORTED' };

/**
 * The provider could not open or read a bill. `retryable`: it was unreachable, timed out, answered
 * 5xx or asked us to slow down (429), so the same request may succeed later: a 503 with
 * Retry-After. Otherwise it refused the request (a wrong key or collection, a field it rejects):
 * a 502, for the operator to fix. Either way the caller's transaction rolls back. The message is
 * the buyer's; `cause` (for the log) names the provider's answer, never a credential.
 */
export class PaymentGatewayError extends HttpError {
  constructor(
    public readonly retryable: boolean,
    cause: Error,
  ) {
    super(
      retryable ? 503 : 502,
      retryable ? 'The payment gateway is not answering: please try again shortly' : 'The payment gateway refused the payment: please choose another method or try again later',
      undefined,
      retryable ? { 'retry-after': '5' } : undefined,
      retryable ? 'GATEWAY_UNAVAILABLE' : 'GATEWAY_REFUSED',
    );
    this.cause = cause;
  }
}
