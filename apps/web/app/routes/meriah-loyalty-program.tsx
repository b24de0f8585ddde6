import { Link } from 'react-router';
import type { Route } from './+types/meriah-loyalty-program';
import { LandingHero, PRIMARY_CTA, SECONDARY_CTA, SectionHeading, Steps } from '../features/landing/landing';
import { signInHref } from '../features/landing/sign-in-href';
import { useRootData } from '../features/session/root-data';
import { useLocalePath, useT } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locale';
import { pageMeta } from '../lib/meta';
import { CONTAINER } from '../ui/container';
import { STATIC_PAGE } from '../lib/page-runtime';

/** Served without the app's scripts: nothing here needs React in the browser (see STATIC_PAGE). */
export const handle = STATIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'loyalty.metaTitle', description: 'loyalty.metaDescription' });
}

/** Critical data: only the sign-in link (its `t` is fixed here so server and browser agree), back to linking a card. */
export function loader({ request }: Route.LoaderArgs) {
  return { signIn: signInHref(localeFromPath(new URL(request.url).pathname), Date.now(), '/settings/member-cards') };
}

/**
 * The loyalty landing page (spec §2, from the alert bar's "Join membership and get more
 * discount"): what members get and how to link a member card. Linking itself is an account
 * feature; this page sends guests to register or sign in, and a signed-in buyer to Member cards.
 */
export default function LoyaltyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const signedIn = Boolean(useRootData()?.user);
  const benefits = [
    { title: t('loyalty.earnTitle'), text: t('loyalty.earnText') },
    { title: t('loyalty.redeemTitle'), text: t('loyalty.redeemText') },
    { title: t('loyalty.pricesTitle'), text: t('loyalty.pricesText') },
  ];
  return (
    <>
      <LandingHero eyebrow={t('loyalty.eyebrow')} heading={t('loyalty.heading')} lead={t('loyalty.lead')}>
        {signedIn ? (
          // A buyer who is signed in has registered already: the card is linked from the account.
          <Link to={localePath('/settings/member-cards')} className={PRIMARY_CTA}>
            {t('loyalty.linkCardCta')}
          </Link>
        ) : (
          <>
            <Link to={localePath('/register')} className={PRIMARY_CTA}>
              {t('loyalty.joinCta')}
            </Link>
            <Link to={loaderData.signIn} className={SECONDARY_CTA}>
              {t('loyalty.signInCta')}
            </Link>
          </>
        )}
      </LandingHero>
      <div className={`${CONTAINER} space-y-12 py-10`}>
        <section aria-labelledby="loyalty-benefits">
          <SectionHeading id="loyalty-benefits">{t('loyalty.benefitsHeading')}</SectionHeading>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {benefits.map((b) => (
              <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-2 text-slate-700">{b.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="loyalty-link" className="max-w-3xl">
          <SectionHeading id="loyalty-link">{t('loyalty.linkHeading')}</SectionHeading>
          <Steps steps={[t('loyalty.linkStep1'), t('loyalty.linkStep2'), t('loyalty.linkStep3')]} />
          <p className="mt-5 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">{t('loyalty.linkNote')}</p>
          <p className="mt-5">
            <Link to={localePath('/meriah-loyalty-program-faq')} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('loyalty.faqLink')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
