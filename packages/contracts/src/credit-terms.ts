import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { emailField, malaysianPhone, requiredText } from './account-fields';
import { pageParam, paginationMetaSchema, perPageParam } from './common';

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

/** A credit-terms account: active ones may pay at checkout; a suspended one keeps its ledger but cannot. */
export const CREDIT_ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type CreditAccountStatus = (typeof CREDIT_ACCOUNT_STATUSES)[number];
/** Ledger entries: a CHARGE (an order put on credit, with its fee) adds to what is owed, a REPAYMENT takes off it, an ADJUSTMENT corrects either way. */
export const CREDIT_TRANSACTION_KINDS = ['CHARGE', 'REPAYMENT', 'ADJUSTMENT'] as const;
export type CreditTransactionKind = (typeof CREDIT_TRANSACTION_KINDS)[number];

export const creditAccountQuerySchema = z.object({ page: pageParam, per_page: perPageParam(20, 50) });

export const creditTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_TRANSACTION_KINDS),
  /** Signed sen: positive adds to what is owed (a charge), negative pays it off. */
  amount: z.number().int(),
  checkout_id: z.number().int().nullable(),
  /** The orders of the checkout a charge paid for. */
  order_nos: z.array(z.string()),
  /** The credit-terms service fee a charge includes (sen); null for other entries. */
  service_fee: z.number().int().nullable(),
  /** When a charge must be repaid (ISO time); null for other entries. */
  due_at: z.string().nullable(),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditAccountSchema = z.object({
  status: z.enum(CREDIT_ACCOUNT_STATUSES),
  /** Sen. */
  limit: z.number().int(),
  /** Sen owed: the sum of the whole ledger. */
  outstanding: z.number().int(),
  /** Sen that can still be put on credit: limit − outstanding, never below 0. */
  available: z.number().int(),
  approved_at: z.string(),
  /** Newest first, one page of them. */
  transactions: z.array(creditTransactionSchema),
  meta: paginationMetaSchema,
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;
/** The caller's credit-terms account, or null when they have none (not approved yet). */
export const creditAccountResponseSchema = z.object({ data: creditAccountSchema.nullable() });
