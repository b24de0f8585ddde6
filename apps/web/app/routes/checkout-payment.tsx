import { useEffect } from 'react';
import { Form, Link, redirectDocument, useRevalidator } from 'react-router';
import type { Route } from './+types/checkout-payment';
import { required, signedInApi } from '../features/account/account.server';
import { checkoutApi } from '../features/checkout/api';
import { orderPaymentLabel, paymentOutcome, type PaymentOutcome } from '../features/checkout/payment-outcome';
import { useLocalePath, useT } from '../i18n/i18n';
import { useFormatDate } from '../lib/date-format';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { notFound } from '../lib/responses.server';
import { CONTAINER } from '../ui/container';
import { PRIMARY, SECONDARY } from '../ui/form/fields';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.paymentTitle' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const paymentId = (url: URL) => {
  const id = url.searchParams.get('payment_id') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

/**
 * Where the gateway sends the buyer back. The `billplz[…]` fields in the URL are never trusted:
 * the page shows the payment as our server knows it, from the gateway's signed callback.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = paymentId(new URL(request.url));
  if (!id) throw notFound();
  return { payment: required(await checkoutApi(signedInApi(context, request)).payment(id), request).data };
}

/** "Try again": a new bill for the same payment, then on to the gateway. */
export async function action({ request, context }: Route.ActionArgs) {
  const id = paymentId(new URL(request.url));
  if (!id) throw notFound();
  const result = await checkoutApi(signedInApi(context, request)).retryPayment(id);
  if (result.ok) return redirectDocument(result.data.data.redirect_url);
  return { failed: true };
}

/**
 * A gateway may send the buyer back before its callback reaches us (Billplz says so; a corporate
 * account waits for its second approver): while the payment is pending the page asks again every
 * few seconds, for a few minutes, and "Check again" stays for after that (and for pages without script).
 */
const RECHECK_EVERY_MS = 4_000;
const RECHECK_FOR_MS = 3 * 60_000;

function useRecheckWhilePending(pending: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const until = Date.now() + RECHECK_FOR_MS;
    const timer = setInterval(() => {
      if (Date.now() > until) clearInterval(timer);
      else if (document.visibilityState === 'visible') void revalidate();
    }, RECHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate]);
}

const TONES: Record<PaymentOutcome['tone'], string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  failure: 'border-red-200 bg-red-50 text-red-900',
};

export default function PaymentResultPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const { payment } = loaderData;
  const formatDate = useFormatDate();
  const outcome = paymentOutcome(payment);
  useRecheckWhilePending(payment.status === 'PENDING');
  return (
    <div className={`${CONTAINER} max-w-2xl py-8`}>
      <div role="status" className={`rounded-xl border px-5 py-4 ${TONES[outcome.tone]}`}>
        <h1 className="text-xl font-bold">{t(outcome.title)}</h1>
        <p className="mt-1">{t(outcome.body, { amount: formatPrice(payment.amount) })}</p>
        {outcome.payBy && <p className="mt-1 font-semibold">{t('checkout.payBy', { time: formatDate(outcome.payBy, 'dateTime') })}</p>}
      </div>
      {actionData?.failed && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t('checkout.retryFailed')}
        </p>
      )}
      <h2 className="mt-6 text-lg font-bold text-slate-900">{t('checkout.yourOrders')}</h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {payment.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
            <Link to={localePath(`/order-confirmation/${order.id}`)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {order.order_no}
            </Link>
            <span className="text-slate-600">{t(orderPaymentLabel(order.status))}</span>
            <span className="font-semibold">{formatPrice(order.grand_total)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {outcome.canRetry && (
          <Form method="post">
            <button type="submit" className={PRIMARY}>
              {t('checkout.retry')}
            </button>
          </Form>
        )}
        {outcome.continueUrl && (
          // The gateway's page is not one of ours: a plain link, loaded as a document.
          <a href={outcome.continueUrl} className={PRIMARY}>
            {t('checkout.continuePayment')}
          </a>
        )}
        {payment.status === 'PENDING' && (
          <Link to="." reloadDocument className={SECONDARY}>
            {t('checkout.refresh')}
          </Link>
        )}
        <Link to={localePath('/')} className={SECONDARY}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
