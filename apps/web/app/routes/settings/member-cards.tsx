import { Form } from 'react-router';
import { cardNoBodySchema, memberCardLinkBodySchema, membershipCheckBodySchema } from '@borong/contracts/membership';
import type { Route } from './+types/member-cards';
import { signedInApi, done, required, resendVerification } from '../../features/account/account.server';
import { RESEND_VERIFICATION, VerifyEmailNotice } from '../../features/account/verify-email-notice';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { formValues, issuesToFieldErrors, resultFor, type FormResult } from '../../ui/form/form-errors';
import { membershipApi } from '../../features/membership/api';
import { authApi } from '../../features/auth/api';
import { DoneNote } from '../../features/account/done-note';
import { FormError, SECONDARY, SubmitButton, TextField } from '../../ui/form/fields';
import { useFormValidation } from '../../ui/form/use-form-validation';
import { SettingsHeading } from '../../features/account/settings-nav';
import { formatCardNo, useExpiredCardAlerts } from '../../features/membership/expiry-alerts';
import { useLocalePath, useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';
import { useFormatCount } from '../../lib/number-format';
import { useNotices } from '../../features/notices/notice-provider';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.memberCardsTitle' });
}

/** The account is read here, not from the root's data, so a verification made since (another tab, the mailed link) shows at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = signedInApi(context, request);
  const [cards, profile] = await Promise.all([membershipApi(api).memberCards(), authApi(api).profile()]);
  const user = required(profile, request).data;
  return { cards: required(cards, request).member_cards, email: user.email, emailVerified: user.email_verified };
}

type ActionResult = FormResult & { expiry?: { card_no: string; is_expired: boolean; message: string }; membership?: { is_member: boolean; linked: number } };

export async function action({ request, context }: Route.ActionArgs) {
  const api = membershipApi(signedInApi(context, request));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = formValues(form);
  if (intent === 'link') {
    const parsed = memberCardLinkBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.linkMemberCard(parsed.data);
    return result.ok ? done(request, 'cardLinked') : apiFailure(request, intent, result, values);
  }
  if (intent === 'checkExpiry') {
    const parsed = cardNoBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues));
    const result = await api.checkCardExpiry(parsed.data.card_no);
    if (!result.ok) return apiFailure(request, intent, result);
    return { intent, errors: {}, values, expiry: { card_no: parsed.data.card_no, ...result.data } } satisfies ActionResult;
  }
  if (intent === 'checkMembership') {
    const parsed = membershipCheckBodySchema.safeParse(values);
    if (!parsed.success) return invalid(intent, issuesToFieldErrors(parsed.error.issues), values);
    const result = await api.checkMembership(parsed.data.email);
    if (!result.ok) return apiFailure(request, intent, result, values);
    return { intent, errors: {}, values, membership: { is_member: result.data.is_member, linked: result.data.member_cards.length } } satisfies ActionResult;
  }
  if (intent === RESEND_VERIFICATION) {
    const sent = await resendVerification(context, request);
    return sent instanceof Response ? sent : apiFailure(request, intent, sent);
  }
  return invalid(intent, { form: [''] });
}

/**
 * Member (loyalty) cards: link one by its number and printed security code, see them, check
 * expiry; with none, look the membership up by the account's email, once that is verified (until
 * then a notice says why and offers the link again).
 */
export default function MemberCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formatCount = useFormatCount();
  const localePath = useLocalePath();
  const { enqueueNotice } = useNotices();
  const { cards, email: accountEmail, emailVerified } = loaderData;
  const result = actionData as ActionResult | undefined;
  const link = resultFor(result, 'link');
  const expiry = resultFor(result, 'checkExpiry') as ActionResult | undefined;
  const membership = resultFor(result, 'checkMembership') as ActionResult | undefined;
  const resend = resultFor(result, RESEND_VERIFICATION);
  const linkForm = useFormValidation(memberCardLinkBodySchema, { serverErrors: link?.errors });
  const membershipForm = useFormValidation(membershipCheckBodySchema, { serverErrors: membership?.errors });
  // Lead: at merge, pass the notice queue's enqueueNotice instead of the alert modal (see features/membership).
  useExpiredCardAlerts(cards, enqueueNotice, (card) => t('memberCards.expiredAlert', { digits: card.card_no.slice(-4), date: card.expires_on }), localePath('/settings/member-cards'));

  return (
    <>
      <SettingsHeading title={t('accountNav.memberCards')} intro={t('memberCards.intro')} />
      <DoneNote />
      {expiry?.expiry && (
        <p role="status" className={`mb-4 rounded-lg border px-4 py-3 font-medium ${expiry.expiry.is_expired ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}>
          {expiry.expiry.is_expired ? t('memberCards.isExpired', { digits: expiry.expiry.card_no.slice(-4) }) : t('memberCards.isValid', { digits: expiry.expiry.card_no.slice(-4) })}
        </p>
      )}
      <FormError errors={expiry?.errors} />

      {cards.length === 0 ? (
        <p className="mb-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('memberCards.none')}</p>
      ) : (
        <ul className="mb-8 grid gap-4 sm:grid-cols-2" aria-label={t('memberCards.listLabel')}>
          {cards.map((card) => (
            <li key={card.id} className="rounded-xl border border-slate-200 bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm">
              <p className="font-semibold">{card.name}</p>
              <p className="mt-2 font-mono text-lg tracking-widest">{formatCardNo(card.card_no)}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-white">{t('memberCards.expiresOn')}</dt>
                  <dd className="font-semibold">
                    {card.expires_on}
                    {card.is_expired && <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold uppercase text-red-800">{t('memberCards.expired')}</span>}
                  </dd>
                </div>
                <div>
                  <dt className="text-white">{t('memberCards.points')}</dt>
                  <dd className="font-semibold">{formatCount(card.balance)}</dd>
                </div>
              </dl>
              <Form method="post" className="mt-4">
                <input type="hidden" name="card_no" value={card.card_no} />
                <SubmitButton intent="checkExpiry" row={['card_no', card.card_no]} className="inline-flex h-11 items-center rounded-lg bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50" aria-label={t('memberCards.checkExpiryOf', { digits: card.card_no.slice(-4) })}>
                  {t('memberCards.checkExpiry')}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="link-title" className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="link-title" className="text-lg font-bold text-slate-900">
          {t('memberCards.linkTitle')}
        </h2>
        <p className="mt-1 text-slate-600">{t('memberCards.linkIntro')}</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,20rem)_minmax(0,10rem)_auto] sm:items-start" {...linkForm.form}>
          <div className="sm:col-span-3">
            <FormError errors={linkForm.errors} />
          </div>
          <TextField name="card_no" label={t('memberCards.cardNo')} hint={t('memberCards.cardNoHint')} errors={linkForm.errors} defaultValue={link?.values.card_no ?? ''} inputMode="numeric" autoComplete="off" required />
          <TextField name="security_code" label={t('memberCards.securityCode')} hint={t('memberCards.securityCodeHint')} errors={linkForm.errors} defaultValue="" inputMode="numeric" autoComplete="off" maxLength={7} required />
          <div className="sm:pt-7">
            <SubmitButton intent="link">{t('memberCards.link')}</SubmitButton>
          </div>
        </Form>
      </section>

      {cards.length === 0 && (
        <section aria-labelledby="membership-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="membership-title" className="text-lg font-bold text-slate-900">
            {t('memberCards.membershipTitle')}
          </h2>
          <p className="mt-1 mb-4 text-slate-600">{t('memberCards.membershipIntro')}</p>
          {!emailVerified ? (
            // An address nobody proved proves nobody's identity: the check waits for the link (issue 14).
            <VerifyEmailNotice email={accountEmail} text="verifyEmail.noticeCards" errors={resend?.errors} heading="h3" />
          ) : (
            <>
              {membership?.membership && (
                <p role="status" className="mb-3 font-medium text-slate-800">
                  {membership.membership.linked ? t('memberCards.membershipLinked') : membership.membership.is_member ? t('memberCards.membershipAlready') : t('memberCards.membershipNone')}
                </p>
              )}
              <Form method="post" className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start" {...membershipForm.form}>
                <div className="sm:col-span-2">
                  <FormError errors={membershipForm.errors} />
                </div>
                <TextField name="email" type="email" label={t('memberCards.email')} errors={membershipForm.errors} defaultValue={membership?.values.email ?? accountEmail} autoComplete="email" required />
                <div className="sm:pt-7">
                  <SubmitButton intent="checkMembership" className={SECONDARY}>
                    {t('memberCards.checkMembership')}
                  </SubmitButton>
                </div>
              </Form>
            </>
          )}
        </section>
      )}
    </>
  );
}
