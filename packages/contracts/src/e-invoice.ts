import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { emailField } from './account-fields';
import { paginationMetaSchema } from './common';
import { ssmField } from './credit-terms';

/*
 * The buyer's e-invoice details (issue 10; research/commerce.md §5): what LHDN's MyInvois needs to
 * name a business buyer on an e-invoice. Asked once, at checkout or in the profile, and kept on the
 * company profile; every checkout copies them as they were. A buyer without them is invoiced
 * through a consolidated e-invoice under LHDN's general-public TIN.
 */

/** LHDN's general TIN for buyers who give none (consolidated e-invoices); never a buyer's own. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
/** The SST registration number of a buyer not registered for SST, as MyInvois expects it. */
export const NOT_SST_REGISTERED = 'NA';

/**
 * A TIN: LHDN's letter code (C company, IG individual, D partnership, PT LLP, …) then 8 to 12
 * digits. The EI… general TINs are LHDN's stand-ins, not a buyer's number.
 */
export const TIN_PATTERN = /^(?!EI)[A-Z]{1,2}\d{8,12}$/;
/** Customs' SST registration number, e.g. W10-1808-31001234. */
export const SST_NO_PATTERN = /^[A-Z]\d{2}-\d{4}-\d{8}$/;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/\s+/g, '') : v);

export const eInvoiceDetailsSchema = z.object({
  tin: z.preprocess(upper, z.string({ error: M['accountV.required'] }).min(1, M['accountV.required']).regex(TIN_PATTERN, M['accountV.tin'])),
  reg_no: ssmField,
  /** Empty or NA: not registered for SST. */
  sst_reg_no: z.preprocess(
    (v) => {
      const text = upper(v ?? '');
      return text === '' ? NOT_SST_REGISTERED : text;
    },
    z.string({ error: M['accountV.sstNo'] }).refine((v) => v === NOT_SST_REGISTERED || SST_NO_PATTERN.test(v), M['accountV.sstNo']),
  ),
  email: emailField,
});
export type EInvoiceDetails = z.output<typeof eInvoiceDetailsSchema>;
export type EInvoiceDetailsBody = z.input<typeof eInvoiceDetailsSchema>;

export const companySchema = z.object({
  company_name: z.string(),
  reg_no: z.string(),
  /** The e-invoice details, or null until the buyer has given them. */
  e_invoice: z.object({ tin: z.string(), reg_no: z.string(), sst_reg_no: z.string(), email: z.string() }).nullable(),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponseSchema = z.object({ data: companySchema });

/*
 * MyInvois documents (issue 11; research/commerce.md §5.2): each seller order's e-invoice and the
 * notes that later reduce it. Codes are LHDN's e-invoice type codes.
 */

export const E_INVOICE_TYPES = { INVOICE: '01', CREDIT_NOTE: '02', REFUND_NOTE: '04' } as const;
export type EInvoiceType = (typeof E_INVOICE_TYPES)[keyof typeof E_INVOICE_TYPES];
export const E_INVOICE_TYPE_CODES = Object.values(E_INVOICE_TYPES);

/**
 * PENDING: waiting to be submitted; SUBMITTED: MyInvois took it and is validating it; VALID: it
 * has a long id and a validation link; INVALID: MyInvois refused it (the errors say why);
 * CONSOLIDATED: a buyer without e-invoice details, reported in the seller's monthly consolidated e-invoice.
 */
export const E_INVOICE_STATUSES = ['PENDING', 'SUBMITTED', 'VALID', 'INVALID', 'CONSOLIDATED'] as const;
export type EInvoiceStatus = (typeof E_INVOICE_STATUSES)[number];

/**
 * From 1 January 2026 a single transaction above RM10,000 needs its own e-invoice even when the
 * buyer gives no details (research §5.1): it may not go into a consolidated one.
 */
export const CONSOLIDATION_LIMIT_SEN = 1_000_000;

/** One e-invoice document as an order page lists it. */
export const eInvoiceDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(E_INVOICE_TYPE_CODES as [EInvoiceType, ...EInvoiceType[]]),
  number: z.string(),
  /** The number of the e-invoice a note reduces; null on an e-invoice. */
  original_number: z.string().nullable(),
  status: z.enum(E_INVOICE_STATUSES),
  total_payable: z.number().int().describe('sen'),
  issued_at: z.string(),
  uuid: z.string().nullable(),
  /** MyInvois's public page of the document, once it is valid. */
  validation_url: z.string().nullable(),
});
export type EInvoiceDocument = z.infer<typeof eInvoiceDocumentSchema>;
export const eInvoiceDocumentListResponseSchema = z.object({ data: z.array(eInvoiceDocumentSchema) });

/*
 * A seller's monthly consolidated documents (issue 11, decision 0017): once a month is over, the
 * month's CONSOLIDATED documents of a store are reported to MyInvois in one consolidated e-invoice
 * (01, CINV-<store>-<yyyymm>) and consolidated credit (02, CCN-…) and refund (04, CRN-…) notes.
 */

export const MONTHLY_E_INVOICES_PER_PAGE = 24;

/** `GET /seller/stores/{storeId}/e-invoices` query. */
export const monthlyEInvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(MONTHLY_E_INVOICES_PER_PAGE),
});

/** One monthly consolidated document as the seller console lists it. */
export const monthlyEInvoiceSchema = z.object({
  id: z.number().int(),
  type: z.enum(E_INVOICE_TYPE_CODES as [EInvoiceType, ...EInvoiceType[]]),
  number: z.string(),
  /** The month it reports, as its first day (`2026-10-01`, Malaysian time). */
  period: z.string(),
  /** PENDING, SUBMITTED, VALID or INVALID: a monthly document is submitted like any other, never CONSOLIDATED itself. */
  status: z.enum(E_INVOICE_STATUSES),
  total_payable: z.number().int().describe('sen'),
  tax_amount: z.number().int().describe('sen'),
  issued_at: z.string(),
  /** How many of the month's e-invoices or notes it reports. */
  reported_count: z.number().int(),
  /** MyInvois's public page of the document, once it is VALID; else null. */
  validation_url: z.string().nullable(),
  /** Why MyInvois refused it, when INVALID; else null. */
  last_error: z.string().nullable(),
});
export type MonthlyEInvoice = z.infer<typeof monthlyEInvoiceSchema>;
export const monthlyEInvoiceListResponseSchema = z.object({ data: z.array(monthlyEInvoiceSchema), meta: paginationMetaSchema });
