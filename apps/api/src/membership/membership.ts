import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, eq, exists, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import { normalizeEmail } from '@borong/contracts/email';
import type { MemberCard } from '@borong/contracts/membership';
import { conflict, DomainError, notFound } from '../app/errors';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { loyaltyCards, memberCards, users } from '../db/schema';

/** How many cards one account may link. */
export const MAX_CARDS = 5;

/*
 * Member (loyalty) cards (spec §4 "Membership"). Card numbers are sequential, so a number alone
 * proves nothing (issue 14): linking by number also asks for the security code printed on the
 * card, and the membership check links only the cards issued to the caller's verified address.
 * Nothing about a card (holder, balance) is shown before that proof, and the refusals do not tell
 * a number never issued from one held by someone else. Cards are the caller's own: a card number
 * linked to another account is "not found" for expiry checks.
 */

/** Whether a typed code is the printed one, in time independent of where they differ (and of whether there is one). */
function codeMatches(printed: string | null, typed: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const same = timingSafeEqual(digest(printed ?? ''), digest(typed));
  return printed !== null && same;
}

/** The caller's linked cards, oldest link first. */
export async function cardsOf(db: Db, userId: number): Promise<MemberCard[]> {
  const found = await db
    .select({
      id: memberCards.id,
      cardNo: memberCards.cardNo,
      holderName: loyaltyCards.holderName,
      expiresOn: loyaltyCards.expiresOn,
      balance: loyaltyCards.balance,
      isExpired: sql<boolean>`${loyaltyCards.expiresOn} < current_date`,
    })
    .from(memberCards)
    .innerJoin(loyaltyCards, eq(loyaltyCards.cardNo, memberCards.cardNo))
    .where(eq(memberCards.userId, userId))
    .orderBy(asc(memberCards.linkedAt), asc(memberCards.id));
  return found.map((row) => ({
    id: row.id,
    card_no: row.cardNo,
    name: row.holderName,
    expires_on: row.expiresOn,
    balance: row.balance,
    is_expired: Boolean(row.isExpired),
  }));
}

/** One of the caller's cards by number, or a 404. */
export async function ownCard(db: Db, userId: number, cardNo: string): Promise<MemberCard> {
  const card = (await cardsOf(db, userId)).find((c) => c.card_no === cardNo);
  if (!card) throw notFound('Member card not found');
  return card;
}

/**
 * Links a card by its number and the security code printed on it. A number never issued, a wrong
 * code, a card without a code and a card another account holds all get one answer (422, one
 * message, after the same single query), so the answers tell nobody which numbers exist or whose
 * they are. Linking a card the caller already holds is fine.
 */
export async function linkCard(db: Db, userId: number, cardNo: string, securityCode: string): Promise<MemberCard> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [card] = await tx
      .select({ securityCode: loyaltyCards.securityCode, holder: memberCards.userId })
      .from(loyaltyCards)
      .leftJoin(memberCards, eq(memberCards.cardNo, loyaltyCards.cardNo))
      .where(eq(loyaltyCards.cardNo, cardNo));
    const proven = codeMatches(card?.securityCode ?? null, securityCode);
    if (!card || !proven || (card.holder !== null && card.holder !== userId)) throw new DomainError(422, M['accountV.cardRefused'], { card_no: [M['accountV.cardRefused']] });
    if (card.holder === userId) return;
    const count = await tx.$count(memberCards, eq(memberCards.userId, userId));
    if (count >= MAX_CARDS) throw conflict(`An account can link at most ${MAX_CARDS} member cards`);
    await tx.insert(memberCards).values({ userId, cardNo });
  });
  return ownCard(db, userId, cardNo);
}

/**
 * The membership check by the caller's own email (403 for another's): links the cards the
 * programme issued to it that no account holds yet. The address proves who the caller is only
 * once verified (403 with code EMAIL_NOT_VERIFIED before), and is compared in its one normalized
 * form, as stored on both sides.
 */
export async function claimCardsByEmail(db: Db, userId: number, email: string) {
  const address = normalizeEmail(email);
  const [user] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.email !== address) throw new DomainError(403, 'You can only check the membership of your own email');
  if (!user.verifiedAt) throw new DomainError(403, M['accountV.emailUnverified'], { email: [M['accountV.emailUnverified']] }, 'EMAIL_NOT_VERIFIED');
  const linked = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const issued = await tx
      .select({
        cardNo: loyaltyCards.cardNo,
        linked: sql<boolean>`${exists(tx.select({ id: memberCards.id }).from(memberCards).where(eq(memberCards.cardNo, loyaltyCards.cardNo)))}`,
      })
      .from(loyaltyCards)
      .where(eq(loyaltyCards.holderEmail, address))
      .orderBy(asc(loyaltyCards.cardNo));
    const free = issued.filter((c) => !c.linked).slice(0, MAX_CARDS);
    for (const c of free) await tx.insert(memberCards).values({ userId, cardNo: c.cardNo }).onConflictDoNothing({ target: memberCards.cardNo });
    return { known: issued.length > 0, cards: free.map((c) => c.cardNo) };
  });
  const cards = (await cardsOf(db, userId)).filter((c) => linked.cards.includes(c.card_no));
  return {
    is_member: linked.known,
    message: cards.length ? 'We found your member card and linked it to your account' : linked.known ? 'Your member card is already linked' : 'No membership found for this email',
    member_cards: cards,
  };
}
