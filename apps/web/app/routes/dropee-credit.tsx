import { Link, data } from 'react-router';
import type { CreditAccount, CreditTransactionKind } from '@borong/contracts/credit-terms';
import type { Route } from './+types/dropee-credit';
import { creditTermsApi } from '../features/credit-terms/api';
import { LandingHero, PRIMARY_CTA, SectionHeading, Steps } from '../features/landing/landing';
import { useLocalePath, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/en';
import { apiFor } from '../lib/api.server';
import { useFormatDate } from '../lib/date-format';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { parsePage } from '../lib/paging';
import { sessionToken } from '../lib/session.server';
import { CONTAINER } from '../ui/container';
import { Pagination } from '../ui/pagination';
import { STATIC_PAGE } from '../lib/page-runtime';

/** Served without the app's scripts: nothing here needs React in the browser (see STATIC_PAGE). */
export const handle = STATIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'credit.metaTitle', description: 'credit.metaDescription' });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * A guest gets the marketing page alone (no call). A signed-in buyer also sees where their
 * application stands and, with an account, their credit: not critical, so a failed call leaves
 * that part out, and the buyer's figures are never stored by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!sessionToken(request)) return { signedIn: false, account: null, application: null };
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const api = creditTermsApi(apiFor(context, request));
  const [account, application] = await Promise.all([api.creditAccount({ page, per_page: 10 }), api.creditApplication()]);
  return data(
    { signedIn: true, account: account.ok ? account.data.data : null, application: application.ok ? application.data.data : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const KIND_LABELS: Record<CreditTransactionKind, MessageKey> = { CHARGE: 'credit.kind.CHARGE', REPAYMENT: 'credit.kind.REPAYMENT', ADJUSTMENT: 'credit.kind.ADJUSTMENT' };

/** An approved buyer's credit: what is available of the limit, what is owed, and the ledger with due dates. */
function CreditAccountPanel({ account }: { account: CreditAccount }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const figures = [
    { label: t('credit.available'), value: account.available },
    { label: t('credit.limit'), value: account.limit },
    { label: t('credit.outstanding'), value: account.outstanding },
  ];
  return (
    <section aria-labelledby="credit-account" className="rounded-xl border border-emerald-200 bg-white p-5">
      <SectionHeading id="credit-account">{t('credit.accountHeading')}</SectionHeading>
      {account.status === 'suspended' && (
        <p role="status" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {t('credit.suspended')}
        </p>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm font-semibold text-slate-600">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{formatPrice(f.value)}</dd>
          </div>
        ))}
      </dl>
      {account.transactions.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('credit.noEntries')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">{t('credit.latest')}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">{t('credit.date')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('credit.entry')}</th>
                <th scope="col" className="py-2 pr-3 font-medium">{t('credit.due')}</th>
                <th scope="col" className="py-2 text-right font-medium">{t('credit.amount')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {account.transactions.map((e) => (
                <tr key={e.id}>
                  <td className="py-2 pr-3">{formatDate(e.created_at)}</td>
                  <td className="py-2 pr-3">
                    {t(KIND_LABELS[e.kind])}
                    {e.order_nos.length > 0 && <span className="block text-xs text-slate-500">{e.order_nos.join(', ')}</span>}
                    {!!e.service_fee && <span className="block text-xs text-slate-500">{t('credit.feeIncluded', { amount: formatPrice(e.service_fee) })}</span>}
                  </td>
                  <td className="py-2 pr-3">{e.due_at ? formatDate(e.due_at) : '—'}</td>
                  <td className="py-2 text-right font-semibold">{e.amount < 0 ? `−${formatPrice(-e.amount)}` : formatPrice(e.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={account.meta.page} lastPage={account.meta.last_page} />
        </div>
      )}
    </section>
  );
}

/**
 * The credit-terms landing page (spec §1/§2: 30 days credit term, 1% service fee for credit
 * ordering; the banner's "Apply now" leads here). Its own "Apply now" opens the application form,
 * which sends a guest to sign in first and back to the form after.
 */
export default function CreditTermsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { signedIn, account, application } = loaderData;
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
        {/* Issue 14: a buyer who applied is told where the application stands, not to sign in. */}
        {application ? (
          <>
            <p role="status" className="text-slate-800">
              {t('credit.applicationStatus', { status: t(`creditApply.status.${application.status}`) })}
            </p>
            <Link to={localePath('/dropee-credit/apply')} className={PRIMARY_CTA}>
              {t('credit.applicationLink')}
            </Link>
          </>
        ) : (
          <>
            {apply}
            {!signedIn && <p className="text-sm text-slate-700">{t('credit.applyNote')}</p>}
          </>
        )}
      </LandingHero>
      <div className={`${CONTAINER} space-y-12 py-10`}>
        {account && <CreditAccountPanel account={account} />}
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
