import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { emailField, malaysianPhone, requiredText } from './account-fields';

export const CREDIT_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
export const MAX_DOCUMENTS = 3;

/** The type a file's first bytes prove it to be (PDF, JPEG or PNG), whatever its name or stated type. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/**
 * SSM registration number: the 12-digit form used since 2019 (year, entity type, serial) or the
 * older number with its check letter (1234567-A, also written 1234567A).
 */
export const ssmField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: M['accountV.required'] }).min(1, M['accountV.required']).regex(/^(\d{12}|\d{1,7}-?[A-Z])$/, M['accountV.ssm']),
);

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** Company details of the application (the documents travel beside them). */
export const creditApplicationFieldsSchema = z.object({
  company_name: requiredText(150, M['accountV.companyMax']),
  ssm_no: ssmField,
  years_in_business: wholeNumber(0, 200, M['accountV.years']),
  /** Ringgit a month the company expects to buy on credit (whole ringgit). */
  monthly_purchase_rm: wholeNumber(100, 10_000_000, M['accountV.monthly']),
  contact_name: requiredText(100, M['accountV.recipientMax']),
  contact_phone: malaysianPhone,
  contact_email: emailField,
});
export type CreditApplicationFields = z.infer<typeof creditApplicationFieldsSchema>;

export const creditDocumentSchema = z.object({
  file_name: requiredText(150, M['accountV.fileName']),
  /** The file, base64. Its type is read from its first bytes, not from the name. */
  content_base64: z.string({ error: M['accountV.required'] }).min(1, M['accountV.required']).max(Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 4, M['accountV.documentSize']).regex(/^[A-Za-z0-9+/]+={0,2}$/, M['accountV.documentType']),
});
export const creditApplicationBodySchema = creditApplicationFieldsSchema.extend({
  documents: z.array(creditDocumentSchema, { error: M['accountV.documents'] }).min(1, M['accountV.documents']).max(MAX_DOCUMENTS, M['accountV.documents']),
});
export type CreditApplicationBody = z.infer<typeof creditApplicationBodySchema>;

export const creditApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CREDIT_STATUSES),
  company_name: z.string(),
  ssm_no: z.string(),
  years_in_business: z.number().int(),
  monthly_purchase_rm: z.number().int(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  decision_note: z.string().nullable(),
  submitted_at: z.string(),
  updated_at: z.string(),
  documents: z.array(z.object({ id: z.number().int(), file_name: z.string(), content_type: z.string(), size: z.number().int() })),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;
/** The caller's latest application, or null when they have not applied. */
export const creditApplicationResponseSchema = z.object({ data: creditApplicationSchema.nullable() });
export const creditApplicationCreatedResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: creditApplicationSchema });
