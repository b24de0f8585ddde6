import type { OrderDetail } from '@borong/contracts/orders';
import { useT } from '../../i18n/i18n';
import { useFormatPrice } from '../../lib/money';

export interface Totals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  deliveryDiscount: number;
  tax: number;
  /** The credit-terms service fee, already in the total; absent or 0 for other methods. */
  serviceFee?: number;
  total: number;
  offset: number;
  payable: number;
}

/** A placed seller order's money as the totals block reads it (its taxes on one SST line). */
export function orderTotals(tx: OrderDetail['totals']): Totals {
  return { subtotal: tx.subtotal, discount: tx.discount, deliveryFee: tx.delivery_fee, deliveryDiscount: tx.delivery_discount, tax: tx.goods_tax + tx.delivery_tax, total: tx.grand_total, offset: tx.offset_amount, payable: tx.grand_total - tx.offset_amount };
}

/** The money of a checkout or an order, SST on its own line (issue 10). */
export function OrderTotals({ totals, title }: { totals: Totals; title?: string }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const row = (label: string, sen: number, strong = false, negative = false) => (
    <>
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className={`text-right ${strong ? 'text-lg font-bold text-slate-900' : 'font-medium text-slate-800'}`}>{negative ? `−${formatPrice(sen)}` : formatPrice(sen)}</dd>
    </>
  );
  return (
    <div>
      {title && <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {row(t('checkout.goods'), totals.subtotal)}
        {totals.discount > 0 && row(t('checkout.discount'), totals.discount, false, true)}
        {row(t('checkout.delivery'), totals.deliveryFee)}
        {totals.deliveryDiscount > 0 && row(t('checkout.shippingDiscount'), totals.deliveryDiscount, false, true)}
        {row(t('checkout.sst'), totals.tax)}
        {(totals.serviceFee ?? 0) > 0 && row(t('checkout.serviceFee'), totals.serviceFee ?? 0)}
        {row(t('checkout.total'), totals.total, totals.offset === 0)}
        {totals.offset > 0 && (
          <>
            {row(t('checkout.eCreditUsed'), totals.offset, false, true)}
            {row(t('checkout.toPay'), totals.payable, true)}
          </>
        )}
      </dl>
    </div>
  );
}
