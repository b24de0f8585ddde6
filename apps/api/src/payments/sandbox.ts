import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { DomainError } from '../app/errors';
import { FPX_BANKS } from '@borong/contracts/checkout';
import { formatMoney } from '@borong/contracts/money';
import type { PaymentMethod } from '@borong/contracts/statuses';
import type { Db } from '../db/client';
import { sandboxBills, type SandboxBillState } from '../db/schema';
import type { PaymentEvent, PaymentProvider } from './provider';
import { hasValidSignature, xSignature } from './signature';
import { billEvent } from './billplz';

/*
 * The sandbox payment gateway (issue 10), named as such: it stands in for a real gateway, which
 * this machine cannot reach, and behaves as Billplz documents its own: a hosted payment page per
 * bill, a browser redirect back with `billplz[…]` fields, and a server-to-server callback with the
 * bill's fields, both signed with X-Signature under PAYMENT_SANDBOX_SECRET, the callback retried
 * until our server answers 200. The tester chooses the outcome on the page.
 */

export const SANDBOX = 'sandbox';
export const SANDBOX_OUTCOMES = ['approve', 'decline', 'cancel', 'pending', 'authorise', 'reject'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Retry schedule of an unacknowledged callback, as Billplz's (15 s, 15 min, 15 min, 24 h), shortened for a sandbox. */
const CALLBACK_RETRY_SECONDS = [15, 60, 300, 900, 3600];

/** The secret from PAYMENT_SANDBOX_SECRET, else one generated once and kept under the data folder. */
export function sandboxSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'payment-sandbox-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

type Bill = typeof sandboxBills.$inferSelect;

/** The fields of a bill as the callback carries them (Billplz's bill object), before signing. */
export function callbackFields(bill: Bill): Record<string, string> {
  return {
    id: bill.ref,
    collection_id: SANDBOX,
    paid: String(bill.state === 'paid'),
    state: bill.state === 'pending' ? 'due' : bill.state,
    amount: String(bill.amount),
    paid_amount: String(bill.paidAmount),
    paid_at: bill.paidAt ? bill.paidAt.toISOString() : '',
    transaction_status: bill.transactionStatus ?? '',
    url: '',
  };
}

/** Our reading of a bill's fields: the sandbox's bills are Billplz's, read as Billplz's are. */
export const eventOf = (fields: Readonly<Record<string, string>>): PaymentEvent | null => billEvent(SANDBOX, fields);

export type SandboxGateway = PaymentProvider & {
  bill(ref: string): Promise<Bill | null>;
  decide(ref: string, outcome: SandboxOutcome, now?: Date): Promise<Bill | null>;
  signedCallback(bill: Bill): Record<string, string>;
  returnQuery(bill: Bill): URLSearchParams;
  dueCallbacks(now?: Date): Promise<Bill[]>;
  callbackAnswered(ref: string, ok: boolean, now?: Date): Promise<void>;
};

export function sandboxGateway(db: Db, secret: string, publicUrl: string): SandboxGateway {
  const sign = (fields: Record<string, string>) => ({ ...fields, x_signature: xSignature(fields, secret) });
  const bill = async (ref: string) => (await db.select().from(sandboxBills).where(eq(sandboxBills.ref, ref)))[0] ?? null;
  return {
    name: SANDBOX,
    bill,
    async createBill(tx, request) {
      const ref = randomBytes(12).toString('base64url');
      await tx.insert(sandboxBills).values({
        ref,
        amount: request.amount,
        method: request.method,
        bankCode: request.bankCode ?? null,
        description: request.description,
        callbackUrl: request.callbackUrl,
        redirectUrl: request.returnUrl,
      });
      return { providerRef: ref, redirectUrl: `${publicUrl}/api/payments/sandbox/bills/${ref}` };
    },
    verifyCallback(fields) {
      return hasValidSignature(fields, fields.x_signature, secret) ? eventOf(fields) : null;
    },
    async queryStatus(ref) {
      const found = await bill(ref);
      return found ? eventOf(callbackFields(found)) : null;
    },
    /** A refund of a paid bill, in parts or whole, never above what was paid (409 otherwise, nothing changed). */
    async refund(tx, ref, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new DomainError(400, 'A refund is a positive amount in sen');
      const [refunded] = await tx
        .update(sandboxBills)
        .set({ refundedAmount: sql`${sandboxBills.refundedAmount} + ${amount}` })
        .where(and(eq(sandboxBills.ref, ref), eq(sandboxBills.state, 'paid'), sql`${sandboxBills.refundedAmount} + ${amount} <= ${sandboxBills.paidAmount}`))
        .returning({ total: sandboxBills.refundedAmount });
      if (!refunded) throw new DomainError(409, 'Only a paid bill can be refunded, and never more than was paid');
      return { refunded: true, refundRef: `${ref}-refund-${refunded.total}` };
    },
    /**
     * The tester's choice on the hosted page. A bill decides once, except that a corporate bill
     * left pending for the second approver is then authorised or rejected.
     */
    async decide(ref, outcome, now = new Date()) {
      const current = await bill(ref);
      if (!current) return null;
      const open: SandboxBillState[] = outcome === 'authorise' || outcome === 'reject' ? ['pending'] : ['due'];
      if (!open.includes(current.state) || (current.transactionStatus === 'failed' && outcome !== 'authorise')) return current;
      if (outcome === 'pending' && !FPX_BANKS.some((b) => b.code === current.bankCode && b.corporate)) return current;
      const next: Partial<Bill> =
        outcome === 'approve' || outcome === 'authorise'
          ? { state: 'paid', paidAmount: current.amount, paidAt: now, transactionStatus: 'completed' }
          : outcome === 'cancel'
            ? { state: 'deleted', transactionStatus: null }
            : outcome === 'pending'
              ? { state: 'pending', transactionStatus: 'pending' }
              : { state: 'due', transactionStatus: 'failed' };
      const [updated] = await db
        .update(sandboxBills)
        .set({ ...next, callbackDueAt: now, callbackAttempts: 0 })
        .where(and(eq(sandboxBills.ref, ref), eq(sandboxBills.state, current.state)))
        .returning();
      return updated ?? (await bill(ref));
    },
    signedCallback: (b) => sign(callbackFields(b)),
    returnQuery(b) {
      const fields = { 'billplz[id]': b.ref, 'billplz[paid]': String(b.state === 'paid'), 'billplz[paid_at]': b.paidAt ? b.paidAt.toISOString() : '' };
      return new URLSearchParams({ ...fields, 'billplz[x_signature]': xSignature(fields, secret) });
    },
    dueCallbacks: (now = new Date()) => db.select().from(sandboxBills).where(and(isNotNull(sandboxBills.callbackDueAt), lte(sandboxBills.callbackDueAt, now))).orderBy(asc(sandboxBills.callbackDueAt)).limit(20),
    async callbackAnswered(ref, ok, now = new Date()) {
      const current = await bill(ref);
      if (!current) return;
      const attempts = current.callbackAttempts + 1;
      const wait = CALLBACK_RETRY_SECONDS[attempts - 1];
      const due = ok || wait === undefined ? null : new Date(now.getTime() + wait * 1000);
      await db.update(sandboxBills).set({ callbackDueAt: due, callbackAttempts: attempts }).where(eq(sandboxBills.ref, ref));
    },
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How the hosted page names a method (walkthrough: it showed the raw code "CARD"). */
const METHOD_NAMES: Record<PaymentMethod, string> = { FPX: 'FPX online banking', CARD: 'Credit or debit card', WALLET: 'E-wallet', BOOST: 'Boost', 'E-CREDIT': 'E-credit', CREDIT_TERMS: 'Credit terms' };

/** The hosted payment page of a bill: what is being paid and the outcomes a tester may choose. */
export function sandboxPage(bill: Bill, nonce: string): string {
  const bank = FPX_BANKS.find((b) => b.code === bill.bankCode);
  const button = (outcome: SandboxOutcome, label: string, kind = '') => `<button name="outcome" value="${outcome}" class="${kind}">${escape(label)}</button>`;
  const choices =
    bill.state === 'pending'
      ? `<p>Waiting for the second approver of the corporate account.</p>${button('authorise', 'Approver: authorise', 'go')}${button('reject', 'Approver: reject')}`
      : bill.state === 'due' && bill.transactionStatus !== 'failed'
        ? `${button('approve', 'Approve', 'go')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}${bank?.corporate ? button('pending', 'Pending authorisation (B2B1)') : ''}`
        : `<p>This bill is ${escape(bill.state === 'paid' ? 'paid' : bill.state === 'deleted' ? 'cancelled' : 'declined')}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}h1{font-size:1.25rem;margin:0 0 .25rem}.tag{display:inline-block;background:#fef3c7;color:#92400e;font-size:.75rem;font-weight:700;padding:.1rem .5rem;border-radius:999px}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;font-weight:600}form{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #94a3b8;background:#fff;cursor:pointer}button.go{background:#0f766e;border-color:#0f766e;color:#fff;font-weight:600}</style></head>
<body><main><span class="tag">SANDBOX: no real money</span><h1>Borong payment</h1><p>${escape(bill.description)}</p>
<dl><dt>Amount</dt><dd>${escape(formatMoney(bill.amount, 'en'))}</dd><dt>Method</dt><dd>${escape(METHOD_NAMES[bill.method as PaymentMethod] ?? bill.method)}${bank ? ` (${escape(bank.name)})` : ''}</dd><dt>Bill</dt><dd>${escape(bill.ref)}</dd></dl>
<form method="post">${choices}</form></main></body></html>`;
}
