import { Form } from 'react-router';
import { useT } from '../../i18n/i18n';
import { FormError, SECONDARY, SubmitButton } from '../../ui/form/fields';
import type { FieldErrors } from '../../ui/form/form-errors';

/** The intent of the notice's button; the page's action answers it with `resendVerification` (account.server). */
export const RESEND_VERIFICATION = 'resendVerification';

/**
 * What an unverified buyer sees where their address would prove who they are (issue 14): why it
 * does not yet, and a button that mails the link again. A plain form post to the page's own
 * action, so it works before hydration.
 */
export function VerifyEmailNotice({
  email,
  text,
  errors,
  heading: Heading = 'h2',
}: {
  email: string;
  text: 'verifyEmail.noticeCards' | 'verifyEmail.noticeProfile';
  errors?: FieldErrors;
  /** The notice's heading level, one below the section it sits in. */
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <section aria-labelledby="verify-email-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <Heading id="verify-email-title" className="text-lg font-bold">
        {t('verifyEmail.noticeTitle')}
      </Heading>
      <p className="mt-1 [overflow-wrap:anywhere]">{t(text, { email })}</p>
      <FormError errors={errors} className="mt-3" />
      <Form method="post" className="mt-4">
        <SubmitButton intent={RESEND_VERIFICATION} className={SECONDARY}>
          {t('verifyEmail.resend')}
        </SubmitButton>
      </Form>
    </section>
  );
}
