import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { paginationMeta } from '@borong/contracts/common';
import type { CreditAccount, CreditAccountStatus } from '@borong/contracts/credit-terms';
import { DomainError } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { checkouts, creditApplications, creditTermsAccounts, creditTermsTransactions, orders } from '../db/schema';
import type { UserRow } from '../user/users';

/*
 * Credit-terms accounts (issue 10): an approved buyer's limit and the append-only ledger of what
 * they put on credit and repaid. Outstanding is the ledger's sum, never a stored figure, and
 * available credit is the limit less it. This module only inserts ledger entries; nothing here or
 * elsewhere updates or deletes one (the database refuses it too).
 */

export interface CreditStanding {
  id: number;
  status: CreditAccountStatus;
  limit: number;
  outstanding: number;
  /** limit − outstanding, never below 0 (a limit lowered under what is owed leaves nothing available). */
  available: number;
  approvedAt: Date;
}

/**
 * The buyer's account and what it has available, or null. Read inside a transaction that holds
 * the buyer's lock (`lockUser`), the figures hold until it ends: every ledger write for a buyer
 * takes that lock first.
 */
export async function creditStanding(tx: Db, userId: number): Promise<CreditStanding | null> {
  const t = creditTermsTransactions;
  const [row] = await tx
    .select({
      id: creditTermsAccounts.id,
      status: creditTermsAccounts.status,
      limit: creditTermsAccounts.limit,
      approvedAt: creditTermsAccounts.approvedAt,
      outstanding: sql<number>`coalesce(sum(${t.amount}), 0)`.mapWith(Number),
    })
    .from(creditTermsAccounts)
    .leftJoin(t, eq(t.accountId, creditTermsAccounts.id))
    .where(eq(creditTermsAccounts.userId, userId))
    .groupBy(creditTermsAccounts.id);
  if (!row) return null;
  return { ...row, available: Math.max(0, row.limit - row.outstanding) };
}

/** The account with one page of its ledger, newest first; null when the buyer has none. */
export async function creditStatement(db: Db, userId: number, page: number, perPage: number): Promise<CreditAccount | null> {
  const standing = await creditStanding(db, userId);
  if (!standing) return null;
  const t = creditTermsTransactions;
  const mine = eq(t.accountId, standing.id);
  const [found, total] = await Promise.all([
    db
      .select()
      .from(t)
      .where(mine)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(t, mine),
  ]);
  const checkoutIds = found.map((e) => e.checkoutId).filter((id): id is number => id !== null);
  const [placed, fees] = checkoutIds.length
    ? await Promise.all([
        db.select({ checkoutId: orders.checkoutId, orderNo: orders.orderNo }).from(orders).where(inArray(orders.checkoutId, checkoutIds)).orderBy(orders.id),
        db.select({ id: checkouts.id, fee: checkouts.serviceFee }).from(checkouts).where(inArray(checkouts.id, checkoutIds)),
      ])
    : [[], []];
  const feeOf = new Map(fees.map((c) => [c.id, c.fee]));
  return {
    status: standing.status,
    limit: standing.limit,
    outstanding: standing.outstanding,
    available: standing.available,
    approved_at: isoTime(standing.approvedAt),
    transactions: found.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      checkout_id: e.checkoutId,
      order_nos: placed.filter((o) => o.checkoutId === e.checkoutId).map((o) => o.orderNo),
      service_fee: e.kind === 'CHARGE' && e.checkoutId !== null ? (feeOf.get(e.checkoutId) ?? 0) : null,
      due_at: e.dueAt ? isoTime(e.dueAt) : null,
      created_at: isoTime(e.createdAt),
    })),
    meta: paginationMeta(total, page, perPage),
  };
}

/** Puts a placed checkout on credit: the CHARGE of `amount` (the payable with its fee), due at `dueAt`. */
export async function chargeCredit(tx: Db, input: { accountId: number; checkoutId: number; amount: number; dueAt: Date; now: Date }): Promise<void> {
  await tx.insert(creditTermsTransactions).values({ accountId: input.accountId, kind: 'CHARGE', amount: input.amount, checkoutId: input.checkoutId, dueAt: input.dueAt, createdAt: input.now });
}

/**
 * What the credit team does outside the storefront, for development and end-to-end tests: approves
 * the buyer's open application (or records an approved one from their company profile when they
 * have none), and opens their account with `limit`, or sets the limit of the one they have and
 * makes it active again.
 */
export async function approveCreditTerms(db: Db, buyer: UserRow, limit: number, now = new Date()): Promise<CreditStanding> {
  return db.transaction(async (tx) => {
    await lockUser(tx, buyer.id);
    const [open] = await tx
      .select({ id: creditApplications.id })
      .from(creditApplications)
      .where(and(eq(creditApplications.userId, buyer.id), ne(creditApplications.status, 'rejected')))
      .limit(1);
    let applicationId = open?.id;
    if (applicationId !== undefined) await tx.update(creditApplications).set({ status: 'approved', updatedAt: now }).where(eq(creditApplications.id, applicationId));
    else {
      const [created] = await tx
        .insert(creditApplications)
        .values({
          userId: buyer.id,
          companyName: buyer.companyName.slice(0, 150),
          ssmNo: buyer.regNo.slice(0, 20),
          yearsInBusiness: 0,
          monthlyPurchase: limit,
          contactName: buyer.name,
          contactPhone: buyer.mobileNo,
          contactEmail: buyer.email,
          status: 'approved',
          decisionNote: 'Approved with the development tools',
          submittedAt: now,
          updatedAt: now,
        })
        .returning({ id: creditApplications.id });
      applicationId = created?.id;
    }
    await tx
      .insert(creditTermsAccounts)
      .values({ userId: buyer.id, applicationId, limit, status: 'active', approvedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: creditTermsAccounts.userId, set: { applicationId, limit, status: 'active', updatedAt: now } });
    const standing = await creditStanding(tx, buyer.id);
    if (!standing) throw new DomainError(409, 'The credit-terms account could not be opened');
    return standing;
  });
}
