import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '@borong/contracts/email';
import type { SellerRole } from '@borong/contracts/seller';
import { DomainError } from '../app/errors';
import { linkMail } from '../auth/mail';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { passwordResets, storeMembers, stores, users } from '../db/schema';
import { enqueueMail } from '../jobs/mail-outbox';
import { findUserByEmail } from '../user/users';

/** How long an invitation's set-password link works: a new seller may not read mail the same hour. */
export const INVITE_HOURS = 72;

export interface Invitation {
  storeUrl: string;
  email: string;
  name?: string;
  role?: SellerRole;
}

/**
 * Makes `email` a seller of the store (issue 11's operator command). A new address gets an account
 * with no usable password and a one-time link to set one, through the outbox; an existing account
 * is linked to the store and told so. Running it again changes nothing but sends a fresh link.
 */
export async function inviteSeller(db: Db, invitation: Invitation, publicUrl: string): Promise<{ userId: number; storeId: number; created: boolean }> {
  const email = normalizeEmail(invitation.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new DomainError(400, `Not an e-mail address: ${email}`);
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id, name: stores.domainName }).from(stores).where(eq(stores.url, invitation.storeUrl));
    if (!store) throw new DomainError(404, `No store with the URL "${invitation.storeUrl}"`);
    const existing = await findUserByEmail(tx, email);
    let userId = existing?.id;
    if (!userId) {
      // `!` is never a valid argon2 hash: only the emailed link opens this account.
      const [row] = await tx
        .insert(users)
        .values({ name: (invitation.name ?? store.name).slice(0, 100), email, mobileNo: '', companyName: store.name.slice(0, 150), regNo: '', passwordHash: '!' })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      userId = row.id;
    }
    await tx
      .insert(storeMembers)
      .values({ userId, storeId: store.id, role: invitation.role ?? 'owner' })
      .onConflictDoNothing();
    const token = newToken();
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(hours => ${INVITE_HOURS})` });
    const link = `${publicUrl}/?${new URLSearchParams({ action: 'resetPwd', token, email })}`;
    await enqueueMail(
      tx,
      linkMail({
        locale: 'en',
        to: email,
        link,
        subject: `You sell for ${store.name} on Borong`,
        greeting: `Hello ${existing?.name ?? invitation.name ?? store.name},`,
        body: `You have been made a seller of ${store.name} on Borong. Choose your password with this link, then sign in to the seller console at ${publicUrl}/seller to take orders and manage your products.`,
        button: 'Choose your password',
        smallPrint: `The link works once and expires in ${INVITE_HOURS} hours. If you did not expect this, ignore this email.`,
      }),
    );
    return { userId, storeId: store.id, created: !existing };
  });
}

/** Links an existing account to a store (the development tool's part of an invitation: no account made, no mail). */
export async function linkSeller(db: Db, email: string, storeId: number, role: SellerRole): Promise<void> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) throw new DomainError(404, 'No such user');
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new DomainError(404, 'Store not found');
  await db.insert(storeMembers).values({ userId: user.id, storeId, role }).onConflictDoNothing();
}
