import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import { MAX_DOCUMENT_BYTES, sniffDocumentType, type CreditApplication, type creditApplicationBodySchema } from '@borong/contracts/credit-terms';
import { conflict, DomainError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { creditApplicationDocuments, creditApplications } from '../db/schema';

export type CreditApplicationInput = z.output<typeof creditApplicationBodySchema>;

/*
 * Credit-terms applications (behind `/dropee-credit` "Apply now"). The buyer submits company
 * details and 1–3 documents in one request; the status then moves submitted → under_review →
 * approved or rejected by the credit team (their back office is not part of the storefront).
 */

/** The caller's latest application with its documents (names, types and sizes), or null. */
export async function latestApplication(db: Db, userId: number): Promise<CreditApplication | null> {
  const [row] = await db
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.userId, userId))
    .orderBy(desc(creditApplications.submittedAt), desc(creditApplications.id))
    .limit(1);
  if (!row) return null;
  const d = creditApplicationDocuments;
  const documents = await db
    .select({ id: d.id, file_name: d.fileName, content_type: d.contentType, size: d.size })
    .from(d)
    .where(eq(d.applicationId, row.id))
    .orderBy(asc(d.id));
  return {
    id: row.id,
    status: row.status,
    company_name: row.companyName,
    ssm_no: row.ssmNo,
    years_in_business: row.yearsInBusiness,
    monthly_purchase_rm: Math.round(row.monthlyPurchase / 100),
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    decision_note: row.decisionNote,
    submitted_at: isoTime(row.submittedAt),
    updated_at: isoTime(row.updatedAt),
    documents,
  };
}

/** Each document must be 1 byte to 2 MB and a PDF, JPEG or PNG by its first bytes, whatever its name says. */
function readDocuments(documents: CreditApplicationInput['documents']) {
  const fieldErrors: Record<string, string[]> = {};
  const files = documents.map((doc, i) => {
    const bytes = Buffer.from(doc.content_base64, 'base64');
    const type = sniffDocumentType(bytes);
    if (bytes.length === 0 || bytes.length > MAX_DOCUMENT_BYTES) fieldErrors[`documents.${i}.content_base64`] = [M['accountV.documentSize']];
    else if (!type) fieldErrors[`documents.${i}.content_base64`] = [M['accountV.documentType']];
    return { name: doc.file_name, bytes, type: type ?? 'application/octet-stream' };
  });
  const firstError = Object.values(fieldErrors)[0]?.[0];
  if (firstError) throw new DomainError(400, firstError, fieldErrors);
  return files;
}

/** Submits an application; 409 while an earlier one is still open (anything but rejected). */
export async function applyForCredit(db: Db, userId: number, input: CreditApplicationInput): Promise<CreditApplication> {
  const files = readDocuments(input.documents);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [open] = await tx
      .select({ status: creditApplications.status })
      .from(creditApplications)
      .where(and(eq(creditApplications.userId, userId), ne(creditApplications.status, 'rejected')))
      .limit(1);
    if (open) throw conflict('You already have a credit-terms application');
    const [created] = await tx
      .insert(creditApplications)
      .values({
        userId,
        companyName: input.company_name,
        ssmNo: input.ssm_no,
        yearsInBusiness: input.years_in_business,
        monthlyPurchase: input.monthly_purchase_rm * 100,
        contactName: input.contact_name,
        contactPhone: input.contact_phone,
        contactEmail: input.contact_email,
      })
      .returning({ id: creditApplications.id });
    if (!created) throw new Error('insert returned no row');
    for (const file of files) {
      await tx.insert(creditApplicationDocuments).values({ applicationId: created.id, fileName: file.name, contentType: file.type, size: file.bytes.length, content: file.bytes });
    }
  });
  const application = await latestApplication(db, userId);
  if (!application) throw notFound('Application not found');
  return application;
}
