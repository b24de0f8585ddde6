import { desc, eq, sql } from 'drizzle-orm';
import { paginationMeta } from '@borong/contracts/common';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { eCreditTransactions, savedCards } from '../db/schema';

/** The caller's saved cards, newest first; a card works to the end of its expiry month. */
export async function listSavedCards(db: Db, userId: number, now = new Date()) {
  const found = await db
    .select({ id: savedCards.id, brand: savedCards.brand, last_four: savedCards.lastFour, exp_month: savedCards.expMonth, exp_year: savedCards.expYear })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return found.map((c) => ({ ...c, is_expired: c.exp_year * 12 + c.exp_month < thisMonth }));
}

/** One page of the e-credit ledger, newest first, and the balance over all of it. */
export async function eCreditStatement(db: Db, userId: number, page: number, perPage: number) {
  const t = eCreditTransactions;
  const mine = eq(t.userId, userId);
  const [found, total, [sum]] = await Promise.all([
    db
      .select({ id: t.id, occurredAt: t.occurredAt, invoiceNumber: t.invoiceNumber, amount: t.amount })
      .from(t)
      .where(mine)
      .orderBy(desc(t.occurredAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(t, mine),
    db.select({ balance: sql<number>`coalesce(sum(${t.amount}), 0)`.mapWith(Number) }).from(t).where(mine),
  ]);
  return {
    balance: sum?.balance ?? 0,
    data: found.map((row) => ({ id: row.id, date: isoTime(row.occurredAt), invoice_number: row.invoiceNumber, amount: row.amount })),
    meta: paginationMeta(total, page, perPage),
  };
}
