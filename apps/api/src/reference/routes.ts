import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { countryListResponseSchema, interestListResponseSchema, stateListResponseSchema, stateQuerySchema } from '@borong/contracts/content';
import type { ApiApp, ApiDeps } from '../app/types';
import { requestLocale } from '../app/locale';
import { listCountries, listInterests, listStates } from './reference';

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

  app.get(apiPaths.interests, {
    schema: { tags: ['reference'], summary: 'Business interest options for sign-up (ids 6–13 and 100 "Others")', response: { 200: interestListResponseSchema } },
    handler: async (request) => ({ data: await listInterests(db, requestLocale(request)) }),
  });
}
