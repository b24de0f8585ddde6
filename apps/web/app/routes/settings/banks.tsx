import type { Route } from './+types/banks';
import { signedInApi, required } from '../../features/account/account.server';
import { accountApi } from '../../features/account/api';
import { SettingsHeading } from '../../features/account/settings-nav';
import { useT } from '../../i18n/i18n';
import { pageMeta } from '../../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.banksTitle' });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { cards: required(await accountApi(signedInApi(context, request)).savedCards(), request).data };
}

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', mydebit: 'MyDebit', unionpay: 'UnionPay' } as const;

/** Saved cards: brand, last four digits and expiry only. Cards are saved at checkout (not in this release). */
export default function BanksPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cards } = loaderData;
  return (
    <>
      <SettingsHeading title={t('accountNav.banks')} intro={t('banks.intro')} />
      {cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('banks.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('banks.listLabel')}>
          {cards.map((card) => (
            <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="font-bold text-slate-900">{BRAND_NAMES[card.brand]}</p>
              <p className="mt-1 font-mono text-lg tracking-widest text-slate-800" aria-label={t('banks.endingIn', { digits: card.last_four })}>
                •••• {card.last_four}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t('banks.expires', { date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}` })}
                {card.is_expired && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold uppercase text-red-800">{t('banks.expired')}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
