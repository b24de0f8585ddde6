import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema, idParam } from '@borong/contracts/common';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@borong/contracts/statuses';
import type { ApiApp, ApiDeps } from '../app/types';
import { DomainError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { callerId, requireUser } from '../auth/guard';
import { eCreditTransactions, orders, payments, shippingVouchers } from '../db/schema';
import { findUserByEmail, findUserById } from '../user/users';
import { applyPaymentEvent, paymentOf, recordOpenedBill } from './callbacks';
import { paymentGateways, paymentUrls } from './gateway';
import { requestLocale } from '../app/locale';
import type { PaymentProvider } from './provider';
import { SANDBOX_OUTCOMES, sandboxPage, type SandboxGateway } from './sandbox';

const paymentAnswer = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    amount: z.number().int(),
    checkout_id: z.number().int(),
    /** The open bill's page while the payment is pending and its orders still wait: a buyer who left the gateway goes back there. */
    continue_url: z.string().nullable(),
    orders: z.array(z.object({ id: z.number().int(), order_no: z.string(), status: z.enum(ORDER_STATUSES), grand_total: z.number().int(), pay_by: z.string().nullable() })),
  }),
});
const formFields = z.record(z.string(), z.string());
/** How often the sandbox looks for callbacks it still owes (an unanswered one waits for its retry time). */
const CALLBACK_SWEEP_MS = 5_000;

const CALLBACK_RULES =
  'A bad signature or an amount other than the payment\'s is a 400 and changes nothing; a replay (same bill, state, transaction status and paid time) is answered 200 and changes nothing; a paid amount short of the bill leaves the order unpaid. Answers 200 "OK" only after the change is committed.';

/** Payments (issue 10): the buyer's view and retry, the sandbox gateway's page and callback, and Billplz's callback. */
export default async function paymentRoutes(app: ApiApp, deps: ApiDeps) {
  const { database, config } = deps;
  const { db } = database;
  const gateways = paymentGateways(deps);
  const guard = requireUser(db);

  /** The sandbox, or a 404 where another gateway is configured. */
  const sandboxOn = (): SandboxGateway => {
    if (!gateways.sandbox) throw notFound('The sandbox gateway is off: PAYMENT_GATEWAY names another');
    return gateways.sandbox;
  };

  /**
   * Every provider's callback: verified over the fields as they arrived, applied in one
   * transaction, acknowledged only once that has committed. A provider this server does not use
   * is a 404, so its callbacks are retried once it is configured again.
   */
  const callbackHandler = (provider: PaymentProvider | null, name: string) => async (request: { body: Record<string, string> }, reply: FastifyReply) => {
    if (!provider) throw notFound(`The ${name} gateway is not configured on this server`);
    const event = provider.verifyCallback(request.body);
    if (!event) throw new DomainError(400, 'Invalid signature');
    await applyPaymentEvent(db, event, { publicUrl: config.publicUrl });
    return reply.header('content-type', 'text/plain').send('OK');
  };

  // Gateways post forms; the signature is checked over the fields exactly as they arrived.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * Posts every callback the sandbox owes to our own callback route, in process, as the gateway
   * would over the network. Passes run one after another: a tester's choice waits for a pass that
   * starts after its bill was decided (one already running may have read the due bills before),
   * so the buyer comes back to a payment already settled. The sweep adds a pass only when none waits.
   */
  let deliveries: Promise<void> = Promise.resolve();
  let passesWaiting = 0;
  const deliverDue = async (gateway: SandboxGateway) => {
    try {
      for (const bill of await gateway.dueCallbacks()) {
        const res = await app.inject({ method: 'POST', url: `/api${apiPaths.sandboxCallback}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(gateway.signedCallback(bill)).toString() });
        await gateway.callbackAnswered(bill.ref, res.statusCode === 200);
      }
    } catch (err) {
      app.log.warn({ err: { message: (err as Error).message } }, 'sandbox callback delivery failed');
    }
  };
  const deliverCallbacks = (gateway: SandboxGateway, { unlessWaiting = false } = {}): Promise<void> => {
    if (unlessWaiting && passesWaiting > 0) return deliveries;
    passesWaiting += 1;
    deliveries = deliveries.then(async () => {
      passesWaiting -= 1;
      await deliverDue(gateway);
    });
    return deliveries;
  };
  const { sandbox } = gateways;
  if (sandbox) {
    const sweep = setInterval(() => void deliverCallbacks(sandbox, { unlessWaiting: true }), CALLBACK_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await deliveries;
    });
  }

  app.get(apiPaths.sandboxBillRoute, {
    schema: { tags: ['payments (sandbox gateway)'], summary: 'The sandbox gateway’s hosted payment page of a bill', description: 'HTML. SANDBOX: no real money moves. The tester chooses Approve, Decline, Cancel or, for an FPX corporate (B2B1) bank, Pending authorisation (then the second approver authorises or rejects).', params: z.object({ ref: z.string().max(40) }) },
    handler: async (request, reply) => {
      const bill = await sandboxOn().bill(request.params.ref);
      if (!bill) throw notFound('No such bill');
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`)
        .send(sandboxPage(bill, nonce));
    },
  });

  app.post(apiPaths.sandboxBillChoiceRoute, {
    schema: {
      tags: ['payments (sandbox gateway)'],
      summary: 'The tester’s choice on the hosted page',
      description: `Form field outcome: ${SANDBOX_OUTCOMES.join(', ')}. Answers 303 to the buyer's return page with Billplz's signed redirect fields (billplz[id], billplz[paid], billplz[paid_at], billplz[x_signature]), which the storefront never trusts: it reads the payment's status. The signed callback goes to ${apiPaths.sandboxCallback} at once and is retried until answered 200.`,
      params: z.object({ ref: z.string().max(40) }),
      body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES, { error: `outcome must be one of ${SANDBOX_OUTCOMES.join(', ')}` }) }),
    },
    handler: async (request, reply) => {
      const gateway = sandboxOn();
      const bill = await gateway.decide(request.params.ref, request.body.outcome);
      if (!bill) throw notFound('No such bill');
      await deliverCallbacks(gateway);
      // A bill left pending for the second approver stays on its page, which then offers the approver's choices.
      if (bill.state === 'pending') return reply.redirect(`/api/payments/sandbox/bills/${bill.ref}`, 303);
      return reply.redirect(`${bill.redirectUrl}&${gateway.returnQuery(bill)}`, 303);
    },
  });

  app.post(apiPaths.sandboxCallback, {
    schema: {
      tags: ['payments (sandbox gateway)'],
      summary: 'The sandbox gateway’s server-to-server callback',
      description: `application/x-www-form-urlencoded, Billplz bill fields: id (the bill), collection_id, paid (true|false), state (due|paid|deleted), amount and paid_amount (sen), paid_at (ISO time or empty), transaction_status (completed|failed|pending or empty), url, and x_signature: HMAC-SHA256 in hex, keyed with PAYMENT_SANDBOX_SECRET, over every other field written key+value, sorted ascending ignoring case, joined with "|". ${CALLBACK_RULES} A 404 while PAYMENT_GATEWAY is not sandbox.`,
      body: formFields,
    },
    handler: callbackHandler(gateways.sandbox, 'sandbox'),
  });

  app.post(apiPaths.billplzCallback, {
    schema: {
      tags: ['payments (Billplz)'],
      summary: 'Billplz’s X Signature callback (callback_url of every bill)',
      description: `Posted by Billplz (PAYMENT_GATEWAY=billplz) when a payment on a bill completes, fails or is pending, as application/x-www-form-urlencoded with the bill's fields: id, collection_id, paid (true|false), state (due|paid|deleted), amount and paid_amount (sen), due_at, email, mobile, name, url, paid_at ("YYYY-MM-DD HH:MM:SS +0800" or empty), with "Extra Payment Completion Information" on also transaction_id and transaction_status (completed|failed|pending), and x_signature: HMAC-SHA256 in hex, keyed with BILLPLZ_X_SIGNATURE_KEY, over every other field written key+value, sorted ascending ignoring case, joined with "|". paid=true with state=paid pays; state=deleted cancels; state=due with transaction_status=failed is a failed attempt (the buyer may pay the bill again); otherwise the payment stays pending (an FPX corporate payment waiting for its second approver). ${CALLBACK_RULES} Billplz retries anything else (after 15 s, 15 min, 15 min and 24 h). A 404 while PAYMENT_GATEWAY is not billplz.`,
      body: formFields,
    },
    handler: callbackHandler(gateways.billplz, 'Billplz'),
  });

  app.get(apiPaths.paymentRoute, {
    onRequest: guard,
    schema: {
      tags: ['payments'],
      summary: 'One of the buyer’s payments, with its orders',
      description: 'What the payment result page shows: the status as our server knows it (from the gateway’s signed callback or the reconciler, never from the browser), and the checkout’s orders. continue_url is the open bill’s page while the payment is pending and its orders are within their time to pay (a buyer who left the gateway goes back to pay the same bill), else null. Another buyer’s payment is a 404.',
      params: z.object({ id: idParam('id') }),
      response: { 200: paymentAnswer, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => {
      const { payment, orders: found } = await paymentOf(db, callerId(request), request.params.id);
      return {
        data: {
          id: payment.id,
          status: payment.status,
          method: payment.method,
          amount: payment.amount,
          checkout_id: payment.checkoutId,
          continue_url: payment.status === 'PENDING' && found.some((o) => o.status === 'NEW_ORDER' && o.payBy && o.payBy > new Date()) ? payment.billUrl : null,
          orders: found.map((o) => ({ id: o.id, order_no: o.orderNo, status: o.status, grand_total: o.grandTotal, pay_by: o.payBy ? isoTime(o.payBy) : null })),
        },
      };
    },
  });

  app.post(apiPaths.paymentRetryRoute, {
    onRequest: guard,
    schema: {
      tags: ['payments'],
      summary: 'Pays again after a declined or cancelled payment',
      description: 'Opens a new bill with the configured gateway for the same amount while the orders are unpaid and within their time to pay; answers its redirect_url. A paid or pending payment, or orders no longer waiting, is a 409. A gateway that cannot be reached is a 503 (GATEWAY_UNAVAILABLE, try again) and one that refuses the bill a 502 (GATEWAY_REFUSED); the payment is then left as it was.',
      params: z.object({ id: idParam('id') }),
      response: { 200: z.object({ error: z.literal(false), data: z.object({ id: z.number().int(), status: z.enum(PAYMENT_STATUSES), redirect_url: z.string() }) }), 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
    },
    handler: async (request) => {
      const { payment } = await paymentOf(db, callerId(request), request.params.id);
      const gateway = gateways.active;
      const urls = paymentUrls(config.publicUrl, gateway, requestLocale(request));
      const payer = await findUserById(db, callerId(request));
      if (!payer) throw new DomainError(401, 'Unauthenticated');
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        // A pending payment with no bill is one whose bill never opened (the process stopped between placing and opening it).
        const retryable = locked && (locked.status === 'FAILED' || locked.status === 'CANCELLED' || (locked.status === 'PENDING' && locked.providerRef === null));
        if (!locked || !retryable) throw new DomainError(409, 'This payment cannot be retried');
        const waiting = await tx.$count(orders, and(eq(orders.checkoutId, locked.checkoutId), eq(orders.status, 'NEW_ORDER'), gt(orders.payBy, new Date())));
        if (waiting === 0) throw new DomainError(409, 'These orders are no longer waiting for payment');
        const bill = await gateway.createBill(tx, { paymentId: locked.id, amount: locked.amount, method: locked.method, payer: { name: payer.name, email: payer.email }, description: `Borong payment ${locked.id}`, returnUrl: urls.returnUrl(locked.id), callbackUrl: urls.callbackUrl });
        await recordOpenedBill(tx, locked.id, gateway.name, bill);
        return { error: false as const, data: { id: locked.id, status: 'PENDING' as const, redirect_url: bill.redirectUrl } };
      });
    },
  });

  if (config.authDevTools) {
    const grant = z.object({ email: z.string().min(3).max(254), amount: z.number().int().min(1).max(100_000_000) });
    const buyerId = async (email: string) => {
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound('No such buyer');
      return user.id;
    };
    app.post(apiPaths.devECredit, {
      schema: { tags: ['development'], summary: 'Grants e-credit to a buyer (development tools only)', description: 'Registered only with AUTH_DEV_TOOLS. email and amount (sen): a top-up entry in the buyer’s e-credit ledger.', body: grant },
      handler: async (request) => {
        const userId = await buyerId(request.body.email);
        await db.insert(eCreditTransactions).values({ userId, invoiceNumber: `DEV-TOPUP-${Date.now()}`, amount: request.body.amount });
        return { error: false, message: 'E-credit granted' };
      },
    });
    app.post(apiPaths.devShippingVoucher, {
      schema: { tags: ['development'], summary: 'Gives a buyer a shipping voucher (development tools only)', description: 'Registered only with AUTH_DEV_TOOLS. email and amount (sen off delivery), valid 30 days; answers its id, the shipping_promotion_user_id.', body: grant },
      handler: async (request) => {
        const userId = await buyerId(request.body.email);
        const [voucher] = await db.insert(shippingVouchers).values({ userId, amount: request.body.amount, expiresAt: new Date(Date.now() + 30 * 86_400_000) }).returning({ id: shippingVouchers.id });
        return { error: false, data: { id: voucher?.id } };
      },
    });
  }
}
