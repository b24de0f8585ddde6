import type { Route } from './+types/e-credit';
import { signedInApi, required } from '../../features/account/account.server';
import { accountApi } from '../../features/account/api';
import { SettingsHeading } from '../../features/account/settings-nav';
import { useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { pageMeta } from '../../lib/meta';
import { useFormatPrice } from '../../lib/money';
import { parsePage } from '../../lib/paging';
import { Pagination } from '../../ui/pagination';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.eCreditTitle' });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  return { statement: required(await accountApi(signedInApi(context, request)).eCredit({ page }), request) };
}

/** E-credit balance and transactions (spec §3: date, invoice number, amount); "No transaction found" when empty. */
export default function ECreditPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const price = useFormatPrice();
  const { statement } = loaderData;
  const formatDate = useFormatDate();
  return (
    <>
      <SettingsHeading title={t('accountNav.eCredit')} />
      <div className="mb-6 rounded-xl bg-brand-700 p-5 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-white">{t('eCredit.balance')}</p>
        <p className="mt-1 text-3xl font-bold">{price(statement.balance)}</p>
      </div>
      {statement.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('eCredit.none')}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[28rem] text-left">
              <caption className="sr-only">{t('eCredit.caption')}</caption>
              <thead className="bg-slate-50 text-sm text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('eCredit.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('eCredit.invoice')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('eCredit.amount')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {statement.data.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-3">{formatDate(row.date)}</td>
                    <td className="px-4 py-3 font-mono text-sm">{row.invoice_number}</td>
                    <td className={`px-4 py-3 text-right font-semibold ${row.amount < 0 ? 'text-red-700' : 'text-emerald-800'}`}>
                      {row.amount < 0 ? `−${price(-row.amount)}` : `+${price(row.amount)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-6">
            <Pagination page={statement.meta.page} lastPage={statement.meta.last_page} />
          </div>
        </>
      )}
    </>
  );
}
