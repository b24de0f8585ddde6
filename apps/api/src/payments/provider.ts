import type { PaymentMethod, PaymentStatus } from '@borong/contracts/statuses';
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
  /** Opens a bill. `tx` is the placing transaction, for a provider that keeps its bills beside ours (the sandbox). */
  createBill(tx: Db, bill: BillRequest): Promise<{ providerRef: string; redirectUrl: string }>;
  /** The event a callback's fields describe, or null when its signature is wrong. */
  verifyCallback(fields: Readonly<Record<string, string>>): PaymentEvent | null;
  /** What the provider says now, for the reconciler; null when it does not know the bill. */
  queryStatus(providerRef: string): Promise<PaymentEvent | null>;
}
