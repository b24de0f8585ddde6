import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { ACCOUNT_MESSAGES } from '@borong/contracts/account-messages';
import { countryListResponseSchema, interestListResponseSchema, postcodeParamsSchema, postcodeResponseSchema, stateListResponseSchema, stateQuerySchema } from '@borong/contracts/content';
import type { ApiApp, ApiDeps } from '../app/types';
import { requestLocale } from '../app/locale';
import { listCountries, listInterests, listStates } from './reference';
import { statesOfPostcode } from '../addresses/postcodes';
import { HttpError } from '../app/errors';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Reference data: countries, states and the sign-up interest options. */
export default async function referenceRoutes(app: ApiApp, { database }: ApiDeps) {
  // Public, read-only data: served from the standbys when there are any (DATABASE_REPLICA_URLS).
  const db = database.readDb;

  app.get(apiPaths.countries, {
    schema: { tags: ['reference'], summary: 'Countries', response: { 200: countryListResponseSchema } },
    handler: async () => ({ data: await listCountries(db) }),
  });

  app.get(apiPaths.states, {
    schema: {
      tags: ['reference'],
      summary: 'States and federal territories',
      description: 'unavailable_id=MAIWP leaves out the states that source does not serve (MAIWP delivers only within the federal territories). The web asks for it when the visitor did not come from MYDIN (session flag enterFromMydin is "false").',
      querystring: stateQuerySchema,
      response: { 200: stateListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { unavailable_id: unavailableFor, country_id: countryId } = request.query;
      return { data: await listStates(db, { unavailableFor, countryId }) };
    },
  });

  app.get(apiPaths.postcodeRoute, {
    schema: {
      tags: ['reference'],
      summary: 'Whether a postcode is in use, and in which state',
      description:
        'Not named by the spec (issue 14). The same postcode list the address book checks against (the malaysia-postcodes data set), so the delivery setting takes no postcode an address could not have. 404 with "Invalid Postcode" for five digits not in use (00000, 99999 …) and for anything that is not five digits.',
      params: postcodeParamsSchema,
      response: { 200: postcodeResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { postcode } = request.params;
      const stateCodes = statesOfPostcode(postcode);
      if (stateCodes.length === 0) throw new HttpError(404, ACCOUNT_MESSAGES['accountV.postcode']);
      return { data: { postcode, state_codes: stateCodes } };
    },
  });

  app.get(apiPaths.interests, {
    schema: { tags: ['reference'], summary: 'Business interest options for sign-up (ids 6–13 and 100 "Others")', response: { 200: interestListResponseSchema } },
    handler: async (request) => ({ data: await listInterests(db, requestLocale(request)) }),
  });
}
