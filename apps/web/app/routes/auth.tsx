import { forgotPasswordBodySchema, loginBodySchema, resetPasswordBodySchema, SOCIAL_PROVIDERS, type SocialProvider } from '@borong/contracts/auth';
import type { ReactNode } from 'react';
import { data, Form, Link, redirect, redirectDocument, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/auth';
import { clearSessionCookie, safeRedirect, setSessionCookie } from '../features/auth/auth.server';
import { FormMessage, ForgotForm, LoginForm, NewPasswordForm } from '../features/auth/auth-forms';
import { formText, validate, type FieldErrors } from '../ui/form/form-errors';
import type { AuthActionData } from '../features/auth/auth-action';
import { DELIVERY_COOKIE, deliveryCookie } from '../features/delivery/delivery';
import type { MessageKey } from '../i18n/en';
import { useLocalePath, useT } from '../i18n/i18n';
import { localeFromPath, localizePath } from '../i18n/locale';
import { apiFor } from '../lib/api.server';
import { authApi } from '../features/auth/api';
import { pageMeta } from '../lib/meta';
import { sessionToken } from '../lib/session.server';
import { apiErrorText } from '../ui/form/form-answer.server';

export type { AuthActionData };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'auth.loginTitle' });
}

/** A signed-in visitor has nothing to do here. */
export function loader({ request }: Route.LoaderArgs) {
  if (sessionToken(request)) throw redirect(localizePath('/', localeFromPath(new URL(request.url).pathname)));
  return null;
}

/**
 * The session's form posts (fetchers of the login and new-password modals, the logout forms),
 * told apart by `intent`. The modals post with fetchers; a post made before the page hydrated
 * (or with scripts off) is a plain form post, and its answer renders this route's page. Sign-in and social sign-in set the httpOnly session cookie and redirect;
 * logout revokes the token on the server, clears the cookie and reloads the document at the root.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const locale = localeFromPath(new URL(request.url).pathname);
  const home = localizePath('/', locale);
  const api = authApi(apiFor(context, request));

  if (intent === 'login') {
    const input = validate(loginBodySchema, { type: 'email', email: formText(form, 'email'), password: formText(form, 'password') });
    if (!input.ok) return data<AuthActionData>({ intent, fieldErrors: input.errors, message: null, failed: false }, 400);
    const res = await api.login(input.data);
    if (!res.ok) {
      const failed = res.status >= 500;
      return data<AuthActionData>({ intent, fieldErrors: res.error.errors ?? {}, message: failed ? null : apiErrorText(request, res), failed }, res.status);
    }
    return redirect(safeRedirect(formText(form, 'redirect'), home), { headers: { 'Set-Cookie': setSessionCookie(context, res.data.access_token) } });
  }

  if (intent === 'forgot' || intent === 'reset') {
    const input =
      intent === 'forgot'
        ? validate(forgotPasswordBodySchema, { email: formText(form, 'email'), source_id: 'MYDIN' })
        : validate(resetPasswordBodySchema, {
            token: formText(form, 'token'),
            email: formText(form, 'email'),
            password: formText(form, 'password'),
            password_confirmation: formText(form, 'password_confirmation'),
          });
    // The reset form's hidden fields come back, so the page can show the form again after an error.
    const echo = intent === 'reset' ? { intent, token: formText(form, 'token') ?? '', email: formText(form, 'email') ?? '' } : { intent };
    const answer = (d: { fieldErrors: FieldErrors; outcome: 'success' | 'failure' | null; message: string | null }, status = 200) => data({ ...echo, ...d } as AuthActionData, status);
    if (!input.ok) return answer({ fieldErrors: input.errors, outcome: null, message: null }, 400);
    const res = intent === 'forgot' ? await api.forgotPassword(input.data) : await api.resetPassword(input.data as typeof resetPasswordBodySchema._output);
    if (res.ok) return answer({ fieldErrors: {}, outcome: 'success', message: res.data.message });
    return answer({ fieldErrors: res.error.errors ?? {}, outcome: 'failure', message: res.status >= 500 ? null : apiErrorText(request, res) }, res.status);
  }

  if (intent === 'social') {
    const provider = formText(form, 'provider');
    // The provider's SDK puts its access token in the form; without a configured provider there is none, and the API says so.
    if (!SOCIAL_PROVIDERS.includes(provider as SocialProvider)) return data<AuthActionData>({ intent, outcome: 'failure' }, 400);
    const res = await api.socialLogin({ provider: provider as SocialProvider, access_token: formText(form, 'access_token') ?? '', source_ids: 'MYDIN' });
    if (!res.ok) return data<AuthActionData>({ intent, outcome: 'failure' }, res.status);
    // Spec §4: social sign-in goes to / with a timestamp query t.
    return redirect(`${home}?t=${Date.now()}`, { headers: { 'Set-Cookie': setSessionCookie(context, res.data.accessToken) } });
  }

  if (intent === 'logout') {
    // Whatever the API answers, the browser's session ends here.
    await api.logout();
    // The delivery cookie goes too: logout forgets what this device kept (spec §4).
    const headers = new Headers([['Set-Cookie', clearSessionCookie(context)], ['Set-Cookie', deliveryCookie(DELIVERY_COOKIE, null, 0, false)]]);
    return redirectDocument(home, { headers });
  }

  throw data('Unknown intent', 400);
}

/**
 * `/auth` as a page: where a session form posted before hydration lands with its answer, and a
 * plain sign-in page for anyone who opens it. `?mode=forgot` shows the reset request.
 */
export default function AuthPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const action = localePath('/auth');
  const link = 'text-sm font-semibold text-brand-800 underline';
  const backToLogin = (
    <Link to={action} className={`mt-4 block text-center ${link}`}>
      {t('auth.backToLogin')}
    </Link>
  );
  let title: MessageKey = 'auth.loginTitle';
  let body: ReactNode;
  if (actionData?.intent === 'reset') {
    title = 'auth.newPasswordTitle';
    body =
      actionData.outcome === 'success' ? (
        <>
          <FormMessage message={actionData.message} tone="success" />
          {backToLogin}
        </>
      ) : (
        <>
          <FormMessage message={actionData.outcome === 'failure' ? (actionData.message ?? t('SOMETHING.WRONG.TRY.LATER')) : null} />
          <NewPasswordForm as={Form} action={action} data={actionData} pending={pending} token={actionData.token} email={actionData.email} />
        </>
      );
  } else if (actionData?.intent === 'forgot' || params.get('mode') === 'forgot') {
    title = 'auth.resetTitle';
    body = <ForgotForm as={Form} action={action} data={actionData} pending={pending} back={backToLogin} showResult />;
  } else {
    body = (
      <>
        {actionData?.intent === 'social' && <FormMessage message={t('SOMETHING.WRONG.TRY.LATER')} />}
        <LoginForm
          as={Form}
          action={action}
          data={actionData}
          pending={pending}
          redirectTo={params.get('redirect') ?? localePath('/')}
          forgot={
            <Link to={`${action}?mode=forgot`} className={link}>
              {t('auth.forgotLink')}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t(title)}</h1>
        {body}
      </div>
    </div>
  );
}
