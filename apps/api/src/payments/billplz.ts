import { z } from 'zod';
import type { PaymentEvent, PaymentProvider } from './provider';
import { PaymentGatewayError } from './provider';
import { hasValidSignature } from './signature';

/*
 * The Billplz adapter (issue 10's real gateway), written from Billplz's published API
 * documentation (Billplz/api_slate, source/index.html.md: "Create a Bill", "Get a Bill", "Bypass
 * Billplz Bill Page", "X Signature", "X Signature Callback Url", "X Signature Redirect Url"):
 * API v3 over HTTPS with HTTP Basic auth (the API secret key as user, no password), amounts in
 * sen, results by a server-to-server callback signed with X-Signature (the source of truth) and
 * a signed browser redirect (for the return page only).
 */

export const BILLPLZ = 'billplz';

export interface BillplzOptions {
  /** Origin of the API: https://www.billplz.com, or https://www.billplz-sandbox.com (a separate account). */
  apiUrl: string;
  apiKey: string;
  collectionId: string;
  xSignatureKey: string;
  /**
   * How long one API call may take. A bill is opened inside the placing transaction (so a failure
   * leaves nothing behind), which holds the buyer's and the products' locks meanwhile.
   */
  timeoutMs?: number;
}

/** What a signed redirect says: for showing a result at once; the callback is what pays. */
export interface BillplzRedirect {
  providerRef: string;
  paid: boolean;
  paidAt: string;
  transactionStatus: string;
}

export type BillplzProvider = PaymentProvider & {
  /** The `billplz[…]` query fields of the buyer's return, if their signature is right; else null. */
  verifyRedirect(query: Readonly<Record<string, string>>): BillplzRedirect | null;
};

const DEFAULT_TIMEOUT_MS = 10_000;
/** Billplz's limits on bill fields (Create a Bill, arguments). */
const DESCRIPTION_MAX = 200;
const NAME_MAX = 255;

/**
 * Our reading of a Billplz bill's fields (a callback's, or a fetched bill's written the same way),
 * as Billplz documents its states:
 * - state `paid` with paid `true` → PAID, for `paid_amount` (a short payment stays unpaid: applyPaymentEvent);
 * - state `deleted` → CANCELLED: the bill was deleted or expired (a deleted bill that is then paid
 *   comes back as paid, and a cancelled payment may still move to PAID);
 * - state `due` with transaction_status `failed` → FAILED: "a bill that catched payment failure
 *   will be in due state", and the buyer may pay it again;
 * - state `due` otherwise → PENDING: not paid yet, or an FPX corporate (B2B1) payment waiting for
 *   its second approver (transaction_status `pending`). Without the account's "Extra Payment
 *   Completion Information" Billplz sends no transaction_status and a failure reads as pending.
 * The event key is the bill, its state, its transaction status and its paid time: one per fact,
 * so a replay is the same key while a pending-then-failed corporate payment is two.
 * The sandbox, which behaves as Billplz, reads its bills with this too.
 */
export function billEvent(provider: string, fields: Readonly<Record<string, string>>): PaymentEvent | null {
  const amount = Number(fields.amount);
  const paidAmount = Number(fields.paid_amount ?? '0');
  const ref = fields.id;
  if (!ref || !Number.isSafeInteger(amount) || !Number.isSafeInteger(paidAmount)) return null;
  const status: PaymentEvent['status'] =
    fields.paid === 'true' && fields.state === 'paid' ? 'PAID' : fields.state === 'deleted' ? 'CANCELLED' : fields.transaction_status === 'failed' ? 'FAILED' : 'PENDING';
  return { provider, eventKey: `${ref}:${fields.state}:${fields.transaction_status ?? ''}:${fields.paid_at ?? ''}`, providerRef: ref, status, amount, paidAmount };
}

const createdBill = z.object({ id: z.string().min(1), url: z.url() });
const fetchedBill = z.object({
  id: z.string().min(1),
  state: z.string(),
  paid: z.boolean(),
  amount: z.number().int(),
  paid_amount: z.number().int(),
  paid_at: z.string().nullish(),
  transaction_status: z.string().nullish(),
});

const clip = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

export function billplzProvider(options: BillplzOptions): BillplzProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * One API call; answers the response of a 2xx (or a 404 when `notFound` allows it). The errors
   * name the call and Billplz's status and error type: never the key, never the buyer's data.
   */
  async function call(method: 'POST', path: string, body: URLSearchParams): Promise<Response>;
  async function call(method: 'GET', path: string, body: undefined, notFound: true): Promise<Response | null>;
  async function call(method: 'GET' | 'POST', path: string, body?: URLSearchParams, notFound = false): Promise<Response | null> {
    const what = `Billplz ${method} ${path}`;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect (http → https, a moved host) would carry the key elsewhere: refuse it.
        redirect: 'manual',
      });
    } catch (err) {
      const e = err as Error;
      throw new PaymentGatewayError(true, new Error(`${what} failed: ${e.name}: ${e.message}`, { cause: err }));
    }
    if (res.ok) return res;
    const text = await res.text().catch(() => '');
    if (notFound && res.status === 404) return null;
    let type = '';
    try {
      type = String((JSON.parse(text) as { error?: { type?: unknown } }).error?.type ?? '');
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    throw new PaymentGatewayError(res.status === 429 || res.status >= 500, new Error(`${what} answered ${res.status}${type ? ` ${type}` : ''}`));
  }

  async function json<T>(res: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new PaymentGatewayError(false, new Error(`${what} answered a body that is not a Billplz bill`));
    return parsed.data;
  }

  return {
    name: BILLPLZ,
    async createBill(_tx, bill) {
      // An FPX bank chosen on our page goes straight to that bank ("Bypass Billplz Bill Page":
      // reference_1 labelled "Bank Code", and auto_submit on the bill's URL); Billplz falls back to
      // its own choice page for a bank it does not offer. Other methods are chosen on Billplz's page.
      const bypass = bill.method === 'FPX' && bill.bankCode ? bill.bankCode : null;
      const form = new URLSearchParams({
        collection_id: options.collectionId,
        email: bill.payer.email,
        name: clip(bill.payer.name, NAME_MAX),
        amount: String(bill.amount),
        description: clip(bill.description, DESCRIPTION_MAX),
        callback_url: bill.callbackUrl,
        redirect_url: bill.returnUrl,
        ...(bypass
          ? { reference_1_label: 'Bank Code', reference_1: bypass, reference_2_label: 'Payment ID', reference_2: String(bill.paymentId) }
          : { reference_1_label: 'Payment ID', reference_1: String(bill.paymentId) }),
      });
      const res = await call('POST', '/api/v3/bills', form);
      const created = await json(res, createdBill, 'Billplz POST /api/v3/bills');
      const url = new URL(created.url);
      if (bypass) url.searchParams.set('auto_submit', 'true');
      return { providerRef: created.id, redirectUrl: url.toString() };
    },
    verifyCallback(fields) {
      return hasValidSignature(fields, fields.x_signature, options.xSignatureKey) ? billEvent(BILLPLZ, fields) : null;
    },
    verifyRedirect(query) {
      // Billplz signs only the fields it adds to our return URL (ours, payment_id, are not signed).
      const signed = Object.fromEntries(Object.entries(query).filter(([name]) => name.startsWith('billplz[')));
      const id = signed['billplz[id]'];
      if (!id || !hasValidSignature(signed, signed['billplz[x_signature]'], options.xSignatureKey)) return null;
      return { providerRef: id, paid: signed['billplz[paid]'] === 'true', paidAt: signed['billplz[paid_at]'] ?? '', transactionStatus: signed['billplz[transaction_status]'] ?? '' };
    },
    /**
     * Billplz's API v3 has no refund of a bill: the merchant gives money back from the Billplz
     * dashboard or by a payout. The caller refunds to the buyer's e-credit instead.
     */
    async refund() {
      return { refunded: false, reason: 'NOT_SUPPORTED' } as const;
    },
    async queryStatus(ref) {
      const path = `/api/v3/bills/${encodeURIComponent(ref)}`;
      const res = await call('GET', path, undefined, true);
      if (!res) return null;
      const bill = await json(res, fetchedBill, `Billplz GET ${path}`);
      return billEvent(BILLPLZ, {
        id: bill.id,
        state: bill.state,
        paid: String(bill.paid),
        amount: String(bill.amount),
        paid_amount: String(bill.paid_amount),
        paid_at: bill.paid_at ?? '',
        transaction_status: bill.transaction_status ?? '',
      });
    },
  };
}
