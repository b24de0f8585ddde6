import { z } from 'zod';
import { apiPaths } from '@borong/contracts/api-paths';
import { CORPORATE_PAY_WINDOW_HOURS, CREDIT_TERM_DAYS, PAY_WINDOW_MINUTES, checkoutBodySchema, shippingVouchersResponseSchema, checkoutQuerySchema, placedOrderResponseSchema, quoteResponseSchema, staleQuoteResponseSchema, type CheckoutBody } from '@borong/contracts/checkout';
import { apiErrorSchema } from '@borong/contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp, ApiDeps } from '../app/types';
import { DomainError } from '../app/errors';
import { callerId, requireUser } from '../auth/guard';
import { IDEMPOTENCY_KEY, StaleQuoteError, placeOrder, requestHash, withIdempotency } from './place-order';
import { buildQuote } from './quote';
import { usableShippingVouchers } from './shipping-vouchers';
import { paymentGateway, paymentUrls } from '../payments/gateway';
import { requestLocale } from '../app/locale';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: z.union([staleQuoteResponseSchema, apiErrorSchema]), 422: apiErrorSchema };

const BODY = `Body: address_id (one of the buyer's shipping addresses; another's is a 404 "No address found"); store_ids (the sellers of the cart to check out now, all when absent); deliveries, one per seller: { store_id, method: SELF_PICK_UP | LOCKER | EXPRESS_DELIVERY | NATIONWIDE_DELIVERY, slot_date (YYYY-MM-DD, tomorrow to 7 days on) and slot (MORNING | AFTERNOON | NIGHT) for self-pickup, locker_id for a locker }; promotion_code; shipping_promotion_user_id (one of the buyer's unused shipping vouchers); payment_method (FPX | CARD | WALLET | BOOST | E-CREDIT | CREDIT_TERMS; CREDIT_TERMS only for a buyer with an active credit-terms account, else a 400 naming payment_method); bank_code (FPX: a retail bank, or a B2B1- corporate bank whose orders wait ${CORPORATE_PAY_WINDOW_HOURS} hours for the second approver instead of ${PAY_WINDOW_MINUTES} minutes); credit_card_id (CARD: one of the buyer's saved cards, else a new card on the payment page; ignored for other methods); offset_amount (sen of e-credit to spend, at most the balance and the total; E-CREDIT spends the whole total); discount_amount (the discount the buyer was shown).

Delivery rules: self-pickup and express delivery only when the buyer's address is close to the seller (the same state, or both in the Klang Valley: Kuala Lumpur, Selangor, Putrajaya); a locker in the address's state; nationwide delivery in 3-5 days from every seller that delivers nationwide, and from every seller to buyers close by. Nationwide and locker delivery are free from the seller's free-delivery threshold; express has its own fee. A seller with no option for the address answers "Items out of area".

Money: prices exclude SST. A promo code's discount is split over the goods it covers by their subtotals before sales tax (10 %, 5 % or exempt per product) is charged on each line, rounded half away from zero once per line; a shipping voucher is split over the delivery fees, and sellers registered for service tax charge 6 % on each fee after it. grand_total = subtotal − discount + goods_tax + delivery_fee − delivery_discount + delivery_tax per seller order; total = Σ grand_total + service_fee; payable = total − offset_amount, the offset split over the orders by their grand totals.

Credit terms (CREDIT_TERMS): service_fee is 1 % of what goes on credit (Σ grand_total − offset_amount), rounded once, half up to the sen (RM 0.50 → 1 sen), its own line, not split over the seller orders; it is 0 for every other method. The charge is payable (fee included), due ${CREDIT_TERM_DAYS} days after placing (due_date, the Malaysian date). available_credit is the buyer's limit less what they owe (null without an active account); credit_terms_charge is what paying by credit terms would charge, whatever method is chosen, so the payment step can say whether it fits. A charge above the available credit is the problem CREDIT_LIMIT: the buyer pays now by another method.

Purchase with purchase (PWP): an add-on line is priced as the cart prices it (see GET /mydin-online/cart): at its offer's special price while the offer applies, with \`pwp_offer_id\` and \`regular_unit_price\` (the price without it) on the line, else at the normal price with both null. The special price is what is charged, so the promo code's share, the minimum order and the sales tax are all on it. An add-on whose offer ended or sold out is the problem PWP (remove it from the cart). Placing counts the add-on units against the offer's stock cap with a guarded update, so simultaneous checkouts never sell more than the cap: one that finds it used up meanwhile is a 409 with code PWP. The order line records the offer and the regular price (order detail's \`pwp_offer_id\` and \`regular_price\`); an unpaid order cancelled after its time gives the units back to the cap.`;

/** The checkout (issue 10): the quote, and the two spec calls that place an order. */
export default async function checkoutRoutes(app: ApiApp, { database, config }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.post(apiPaths.cartQuote, {
    schema: {
      tags: ['checkout'],
      summary: 'Prices the cart for checkout, without side effects',
      description: `Everything the checkout shows: per seller the lines with tax, the delivery options for the address (with pickup slots and their remaining capacity, and nearby lockers), the chosen delivery and the totals; the promo code, the e-credit balance, the credit-terms fee, due date and available credit, and \`problems\`: each reason the order cannot be placed as it is (empty when it can). ${BODY}`,
      body: checkoutBodySchema,
      response: { 200: quoteResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: (await buildQuote(db, callerId(request), request.body)).quote }),
  });

  app.get(apiPaths.shippingVouchers, {
    schema: {
      tags: ['checkout'],
      summary: 'The buyer’s shipping vouchers that can still be used',
      description:
        'What the `voucher-shipping` page offers: each unused, unexpired voucher with its id (the checkout’s `shipping_promotion_user_id`), amount (sen off the delivery fees of one checkout, split over its sellers’ fees by size, never more than those fees), minimum spend (on the goods subtotal of the sellers checked out) and expiry; the largest first, at most 100. A voucher is spent when an order using it is placed, once. Whether it fits a cart is the quote’s to say (problem SHIPPING_VOUCHER).',
      response: { 200: shippingVouchersResponseSchema, 401: apiErrorSchema },
    },
    handler: async (request) => ({ data: await usableShippingVouchers(db, callerId(request)) }),
  });

  const provider = paymentGateway({ database, config });

  const place = async (request: FastifyRequest, reply: FastifyReply, body: CheckoutBody, singleSeller: boolean) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new DomainError(400, 'An Idempotency-Key header (1 to 255 visible characters) is required', { 'idempotency-key': ['required'] });
    const userId = callerId(request);
    try {
      const answer = await withIdempotency(db, userId, key, requestHash({ path: request.routeOptions.url, body }), async () => ({
        status: 201,
        body: { error: false, data: await placeOrder(db, userId, { body, idempotencyKey: key, singleSeller, locale: requestLocale(request), publicUrl: config.publicUrl, payments: { provider, ...paymentUrls(config.publicUrl, provider, requestLocale(request)) } }) },
      }));
      return reply.status(answer.status).send(answer.body);
    } catch (error) {
      if (error instanceof StaleQuoteError) return reply.status(409).send({ error: true, message: error.message, code: error.errorCode, data: error.quote });
      throw error;
    }
  };

  const PLACE = `Needs an \`Idempotency-Key\` header: the same key and body answer what the first request answered (the order is placed once); the same key with another body is a 422; a retry while the first still runs is a 409. Places the order in one transaction: re-prices the cart (client prices are never read), takes the stock (never below zero), books the pickup slot, counts the promo code against its limits, spends the shipping voucher and the e-credit, charges credit terms (one CHARGE in the buyer's credit-terms ledger, the available credit checked again under the buyer's lock), creates one checkout and one order per seller (status NEW_ORDER, or PROCESSED when nothing is left to pay or it went on credit terms), and empties those lines from the cart. Answers 201 with the orders and the payment ({ id, status, redirect_url }: the payment page the buyer goes to) or null when nothing is left to pay or it went on credit terms. When anything stops it (stock, limits, a full slot, a discount_amount other than the server's, any quote problem) nothing is placed and the answer is a 409 with \`code\`, the message and the fresh quote in \`data\`. The gateway's bill is opened after that transaction commits, so no other checkout waits on a gateway: when the gateway cannot be reached, times out, answers 5xx or 429 (gateway_error GATEWAY_UNAVAILABLE) or refuses the bill (a 4xx, the server's gateway settings: GATEWAY_REFUSED), the orders stay placed and unpaid, the answer is still 201 with payment.status FAILED and redirect_url null, and the buyer pays later with POST /payments/{id}/retry before the orders' pay_by. ${BODY}`;

  app.post(apiPaths.checkoutStoreCart, {
    schema: {
      tags: ['checkout'],
      summary: 'Places the order of the cart (one order per seller)',
      description: `${PLACE} The spec's query fields (payment_method, credit_card_id, shipping_promotion_user_id, discount_amount, offset_amount) override the body's; promotion_code_id names a promo code by id; is_mobile is accepted and ignored.`,
      querystring: checkoutQuerySchema,
      body: checkoutBodySchema,
      response: { 201: placedOrderResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const body: CheckoutBody = {
        ...request.body,
        ...(q.payment_method ? { payment_method: q.payment_method } : {}),
        ...(q.credit_card_id ? { credit_card_id: q.credit_card_id } : {}),
        ...(q.shipping_promotion_user_id ? { shipping_promotion_user_id: q.shipping_promotion_user_id } : {}),
        ...(q.discount_amount !== undefined ? { discount_amount: q.discount_amount } : {}),
        ...(q.offset_amount !== undefined ? { offset_amount: q.offset_amount } : {}),
      };
      if (body.payment_method !== 'CARD') delete body.credit_card_id;
      return place(request, reply, body, false);
    },
  });

  app.post(apiPaths.checkoutMicrositeCart, {
    schema: {
      tags: ['checkout'],
      summary: "Places the order of one seller's cart (a store page's checkout)",
      description: `${PLACE} store_ids must name exactly one seller. ?is_boost_app=1 is accepted (the Boost app's own checkout) and pays with BOOST.`,
      querystring: z.object({ is_boost_app: z.enum(['0', '1']).optional() }),
      body: checkoutBodySchema,
      response: { 201: placedOrderResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const body: CheckoutBody = { ...request.body, ...(request.query.is_boost_app === '1' ? { payment_method: 'BOOST' as const } : {}) };
      if (body.payment_method !== 'CARD') delete body.credit_card_id;
      return place(request, reply, body, true);
    },
  });
}
