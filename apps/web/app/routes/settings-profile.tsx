import { editProfileBodySchema, type User, type UserInterest } from '@borong/contracts/auth';
import { useState } from 'react';
import { data, Form, Link, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/settings-profile';
import { PRIMARY, SubmitButton, TextField, useFieldMessage } from '../ui/form/fields';
import { formText, validate, type FieldErrors } from '../ui/form/form-errors';
import { useFormValidation } from '../ui/form/use-form-validation';
import { useLocalePath, useT } from '../i18n/i18n';
import { useFormatDate } from '../lib/date-format';
import { apiFor } from '../lib/api.server';
import { accountApi } from '../features/account/api';
import { authApi } from '../features/auth/api';
import { pageMeta } from '../lib/meta';
import { requireSessionToken, signInRedirect } from '../lib/session.server';
import { ErrorState } from '../ui/states';
import { eInvoiceDetailsSchema, type Company } from '@borong/contracts/e-invoice';
import { EInvoiceFields, EInvoiceSummary, E_INVOICE_FIELDS } from '../features/account/e-invoice';
import { resendVerification } from '../features/account/account.server';
import { DoneNote } from '../features/account/done-note';
import { RESEND_VERIFICATION, VerifyEmailNotice } from '../features/account/verify-email-notice';
import { apiErrorText } from '../ui/form/form-answer.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.profileTitle' });
}

/**
 * Critical data: profile, company and interests of the signed-in buyer. No session → the login
 * modal (requireSessionToken); a session the API refuses → the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = requireSessionToken(request);
  const client = apiFor(context, request, token);
  const api = accountApi(client);
  const [profile, company, interests] = await Promise.all([authApi(client).profile(), api.company(), api.userInterests()]);
  // The API no longer knows the token (expired, revoked): the same redirect as having no session.
  if (profile.status === 401) throw signInRedirect(request);
  return {
    profile: profile.ok ? profile.data.data : null,
    company: company.ok ? company.data.data : null,
    interests: interests.ok ? interests.data : null,
    status: profile.ok ? 200 : profile.status,
  };
}

type ProfileActionData =
  | { intent: 'edit' | 'einvoice'; ok: boolean; fieldErrors: FieldErrors; message: string | null }
  | { intent: 'add-interest' | 'delete-interest'; ok: boolean; message: string | null; fieldErrors: FieldErrors }
  | { intent: typeof RESEND_VERIFICATION; ok: false; message: null; fieldErrors: FieldErrors };

/** Three mutations, told apart by `intent`: edit the profile, add an interest, remove one. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = requireSessionToken(request);
  const api = accountApi(apiFor(context, request, token));
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'edit') {
    const raw = { name: formText(form, 'name'), mobile_no: formText(form, 'mobile_no'), company_name: formText(form, 'company_name'), reg_no: formText(form, 'reg_no') };
    const checked = validate(editProfileBodySchema, raw);
    if (!checked.ok) return data<ProfileActionData>({ intent, ok: false, fieldErrors: checked.errors, message: null }, 400);
    const res = await api.editProfile(raw as Parameters<typeof api.editProfile>[0]);
    if (res.ok) return data<ProfileActionData>({ intent, ok: true, fieldErrors: {}, message: null });
    return data<ProfileActionData>({ intent, ok: false, fieldErrors: res.error.errors ?? {}, message: res.status >= 500 ? null : apiErrorText(request, res) }, res.status);
  }
  if (intent === 'einvoice') {
    const raw = Object.fromEntries(E_INVOICE_FIELDS.map((name) => [name, formText(form, name)]));
    const checked = validate(eInvoiceDetailsSchema, raw);
    if (!checked.ok) return data<ProfileActionData>({ intent, ok: false, fieldErrors: checked.errors, message: null }, 400);
    const res = await api.saveEInvoiceDetails(checked.data);
    if (res.ok) return data<ProfileActionData>({ intent, ok: true, fieldErrors: {}, message: null });
    return data<ProfileActionData>({ intent, ok: false, fieldErrors: res.error.errors ?? {}, message: res.status >= 500 ? null : apiErrorText(request, res) }, res.status);
  }
  if (intent === 'add-interest' || intent === 'delete-interest') {
    const id = Number(formText(form, 'interest_id'));
    const other = formText(form, 'interest_other');
    const res = intent === 'add-interest' ? await api.addInterest({ interest_id: id, ...(other ? { interest_other: other } : {}) }) : await api.deleteInterest({ interest_id: id });
    if (res.ok) return data<ProfileActionData>({ intent, ok: true, message: null, fieldErrors: {} });
    return data<ProfileActionData>({ intent, ok: false, message: res.status >= 500 ? null : apiErrorText(request, res), fieldErrors: res.error.errors ?? {} }, res.status);
  }
  if (intent === RESEND_VERIFICATION) {
    const sent = await resendVerification(context, request);
    if (sent instanceof Response) return sent;
    if (sent.status === 401) throw signInRedirect(request);
    return data<ProfileActionData>({ intent, ok: false, fieldErrors: { form: [sent.status >= 500 ? '' : apiErrorText(request, sent)] }, message: null }, sent.status >= 500 ? 503 : sent.status);
  }
  throw data('Unknown intent', 400);
}

function ProfileView({ profile, company }: { profile: User; company: Company | null }) {
  const t = useT();
  const formatDate = useFormatDate();
  const rows: [string, string][] = [
    [t('register.name'), profile.name],
    [t('register.email'), `${profile.email} (${t(profile.email_verified ? 'verifyEmail.verified' : 'verifyEmail.unverified')})`],
    [t('register.mobile'), profile.mobile_no || '—'],
    [t('register.companyName'), company?.company_name || profile.company_name || '—'],
    [t('register.regNo'), company?.reg_no || profile.reg_no || '—'],
    [t('profile.memberSince'), formatDate(profile.created_at, 'longDate')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The first field message of a failed call, in the visitor's language. */
function firstMessage(errors: FieldErrors, message: (text: string) => string): string | undefined {
  const first = Object.values(errors)[0]?.[0];
  return first === undefined ? undefined : message(first);
}

function ProfileEditForm({ profile, errors, onCancel }: { profile: User; errors: FieldErrors | undefined; onCancel: () => void }) {
  const t = useT();
  const navigation = useNavigation();
  const { errors: shown, form } = useFormValidation(editProfileBodySchema, { serverErrors: errors });
  // Shown as typed: +60 12-345 6789 is edited as its national digits.
  const nationalDigits = profile.mobile_no.startsWith('+60') ? `0${profile.mobile_no.slice(3)}` : profile.mobile_no.replace(/\D/g, '');
  return (
    <Form method="post" {...form} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="edit" />
      <TextField name="name" label={t('register.name')} autoComplete="name" maxLength={100} defaultValue={profile.name} errors={shown} className="sm:col-span-2" />
      <TextField name="mobile_no" type="tel" inputMode="numeric" label={t('register.mobile')} hint={t('register.mobileHint')} maxLength={15} defaultValue={nationalDigits} errors={shown} />
      <TextField name="company_name" label={t('register.companyName')} placeholder={t('register.companyPlaceholder')} maxLength={150} defaultValue={profile.company_name} errors={shown} />
      <TextField name="reg_no" label={t('register.regNo')} placeholder={t('register.regNoPlaceholder')} maxLength={50} defaultValue={profile.reg_no} errors={shown} />
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton pending={navigation.state === 'submitting'} busyLabel={t('auth.pleaseWait')} className={`${PRIMARY} w-full sm:w-auto`}>
          {t('profile.save')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="inline-flex h-11 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50">
          {t('profile.cancel')}
        </button>
      </div>
    </Form>
  );
}

function Interests({ list }: { list: { data: UserInterest[]; interest_other: string | null } }) {
  const t = useT();
  const fieldMessage = useFieldMessage();
  const fetcher = useFetcher<ProfileActionData>();
  const chosen = list.data.filter((i) => i.selected);
  const available = list.data.filter((i) => !i.selected);
  const [adding, setAdding] = useState(available[0]?.id ?? 0);
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.message ?? firstMessage(fetcher.data.fieldErrors, fieldMessage) ?? t('SOMETHING.WRONG.TRY.LATER')) : null;
  return (
    <div>
      <ul className="flex flex-wrap gap-2" aria-label={t('profile.interests')}>
        {chosen.map((interest) => (
          <li key={interest.id} className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 pl-4 pr-1 text-sm text-brand-900">
            {interest.id === 100 && list.interest_other ? `${interest.name}: ${list.interest_other}` : interest.name}
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete-interest" />
              <input type="hidden" name="interest_id" value={interest.id} />
              <button type="submit" className="inline-flex size-9 items-center justify-center rounded-full text-lg hover:bg-brand-100" aria-label={t('profile.removeInterest', { name: interest.name })}>
                ×
              </button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {available.length > 0 ? (
        <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="add-interest" />
          <div>
            <label htmlFor="add-interest" className="block text-sm font-medium text-slate-800">
              {t('profile.addInterestLabel')}
            </label>
            <select id="add-interest" name="interest_id" value={adding} onChange={(e) => setAdding(Number(e.target.value))} className="mt-1 h-11 rounded-lg border border-slate-300 bg-white px-3">
              {available.map((interest) => (
                <option key={interest.id} value={interest.id}>
                  {interest.name}
                </option>
              ))}
            </select>
          </div>
          {adding === 100 && <TextField name="interest_other" label={t('register.otherInterest')} maxLength={100} />}
          <button type="submit" disabled={fetcher.state !== 'idle'} className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {t('profile.addInterest')}
          </button>
        </fetcher.Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('profile.noMore')}</p>
      )}
    </div>
  );
}

/**
 * The e-invoice details kept on the company profile (asked at checkout too). The form sits in a
 * disclosure, so it opens and posts without JavaScript; a refused save reopens it with its errors.
 */
function EInvoiceSection({ company, email, answer }: { company: Company | null; email: string; answer: { ok: boolean; fieldErrors: FieldErrors; message: string | null } | null }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <section id="e-invoice" aria-labelledby="profile-einvoice" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="profile-einvoice" className="mb-3 text-lg font-semibold text-slate-900">
        {t('einvoice.title')}
      </h2>
      {answer?.ok && (
        <p role="status" className="mb-3 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {t('einvoice.saved')}
        </p>
      )}
      {answer && !answer.ok && answer.message && (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {answer.message}
        </p>
      )}
      {company && <EInvoiceSummary company={company} />}
      <details open={answer !== null && !answer.ok} className="mt-4">
        <summary className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">{company?.e_invoice ? t('einvoice.edit') : t('einvoice.add')}</summary>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="einvoice" />
          <EInvoiceFields company={company} email={email} errors={answer?.fieldErrors} />
          <SubmitButton pending={navigation.state === 'submitting'} busyLabel={t('auth.pleaseWait')} className={`${PRIMARY} w-full sm:w-auto`}>
            {t('einvoice.save')}
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}

/** The password change has its own page (a form of three passwords does not belong among the profile's fields). */
function SecuritySection() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="profile-security" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="profile-security" className="mb-3 text-lg font-semibold text-slate-900">
        {t('profile.security')}
      </h2>
      <Link to={localePath('/settings/profile/password')} className="inline-flex h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
        {t('profile.changePassword')}
      </Link>
    </section>
  );
}

/** `/settings/profile`: view and edit the profile, see the company, add and remove interests, verify the email, reach the password change. */
export default function SettingsProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, company, interests, status } = loaderData;
  const edit = actionData?.intent === 'edit' ? actionData : null;
  const [editing, setEditing] = useState(false);
  // A saved edit closes the form; a refused one keeps it open with its errors.
  const [seenEdit, setSeenEdit] = useState(edit);
  if (edit !== seenEdit) {
    setSeenEdit(edit);
    setEditing(!edit?.ok);
  }
  if (!profile) return <ErrorState status={status} />;
  // The settings layout gives the page its container and the account navigation beside it.
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('profile.heading')}</h1>
      <div className="mt-4">
        <DoneNote />
      </div>
      {!profile.email_verified && <VerifyEmailNotice email={profile.email} text="verifyEmail.noticeProfile" errors={actionData?.intent === RESEND_VERIFICATION ? actionData.fieldErrors : undefined} />}
      {edit?.ok && !editing && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {t('profile.saved')}
        </p>
      )}
      {edit && !edit.ok && edit.message && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {edit.message}
        </p>
      )}
      <section aria-labelledby="profile-details" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="profile-details" className="text-lg font-semibold text-slate-900">
            {t('profile.details')}
          </h2>
          {!editing && (
            <button type="button" onClick={() => setEditing(true)} className="inline-flex h-11 shrink-0 items-center whitespace-nowrap rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
              {t('profile.edit')}
            </button>
          )}
        </div>
        {editing ? <ProfileEditForm profile={profile} errors={edit?.fieldErrors} onCancel={() => setEditing(false)} /> : <ProfileView profile={profile} company={company} />}
      </section>
      <EInvoiceSection company={company} email={profile.email} answer={actionData?.intent === 'einvoice' ? actionData : null} />
      <section aria-labelledby="profile-interests" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="profile-interests" className="mb-4 text-lg font-semibold text-slate-900">
          {t('profile.interests')}
        </h2>
        {interests ? <Interests list={interests} /> : <ErrorState status={503} />}
      </section>
      <SecuritySection />
    </div>
  );
}
