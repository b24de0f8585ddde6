import { registerBodySchema, type RegisterBody } from '@borong/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import type { AuthActionData } from './auth';
import { setSessionCookie } from '../features/auth/auth.server';
import { CheckboxGroupField, PRIMARY, SubmitButton, TextField } from '../ui/form/fields';
import { formText, validate, type FieldErrors } from '../ui/form/form-errors';
import { useFormValidation } from '../ui/form/use-form-validation';
import { ResultModal } from '../features/auth/result-modal';
import { SocialButtons } from '../features/auth/social-buttons';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { authApi } from '../features/auth/api';
import { pageMeta } from '../lib/meta';
import { useAlert } from '../ui/alert-modal';
import { apiErrorText } from '../ui/form/form-answer.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.registerTitle' });
}

/** Spec §9: after a successful sign-up the result modal's Close leads home after 300 ms. */
const HOME_AFTER_SIGNUP_MS = 300;

/** The interest options come from the API; without them the form says so (and cannot be sent valid). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = authApi(apiFor(context, request));
  const interests = await api.interests();
  return { interests: interests.ok ? interests.data.data : null };
}

type Values = Omit<RegisterBody, 'password' | 'password_confirmation' | 'interest'> & { interest: number[] };

/**
 * What the page shows after a post (spec §4 "Signup"). `outcome` opens the result modal
 * (success green, failure red); null keeps `message` on the page without a modal (the login after
 * sign-up failed); `alert` is a thrown failure: the alert modal.
 */
interface RegisterActionData {
  outcome: 'success' | 'failure' | 'alert' | null;
  message: string | null;
  fieldErrors: FieldErrors;
  values: Values;
}

function readForm(form: FormData) {
  const interest = form
    .getAll('interest')
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n));
  return {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    mobile_no: formText(form, 'mobile_no'),
    company_name: formText(form, 'company_name'),
    reg_no: formText(form, 'reg_no'),
    password: formText(form, 'password'),
    password_confirmation: formText(form, 'password_confirmation'),
    interest,
    interest_other: formText(form, 'interest_other'),
  };
}

/**
 * Spec §4: invalid input sends nothing; otherwise sign up, keep its message (marked error or
 * success), then sign in with the same credentials. A failed sign-in keeps the message on the
 * page and opens no modal; otherwise the result modal opens. Only a successful sign-up followed
 * by a successful sign-in starts the session: the cookie is set here, since the token never
 * reaches JavaScript (the spec's client stores it when the modal closes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const raw = readForm(await request.formData());
  const values: Values = { name: raw.name ?? '', email: raw.email ?? '', mobile_no: raw.mobile_no ?? '', company_name: raw.company_name ?? '', reg_no: raw.reg_no ?? '', interest: raw.interest, interest_other: raw.interest_other ?? '' };
  const reply = (d: Omit<RegisterActionData, 'values'>, init?: ResponseInit) => data<RegisterActionData>({ ...d, values }, init);
  const checked = validate(registerBodySchema, raw);
  if (!checked.ok) return reply({ outcome: null, message: null, fieldErrors: checked.errors }, { status: 400 });

  // The API validates the input as typed (digits only), so it gets the form's values, not the normalised ones.
  const signup = await authApi(apiFor(context, request)).register(raw as RegisterBody);
  if (!signup.ok && signup.status >= 500) return reply({ outcome: 'alert', message: null, fieldErrors: {} }, { status: signup.status });
  const failed = !signup.ok;
  const message = signup.ok ? signup.data.message : apiErrorText(request, signup);
  const fieldErrors = signup.ok ? {} : (signup.error.errors ?? {});

  // Signing in with the sign-up's token as bearer makes the API replace it: one live session.
  const login = await authApi(apiFor(context, request, signup.ok ? signup.data.data.accessToken : null)).login({ type: 'email', email: checked.data.email, password: checked.data.password });
  if (!login.ok) {
    if (login.status >= 500) return reply({ outcome: 'alert', message: null, fieldErrors }, { status: login.status });
    return reply({ outcome: null, message, fieldErrors }, { status: failed ? signup.status : 200 });
  }
  if (failed) {
    // The sign-up failed (say, the email is taken) but those credentials work: no session starts from this page.
    await authApi(apiFor(context, request, login.data.access_token)).logout();
    return reply({ outcome: 'failure', message, fieldErrors }, { status: signup.status });
  }
  return reply({ outcome: 'success', message, fieldErrors: {} }, { headers: { 'Set-Cookie': setSessionCookie(context, login.data.access_token) } });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { showAlert } = useAlert();
  const social = useFetcher<AuthActionData>({ key: 'auth-social' });
  // Open from the first render when the page is the answer to a post made before hydration.
  const [resultOpen, setResultOpen] = useState(actionData?.outcome === 'success' || actionData?.outcome === 'failure');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = navigation.state !== 'idle' && navigation.formAction === pathname;

  // Each new answer: a result opens the result modal, a thrown failure the alert modal.
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    setResultOpen(actionData?.outcome === 'success' || actionData?.outcome === 'failure');
  }
  const alerted = useRef(actionData);
  useEffect(() => {
    if (actionData?.outcome !== 'alert' || alerted.current === actionData) return;
    alerted.current = actionData;
    showAlert();
  }, [actionData, showAlert]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Spec §4: submit touches every field; invalid input sends nothing.
  const { errors, form } = useFormValidation(registerBodySchema, { serverErrors: actionData?.fieldErrors, input: readForm });
  const values = actionData?.values;

  const closeResult = () => {
    setResultOpen(false);
    if (actionData?.outcome === 'success') timer.current = setTimeout(() => navigate(localePath('/')), HOME_AFTER_SIGNUP_MS);
  };

  const inlineMessage = actionData && actionData.outcome === null && actionData.message ? actionData.message : null;
  const inlineFailed = inlineMessage !== null && Object.keys(actionData?.fieldErrors ?? {}).length > 0;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('register.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('register.intro')}</p>

        {inlineMessage && (
          <p role="alert" className={`mt-5 rounded-lg border px-3 py-2 text-sm ${inlineFailed || actionData?.fieldErrors.email ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-800'}`}>
            {inlineMessage}
          </p>
        )}

        <Form method="post" {...form} className="mt-6 grid gap-4 sm:grid-cols-2" aria-busy={pending}>
          <TextField name="name" label={t('register.name')} autoComplete="name" maxLength={100} defaultValue={values?.name} errors={errors} className="sm:col-span-2" />
          <TextField name="email" type="email" label={t('register.email')} autoComplete="email" maxLength={254} defaultValue={values?.email} errors={errors} />
          <TextField
            name="mobile_no"
            type="tel"
            inputMode="numeric"
            label={t('register.mobile')}
            hint={t('register.mobileHint')}
            autoComplete="tel-national"
            maxLength={15}
            defaultValue={values?.mobile_no}
            errors={errors}
          />
          <TextField
            name="company_name"
            label={t('register.companyName')}
            placeholder={t('register.companyPlaceholder')}
            autoComplete="organization"
            maxLength={150}
            defaultValue={values?.company_name}
            errors={errors}
          />
          <TextField name="reg_no" label={t('register.regNo')} placeholder={t('register.regNoPlaceholder')} maxLength={50} defaultValue={values?.reg_no} errors={errors} />
          <TextField name="password" type="password" label={t('register.password')} hint={t('auth.passwordHint')} autoComplete="new-password" errors={errors} />
          <TextField name="password_confirmation" type="password" label={t('register.passwordConfirmation')} autoComplete="new-password" errors={errors} />

          {loaderData.interests ? (
            <CheckboxGroupField
              name="interest"
              label={t('register.interests')}
              hint={t('register.interestsHint')}
              errors={errors}
              options={loaderData.interests.map((interest) => ({ value: interest.id, label: interest.name }))}
              defaultChecked={values?.interest}
              className="group sm:col-span-2"
              optionsClassName="mt-2 grid gap-2 sm:grid-cols-3"
              optionClassName="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              {/* Shown while 'Others' (id 100) is ticked, by CSS alone, so it works before the page hydrates. */}
              <TextField
                name="interest_other"
                label={t('register.otherInterest')}
                maxLength={100}
                defaultValue={values?.interest_other ?? undefined}
                errors={errors}
                className={`mt-3 ${errors.interest_other ? '' : 'hidden'} group-has-[#interest-100:checked]:block`}
              />
            </CheckboxGroupField>
          ) : (
            <fieldset className="sm:col-span-2">
              <legend className="block text-sm font-semibold text-slate-800">{t('register.interests')}</legend>
              <p role="alert" className="mt-2 text-sm text-red-700">
                {t('register.interestsUnavailable')}
              </p>
            </fieldset>
          )}

          <div className="sm:col-span-2">
            <SubmitButton pending={pending} busyLabel={t('auth.pleaseWait')} className={`${PRIMARY} w-full`}>{t('register.submit')}</SubmitButton>
          </div>
        </Form>

        <SocialButtons fetcher={social} authAction={localePath('/auth')} label="auth.signUpWith" />

        <p className="mt-6 text-sm text-slate-700">
          {t('register.haveAccount')}{' '}
          <Link to={`${pathname}?action=auth`} className="font-semibold text-brand-800 underline">
            {t('header.login')}
          </Link>
        </p>
      </div>
      <ResultModal outcome={resultOpen && (actionData?.outcome === 'success' || actionData?.outcome === 'failure') ? actionData.outcome : null} message={actionData?.message ?? ''} onClose={closeResult} />
    </div>
  );
}
