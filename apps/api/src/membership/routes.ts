import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@borong/contracts/common';
import {
  cardNoBodySchema,
  checkExpiryResponseSchema,
  memberCardLinkResponseSchema,
  memberCardsResponseSchema,
  membershipCheckBodySchema,
  membershipCheckResponseSchema,
  type MemberCard,
} from '@borong/contracts/membership';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError, notFound } from '../app/errors';
import { lockUser } from '../app/lock-user';
import { callerId, requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
/** How many cards one account may link. */
const MAX_CARDS = 5;

interface CardRow {
  id: number;
  card_no: string;
  holder_name: string;
  expires_on: Date | string;
  balance: number;
  is_expired: boolean;
}

const cardColumns = sql`m.id, m.card_no, c.holder_name, c.expires_on::text as expires_on, c.balance, c.expires_on < current_date as is_expired`;

const toCard = (row: CardRow): MemberCard => ({
  id: Number(row.id),
  card_no: row.card_no,
  name: row.holder_name,
  expires_on: String(row.expires_on),
  balance: Number(row.balance),
  is_expired: Boolean(row.is_expired),
});

const cardsOf = async (db: Db, userId: number) =>
  (await rows<CardRow>(db, sql`select ${cardColumns} from member_cards m join loyalty_cards c on c.card_no = m.card_no where m.user_id = ${userId} order by m.linked_at, m.id`)).map(toCard);

/**
 * Member (loyalty) cards (spec §4 "Membership"). A card can be linked when the loyalty programme
 * issued it (`loyalty_cards`) and no other account holds it. Cards are the caller's own: a card
 * number linked to another account is "not found" for expiry checks.
 */
export default async function membershipRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get('/member_cards', {
    schema: { tags: ['membership'], summary: "The caller's linked member cards", response: { 200: memberCardsResponseSchema, ...errors } },
    handler: async (request) => ({ member_cards: await cardsOf(db, callerId(request)) }),
  });

  app.post('/member_cards/link', {
    schema: {
      tags: ['membership'],
      summary: 'Links a member card to the account',
      description: `card_no: the 16 digits on the card (spaces and dashes ignored). 422 when the programme never issued it, 409 when another account linked it; linking a card the caller already holds is fine. At most ${MAX_CARDS} cards an account.`,
      body: cardNoBodySchema,
      response: { 200: memberCardLinkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { card_no: cardNo } = request.body;
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [issued] = await rows<{ card_no: string }>(tx, sql`select card_no from loyalty_cards where card_no = ${cardNo}`);
        if (!issued) throw new HttpError(422, 'We could not find a member card with this number', { card_no: ['We could not find a member card with this number'] });
        const [holder] = await rows<{ user_id: number }>(tx, sql`select user_id from member_cards where card_no = ${cardNo}`);
        if (holder && Number(holder.user_id) !== userId) throw new HttpError(409, 'This member card is already linked to another account', { card_no: ['This member card is already linked to another account'] });
        if (holder) return;
        const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from member_cards where user_id = ${userId}`);
        if (Number(count?.n ?? 0) >= MAX_CARDS) throw new HttpError(409, `An account can link at most ${MAX_CARDS} member cards`);
        await tx.execute(sql`insert into member_cards (user_id, card_no) values (${userId}, ${cardNo})`);
      });
      const card = (await cardsOf(db, userId)).find((c) => c.card_no === cardNo);
      if (!card) throw notFound('Member card not found');
      return { error: false as const, message: 'Member card linked', data: card };
    },
  });

  app.post('/member_cards/check_expiry', {
    schema: {
      tags: ['membership'],
      summary: 'Whether one of the caller’s cards has expired',
      description: 'card_no must be one of the caller’s linked cards (404 otherwise). A card expires at the end of its expiry date.',
      body: cardNoBodySchema,
      response: { 200: checkExpiryResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const card = (await cardsOf(db, userId)).find((c) => c.card_no === request.body.card_no);
      if (!card) throw notFound('Member card not found');
      return card.is_expired
        ? { is_expired: true, message: `Your member card ending ${card.card_no.slice(-4)} expired on ${card.expires_on}. Renew it to keep your member prices.` }
        : { is_expired: false, message: `Your member card is valid until ${card.expires_on}` };
    },
  });

  app.post('/member_cards/check_membership', {
    schema: {
      tags: ['membership'],
      summary: 'Membership check by email (spec §4: called when the buyer has no cards)',
      description:
        "email must be the caller's own account email (403 otherwise, so nobody can probe another person's membership). Cards the programme issued to that email and that no account holds yet are linked to the caller and returned; `is_member` is true when the programme knows the email at all.",
      body: membershipCheckBodySchema,
      response: { 200: membershipCheckResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { email } = request.body;
      const [user] = await rows<{ email: string }>(db, sql`select email from users where id = ${userId}`);
      if (!user || user.email.toLowerCase() !== email.toLowerCase()) throw new HttpError(403, 'You can only check the membership of your own email');
      const linked = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const issued = await rows<{ card_no: string; linked: boolean }>(
          tx,
          sql`select c.card_no, exists (select 1 from member_cards m where m.card_no = c.card_no) as linked from loyalty_cards c where lower(c.holder_email) = lower(${email}) order by c.card_no`,
        );
        const free = issued.filter((c) => !c.linked).slice(0, MAX_CARDS);
        for (const c of free) await tx.execute(sql`insert into member_cards (user_id, card_no) values (${userId}, ${c.card_no}) on conflict (card_no) do nothing`);
        return { known: issued.length > 0, cards: free.map((c) => c.card_no) };
      });
      const cards = (await cardsOf(db, userId)).filter((c) => linked.cards.includes(c.card_no));
      return {
        is_member: linked.known,
        message: cards.length ? 'We found your member card and linked it to your account' : linked.known ? 'Your member card is already linked' : 'No membership found for this email',
        member_cards: cards,
      };
    },
  });
}
