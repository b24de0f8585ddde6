import type { Dispute, OrderRefund } from '@borong/contracts/disputes';
import { useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { useFormatDate } from '../../lib/date-format';
import { useFormatPrice } from '../../lib/money';
import { DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, REFUND_METHOD_LABELS } from './labels';

/** Where the storefront serves a dispute photo (routes.ts): fetched with the viewer's session, whoever they are. */
export const disputePhotoPath = (name: string) => `/dispute-photos/${encodeURIComponent(name)}`;

const BADGE: Record<Dispute['status'], string> = {
  OPEN: 'bg-amber-100 text-amber-900',
  REFUNDED: 'bg-emerald-100 text-emerald-900',
  PARTLY_REFUNDED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-slate-200 text-slate-800',
};

/** A dispute as the buyer and the store's sellers both see it: what was claimed, its photos (100 px), and the answer. */
export function DisputeView({ dispute, headingLevel = 2 }: { dispute: Dispute; headingLevel?: 2 | 3 }) {
  const t = useT();
  const unitName = useUnitName();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`dispute-${dispute.id}`} className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <Heading id={`dispute-${dispute.id}`} className="font-bold text-slate-900">
          {t('disputes.heading')}: {t(DISPUTE_REASON_LABELS[dispute.reason])}
        </Heading>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[dispute.status]}`}>{t(DISPUTE_STATUS_LABELS[dispute.status])}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('disputes.openedOn', { date: formatDate(dispute.created_at, 'dateTime') })}</p>
      <ul className="mt-3 list-disc pl-5 text-sm text-slate-800">
        {dispute.items.map((i) => (
          <li key={i.order_line_id}>
            {i.name} ({unitName(i.unit)}) × {i.quantity}
          </li>
        ))}
      </ul>
      <p className="mt-3 whitespace-pre-line text-slate-800">{dispute.description}</p>
      {dispute.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {dispute.photos.map((p, n) => (
            <li key={p.id}>
              <a href={disputePhotoPath(p.id)} target="_blank" rel="noreferrer" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700">
                <img src={disputePhotoPath(p.id)} alt={t('disputes.photoAlt', { n: n + 1 })} width={100} height={100} className="size-[100px] rounded-lg border border-slate-200 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {dispute.answer && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3">
          <h3 className="font-semibold text-slate-900">{t('disputes.answer')}</h3>
          {dispute.answer.refund_amount > 0 && <p className="font-semibold text-emerald-800">{t('disputes.refundAmount', { amount: formatPrice(dispute.answer.refund_amount) })}</p>}
          {dispute.answer.message && <p className="mt-1 whitespace-pre-line text-slate-800">{dispute.answer.message}</p>}
          <p className="mt-1 text-sm text-slate-600">{formatDate(dispute.answer.answered_at, 'dateTime')}</p>
        </div>
      )}
    </section>
  );
}

/** An order's refunds: when, how much, and where the money went. */
export function RefundList({ refunds }: { refunds: readonly OrderRefund[] }) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="order-refunds" className="mb-2 font-bold text-slate-900">
        {t('disputes.refunds')}
      </h2>
      <ul className="divide-y divide-slate-100 text-sm">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="text-slate-800">
              {t('disputes.refundLine', { amount: formatPrice(r.amount), where: t(REFUND_METHOD_LABELS[r.method]) })}
              {r.status === 'FALLBACK_ECREDIT' && <span className="block text-slate-600">{t('disputes.fallback')}</span>}
            </span>
            <span className="text-slate-600">{formatDate(r.created_at, 'dateTime')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
