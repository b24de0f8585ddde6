import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { MAX_DOCUMENTS, MAX_DOCUMENT_BYTES, creditApplicationBodySchema, creditApplicationCreatedResponseSchema, creditApplicationResponseSchema } from '@borong/contracts/credit-terms';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { applyForCredit, latestApplication } from './credit-terms';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/** Three base64 documents of 2 MB each, plus the company fields. */
const BODY_LIMIT = Math.ceil((MAX_DOCUMENTS * MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/** Credit-terms applications; the rules live in ./credit-terms. */
export default async function creditTermsRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.creditApplication, {
    schema: {
      tags: ['credit terms'],
      summary: "The caller's latest credit-terms application and its status",
      description: '`data` is null when the caller has not applied. Documents are listed by name, type and size; their content is not sent back.',
      response: { 200: creditApplicationResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await latestApplication(db, callerId(request)) }),
  });

  app.post(apiPaths.creditApplications, {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['credit terms'],
      summary: 'Applies for credit terms',
      description: `company_name (≤ 150), ssm_no (12-digit SSM number, or the older 1234567-A form), years_in_business (0–200), monthly_purchase_rm (whole ringgit, 100 to 10,000,000), contact_name, contact_phone (Malaysian), contact_email, and documents: 1 to ${MAX_DOCUMENTS} files of at most 2 MB each, sent as { file_name, content_base64 }. A document must be a PDF, JPEG or PNG by its first bytes, whatever its name says. 409 while an earlier application is still submitted, under review or approved; after a rejection the buyer may apply again.`,
      body: creditApplicationBodySchema,
      response: { 200: creditApplicationCreatedResponseSchema, ...errors },
    },
    handler: async (request) => ({ error: false as const, message: 'Application submitted', data: await applyForCredit(db, callerId(request), request.body) }),
  });
}
