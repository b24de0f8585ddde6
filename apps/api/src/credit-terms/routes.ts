import { sql } from 'drizzle-orm';
import { apiErrorSchema } from '@borong/contracts/common';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import {
  MAX_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  creditApplicationBodySchema,
  creditApplicationCreatedResponseSchema,
  creditApplicationResponseSchema,
  sniffDocumentType,
  type CreditApplication,
  type CreditStatus,
} from '@borong/contracts/credit-terms';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import { callerId, requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/** Three base64 documents of 2 MB each, plus the company fields. */
const BODY_LIMIT = Math.ceil((MAX_DOCUMENTS * MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

interface ApplicationRow {
  id: number;
  status: CreditStatus;
  company_name: string;
  ssm_no: string;
  years_in_business: number;
  monthly_purchase: number;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  decision_note: string | null;
  submitted_at: Date | string;
  updated_at: Date | string;
}

async function latestApplication(db: Db, userId: number): Promise<CreditApplication | null> {
  const [row] = await rows<ApplicationRow>(db, sql`select * from credit_applications where user_id = ${userId} order by submitted_at desc, id desc limit 1`);
  if (!row) return null;
  const documents = await rows<{ id: number; file_name: string; content_type: string; size: number }>(
    db,
    sql`select id, file_name, content_type, size from credit_application_documents where application_id = ${row.id} order by id`,
  );
  return {
    id: Number(row.id),
    status: row.status,
    company_name: row.company_name,
    ssm_no: row.ssm_no,
    years_in_business: Number(row.years_in_business),
    monthly_purchase_rm: Math.round(Number(row.monthly_purchase) / 100),
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    decision_note: row.decision_note,
    submitted_at: isoTime(row.submitted_at),
    updated_at: isoTime(row.updated_at),
    documents: documents.map((d) => ({ id: Number(d.id), file_name: d.file_name, content_type: d.content_type, size: Number(d.size) })),
  };
}

/**
 * Credit-terms applications (behind `/dropee-credit` "Apply now"). The buyer submits company
 * details and 1–3 documents in one request; the status then moves submitted → under_review →
 * approved or rejected by the credit team (their back office is not part of the storefront).
 */
export default async function creditTermsRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get('/credit-terms/application', {
    schema: {
      tags: ['credit terms'],
      summary: "The caller's latest credit-terms application and its status",
      description: '`data` is null when the caller has not applied. Documents are listed by name, type and size; their content is not sent back.',
      response: { 200: creditApplicationResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await latestApplication(db, callerId(request)) }),
  });

  app.post('/credit-terms/applications', {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['credit terms'],
      summary: 'Applies for credit terms',
      description: `company_name (≤ 150), ssm_no (12-digit SSM number, or the older 1234567-A form), years_in_business (0–200), monthly_purchase_rm (whole ringgit, 100 to 10,000,000), contact_name, contact_phone (Malaysian), contact_email, and documents: 1 to ${MAX_DOCUMENTS} files of at most 2 MB each, sent as { file_name, content_base64 }. A document must be a PDF, JPEG or PNG by its first bytes, whatever its name says. 409 while an earlier application is still submitted, under review or approved; after a rejection the buyer may apply again.`,
      body: creditApplicationBodySchema,
      response: { 200: creditApplicationCreatedResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const body = request.body;
      const fieldErrors: Record<string, string[]> = {};
      const files = body.documents.map((doc, i) => {
        const bytes = Buffer.from(doc.content_base64, 'base64');
        const type = sniffDocumentType(bytes);
        if (bytes.length === 0 || bytes.length > MAX_DOCUMENT_BYTES) fieldErrors[`documents.${i}.content_base64`] = [M['accountV.documentSize']];
        else if (!type) fieldErrors[`documents.${i}.content_base64`] = [M['accountV.documentType']];
        return { name: doc.file_name, bytes, type: type ?? 'application/octet-stream' };
      });
      const firstError = Object.values(fieldErrors)[0]?.[0];
      if (firstError) throw new HttpError(400, firstError, fieldErrors);

      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [open] = await rows<{ status: string }>(tx, sql`select status from credit_applications where user_id = ${userId} and status <> 'rejected' limit 1`);
        if (open) throw new HttpError(409, 'You already have a credit-terms application');
        const [created] = await rows<{ id: number }>(
          tx,
          sql`insert into credit_applications (user_id, company_name, ssm_no, years_in_business, monthly_purchase, contact_name, contact_phone, contact_email)
              values (${userId}, ${body.company_name}, ${body.ssm_no}, ${body.years_in_business}, ${body.monthly_purchase_rm * 100}, ${body.contact_name}, ${body.contact_phone}, ${body.contact_email})
              returning id`,
        );
        for (const file of files) {
          await tx.execute(sql`
            insert into credit_application_documents (application_id, file_name, content_type, size, content)
            values (${created?.id}, ${file.name}, ${file.type}, ${file.bytes.length}, decode(${file.bytes.toString('base64')}, 'base64'))`);
        }
      });
      const application = await latestApplication(db, userId);
      if (!application) throw notFound('Application not found');
      return { error: false as const, message: 'Application submitted', data: application };
    },
  });
}
