import { changePasswordBodySchema } from '@borong/contracts/auth';
import { Form, Link } from 'react-router';
import type { Route } from './+types/password';
import { done, signedInApi } from '../../features/account/account.server';
import { DoneNote } from '../../features/account/done-note';
import { SettingsHeading } from '../../features/account/settings-nav';
import { authApi } from '../../features/auth/api';
import { useRootData } from '../../features/session/root-data';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';
import { requireSessionToken } from '../../lib/session.server';
import { FormError, SubmitButton, TextField } from '../../ui/form/fields';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors, resultFor, type FormResult } from '../../ui/form/form-errors';
import { useFormValidation } from '../../ui/form/use-form-validation';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.passwordTitle' });
}

export function loader({ request }: Route.LoaderArgs) {
  requireSessionToken(request);
  return null;
}

/**
 * The new password goes to the API with the current one; the API ends every other session and
 * keeps this one (the session cookie's token), so the buyer stays signed in here. Passwords are
 * never sent back to the page, not even after an error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const intent = 'change';
  const api = authApi(signedInApi(context, request));
  const values = formValues(await request.formData());
  const parsed = changePasswordBodySchema.safeParse(values);
  if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues));
  const result = await api.changePassword(parsed.data);
  return result.ok ? done(request, 'passwordChanged') : apiFailure(request, intent, result);
}

/** `/settings/profile/password`: change the password while signed in (issue 14), reached from the profile. */
export default function PasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const email = useRootData()?.user?.email ?? '';
  const answer = resultFor(actionData as FormResult | undefined, 'change');
  const { errors, form } = useFormValidation(changePasswordBodySchema, { serverErrors: answer?.errors });
  return (
    <div className="max-w-xl">
      <SettingsHeading title={t('password.heading')} intro={t('password.intro')} />
      <DoneNote />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <Form method="post" className="space-y-4" {...form}>
          <FormError errors={errors} />
          {/* Lets a password manager file the new password under the right account. */}
          <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
          <TextField name="current_password" type="password" label={t('password.current')} autoComplete="current-password" errors={errors} />
          <TextField name="password" type="password" label={t('password.new')} hint={t('auth.passwordHint')} autoComplete="new-password" errors={errors} />
          <TextField name="password_confirmation" type="password" label={t('password.confirm')} autoComplete="new-password" errors={errors} />
          <SubmitButton intent="change" busyLabel={t('auth.pleaseWait')}>
            {t('password.submit')}
          </SubmitButton>
        </Form>
        <p className="mt-4 text-sm text-slate-600">{t('password.forgot')}</p>
      </section>
      <Link to={localePath('/settings/profile')} className="mt-4 inline-block font-semibold text-brand-800 underline">
        {t('password.back')}
      </Link>
    </div>
  );
}
