import { Form, Link, redirect } from 'react-router';
import type { ShippingVoucher } from '@borong/contracts/checkout';
import type { Route } from './+types/voucher-shipping';
import { accountApi } from '../features/account/api';
import { required, signedInApi } from '../features/account/account.server';
import { checkoutApi } from '../features/checkout/api';
import { checkoutAddress, checkoutBody, readCheckoutParams, writeCheckoutParams } from '../features/checkout/checkout-params';
import { CheckoutStepper } from '../features/checkout/checkout-stepper';
import { useLocalePath, useT } from '../i18n/i18n';
import { useFormatDate } from '../lib/date-format';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { CONTAINER } from '../ui/container';
import { PRIMARY, SECONDARY } from '../ui/form/fields';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.voucherShippingTitle' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The `voucher-shipping` page of the checkout's payment step (issue 10): the buyer's usable
 * shipping vouchers, each said to fit the goods being checked out or not (its minimum spend).
 * The checkout's answers travel in the URL, as on every checkout step; choosing goes back to the
 * payment step with `shipping_promotion_user_id` set, and the quote there has the last word.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = signedInApi(context, request);
  const params = readCheckoutParams(new URL(request.url).searchParams);
  const [addresses, vouchers] = await Promise.all([accountApi(api).addresses(), checkoutApi(api).shippingVouchers()]);
  const address = checkoutAddress(required(addresses, request).data, params.addressId);
  const locale = new URL(request.url).pathname.startsWith('/bm/') ? '/bm' : '';
  // Without an address there is no checkout to fit a voucher to: its first step asks for one.
  if (!address) throw redirect(`${locale}/checkout`);
  // Priced without a voucher: what each voucher would be measured against.
  const quote = required(await checkoutApi(api).quote(checkoutBody({ ...params, shippingVoucherId: null }, address.id)), request).data;
  if (quote.groups.length === 0) throw redirect(`${locale}/cart`);
  const back = writeCheckoutParams({ ...params, shippingVoucherId: null }, address.id);
  return { vouchers: required(vouchers, request).data, subtotal: quote.subtotal, deliveryFee: quote.delivery_fee, chosen: params.shippingVoucherId, back: [...back] };
}

function VoucherOption({ voucher, subtotal, deliveryFee, checked }: { voucher: ShippingVoucher; subtotal: number; deliveryFee: number; checked: boolean }) {
  const t = useT();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const shortBy = voucher.min_spend - subtotal;
  const fits = shortBy <= 0;
  const id = `voucher-${voucher.shipping_promotion_user_id}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex gap-3 rounded-xl border bg-white p-4 ${fits ? 'cursor-pointer border-slate-200 has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700' : 'cursor-not-allowed border-dashed border-slate-200 text-slate-500'}`}
      >
        <input id={id} type="radio" name="shipping_promotion_user_id" value={voucher.shipping_promotion_user_id} defaultChecked={checked && fits} disabled={!fits} className="mt-1 size-4 accent-brand-700" />
        <span className="flex-1 text-sm">
          <span className={`block text-base font-bold ${fits ? 'text-slate-900' : ''}`}>{t('voucherShipping.off', { amount: formatPrice(voucher.amount) })}</span>
          <span className="block">
            {voucher.min_spend > 0 ? t('voucherShipping.minSpend', { amount: formatPrice(voucher.min_spend) }) : t('voucherShipping.noMinSpend')} ·{' '}
            {t('voucherShipping.validUntil', { date: formatDate(voucher.expires_at) })}
          </span>
          {!fits && <span className="mt-1 block font-medium text-amber-800">{t('voucherShipping.spendMore', { amount: formatPrice(shortBy) })}</span>}
          {fits && deliveryFee < voucher.amount && <span className="mt-1 block text-slate-600">{t('voucherShipping.capped', { amount: formatPrice(deliveryFee) })}</span>}
        </span>
      </label>
    </li>
  );
}

export default function VoucherShippingPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const { vouchers, subtotal, deliveryFee, chosen, back } = loaderData;
  const backSearch = new URLSearchParams(back);
  backSearch.set('step', 'payment');
  const backHref = `${localePath('/checkout')}?${backSearch}`;
  const stepHref = (step: string) => {
    const search = new URLSearchParams(back);
    search.set('step', step);
    if (chosen) search.set('shipping_promotion_user_id', String(chosen));
    return `${localePath('/checkout')}?${search}`;
  };
  return (
    <div className={`${CONTAINER} py-6`}>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t('voucherShipping.title')}</h1>
      <CheckoutStepper current="payment" hrefOf={stepHref} />
      <div className="mx-auto mt-6 max-w-[750px]">
        {vouchers.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-slate-800">{t('voucherShipping.none')}</p>
            <Link to={backHref} className={`${PRIMARY} mt-4`}>
              {t('voucherShipping.back')}
            </Link>
          </div>
        ) : (
          <Form method="get" action={localePath('/checkout')} className="space-y-4">
            {back.map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="step" value="payment" />
            <fieldset>
              <legend className="mb-1 text-lg font-bold text-slate-900">{t('voucherShipping.choose')}</legend>
              <p className="mb-3 text-sm text-slate-600">{t('voucherShipping.measured', { subtotal: formatPrice(subtotal), fee: formatPrice(deliveryFee) })}</p>
              <ul className="space-y-3">
                {vouchers.map((v) => (
                  <VoucherOption key={v.shipping_promotion_user_id} voucher={v} subtotal={subtotal} deliveryFee={deliveryFee} checked={v.shipping_promotion_user_id === chosen} />
                ))}
                <li>
                  <label htmlFor="voucher-none" className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700">
                    <input id="voucher-none" type="radio" name="shipping_promotion_user_id" value="" defaultChecked={!chosen || !vouchers.some((v) => v.shipping_promotion_user_id === chosen && v.min_spend <= subtotal)} className="mt-1 size-4 accent-brand-700" />
                    <span className="text-sm font-semibold text-slate-900">{t('voucherShipping.noVoucher')}</span>
                  </label>
                </li>
              </ul>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={PRIMARY}>
                {t('voucherShipping.use')}
              </button>
              <Link to={backHref} className={SECONDARY}>
                {t('voucherShipping.back')}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
