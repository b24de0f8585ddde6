import { sql } from 'drizzle-orm';
import { apiErrorSchema, paginationMeta } from '@borong/contracts/common';
import { CARD_BRANDS, eCreditQuerySchema, eCreditResponseSchema, savedCardListResponseSchema } from '@borong/contracts/wallet';
import type { ApiApp, ApiDeps } from '../app/types';
import { isoTime } from '../app/parse-body';
import { callerId, requireUser } from '../auth/guard';
import { pageOfRows, rows } from '../db/rows';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const isBrand = (value: string): value is (typeof CARD_BRANDS)[number] => (CARD_BRANDS as readonly string[]).includes(value);

/** Saved cards and the e-credit statement: read-only views of what payments record. */
export default async function walletRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get('/user/credit-card/list', {
    schema: {
      tags: ['account'],
      summary: "The caller's saved payment cards",
      description:
        'Brand, last four digits and expiry of each card the payment gateway tokenised; a card number is never stored or sent. Cards are saved at checkout by the payment gateway, which is not part of this release, so no route adds one yet.',
      response: { 200: savedCardListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const found = await rows<{ id: number; brand: string; last_four: string; exp_month: number; exp_year: number }>(
        db,
        sql`select id, brand, last_four, exp_month, exp_year from saved_cards where user_id = ${userId} order by created_at desc, id desc`,
      );
      const now = new Date();
      const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      return {
        data: found.map((c) => ({
          id: Number(c.id),
          brand: isBrand(c.brand) ? c.brand : ('visa' as const),
          last_four: c.last_four,
          exp_month: Number(c.exp_month),
          exp_year: Number(c.exp_year),
          // A card works to the end of its expiry month.
          is_expired: Number(c.exp_year) * 12 + Number(c.exp_month) < thisMonth,
        })),
      };
    },
  });

  app.get('/user/e-credit/transactions', {
    schema: {
      tags: ['account'],
      summary: "The caller's e-credit balance and transactions",
      description: 'Newest first, 20 a page. `amount` is signed sen (positive: top-up or refund; negative: a payment); `balance` is their sum over all pages.',
      querystring: eCreditQuerySchema,
      response: { 200: eCreditResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { page, per_page: perPage } = request.query;
      const [{ found, total }, [sum]] = await Promise.all([
        pageOfRows<{ id: number; occurred_at: Date | string; invoice_number: string; amount: number }>(db, {
          columns: sql`id, occurred_at, invoice_number, amount`,
          from: sql`e_credit_transactions`,
          where: sql`user_id = ${userId}`,
          order: sql`occurred_at desc, id desc`,
          page,
          perPage,
        }),
        rows<{ balance: number | string | null }>(db, sql`select coalesce(sum(amount), 0)::bigint as balance from e_credit_transactions where user_id = ${userId}`),
      ]);
      return {
        balance: Number(sum?.balance ?? 0),
        data: found.map((t) => ({ id: Number(t.id), date: isoTime(t.occurred_at), invoice_number: t.invoice_number, amount: Number(t.amount) })),
        meta: paginationMeta(total, page, perPage),
      };
    },
  });
}
