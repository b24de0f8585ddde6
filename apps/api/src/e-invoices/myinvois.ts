import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { E_INVOICE_TYPE_CODES, GENERAL_PUBLIC_TIN, TIN_PATTERN } from '@borong/contracts/e-invoice';
import type { MyInvoisConfig } from '../config';

/*
 * The MyInvois adapter (issue 11): submit documents, then ask how their validation went. The
 * sandbox (the default) checks a document's structure as MyInvois's synchronous validation does
 * and validates what passes, answering a UUID and a long id; the API client speaks to LHDN's
 * e-Invoice API as its SDK documents it (sdk.myinvois.hasil.gov.my: "Login as Taxpayer System",
 * "Submit Documents", "Get Submission", "Get Document Details").
 */

export interface DocumentToSubmit {
  /** Our number (the UBL ID): MyInvois answers with it so each document is matched back. */
  codeNumber: string;
  /** The UBL JSON, exactly as kept. */
  document: string;
}

export interface SubmissionResult {
  submissionUid: string;
  accepted: { codeNumber: string; uuid: string }[];
  rejected: { codeNumber: string; error: string }[];
}

export interface SubmittedDocumentStatus {
  uuid: string;
  status: 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
  /** Only for a valid document: with the UUID it makes the validation link. */
  longId: string | null;
}

export interface MyInvoisClient {
  readonly name: string;
  /** One submission of at most 100 documents of one supplier. */
  submit(documents: readonly DocumentToSubmit[]): Promise<SubmissionResult>;
  /** Each document of a submission as MyInvois sees it now. */
  submission(submissionUid: string): Promise<SubmittedDocumentStatus[]>;
  /** Why MyInvois found a document invalid, for the record. */
  validationErrors(uuid: string): Promise<string>;
}

/**
 * MyInvois could not be reached or refused the call as a whole. `retryable`: unreachable, timed
 * out, 5xx, asked to slow down (429) or saw the same submission within 10 minutes (422
 * DuplicateSubmission); otherwise the request itself was wrong (credentials, a submitter who may
 * not issue for the supplier), which the operator fixes, and the submission is tried again later
 * all the same. The message names the call and MyInvois's status and code, never a credential.
 */
export class MyInvoisError extends Error {
  constructor(
    public readonly retryable: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** MyInvois's limits per submission (Submit Documents, "Additional considerations"). */
export const MAX_DOCUMENTS_PER_SUBMISSION = 100;
const MAX_DOCUMENT_BYTES = 300 * 1024;

const id26 = () => randomBytes(20).toString('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 26).toUpperCase().padEnd(26, '0');

/** The structure MyInvois checks before accepting a document: what the sandbox refuses synchronously. */
const value = <T extends z.ZodType>(schema: T) => z.array(z.object({ _: schema })).length(1);
const amount = z.array(z.object({ _: z.number().nonnegative(), currencyID: z.literal('MYR') })).length(1);
const partySchema = z.object({
  PartyIdentification: z.array(z.object({ ID: z.array(z.object({ _: z.string().min(1), schemeID: z.string() })).length(1) })).min(2),
  PostalAddress: z.array(z.object({ CountrySubentityCode: value(z.string().regex(/^(0[1-9]|1[0-7])$/)), Country: z.array(z.unknown()).length(1) })).length(1),
  PartyLegalEntity: z.array(z.object({ RegistrationName: value(z.string().min(1).max(300)) })).length(1),
});
const documentSchema = z.object({
  _D: z.literal('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'),
  Invoice: z
    .array(
      z.object({
        ID: value(z.string().min(1).max(50)),
        IssueDate: value(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
        IssueTime: value(z.string().regex(/^\d{2}:\d{2}:\d{2}Z$/)),
        InvoiceTypeCode: z.array(z.object({ _: z.enum(E_INVOICE_TYPE_CODES as [string, ...string[]]), listVersionID: z.literal('1.0') })).length(1),
        DocumentCurrencyCode: value(z.literal('MYR')),
        BillingReference: z.array(z.object({ InvoiceDocumentReference: z.array(z.object({ ID: value(z.string().min(1)), UUID: value(z.string().min(1)) })).length(1) })).optional(),
        AccountingSupplierParty: z.array(z.object({ Party: z.array(partySchema.extend({ IndustryClassificationCode: z.array(z.object({ _: z.string().regex(/^\d{5}$/), name: z.string().min(1) })).length(1) })).length(1) })).length(1),
        AccountingCustomerParty: z.array(z.object({ Party: z.array(partySchema).length(1) })).length(1),
        TaxTotal: z.array(z.object({ TaxAmount: amount })).length(1),
        LegalMonetaryTotal: z.array(z.object({ TaxExclusiveAmount: amount, TaxInclusiveAmount: amount, PayableAmount: amount })).length(1),
        InvoiceLine: z.array(z.object({ LineExtensionAmount: amount, TaxTotal: z.array(z.object({ TaxAmount: amount })).length(1) })).min(1),
      }),
    )
    .length(1),
});

const sen = (a: { _: number }[]) => Math.round((a[0]?._ ?? 0) * 100);
const tinOf = (party: z.infer<typeof partySchema>) => party.PartyIdentification.find((p) => p.ID[0]?.schemeID === 'TIN')?.ID[0]?._ ?? '';

/** What MyInvois's structural checks would say about a document; null when it passes. */
export function structuralProblems(text: string): string | null {
  if (Buffer.byteLength(text) > MAX_DOCUMENT_BYTES) return 'The document is larger than 300 KB';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'The document is not JSON';
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  const inv = parsed.data.Invoice[0];
  if (!inv) return 'No Invoice element';
  const supplier = inv.AccountingSupplierParty[0]?.Party[0];
  const buyer = inv.AccountingCustomerParty[0]?.Party[0];
  if (!supplier || !TIN_PATTERN.test(tinOf(supplier))) return "The supplier's TIN is not a TIN";
  if (!buyer || !(TIN_PATTERN.test(tinOf(buyer)) || tinOf(buyer) === GENERAL_PUBLIC_TIN)) return "The buyer's TIN is neither a TIN nor the general public's";
  if ((inv.InvoiceTypeCode[0]?._ !== '01') !== (inv.BillingReference !== undefined)) return 'A note, and only a note, refers to the e-invoice it changes';
  const lines = inv.InvoiceLine.reduce((s, l) => s + sen(l.LineExtensionAmount), 0);
  const tax = inv.InvoiceLine.reduce((s, l) => s + sen(l.TaxTotal[0]?.TaxAmount ?? []), 0);
  const totals = inv.LegalMonetaryTotal[0];
  if (!totals || sen(totals.TaxExclusiveAmount) !== lines) return 'The lines do not add up to the total excluding tax';
  if (sen(inv.TaxTotal[0]?.TaxAmount ?? []) !== tax) return "The lines' tax does not add up to the tax total";
  if (sen(totals.PayableAmount) !== lines + tax || sen(totals.TaxInclusiveAmount) !== lines + tax) return 'The payable amount is not the lines plus their tax';
  return null;
}

/**
 * The sandbox: structural checks at submission (a failing document is rejected at once, as
 * MyInvois rejects it), then every accepted document is valid with a fresh UUID and long id. It
 * keeps its submissions in memory, so a restarted process no longer knows the earlier ones: their
 * documents stay SUBMITTED, which in development only means no validation link.
 */
export function myInvoisSandbox(): MyInvoisClient & { submissions: Map<string, SubmittedDocumentStatus[]> } {
  const submissions = new Map<string, SubmittedDocumentStatus[]>();
  return {
    name: 'sandbox',
    submissions,
    async submit(documents) {
      const submissionUid = id26();
      const result: SubmissionResult = { submissionUid, accepted: [], rejected: [] };
      for (const d of documents) {
        const problem = structuralProblems(d.document);
        if (problem) result.rejected.push({ codeNumber: d.codeNumber, error: problem });
        else result.accepted.push({ codeNumber: d.codeNumber, uuid: id26() });
      }
      submissions.set(
        submissionUid,
        result.accepted.map((a) => ({ uuid: a.uuid, status: 'Valid', longId: `${id26()}${id26()}`.slice(0, 40) })),
      );
      return result;
    },
    async submission(submissionUid) {
      const found = submissions.get(submissionUid);
      if (!found) throw new MyInvoisError(false, `MyInvois sandbox has no submission ${submissionUid}`);
      return found;
    },
    async validationErrors() {
      return '';
    },
  };
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const submitAnswer = z.object({
  submissionUid: z.string().min(1),
  acceptedDocuments: z.array(z.object({ uuid: z.string().min(1), invoiceCodeNumber: z.string() })).nullish(),
  rejectedDocuments: z.array(z.object({ invoiceCodeNumber: z.string(), error: z.object({ code: z.string().nullish(), message: z.string().nullish(), details: z.array(z.object({ message: z.string().nullish() })).nullish() }).nullish() })).nullish(),
});
const submissionAnswer = z.object({
  documentSummary: z.array(z.object({ uuid: z.string(), status: z.enum(['Submitted', 'Valid', 'Invalid', 'Cancelled']), longId: z.string().nullish() })),
});
const detailsAnswer = z.object({
  validationResults: z
    .object({ validationSteps: z.array(z.object({ status: z.string(), name: z.string().nullish(), error: z.object({ error: z.string().nullish(), innerError: z.array(z.object({ error: z.string().nullish() })).nullish() }).nullish() })).nullish() })
    .nullish(),
});

/** How long before its expiry a token is renewed, so a call never carries one that lapses on the way. */
const TOKEN_MARGIN_MS = 60_000;

/** LHDN's e-Invoice API as the taxpayer's own system (client credentials from MyInvois's portal). */
export function myInvoisApi(config: Pick<MyInvoisConfig, 'apiUrl' | 'clientId' | 'clientSecret'>, options: { timeoutMs?: number } = {}): MyInvoisClient {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(what: string, path: string, init: RequestInit): Promise<Response> {
    try {
      // A redirect would carry the token or the secret elsewhere: refuse it.
      return await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    } catch (err) {
      const e = err as Error;
      throw new MyInvoisError(true, `${what} failed: ${e.name}: ${e.message}`);
    }
  }

  async function failure(what: string, res: Response): Promise<MyInvoisError> {
    const text = await res.text().catch(() => '');
    let code = '';
    try {
      const body = JSON.parse(text) as { error?: unknown };
      code = typeof body.error === 'string' ? body.error : String((body.error as { code?: unknown } | undefined)?.code ?? '');
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    const retryable = res.status === 429 || res.status >= 500 || (res.status === 422 && code === 'DuplicateSubmission');
    return new MyInvoisError(retryable, `${what} answered ${res.status}${code ? ` ${code}` : ''}`);
  }

  async function login(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return token.value;
    const what = 'MyInvois POST /connect/token';
    const res = await send(what, '/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials', scope: 'InvoicingAPI' }),
    });
    if (!res.ok) throw await failure(what, res);
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new MyInvoisError(false, `${what} answered no token`);
    token = { value: parsed.data.access_token, expiresAt: Date.now() + parsed.data.expires_in * 1000 };
    return token.value;
  }

  /** An authenticated call; a 401 means the token lapsed early, so it logs in again once. */
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const what = `MyInvois ${method} ${path.split('?')[0]}`;
    for (let attempt = 0; ; attempt++) {
      const bearer = await login();
      const res = await send(what, path, {
        method,
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (!res.ok) throw await failure(what, res);
      const parsed = schema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new MyInvoisError(false, `${what} answered a body MyInvois does not document`);
      return parsed.data;
    }
  }

  return {
    name: 'myinvois',
    async submit(documents) {
      const answer = await call('POST', '/api/v1.0/documentsubmissions/', submitAnswer, {
        documents: documents.map((d) => ({
          format: 'JSON',
          document: Buffer.from(d.document, 'utf8').toString('base64'),
          documentHash: createHash('sha256').update(d.document, 'utf8').digest('hex'),
          codeNumber: d.codeNumber,
        })),
      });
      return {
        submissionUid: answer.submissionUid,
        accepted: (answer.acceptedDocuments ?? []).map((a) => ({ codeNumber: a.invoiceCodeNumber, uuid: a.uuid })),
        rejected: (answer.rejectedDocuments ?? []).map((r) => ({
          codeNumber: r.invoiceCodeNumber,
          error: [r.error?.code, r.error?.message, ...(r.error?.details ?? []).map((d) => d.message)].filter(Boolean).join(': ') || 'Rejected',
        })),
      };
    },
    async submission(submissionUid) {
      const answer = await call('GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=1&pageSize=${MAX_DOCUMENTS_PER_SUBMISSION}`, submissionAnswer);
      return answer.documentSummary.map((d) => ({ uuid: d.uuid, status: d.status, longId: d.longId || null }));
    },
    async validationErrors(uuid) {
      const answer = await call('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`, detailsAnswer);
      const steps = answer.validationResults?.validationSteps ?? [];
      return steps
        .filter((s) => s.status === 'Invalid')
        .map((s) => [s.name, s.error?.error, ...(s.error?.innerError ?? []).map((e) => e.error)].filter(Boolean).join(': '))
        .join('; ');
    },
  };
}

/** The client the configuration names. */
export const myInvoisClient = (config: MyInvoisConfig): MyInvoisClient => (config.mode === 'api' ? myInvoisApi(config) : myInvoisSandbox());
