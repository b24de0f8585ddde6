import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { eCreditQuerySchema, eCreditResponseSchema, savedCardListResponseSchema } from '@borong/contracts/wallet';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { eCreditStatement, listSavedCards } from './wallet';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Saved cards and the e-credit statement: read-only views of what payments record. */
export default async function walletRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.savedCards, {
    schema: {
      tags: ['account'],
      summary: "The caller's saved payment cards",
      description:
        'Brand, last four digits and expiry of each card the payment gateway tokenised; a card number is never stored or sent. Cards are saved at checkout by the payment gateway, which is not part of this release, so no route adds one yet.',
      response: { 200: savedCardListResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await listSavedCards(db, callerId(request)) }),
  });

  app.get(apiPaths.eCreditTransactions, {
    schema: {
      tags: ['account'],
      summary: "The caller's e-credit balance and transactions",
      description:
        'Newest first, 20 a page. `amount` is signed sen (positive: top-up or refund; negative: a payment); `balance` is their sum over all pages. `invoice_number` names the document behind the entry: an order’s e-invoice (INV-<order no>) for e-credit spent on it, the refund note (RN-<order no>-<n>) for a refund of a cancelled order.',
      querystring: eCreditQuerySchema,
      response: { 200: eCreditResponseSchema, ...errors },
    },
    handler: (request) => eCreditStatement(db, callerId(request), request.query.page, request.query.per_page),
  });
}
