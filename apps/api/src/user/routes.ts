import { apiPaths } from '@borong/contracts/api-paths';
import {
  addInterestBodySchema,
  companyResponseSchema,
  deleteInterestBodySchema,
  editProfileBodySchema,
  interestSearchQuerySchema,
  profileResponseSchema,
  userInterestListResponseSchema,
} from '@borong/contracts/auth';
import { apiErrorSchema } from '@borong/contracts/common';
import { z } from 'zod';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError } from '../app/errors';
import { requestLocale } from '../app/locale';
import { authMessage } from '../auth/messages';
import { callerId, requireUser } from '../auth/guard';
import { addInterests, findUserById, interestList, publicUser, removeInterest, updateProfile } from './users';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * The signed-in buyer's profile, company and interests (spec §7). Every route needs a bearer
 * token and reads or changes only the caller's own rows: there is no user id in any path.
 */
export default async function userRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  const guard = requireUser(db);

  const caller = async (id: number) => {
    const user = await findUserById(db, id);
    // The token outlived its account (deleted): the caller is no longer anyone.
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    return user;
  };

  app.get(apiPaths.profile, {
    schema: { tags: ['user'], summary: 'The signed-in buyer’s profile', response: { 200: profileResponseSchema, ...errors } },
    onRequest: guard,
    handler: async (request) => ({ data: await publicUser(db, await caller(callerId(request))) }),
  });

  app.post(apiPaths.profileEdit, {
    schema: {
      tags: ['user'],
      summary: 'Change the profile',
      description:
        'The spec does not show the fields; these are the sign-up fields a buyer may change: `name`, `mobile_no` (digits, stored as E.164), `company_name`, `reg_no`, all required, with the sign-up rules and message keys. The email is the sign-in name and is not changed here; interests have their own calls.',
      body: editProfileBodySchema,
      response: { 200: profileResponseSchema.extend({ error: z.literal(false), message: z.string() }), ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const id = callerId(request);
      const b = request.body;
      await updateProfile(db, id, b);
      return { error: false as const, message: authMessage(requestLocale(request), 'profileSaved'), data: await publicUser(db, await caller(id)) };
    },
  });

  app.get(apiPaths.company, {
    schema: {
      tags: ['user'],
      summary: 'The buyer’s company',
      description: 'Not shown by the spec; the company is what sign-up asked for: business name and registration number.',
      response: { 200: companyResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const user = await caller(callerId(request));
      return { data: { company_name: user.companyName, reg_no: user.regNo } };
    },
  });

  app.get(apiPaths.userInterestSearch, {
    schema: {
      tags: ['user'],
      summary: 'Interest options, marked with the buyer’s choices',
      description: 'The sign-up interests (ids 6–13 and 100 "Others"), in the language asked for; `search_query` keeps those whose English or Malay name contains it. `selected` marks the caller’s; `interest_other` is their "Others" text.',
      querystring: interestSearchQuerySchema,
      response: { 200: userInterestListResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: (request) => interestList(db, callerId(request), requestLocale(request), request.query.search_query),
  });

  app.post(apiPaths.interestAdd, {
    schema: {
      tags: ['user'],
      summary: 'Add an interest to the buyer’s list',
      description: 'Payload not shown by the spec; ours: `{ interest_id, interest_other? }` (`interest_other` required with 100, and replaces the earlier text). Adding one already chosen changes nothing. Answers the updated list.',
      body: addInterestBodySchema,
      response: { 200: userInterestListResponseSchema.extend({ error: z.literal(false), message: z.string() }), ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const id = callerId(request);
      const locale = requestLocale(request);
      await addInterests(db, id, [request.body.interest_id], request.body.interest_other ?? null);
      return { error: false as const, message: authMessage(locale, 'interestAdded'), ...(await interestList(db, id, locale)) };
    },
  });

  app.post(apiPaths.interestDelete, {
    schema: {
      tags: ['user'],
      summary: 'Remove an interest from the buyer’s list',
      description: 'Payload not shown by the spec; ours: `{ interest_id }`. An interest not in the caller’s list answers 404; the last one cannot be removed (422: sign-up asks for at least one). Answers the updated list.',
      body: deleteInterestBodySchema,
      response: { 200: userInterestListResponseSchema.extend({ error: z.literal(false), message: z.string() }), ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const id = callerId(request);
      const locale = requestLocale(request);
      await removeInterest(db, id, request.body.interest_id, locale);
      return { error: false as const, message: authMessage(locale, 'interestRemoved'), ...(await interestList(db, id, locale)) };
    },
  });
}
