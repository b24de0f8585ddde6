import type { EInvoiceDocument } from '@borong/contracts/e-invoice';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/en';
import { useFormatDate } from '../../lib/date-format';
import { useFormatPrice } from '../../lib/money';

const TYPE_LABELS: Record<EInvoiceDocument['type'], MessageKey> = { '01': 'documents.type01', '02': 'documents.type02', '04': 'documents.type04' };
const STATUS_LABELS: Record<EInvoiceDocument['status'], MessageKey> = {
  PENDING: 'documents.statusPENDING',
  SUBMITTED: 'documents.statusSUBMITTED',
  VALID: 'documents.statusVALID',
  INVALID: 'documents.statusINVALID',
  CONSOLIDATED: 'documents.statusCONSOLIDATED',
};

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * An order's documents (issue 11), for the buyer's order page and the seller console alike: the
 * tax invoice PDF and each MyInvois document (e-invoice, credit and refund notes) with its state,
 * its JSON to download and, once MyInvois validated it, its validation page. `href` is where a
 * file is downloaded from on this side. An order not yet paid has none, and shows nothing.
 */
export function OrderDocuments({ documents, href, className = '' }: { documents: readonly EInvoiceDocument[]; href: (file: 'invoice' | number) => string; className?: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="order-documents" className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <h2 id="order-documents" className="font-bold text-slate-900">
        {t('documents.title')}
      </h2>
      <p className="mt-2">
        <a href={href('invoice')} download className={LINK}>
          {t('documents.invoicePdf')}
        </a>
      </p>
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {t(TYPE_LABELS[d.type])} {d.number}
              </p>
              <p className="text-slate-700">
                {formatDate(d.issued_at)} · {formatPrice(d.total_payable)}
                {d.original_number && ` · ${t('documents.reduces', { number: d.original_number })}`}
              </p>
              <p className="text-slate-600">{t(STATUS_LABELS[d.status])}</p>
            </div>
            <div className="flex flex-col items-start gap-0 sm:items-end">
              <a href={href(d.id)} download className={LINK}>
                {t('documents.download', { number: d.number })}
              </a>
              {d.validation_url && (
                <a href={d.validation_url} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {t('documents.validate', { number: d.number })}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
