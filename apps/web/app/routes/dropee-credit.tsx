import { Link } from 'react-router';
import type { Route } from './+types/dropee-credit';
import { LandingHero, PRIMARY_CTA, SectionHeading, Steps } from '../features/landing/landing';
import { useLocalePath, useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import { CONTAINER } from '../ui/container';
import { STATIC_PAGE } from '../lib/page-runtime';

/** Served without the app's scripts: nothing here needs React in the browser (see STATIC_PAGE). */
export const handle = STATIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'credit.metaTitle', description: 'credit.metaDescription' });
}

/**
 * The credit-terms landing page (spec §1/§2: 30 days credit term, 1% service fee for credit
 * ordering; the banner's "Apply now" leads here). Its own "Apply now" opens the application form,
 * which sends a guest to sign in first and back to the form after.
 */
export default function CreditTermsPage() {
  const t = useT();
  const localePath = useLocalePath();
  const facts = [
    { value: t('credit.factTerm'), text: t('credit.factTermText') },
    { value: t('credit.factFee'), text: t('credit.factFeeText') },
    { value: t('credit.factDecision'), text: t('credit.factDecisionText') },
  ];
  const apply = (
    <Link to={localePath('/dropee-credit/apply')} className={PRIMARY_CTA}>
      {t('credit.applyCta')}
    </Link>
  );
  return (
    <>
      <LandingHero eyebrow={t('credit.eyebrow')} heading={t('credit.heading')} lead={t('credit.lead')}>
        {apply}
        <p className="text-sm text-slate-700">{t('credit.applyNote')}</p>
      </LandingHero>
      <div className={`${CONTAINER} space-y-12 py-10`}>
        <section aria-labelledby="credit-facts">
          <SectionHeading id="credit-facts">{t('credit.factsHeading')}</SectionHeading>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {facts.map((f) => (
              <div key={f.value} className="rounded-xl border border-slate-200 bg-white p-5">
                <dt className="text-3xl font-extrabold text-brand-800">{f.value}</dt>
                <dd className="mt-1 text-slate-700">{f.text}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 max-w-3xl rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold text-slate-900">{t('credit.exampleHeading')}</h3>
            <p className="mt-1 text-slate-700">{t('credit.exampleText')}</p>
          </div>
        </section>
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="credit-qualify">
            <SectionHeading id="credit-qualify">{t('credit.qualifyHeading')}</SectionHeading>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {(['credit.qualify1', 'credit.qualify2', 'credit.qualify3', 'credit.qualify4'] as const).map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="credit-documents">
            <SectionHeading id="credit-documents">{t('credit.documentsHeading')}</SectionHeading>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {(['credit.document1', 'credit.document2', 'credit.document3', 'credit.document4'] as const).map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-labelledby="credit-steps" className="max-w-3xl">
          <SectionHeading id="credit-steps">{t('credit.stepsHeading')}</SectionHeading>
          <Steps steps={[t('credit.step1'), t('credit.step2'), t('credit.step3'), t('credit.step4')]} />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {apply}
            <p className="text-slate-700">
              {t('credit.contactText')}{' '}
              <Link to={localePath('/contact-us')} className="font-semibold text-brand-800 underline underline-offset-4">
                {t('credit.contactLink')}
              </Link>
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
