import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import {
  cardNoBodySchema,
  checkExpiryResponseSchema,
  memberCardLinkBodySchema,
  memberCardLinkResponseSchema,
  memberCardsResponseSchema,
  membershipCheckBodySchema,
  membershipCheckResponseSchema,
} from '@borong/contracts/membership';
import type { ApiApp, LimitedDeps } from '../app/types';
import { requestLocale } from '../app/locale';
import { callerId, requireUser } from '../auth/guard';
import { authMessage } from '../auth/messages';
import { AUTH_LIMITS } from '../auth/rate-limit';
import { MAX_CARDS, cardsOf, claimCardsByEmail, linkCard, ownCard } from './membership';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** Member (loyalty) cards (spec §4 "Membership"); the rules live in ./membership. */
export default async function membershipRoutes(app: ApiApp, { database, limiter }: LimitedDeps) {
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
      description: `\`card_no\`: the 16 digits on the card (spaces and dashes ignored); \`security_code\`: the 6 digits printed on its back, the proof of holding the card (not in the spec, whose payload is not shown: card numbers are sequential, so a number alone proves nothing). A number the programme never issued, a wrong code and a card another account holds all answer the same 422 (\`errors.card_no\`, one message), after the same work, and the card (holder, balance) is answered only once linked. Linking a card the caller already holds is fine. At most ${MAX_CARDS} cards an account (409). Rate limited per account, per client IP and per card number (429 with Retry-After), so guesses spread over accounts and addresses still get few tries at one card.`,
      body: memberCardLinkBodySchema,
      response: { 200: memberCardLinkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { card_no: cardNo, security_code: securityCode } = request.body;
      await limiter.check(
        [
          [AUTH_LIMITS.cardLinkAccount, String(userId)],
          [AUTH_LIMITS.cardLinkIp, request.ip],
          [AUTH_LIMITS.cardLinkCard, cardNo],
        ],
        authMessage(requestLocale(request), 'tooMany'),
      );
      return { error: false as const, message: 'Member card linked', data: await linkCard(db, userId, cardNo, securityCode) };
    },
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
        "email must be the caller's own account email (compared normalized; 403 otherwise, so nobody can probe another person's membership), and that address must be verified: an unverified one answers 403 with `code` EMAIL_NOT_VERIFIED and `errors.email`, since an address nobody proved proves nobody's identity (issue 14; the buyer follows the link sent at sign-up, or asks for a new one). Cards the programme issued to that email and that no account holds yet are linked to the caller and returned; `is_member` is true when the programme knows the email at all.",
      body: membershipCheckBodySchema,
      response: { 200: membershipCheckResponseSchema, ...errors },
    },
    handler: async (request) => claimCardsByEmail(db, callerId(request), request.body.email),
  });
}
