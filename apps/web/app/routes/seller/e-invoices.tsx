import type { EInvoiceStatus, EInvoiceType, MonthlyEInvoice } from '@borong/contracts/e-invoice';
import type { Route } from './+types/e-invoices';
import { BADGE } from '../../features/seller/console';
import { consoleApi, consoleRequired, idParam } from '../../features/seller/seller.server';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { pageMeta } from '../../lib/meta';
import { useFormatPrice } from '../../lib/money';
import { useFormatCount } from '../../lib/number-format';
import { parsePage } from '../../lib/paging';
import { Pagination } from '../../ui/pagination';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.eInvoicesTitle' });
}

const PER_PAGE = 24;

/** One page of the store's monthly consolidated e-invoices and notes, newest month first. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  const list = consoleRequired(await consoleApi(context, request).monthlyEInvoices(storeId, { page, per_page: PER_PAGE }), request);
  return { storeId, list };
}

const TYPE_LABELS = { '01': 'seller.eInv.type01', '02': 'seller.eInv.type02', '04': 'seller.eInv.type04' } as const satisfies Record<EInvoiceType, MessageKey>;

const STATUS_LABELS = {
  PENDING: 'seller.eInv.statusPENDING',
  SUBMITTED: 'seller.eInv.statusSUBMITTED',
  VALID: 'seller.eInv.statusVALID',
  INVALID: 'seller.eInv.statusINVALID',
  CONSOLIDATED: 'seller.eInv.statusCONSOLIDATED',
} as const satisfies Record<EInvoiceStatus, MessageKey>;

const STATUS_TONES: Record<EInvoiceStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  SUBMITTED: 'bg-sky-50 text-sky-900 ring-sky-200',
  VALID: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  INVALID: 'bg-red-50 text-red-800 ring-red-200',
  CONSOLIDATED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** The document's status, and MyInvois's reasons when it refused it. */
function Status({ doc }: { doc: MonthlyEInvoice }) {
  const t = useT();
  return (
    <>
      <span className={`${BADGE} ${STATUS_TONES[doc.status]}`}>{t(STATUS_LABELS[doc.status])}</span>
      {doc.last_error && <p className="mt-1 max-w-xs break-words text-sm text-red-800">{t('seller.eInv.refusedBecause', { error: doc.last_error })}</p>}
    </>
  );
}

/** Its JSON, through the storefront (with the seller's session), and its MyInvois validation page once valid. */
/** The table's columns, in order, and whether each holds a number (right-aligned). */
const COLUMNS: readonly [MessageKey, boolean][] = [
  ['seller.eInv.month', false],
  ['seller.eInv.type', false],
  ['seller.eInv.number', false],
  ['seller.eInv.reported', true],
  ['seller.eInv.total', true],
  ['seller.eInv.status', false],
  ['seller.eInv.links', false],
];

function Links({ doc, storeId }: { doc: MonthlyEInvoice; storeId: number }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-x-5 whitespace-nowrap sm:flex-col sm:items-start sm:gap-0">
      {doc.validation_url && (
        <a href={doc.validation_url} target="_blank" rel="noopener noreferrer" className={LINK} aria-label={t('seller.eInv.checkOf', { number: doc.number })}>
          {t('seller.eInv.check')}
        </a>
      )}
      <a href={`/seller/${storeId}/e-invoices/${doc.id}.json`} download className={LINK} aria-label={t('seller.eInv.downloadOf', { number: doc.number })}>
        {t('seller.eInv.download')}
      </a>
    </div>
  );
}

/**
 * The store's monthly consolidated e-invoices (issue 11, decision 0017): what was reported to
 * MyInvois for buyers without e-invoice details, month by month. A table on wide screens, a list
 * of cards on narrow ones.
 */
export default function SellerEInvoicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const { storeId, list } = loaderData;
  const month = (period: string) => formatDate(`${period}T00:00:00+08:00`, 'month');
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-slate-900">{t('seller.eInvoicesTitle')}</h1>
      <p className="mb-5 max-w-3xl text-slate-700">{t('seller.eInvoicesIntro')}</p>
      {list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center font-semibold text-slate-800">{t('seller.noEInvoices')}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('seller.eInv.caption')}</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  {COLUMNS.map(([key, numeric]) => (
                    <th key={key} scope="col" className={`px-4 py-3 font-semibold ${numeric ? 'text-right' : ''}`}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {list.data.map((doc) => (
                  <tr key={doc.id} className="align-top">
                    <td className="whitespace-nowrap px-4 py-3 font-semibold text-slate-900">{month(doc.period)}</td>
                    <td className="px-4 py-3">{t(TYPE_LABELS[doc.type])}</td>
                    <td className="whitespace-nowrap px-4 py-3 font-mono">{doc.number}</td>
                    <td className="px-4 py-3 text-right">{formatCount(doc.reported_count)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900">{formatPrice(doc.total_payable)}</td>
                    <td className="px-4 py-3">
                      <Status doc={doc} />
                    </td>
                    <td className="px-4 py-1">
                      <Links doc={doc} storeId={storeId} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={t('seller.eInv.caption')} className="grid gap-3 sm:hidden">
            {list.data.map((doc) => (
              <li key={doc.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-bold text-slate-900">{month(doc.period)}</p>
                    <p className="text-sm text-slate-700">{t(TYPE_LABELS[doc.type])}</p>
                  </div>
                  <p className="font-bold text-slate-900">
                    <span className="sr-only">{t('seller.eInv.total')}: </span>
                    {formatPrice(doc.total_payable)}
                  </p>
                </div>
                <p className="mt-1 break-all font-mono text-sm text-slate-800">
                  <span className="sr-only">{t('seller.eInv.number')}: </span>
                  {doc.number}
                </p>
                <p className="text-sm text-slate-700">{t('seller.eInv.reportedCount', { count: formatCount(doc.reported_count) })}</p>
                <div className="mt-2">
                  <Status doc={doc} />
                </div>
                <Links doc={doc} storeId={storeId} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination page={list.meta.page} lastPage={list.meta.last_page} />
          </div>
        </>
      )}
    </>
  );
}
