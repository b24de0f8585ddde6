import { sql } from 'drizzle-orm';
import {
  addInterestBodySchema,
  companyResponseSchema,
  deleteInterestBodySchema,
  editProfileBodySchema,
  interestSearchQuerySchema,
  OTHER_INTEREST_ID,
  profileResponseSchema,
  userInterestListResponseSchema,
} from '@borong/contracts/auth';
import { apiErrorSchema } from '@borong/contracts/common';
import { z } from 'zod';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError } from '../app/errors';
import { localized, requestLocale } from '../app/locale';
import { authMessage } from '../auth/messages';
import { callerId, requireUser } from '../auth/guard';
import { rows } from '../db/rows';
import { addInterests, findUserById, publicUser } from './users';

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

  /** The interest options, localized, each marked when the caller chose it. */
  const interestList = async (userId: number, locale: 'en' | 'ms', search?: string) => {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const found = await rows<{ id: number; name: string; name_bm: string; selected: boolean; other_text: string | null }>(
      db,
      sql`select i.id, i.name, i.name_bm, (ui.user_id is not null) as selected, ui.other_text
          from interests i left join user_interests ui on ui.interest_id = i.id and ui.user_id = ${userId}
          ${pattern ? sql`where i.name ilike ${pattern} or i.name_bm ilike ${pattern}` : sql``}
          order by i.id`,
    );
    const [other] = await rows<{ other_text: string | null }>(db, sql`select other_text from user_interests where user_id = ${userId} and interest_id = ${OTHER_INTEREST_ID}`);
    return {
      data: found.map((i) => ({ id: Number(i.id), name: localized(locale, i.name, i.name_bm), selected: Boolean(i.selected) })),
      interest_other: other?.other_text ?? null,
    };
  };

  app.get('/user', {
    schema: { tags: ['user'], summary: 'The signed-in buyer’s profile', response: { 200: profileResponseSchema, ...errors } },
    onRequest: guard,
    handler: async (request) => ({ data: await publicUser(db, await caller(callerId(request))) }),
  });

  app.post('/user/edit', {
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
      await db.execute(sql`update users set name = ${b.name}, mobile_no = ${b.mobile_no}, company_name = ${b.company_name}, reg_no = ${b.reg_no}, updated_at = now() where id = ${id}`);
      return { error: false as const, message: authMessage(requestLocale(request), 'profileSaved'), data: await publicUser(db, await caller(id)) };
    },
  });

  app.get('/user/company', {
    schema: {
      tags: ['user'],
      summary: 'The buyer’s company',
      description: 'Not shown by the spec; the company is what sign-up asked for: business name and registration number.',
      response: { 200: companyResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const user = await caller(callerId(request));
      return { data: { company_name: user.company_name, reg_no: user.reg_no } };
    },
  });

  app.get('/mydin-online/categories/user-interests/search', {
    schema: {
      tags: ['user'],
      summary: 'Interest options, marked with the buyer’s choices',
      description: 'The sign-up interests (ids 6–13 and 100 "Others"), in the language asked for; `search_query` keeps those whose English or Malay name contains it. `selected` marks the caller’s; `interest_other` is their "Others" text.',
      querystring: interestSearchQuerySchema,
      response: { 200: userInterestListResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: (request) => interestList(callerId(request), requestLocale(request), request.query.search_query),
  });

  app.post('/user/add_new_interest', {
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
      return { error: false as const, message: authMessage(locale, 'interestAdded'), ...(await interestList(id, locale)) };
    },
  });

  app.post('/user/delete_interest', {
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
      const mine = await rows<{ interest_id: number }>(db, sql`select interest_id from user_interests where user_id = ${id}`);
      if (!mine.some((m) => Number(m.interest_id) === request.body.interest_id)) throw new HttpError(404, authMessage(locale, 'interestNotFound'));
      if (mine.length === 1) throw new HttpError(422, authMessage(locale, 'lastInterest'));
      await db.execute(sql`delete from user_interests where user_id = ${id} and interest_id = ${request.body.interest_id}`);
      return { error: false as const, message: authMessage(locale, 'interestRemoved'), ...(await interestList(id, locale)) };
    },
  });
}
