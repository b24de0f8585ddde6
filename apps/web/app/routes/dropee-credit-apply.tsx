import { Form, Link } from 'react-router';
import { MAX_DOCUMENTS, MAX_DOCUMENT_BYTES, creditApplicationFieldsSchema, sniffDocumentType, type CreditStatus } from '@borong/contracts/credit-terms';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import type { Route } from './+types/dropee-credit-apply';
import { useRootData } from '../features/session/root-data';
import { signedInApi, done, required } from '../features/account/account.server';
import { apiFailure, invalid } from '../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors, type FieldErrors, type FormResult } from '../ui/form/form-errors';
import { creditTermsApi } from '../features/credit-terms/api';
import { DoneNote } from '../features/account/done-note';
import { FormError, SubmitButton, TextField } from '../ui/form/fields';
import { useFormValidation } from '../ui/form/use-form-validation';
import type { MessageKey } from '../i18n/en';
import { useLocale, useLocalePath, useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import { CONTAINER } from '../ui/container';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.creditApplyTitle' });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/** Critical: the buyer's latest application (null when they have not applied). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { application: required(await creditTermsApi(signedInApi(context, request)).creditApplication(), request).data };
}

/** The whole form, three 2 MB files included; a bigger post is refused before it is read. */
const MAX_FORM_BYTES = MAX_DOCUMENTS * MAX_DOCUMENT_BYTES + 64 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const api = creditTermsApi(signedInApi(context, request));
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return invalid('apply', { documents: [M['accountV.documentSize']] });
  const form = await request.formData();
  const values = formValues(form);
  const parsed = creditApplicationFieldsSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const files = form.getAll('documents').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  const documents: { file_name: string; content_base64: string }[] = [];
  if (files.length < 1 || files.length > MAX_DOCUMENTS) errors.documents = [M['accountV.documents']];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > MAX_DOCUMENT_BYTES) errors.documents = [M['accountV.documentSize']];
    else if (!sniffDocumentType(bytes)) errors.documents = [M['accountV.documentType']];
    else documents.push({ file_name: file.name.slice(-150) || 'document', content_base64: Buffer.from(bytes).toString('base64') });
  }
  if (!parsed.success || Object.keys(errors).length) return invalid('apply', errors, values);
  const result = await api.applyForCredit({ ...parsed.data, documents });
  if (!result.ok) {
    // The API names each document's field (documents.0.content_base64); the form has one file input.
    const apiErrors = result.error.errors;
    if (apiErrors) for (const key of Object.keys(apiErrors)) if (key.startsWith('documents.')) apiErrors.documents = apiErrors[key] ?? [];
    return apiFailure(request, 'apply', result, values);
  }
  return done(request, 'applied');
}

const STATUS: Record<CreditStatus, { label: MessageKey; text: MessageKey; tone: string }> = {
  submitted: { label: 'creditApply.status.submitted', text: 'creditApply.statusText.submitted', tone: 'border-sky-200 bg-sky-50 text-sky-900' },
  under_review: { label: 'creditApply.status.under_review', text: 'creditApply.statusText.under_review', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  approved: { label: 'creditApply.status.approved', text: 'creditApply.statusText.approved', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
  rejected: { label: 'creditApply.status.rejected', text: 'creditApply.statusText.rejected', tone: 'border-red-200 bg-red-50 text-red-900' },
};

/** Credit-terms application (behind /dropee-credit "Apply now"): company details, documents, then the status. */
export default function CreditApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { application } = loaderData;
  const result = actionData as FormResult | undefined;
  // The documents are checked by the action (their bytes are sniffed); the browser checks the fields.
  const { errors, form } = useFormValidation(creditApplicationFieldsSchema, { serverErrors: result?.errors });
  // What the profile already says fills the form (issue 14); a refused post keeps what was typed.
  const user = useRootData()?.user;
  const fromProfile: Record<string, string | undefined> = { company_name: user?.company_name, ssm_no: user?.reg_no, contact_name: user?.name, contact_phone: user?.mobile_no, contact_email: user?.email };
  const value = (name: string) => result?.values[name] ?? fromProfile[name] ?? '';
  const canApply = !application || application.status === 'rejected';
  const date = new Intl.DateTimeFormat(locale === 'bm' ? 'ms-MY' : 'en-MY', { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });

  return (
    <div className={`${CONTAINER} max-w-3xl py-8`}>
      <p className="mb-3">
        <Link to={localePath('/dropee-credit')} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          ← {t('creditApply.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('creditApply.title')}</h1>
      <p className="mt-2 text-slate-600">{t('creditApply.intro')}</p>
      <div className="mt-6">
        <DoneNote />
      </div>
      {application && (
        <section aria-labelledby="status-title" className={`mb-8 rounded-xl border p-5 ${STATUS[application.status].tone}`}>
          <h2 id="status-title" className="text-lg font-bold">
            {t('creditApply.statusTitle')}: {t(STATUS[application.status].label)}
          </h2>
          <p className="mt-1">{t(STATUS[application.status].text)}</p>
          {application.decision_note && <p className="mt-2 font-medium">{application.decision_note}</p>}
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t('creditApply.company')}</dt>
            <dd>{application.company_name}</dd>
            <dt className="font-semibold">{t('creditApply.ssm')}</dt>
            <dd>{application.ssm_no}</dd>
            <dt className="font-semibold">{t('creditApply.submittedOn')}</dt>
            <dd>{date.format(new Date(application.submitted_at))}</dd>
            <dt className="font-semibold">{t('creditApply.documents')}</dt>
            <dd>{application.documents.map((d) => d.file_name).join(', ')}</dd>
          </dl>
        </section>
      )}
      {canApply && (
        <Form method="post" encType="multipart/form-data" {...form} className="space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <FormError errors={errors} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold text-slate-900">{t('creditApply.companySection')}</legend>
            <div className="sm:col-span-2">
              <TextField name="company_name" label={t('creditApply.company')} errors={errors} defaultValue={value('company_name')} autoComplete="organization" required maxLength={150} />
            </div>
            <TextField name="ssm_no" label={t('creditApply.ssm')} hint={t('creditApply.ssmHint')} errors={errors} defaultValue={value('ssm_no')} required />
            <TextField name="years_in_business" label={t('creditApply.years')} errors={errors} defaultValue={value('years_in_business')} inputMode="numeric" required />
            <TextField name="monthly_purchase_rm" label={t('creditApply.monthly')} hint={t('creditApply.monthlyHint')} errors={errors} defaultValue={value('monthly_purchase_rm')} inputMode="numeric" required />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold text-slate-900">{t('creditApply.contactSection')}</legend>
            <TextField name="contact_name" label={t('creditApply.contactName')} errors={errors} defaultValue={value('contact_name')} autoComplete="name" required />
            <TextField name="contact_phone" label={t('creditApply.contactPhone')} errors={errors} defaultValue={value('contact_phone')} autoComplete="tel" inputMode="tel" required />
            <div className="sm:col-span-2">
              <TextField name="contact_email" type="email" label={t('creditApply.contactEmail')} errors={errors} defaultValue={value('contact_email')} autoComplete="email" required />
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-lg font-bold text-slate-900">{t('creditApply.documents')}</legend>
            <TextField name="documents" type="file" label={t('creditApply.documentsLabel')} hint={t('creditApply.documentsHint', { count: MAX_DOCUMENTS })} errors={errors} accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" multiple required />
          </fieldset>
          <SubmitButton intent="apply">{t('creditApply.submit')}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
