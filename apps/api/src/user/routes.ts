import { apiPaths } from '@borong/contracts/api-paths';
import {
  addInterestBodySchema,
  deleteInterestBodySchema,
  editProfileBodySchema,
  interestSearchQuerySchema,
  profileResponseSchema,
  userInterestListResponseSchema,
} from '@borong/contracts/auth';
import { apiErrorSchema } from '@borong/contracts/common';
import { companyResponseSchema, eInvoiceDetailsSchema } from '@borong/contracts/e-invoice';
import { z } from 'zod';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError } from '../app/errors';
import { requestLocale } from '../app/locale';
import { authMessage } from '../auth/messages';
import { callerId, requireUser } from '../auth/guard';
import { addInterests, companyOf, findUserById, interestList, publicUser, removeInterest, saveEInvoiceDetails, updateProfile } from './users';

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
      description:
        'Not shown by the spec; the company is what sign-up asked for (business name and registration number) and, once given, the e-invoice details (`e_invoice`: TIN, business registration number, SST registration number or NA, e-mail for e-invoices), else null.',
      response: { 200: companyResponseSchema, ...errors },
    },
    onRequest: guard,
    handler: async (request) => ({ data: companyOf(await caller(callerId(request))) }),
  });

  app.post(apiPaths.companyEInvoice, {
    schema: {
      tags: ['user'],
      summary: 'Keeps the buyer’s e-invoice details on the company profile',
      description:
        'What LHDN’s MyInvois needs to name a business buyer, asked once (at checkout or in the profile) and kept: `tin` (LHDN’s letter code and 8–12 digits, e.g. C2584563202; spaces dropped, upper-cased; LHDN’s EI… general TINs are refused), `reg_no` (the SSM business registration number, 12 digits or the old 1234567-A form; it replaces the profile’s), `sst_reg_no` (customs’ W10-1808-31001234 form, or empty or NA when not registered), `email` (where e-invoices go). Every later checkout copies them; a buyer without them gets a consolidated e-invoice under the general-public TIN EI00000000010. Answers the company.',
      body: eInvoiceDetailsSchema,
      response: { 200: companyResponseSchema.extend({ error: z.literal(false) }), ...errors },
    },
    onRequest: guard,
    handler: async (request) => {
      const id = callerId(request);
      await saveEInvoiceDetails(db, id, request.body);
      return { error: false as const, data: companyOf(await caller(id)) };
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
