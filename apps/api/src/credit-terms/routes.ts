import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
import { z } from 'zod';
import { MAX_DOCUMENTS, MAX_DOCUMENT_BYTES, creditAccountQuerySchema, creditAccountResponseSchema, creditApplicationBodySchema, creditApplicationCreatedResponseSchema, creditApplicationResponseSchema } from '@borong/contracts/credit-terms';
import { CREDIT_TERM_DAYS } from '@borong/contracts/checkout';
import type { ApiApp, ApiDeps } from '../app/types';
import { notFound } from '../app/errors';
import { callerId, requireUser } from '../auth/guard';
import { findUserByEmail } from '../user/users';
import { applyForCredit, latestApplication } from './credit-terms';
import { approveCreditTerms, creditStatement } from './account';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/** Three base64 documents of 2 MB each, plus the company fields. */
const BODY_LIMIT = Math.ceil((MAX_DOCUMENTS * MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/** Credit-terms applications; the rules live in ./credit-terms. */
export default async function creditTermsRoutes(app: ApiApp, { database, config }: ApiDeps) {
  const { db } = database;
  const guard = requireUser(db);

  app.get(apiPaths.creditApplication, {
    onRequest: guard,
    schema: {
      tags: ['credit terms'],
      summary: "The caller's latest credit-terms application and its status",
      description: '`data` is null when the caller has not applied. Documents are listed by name, type and size; their content is not sent back.',
      response: { 200: creditApplicationResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await latestApplication(db, callerId(request)) }),
  });

  app.post(apiPaths.creditApplications, {
    onRequest: guard,
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

  app.get(apiPaths.creditAccount, {
    onRequest: guard,
    schema: {
      tags: ['credit terms'],
      summary: "The caller's credit-terms account: limit, what is owed, what is available, and the ledger",
      description: `\`data\` is null until the caller's application is approved and an account opened. limit, outstanding and available are sen: outstanding is the sum of the whole ledger, available is limit − outstanding (never below 0). Only an \`active\` account pays at checkout (payment_method CREDIT_TERMS); a \`suspended\` one keeps its ledger. transactions: the append-only ledger, newest first, 20 a page (per_page up to 50): CHARGE (positive: an order put on credit, its 1 % service fee included, with due_at ${CREDIT_TERM_DAYS} days after placing and the order numbers), REPAYMENT (negative), ADJUSTMENT (either sign, the credit team's correction). Entries are never changed or removed.`,
      querystring: creditAccountQuerySchema,
      response: { 200: creditAccountResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await creditStatement(db, callerId(request), request.query.page, request.query.per_page) }),
  });

  if (config.authDevTools) {
    app.post(apiPaths.devCreditTerms, {
      schema: {
        tags: ['development'],
        summary: 'Approves a buyer for credit terms with a limit (development tools only)',
        description:
          'Registered only with AUTH_DEV_TOOLS, standing in for the credit team. email and limit (sen, 0 to RM 10,000,000): approves the buyer’s open application, or records an approved one from their company profile when they have none, and opens their credit-terms account with the limit (or sets the limit of the one they have and makes it active). The ledger is not touched. Answers the account’s limit, outstanding and available.',
        body: z.object({ email: z.string().min(3).max(254), limit: z.number().int().min(0).max(1_000_000_000) }),
      },
      handler: async (request) => {
        const buyer = await findUserByEmail(db, request.body.email);
        if (!buyer) throw notFound('No such buyer');
        const standing = await approveCreditTerms(db, buyer, request.body.limit);
        return { error: false, message: 'Credit terms approved', data: { status: standing.status, limit: standing.limit, outstanding: standing.outstanding, available: standing.available } };
      },
    });
  }
}
