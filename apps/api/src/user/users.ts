import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../app/like';
import { OTHER_INTEREST_ID, type User } from '@borong/contracts/auth';
import type { ApiLocale } from '@borong/contracts/common';
import { normalizeEmail } from '@borong/contracts/email';
import { DomainError } from '../app/errors';
import { localized } from '../app/locale';
import { authMessage } from '../auth/messages';
import type { Db } from '../db/client';
import { interests, userInterests, users, type CheckoutEInvoiceBuyer } from '../db/schema';
import { GENERAL_PUBLIC_TIN, type Company, type EInvoiceDetails } from '@borong/contracts/e-invoice';

export type UserRow = typeof users.$inferSelect;

/** The account with this email (normalized, as addresses are stored: plain equality, no case-folding in SQL), with its password hash. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The buyer as the API shows them: never the password hash. */
export async function publicUser(db: Db, row: UserRow): Promise<User> {
  const chosen = await db
    .select({ interestId: userInterests.interestId, otherText: userInterests.otherText })
    .from(userInterests)
    .where(eq(userInterests.userId, row.id))
    .orderBy(asc(userInterests.interestId));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_no: row.mobileNo,
    company_name: row.companyName,
    reg_no: row.regNo,
    interest: chosen.map((i) => i.interestId),
    interest_other: chosen.find((i) => i.otherText)?.otherText ?? null,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Inserts a user's chosen interests; 100 ("Others") carries its free text. */
export async function addInterests(db: Db, userId: number, interestIds: number[], otherText: string | null): Promise<void> {
  for (const id of interestIds) {
    const text = id === OTHER_INTEREST_ID ? otherText : null;
    await db
      .insert(userInterests)
      .values({ userId, interestId: id, otherText: text })
      .onConflictDoUpdate({ target: [userInterests.userId, userInterests.interestId], set: { otherText: text } });
  }
}

export interface ProfileFields {
  name: string;
  mobile_no: string;
  company_name: string;
  reg_no: string;
}

export async function updateProfile(db: Db, userId: number, fields: ProfileFields): Promise<void> {
  await db
    .update(users)
    .set({ name: fields.name, mobileNo: fields.mobile_no, companyName: fields.company_name, regNo: fields.reg_no, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The company profile as the API shows it, with the e-invoice details once given. */
export function companyOf(row: UserRow): Company {
  return {
    company_name: row.companyName,
    reg_no: row.regNo,
    e_invoice: row.tin && row.sstRegNo && row.eInvoiceEmail ? { tin: row.tin, reg_no: row.regNo, sst_reg_no: row.sstRegNo, email: row.eInvoiceEmail } : null,
  };
}

/** Keeps the e-invoice details on the company profile; the registration number is the profile's own (BRN). */
export async function saveEInvoiceDetails(db: Db, userId: number, details: EInvoiceDetails): Promise<void> {
  await db.update(users).set({ tin: details.tin, regNo: details.reg_no, sstRegNo: details.sst_reg_no, eInvoiceEmail: details.email, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The buyer as an order's e-invoice names them: their business when they gave its details, else the consolidated e-invoice. */
export function eInvoiceBuyer(row: UserRow): CheckoutEInvoiceBuyer {
  const company = companyOf(row);
  return company.e_invoice ? { kind: 'INDIVIDUAL', name: row.companyName, ...company.e_invoice } : { kind: 'CONSOLIDATED', tin: GENERAL_PUBLIC_TIN };
}

/** The interest options, localized, each marked when the caller chose it; `search` matches either language. */
export async function interestList(db: Db, userId: number, locale: ApiLocale, search?: string) {
  const pattern = search ? containsPattern(search) : null;
  const found = await db
    .select({ id: interests.id, name: interests.name, nameBm: interests.nameBm, selected: sql<boolean>`${userInterests.userId} is not null` })
    .from(interests)
    .leftJoin(userInterests, and(eq(userInterests.interestId, interests.id), eq(userInterests.userId, userId)))
    .where(pattern ? or(ilike(interests.name, pattern), ilike(interests.nameBm, pattern)) : undefined)
    .orderBy(asc(interests.id));
  const [other] = await db
    .select({ otherText: userInterests.otherText })
    .from(userInterests)
    .where(and(eq(userInterests.userId, userId), eq(userInterests.interestId, OTHER_INTEREST_ID)));
  return {
    data: found.map((i) => ({ id: i.id, name: localized(locale, i.name, i.nameBm), selected: Boolean(i.selected) })),
    interest_other: other?.otherText ?? null,
  };
}

/** Removes one of the caller's interests: 404 when it is not theirs, 422 for the last one (sign-up asks for one). */
export async function removeInterest(db: Db, userId: number, interestId: number, locale: ApiLocale): Promise<void> {
  const mine = await db.select({ interestId: userInterests.interestId }).from(userInterests).where(eq(userInterests.userId, userId));
  if (!mine.some((m) => m.interestId === interestId)) throw new DomainError(404, authMessage(locale, 'interestNotFound'));
  if (mine.length === 1) throw new DomainError(422, authMessage(locale, 'lastInterest'));
  await db.delete(userInterests).where(and(eq(userInterests.userId, userId), eq(userInterests.interestId, interestId)));
}
