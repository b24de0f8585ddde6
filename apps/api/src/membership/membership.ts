import { asc, eq, exists, sql } from 'drizzle-orm';
import type { MemberCard } from '@borong/contracts/membership';
import { conflict, DomainError, notFound } from '../app/errors';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { loyaltyCards, memberCards, users } from '../db/schema';

/** How many cards one account may link. */
export const MAX_CARDS = 5;

const CARD_UNKNOWN = 'We could not find a member card with this number';
const CARD_TAKEN = 'This member card is already linked to another account';

/*
 * Member (loyalty) cards (spec §4 "Membership"). A card can be linked when the loyalty programme
 * issued it (`loyalty_cards`) and no other account holds it. Cards are the caller's own: a card
 * number linked to another account is "not found" for expiry checks.
 */

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

/** Links an issued card no other account holds; linking one the caller already holds is fine. */
export async function linkCard(db: Db, userId: number, cardNo: string): Promise<MemberCard> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [issued] = await tx.select({ cardNo: loyaltyCards.cardNo }).from(loyaltyCards).where(eq(loyaltyCards.cardNo, cardNo));
    if (!issued) throw new DomainError(422, CARD_UNKNOWN, { card_no: [CARD_UNKNOWN] });
    const [holder] = await tx.select({ userId: memberCards.userId }).from(memberCards).where(eq(memberCards.cardNo, cardNo));
    if (holder && holder.userId !== userId) throw new DomainError(409, CARD_TAKEN, { card_no: [CARD_TAKEN] });
    if (holder) return;
    const count = await tx.$count(memberCards, eq(memberCards.userId, userId));
    if (count >= MAX_CARDS) throw conflict(`An account can link at most ${MAX_CARDS} member cards`);
    await tx.insert(memberCards).values({ userId, cardNo });
  });
  return ownCard(db, userId, cardNo);
}

/**
 * The membership check by the caller's own email (403 for another's): links the cards the
 * programme issued to it that no account holds yet.
 */
export async function claimCardsByEmail(db: Db, userId: number, email: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw new DomainError(403, 'You can only check the membership of your own email');
  const linked = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const issued = await tx
      .select({
        cardNo: loyaltyCards.cardNo,
        linked: sql<boolean>`${exists(tx.select({ id: memberCards.id }).from(memberCards).where(eq(memberCards.cardNo, loyaltyCards.cardNo)))}`,
      })
      .from(loyaltyCards)
      .where(sql`lower(${loyaltyCards.holderEmail}) = lower(${email})`)
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
