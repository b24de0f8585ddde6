import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import {
  cardNoBodySchema,
  checkExpiryResponseSchema,
  memberCardLinkResponseSchema,
  memberCardsResponseSchema,
  membershipCheckBodySchema,
  membershipCheckResponseSchema,
} from '@borong/contracts/membership';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { MAX_CARDS, cardsOf, claimCardsByEmail, linkCard, ownCard } from './membership';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Member (loyalty) cards (spec §4 "Membership"); the rules live in ./membership. */
export default async function membershipRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.memberCards, {
    schema: { tags: ['membership'], summary: "The caller's linked member cards", response: { 200: memberCardsResponseSchema, ...errors } },
    handler: async (request) => ({ member_cards: await cardsOf(db, callerId(request)) }),
  });

  app.post(apiPaths.memberCardLink, {
    schema: {
      tags: ['membership'],
      summary: 'Links a member card to the account',
      description: `card_no: the 16 digits on the card (spaces and dashes ignored). 422 when the programme never issued it, 409 when another account linked it; linking a card the caller already holds is fine. At most ${MAX_CARDS} cards an account.`,
      body: cardNoBodySchema,
      response: { 200: memberCardLinkResponseSchema, ...errors },
    },
    handler: async (request) => ({ error: false as const, message: 'Member card linked', data: await linkCard(db, callerId(request), request.body.card_no) }),
  });

  app.post(apiPaths.memberCardCheckExpiry, {
    schema: {
      tags: ['membership'],
      summary: 'Whether one of the caller’s cards has expired',
      description: 'card_no must be one of the caller’s linked cards (404 otherwise). A card expires at the end of its expiry date.',
      body: cardNoBodySchema,
      response: { 200: checkExpiryResponseSchema, ...errors },
    },
    handler: async (request) => {
      const card = await ownCard(db, callerId(request), request.body.card_no);
      return card.is_expired
        ? { is_expired: true, message: `Your member card ending ${card.card_no.slice(-4)} expired on ${card.expires_on}. Renew it to keep your member prices.` }
        : { is_expired: false, message: `Your member card is valid until ${card.expires_on}` };
    },
  });

  app.post(apiPaths.membershipCheck, {
    schema: {
      tags: ['membership'],
      summary: 'Membership check by email (spec §4: called when the buyer has no cards)',
      description:
        "email must be the caller's own account email (403 otherwise, so nobody can probe another person's membership). Cards the programme issued to that email and that no account holds yet are linked to the caller and returned; `is_member` is true when the programme knows the email at all.",
      body: membershipCheckBodySchema,
      response: { 200: membershipCheckResponseSchema, ...errors },
    },
    handler: async (request) => claimCardsByEmail(db, callerId(request), request.body.email),
  });
}
