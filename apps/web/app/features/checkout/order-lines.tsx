import type { OrderDetail } from '@borong/contracts/orders';
import { useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { useFormatDate } from '../../lib/date-format';
import { useFormatPrice } from '../../lib/money';
import { ImageWithFallback } from '../../ui/image';
import { DELIVERY_METHOD_LABELS, SLOT_LABELS } from './labels';

/** An order's lines as sold (spec §3 order items: name, unit, quantity, price, subtotal, and the SST of each). */
export function OrderLines({ items, caption }: { items: OrderDetail['items']; caption?: string }) {
  const t = useT();
  const unitName = useUnitName();
  const formatPrice = useFormatPrice();
  return (
    <table className="w-full text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="text-left text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">{t('checkout.item')}</th>
          <th scope="col" className="hidden py-1 pl-3 text-right font-medium sm:table-cell">{t('checkout.quantity')}</th>
          <th scope="col" className="hidden py-1 pl-3 text-right font-medium sm:table-cell">{t('checkout.price')}</th>
          <th scope="col" className="hidden py-1 pl-3 text-right font-medium sm:table-cell">{t('checkout.sst')}</th>
          <th scope="col" className="py-1 pl-3 text-right font-medium">{t('checkout.subtotal')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.product_id} className="align-top">
            <td className="py-2 pr-2">
              <div className="flex items-start gap-3">
                <ImageWithFallback src={item.image_url} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain" fallback={<span aria-hidden="true" className="block size-12 shrink-0 rounded-md bg-slate-100" />} />
                <span className="min-w-0">
                  <span className="block text-slate-900">{item.name}</span>
                  <span className="block text-xs text-slate-500">{unitName(item.unit)}</span>
                  {/* On phones the quantity, price and SST columns fold under the name. */}
                  <span className="block text-xs text-slate-600 sm:hidden">
                    {item.quantity} × {formatPrice(item.price)} · {item.tax_rate ? t('checkout.sstRate', { rate: item.tax_rate / 100 }) : t('checkout.sstExempt')}
                  </span>
                </span>
              </div>
            </td>
            <td className="hidden py-2 pl-3 text-right sm:table-cell">{item.quantity}</td>
            <td className="hidden whitespace-nowrap py-2 pl-3 text-right sm:table-cell">{formatPrice(item.price)}</td>
            <td className="hidden whitespace-nowrap py-2 pl-3 text-right sm:table-cell">{item.tax_rate ? `${item.tax_rate / 100}% · ${formatPrice(item.tax_amount)}` : t('checkout.sstExempt')}</td>
            <td className="whitespace-nowrap py-2 pl-3 text-right">{formatPrice(item.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How an order travels: the method, the pickup slot or locker, and the address as placed. */
export function DeliverySummary({ delivery }: { delivery: OrderDetail['delivery'] }) {
  const t = useT();
  const formatDate = useFormatDate();
  const address = delivery.address;
  return (
    <div className="text-sm">
      <h3 className="font-semibold text-slate-900">{t('checkout.delivery')}</h3>
      <p className="text-slate-700">{t(DELIVERY_METHOD_LABELS[delivery.method])}</p>
      {delivery.slot_date && (
        <p className="text-slate-700">
          {formatDate(delivery.slot_date)}
          {delivery.slot && ` · ${t(SLOT_LABELS[delivery.slot])}`}
        </p>
      )}
      {delivery.locker && (
        <p className="text-slate-700">
          {delivery.locker.name}, {delivery.locker.address} {delivery.locker.postcode}
        </p>
      )}
      <p className="mt-1 text-slate-500">{[address.recipient_name, address.address_1, `${address.zip ?? ''} ${address.city ?? ''}`.trim()].filter(Boolean).join(', ')}</p>
    </div>
  );
}
