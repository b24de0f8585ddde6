import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SocialProvider } from '@borong/contracts/auth';
import type { ApiLocale } from '@borong/contracts/common';
import { normalizeEmail } from '@borong/contracts/email';
import { DomainError } from '../app/errors';
import type { Db } from '../db/client';
import { emailVerifications, passwordResets, socialIdentities, users } from '../db/schema';
import { enqueueMail } from '../jobs/mail-outbox';
import { addInterests, findUserByEmail, findUserById, type UserRow } from '../user/users';
import { resetPasswordMail, verifyEmailMail } from './mail';
import { authMessage } from './messages';
import { hashPassword, isCommonPassword, verifyNothing, verifyPassword } from './passwords';
import type { SocialProfile } from './social';
import { hashToken, newToken, revokeAllAccessTokens } from './tokens';

/** How long a reset link works. */
export const RESET_MINUTES = 60;
/** How long a verification link works. */
export const VERIFY_HOURS = 48;

/** Sets the verified time once: a later proof of the same address does not move it. */
const markVerified = { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` };

/** A page of the storefront in the buyer's language, with a query (the links mails carry). */
const storefrontLink = (publicUrl: string, locale: ApiLocale, path: string, query: Record<string, string>) => `${publicUrl}${locale === 'ms' ? '/bm' : ''}${path}?${new URLSearchParams(query)}`;

/** True when a unique index refused the row (two sign-ups of one email at the same moment). */
const isUniqueViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

const commonPasswordError = (locale: ApiLocale) => new DomainError(400, authMessage(locale, 'commonPassword'), { password: ['PASSWORD.TOO.COMMON'] });

export interface Registration {
  name: string;
  email: string;
  mobile_no: string;
  company_name: string;
  reg_no: string;
  password: string;
  interest: number[];
  interest_other: string | null;
}

/**
 * Opens an account and writes the verification link to the outbox; an email already registered
 * (in any case or compatibility form: addresses are stored normalized) is a 409 naming the email field.
 */
export async function registerAccount(db: Db, input: Registration, locale: ApiLocale, publicUrl: string): Promise<number> {
  if (isCommonPassword(input.password)) throw commonPasswordError(locale);
  const taken = () => new DomainError(409, authMessage(locale, 'emailTaken'), { email: [authMessage(locale, 'emailTaken')] });
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email, mobileNo: input.mobile_no, companyName: input.company_name, regNo: input.reg_no, passwordHash })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      await addInterests(tx, row.id, input.interest, input.interest_other);
      await queueVerification(tx, { id: row.id, email, name: input.name }, locale, publicUrl);
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** The account of a right email and password; a wrong email and a wrong password fail alike, in the same time. */
export async function checkCredentials(db: Db, email: string, password: string, locale: ApiLocale): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyNothing(password);
  if (!user || !ok) throw new DomainError(401, authMessage(locale, 'invalidCredentials'));
  return user;
}

/**
 * Writes a reset link for the account of `email` to the outbox, replacing earlier unused links.
 * Answers whether a mail was queued; the caller tells nobody, so nobody learns who has an account.
 */
export async function requestPasswordReset(db: Db, email: string, locale: ApiLocale, publicUrl: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const token = newToken();
  const link = storefrontLink(publicUrl, locale, '/', { action: 'resetPwd', token, email: user.email });
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})` });
    await enqueueMail(tx, resetPasswordMail(locale, user.email, user.name, link, RESET_MINUTES));
  });
  return true;
}

/**
 * Sets a new password with an emailed token, which works once and until it expires. Every other
 * session of the account ends (`keepToken`, the caller's own, stays).
 */
export async function resetPassword(db: Db, input: { email: string; token: string; password: string }, keepToken: string | undefined, locale: ApiLocale): Promise<void> {
  const invalid = () => new DomainError(422, authMessage(locale, 'resetInvalid'));
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalid();
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, hashToken(input.token)), eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    );
  if (!reset) throw invalid();
  if (isCommonPassword(input.password)) throw commonPasswordError(locale);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    // Claiming the row in the update makes the token single-use even for two calls at once.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) return false;
    // The link reached the address, which proves it as the verification link would.
    await tx
      .update(users)
      .set({ passwordHash, ...markVerified, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeAllAccessTokens(tx, user.id, keepToken);
    return true;
  });
  if (!done) throw invalid();
}

/**
 * The account a provider's verified profile signs in to: the one already linked, else one of the
 * same verified email, else a new one (business details to be completed on the profile).
 */
export async function socialAccount(db: Db, provider: SocialProvider, profile: SocialProfile): Promise<number> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, profile.subject)));
    if (linked) return linked.userId;
    const email = normalizeEmail(profile.email);
    const existing = profile.emailVerified ? await findUserByEmail(tx, email) : null;
    let id: number;
    if (existing) {
      id = existing.id;
      // The provider vouches for the address the account is matched by.
      await tx.update(users).set(markVerified).where(eq(users.id, id));
    } else {
      // No password: `!` is never a valid argon2 hash, so only social login (or a reset) opens this account.
      const [row] = await tx
        .insert(users)
        .values({
          name: profile.name.slice(0, 100),
          email,
          mobileNo: '',
          companyName: '',
          regNo: '',
          passwordHash: '!',
          emailVerifiedAt: profile.emailVerified ? sql`now()` : null,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      id = row.id;
    }
    await tx.insert(socialIdentities).values({ userId: id, provider, subject: profile.subject });
    return id;
  });
}

/** Writes a fresh verification link for the account's current address, replacing earlier ones. */
async function queueVerification(tx: Db, user: Pick<UserRow, 'id' | 'email' | 'name'>, locale: ApiLocale, publicUrl: string): Promise<void> {
  const token = newToken();
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
  await tx.insert(emailVerifications).values({ userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(hours => ${VERIFY_HOURS})` });
  await enqueueMail(tx, verifyEmailMail(locale, user.email, user.name, storefrontLink(publicUrl, locale, '/verify-email', { token }), VERIFY_HOURS));
}

/** Sends the verification link again; answers false (and sends nothing) when the address is already verified. */
export async function resendVerification(db: Db, userId: number, locale: ApiLocale, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new DomainError(401, 'Unauthenticated.');
    if (user.emailVerifiedAt) return false;
    await queueVerification(tx, user, locale, publicUrl);
    return true;
  });
}

/**
 * Marks the address of a verification link as verified. The link works until it expires, more
 * than once (a mail scanner may open it before the buyer), and only for the address it was sent
 * to; a wrong, replaced or expired token answers 422.
 */
export async function verifyEmail(db: Db, token: string, locale: ApiLocale): Promise<void> {
  const verified = await db
    .update(users)
    .set(markVerified)
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        gt(emailVerifications.expiresAt, sql`now()`),
        eq(emailVerifications.userId, users.id),
        eq(emailVerifications.email, users.email),
      ),
    )
    .returning({ id: users.id });
  if (verified.length === 0) throw new DomainError(422, authMessage(locale, 'verifyInvalid'));
}

/**
 * A signed-in buyer's new password: the current one must match (422 on `current_password`
 * otherwise, after the same work either way), the new one follows the sign-up rules. Every other
 * session of the account ends; `keepToken`, the caller's own, stays.
 */
export async function changePassword(db: Db, userId: number, input: { current_password: string; password: string }, keepToken: string | null, locale: ApiLocale): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new DomainError(401, 'Unauthenticated.');
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw new DomainError(422, authMessage(locale, 'currentPasswordWrong'), { current_password: ['PASSWORD.INCORRECT'] });
  }
  if (isCommonPassword(input.password)) throw commonPasswordError(locale);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await revokeAllAccessTokens(tx, userId, keepToken ?? undefined);
  });
}
