import { forgotPasswordBodySchema, loginBodySchema, newPasswordFormSchema } from '@borong/contracts/auth';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import type { AuthActionData } from './auth-action';
import { useT } from '../../i18n/i18n';
import { PRIMARY, SubmitButton, TextField } from '../../ui/form/fields';
import { useFormValidation } from '../../ui/form/use-form-validation';

/** `<Form>` of a page or `<fetcher.Form>` of a modal: the forms below work with either. */
export type FormComponent = ComponentType<{
  method: 'post';
  action: string;
  noValidate?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}>;

interface SessionFormProps {
  as: FormComponent;
  action: string;
  /** The session action's last answer, if it was for this form. */
  data: AuthActionData | null | undefined;
  pending: boolean;
}

const WIDE = `${PRIMARY} w-full`;

export function FormMessage({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-lg border px-3 py-2 text-sm ${tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800'}`}>
      {message}
    </p>
  );
}

/** Email and password; `forgot` is the control that switches to the reset request. */
export function LoginForm({ as: F, action, data, pending, redirectTo, forgot }: SessionFormProps & { redirectTo: string; forgot: ReactNode }) {
  const t = useT();
  const answer = data?.intent === 'login' ? data : null;
  const { errors, browserErrors, form } = useFormValidation(loginBodySchema, { serverErrors: answer?.fieldErrors });
  const message = browserErrors ? null : answer?.failed ? t('SOMETHING.WRONG.TRY.LATER') : (answer?.message ?? null);
  return (
    <F method="post" action={action} {...form}>
      <FormMessage message={message} />
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirect" value={redirectTo} />
      <TextField name="email" type="email" label={t('auth.email')} autoComplete="username" errors={errors} className="mb-4" />
      <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" errors={errors} className="mb-2" />
      <div className="mb-4 text-right">{forgot}</div>
      <SubmitButton pending={pending} busyLabel={t('auth.pleaseWait')} className={WIDE}>{t('auth.loginButton')}</SubmitButton>
    </F>
  );
}

/** The reset-password request: one email field. */
export function ForgotForm({ as: F, action, data, pending, back, showResult = false }: SessionFormProps & { back: ReactNode; showResult?: boolean }) {
  const t = useT();
  const answer = data?.intent === 'forgot' ? data : null;
  const { errors, form } = useFormValidation(forgotPasswordBodySchema, { serverErrors: answer?.fieldErrors });
  return (
    <F method="post" action={action} {...form}>
      {showResult && answer?.outcome && <FormMessage message={answer.message ?? t('SOMETHING.WRONG.TRY.LATER')} tone={answer.outcome === 'success' ? 'success' : 'error'} />}
      <p className="mb-4 text-sm text-slate-700">{t('auth.resetIntro')}</p>
      <input type="hidden" name="intent" value="forgot" />
      <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" errors={errors} className="mb-4" />
      <SubmitButton pending={pending} busyLabel={t('auth.pleaseWait')} className={WIDE}>{t('auth.resetButton')}</SubmitButton>
      {back}
    </F>
  );
}

/** The new password of a reset link (token and email travel as hidden fields). */
export function NewPasswordForm({ as: F, action, data, pending, token, email }: SessionFormProps & { token: string; email: string }) {
  const t = useT();
  const answer = data?.intent === 'reset' ? data : null;
  const { errors, form } = useFormValidation(newPasswordFormSchema, { serverErrors: answer?.fieldErrors });
  return (
    <F method="post" action={action} {...form}>
      <p className="mb-4 text-sm text-slate-700">{t('auth.newPasswordIntro', { email })}</p>
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="email" value={email} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField name="password" type="password" label={t('auth.newPassword')} hint={t('auth.passwordHint')} autoComplete="new-password" errors={errors} className="mb-4" />
      <TextField name="password_confirmation" type="password" label={t('auth.confirmPassword')} autoComplete="new-password" errors={errors} className="mb-5" />
      <SubmitButton pending={pending} busyLabel={t('auth.pleaseWait')} className={WIDE}>{t('auth.newPasswordButton')}</SubmitButton>
    </F>
  );
}
