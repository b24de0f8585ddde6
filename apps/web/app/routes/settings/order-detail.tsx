import { useEffect, useRef } from 'react';
import { CANCELLATION_REASONS } from '@borong/contracts/order-transitions';
import type { EInvoiceDocument } from '@borong/contracts/e-invoice';
import type { OrderDetail } from '@borong/contracts/orders';
import { Form, Link, data, useLocation } from 'react-router';
import type { Route } from './+types/order-detail';
import { done, required, signedInApi } from '../../features/account/account.server';
import { DoneNote } from '../../features/account/done-note';
import { SettingsHeading } from '../../features/account/settings-nav';
import { PAYMENT_METHOD_LABELS } from '../../features/checkout/labels';
import { DeliverySummary, OrderLines } from '../../features/checkout/order-lines';
import { OrderTotals, orderTotals } from '../../features/checkout/order-totals';
import { ordersApi } from '../../features/orders/api';
import { OrderDocuments } from '../../features/orders/documents';
import { orderFileName } from '../../features/orders/order-file';
import { DisputeView, RefundList } from '../../features/orders/dispute-view';
import { CANCELLATION_REASON_LABELS, PAYMENT_STATUS_LABELS } from '../../features/orders/labels';
import { parseCancellationReason, parseOrderId } from '../../features/orders/order-params';
import { StatusBadge, StatusTimeline, orderPath } from '../../features/orders/order-views';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useFormatDate } from '../../lib/date-format';
import { pageMeta } from '../../lib/meta';
import { useFormatPrice } from '../../lib/money';
import { signInRedirect } from '../../lib/session.server';
import { DANGER, FormError, PRIMARY, SECONDARY, SelectField, SubmitButton, TextAreaField } from '../../ui/form/fields';
import type { FormResult } from '../../ui/form/form-errors';
import { invalid } from '../../ui/form/form-answer.server';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData?.order ? pageMeta(matches, { title: 'meta.orderTitle', vars: { no: loaderData.order.order_no } }) : pageMeta(matches, { title: 'meta.ordersTitle' });
}

const CANCEL_LINK = 'inline-flex h-11 items-center justify-center rounded-lg border border-red-300 bg-white px-5 font-semibold text-red-800 hover:border-red-700 hover:bg-red-50';

/** The API's bound on the buyer's note (cancelOrderBodySchema). */
const NOTE_MAX = 500;

/**
 * One of the buyer's orders (`GET /mydin-online/order/detail/{id}`). Spec §5/§8: an id that is not
 * an order number at all is "Invalid Order Number" (400); another buyer's order, or none, is
 * "No order found" (404), never told apart.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = ordersApi(signedInApi(context, request));
  const id = parseOrderId(params.id);
  if (id === null) return data({ problem: 'invalid' as const, order: null, documents: [] }, { status: 400 });
  const [result, documents] = await Promise.all([api.detail(id), api.eInvoices(id)]);
  if (!result.ok && result.status === 404) return data({ problem: 'notFound' as const, order: null, documents: [] }, { status: 404 });
  // The order shows without its documents when only their list fails.
  return { problem: null, order: required(result, request).data, documents: documents.ok ? documents.data.data : [] };
}

/**
 * The buyer's moves on the order: `cancel` (one of spec §3's reasons and an optional note) and
 * `complete` ("Order received"). Success goes back to the order with its note (post/redirect/get);
 * a refusal stays on the form with spec §8's "Cancellation failed". "Buy again" posts to the
 * cart's action instead, so the buyer lands on the cart.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const api = ordersApi(signedInApi(context, request));
  const id = parseOrderId(params.id);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (id === null) return invalid(intent, { form: ['orders.invalidNumber'] });
  if (intent === 'cancel') {
    const reason = parseCancellationReason(form.get('reason'));
    const note = String(form.get('note') ?? '').trim();
    const refundTo = form.get('refund_to') === 'ORIGINAL' ? 'ORIGINAL' : 'ECREDIT';
    const values = { reason: reason ?? '', note, refund_to: refundTo };
    if (!reason) return invalid(intent, { reason: ['REQUIRED'] }, values);
    if (note.length > NOTE_MAX) return invalid(intent, { note: ['orders.noteTooLong'] }, values);
    const result = await api.cancel(id, { reason, refund_to: refundTo, ...(note ? { note } : {}) });
    if (result.ok) return done(request, 'orderCancelled');
    if (result.status === 401) throw signInRedirect(request);
    return data<FormResult>({ intent, errors: { form: ['orders.cancelFailed'] }, values }, { status: result.status === 404 ? 404 : result.status >= 500 ? 503 : 409 });
  }
  if (intent === 'complete') {
    const result = await api.complete(id);
    if (result.ok) return done(request, 'orderCompleted');
    if (result.status === 401) throw signInRedirect(request);
    return data<FormResult>({ intent, errors: { form: ['orders.completeFailed'] }, values: {} }, { status: result.status === 404 ? 404 : result.status >= 500 ? 503 : 409 });
  }
  return invalid(intent, { form: [''] });
}

function BackLink() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <p className="mb-3">
      <Link to={localePath('/settings/orders')} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← {t('orders.back')}
      </Link>
    </p>
  );
}

/** What cancelling this order does, said before the buyer confirms it. */
function useCancelEffect(order: OrderDetail): string {
  const t = useT();
  const formatPrice = useFormatPrice();
  if (order.status === 'NEW_ORDER') {
    const others = order.siblings.filter((s) => s.status === 'NEW_ORDER').map((s) => s.order_no);
    return others.length ? t('orders.cancelUnpaidTogether', { orders: others.join(', ') }) : t('orders.cancelUnpaid');
  }
  if (order.payment.method === 'CREDIT_TERMS') return t('orders.cancelCreditTerms');
  return t('orders.cancelRefund', { amount: formatPrice(order.totals.grand_total) });
}

function CancelForm({ order, result }: { order: OrderDetail; result: FormResult | undefined }) {
  const t = useT();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const effect = useCancelEffect(order);
  const errors = result?.intent === 'cancel' ? result.errors : undefined;
  // Opened from "Cancel order": the form's heading takes the focus, so the next Tab is the reason.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id="cancel-order" aria-labelledby="cancel-heading" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        {t('orders.cancelTitle', { no: order.order_no })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{effect}</p>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <FormError errors={errors} />
        <SelectField
          name="reason"
          label={t('orders.reason')}
          errors={errors}
          placeholder={t('orders.chooseReason')}
          defaultValue={result?.values?.reason ?? ''}
          required
          options={CANCELLATION_REASONS.map((reason) => ({ value: reason, label: t(CANCELLATION_REASON_LABELS[reason]) }))}
          className="max-w-md"
        />
        {order.status !== 'NEW_ORDER' && order.payment.method !== 'CREDIT_TERMS' && order.payment.method !== 'E-CREDIT' && (
          <fieldset>
            <legend className="block text-sm font-semibold text-slate-800">{t('orders.refundTo')}</legend>
            <div className="mt-2 grid gap-2">
              {(['ECREDIT', 'ORIGINAL'] as const).map((to) => (
                <label key={to} className="flex min-h-11 items-start gap-3 text-slate-800">
                  <input type="radio" name="refund_to" value={to} defaultChecked={(result?.values?.refund_to ?? 'ECREDIT') === to} className="mt-1 size-5 accent-brand-700" />
                  <span>{t(to === 'ECREDIT' ? 'orders.refundToECredit' : 'orders.refundToOriginal')}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextAreaField name="note" label={t('orders.note')} hint={t('orders.noteHint', { max: NOTE_MAX })} errors={errors} defaultValue={result?.values?.note ?? ''} maxLength={NOTE_MAX} className="max-w-xl" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent="cancel" className={DANGER} busyLabel={t('orders.cancelling')}>
            {t('orders.confirmCancel')}
          </SubmitButton>
          <Link to={pathname} replace className={SECONDARY}>
            {t('orders.keepOrder')}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function Problem({ title }: { title: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <BackLink />
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <Link to={localePath('/settings/orders')} className={`${SECONDARY} mt-5`}>
          {t('orders.back')}
        </Link>
      </div>
    </>
  );
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.problem === 'invalid') return <Problem title={t('orders.invalidNumber')} />;
  if (loaderData.problem === 'notFound' || !loaderData.order) return <Problem title={t('orders.none')} />;
  return <OrderView order={loaderData.order} documents={loaderData.documents} result={actionData as FormResult | undefined} />;
}

function OrderView({ order, documents, result }: { order: OrderDetail; documents: readonly EInvoiceDocument[]; result: FormResult | undefined }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const { search, pathname } = useLocation();
  const cancelling = order.can_cancel && (new URLSearchParams(search).get('cancel') === '1' || result?.intent === 'cancel');
  const cancelLink = useRef<HTMLAnchorElement>(null);
  const wasCancelling = useRef(cancelling);
  // "Keep order" closes the form: the focus goes back to the link that opened it.
  useEffect(() => {
    if (wasCancelling.current && !cancelling) cancelLink.current?.focus();
    wasCancelling.current = cancelling;
  }, [cancelling]);
  const completeErrors = result?.intent === 'complete' ? result.errors : undefined;
  const payable = order.status === 'NEW_ORDER' && order.payment.payment_id !== null;
  return (
    <>
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SettingsHeading title={t('orders.orderTitle', { no: order.order_no })} intro={t('orders.placedOn', { date: formatDate(order.created_at, 'dateTime') })} />
        <StatusBadge status={order.status} />
      </div>
      <DoneNote focus />
      <FormError errors={completeErrors} className="mb-4" />
      {order.status === 'NEW_ORDER' && order.pay_by && <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 font-semibold text-amber-900">{t('checkout.payBy', { time: formatDate(order.pay_by, 'dateTime') })}</p>}

      <div className="flex flex-wrap gap-3">
        {payable && (
          <Link to={localePath(`/checkout/payment?payment_id=${order.payment.payment_id}`)} className={PRIMARY}>
            {t('orders.payNow')}
          </Link>
        )}
        {order.can_complete && (
          <Form method="post">
            <SubmitButton intent="complete" className={PRIMARY} busyLabel={t('orders.confirming')}>
              {t('orders.received')}
            </SubmitButton>
          </Form>
        )}
        {/* Posts to the cart's action: the buyer lands on the cart, told what was added and what was not. */}
        <Form method="post" action={localePath('/cart')}>
          <input type="hidden" name="intent" value="buy_again" />
          <input type="hidden" name="order_id" value={order.id} />
          <button type="submit" className={SECONDARY}>
            {t('orders.buyAgain')}
          </button>
        </Form>
        {order.dispute_until && (
          <Link to={localePath(`${orderPath(order.id)}/dispute`)} className={SECONDARY}>
            {t('disputes.open')}
          </Link>
        )}
        {order.can_cancel && !cancelling && (
          <Link ref={cancelLink} to={`${pathname}?cancel=1#cancel-order`} className={CANCEL_LINK}>
            {t('orders.cancelOrder')}
          </Link>
        )}
      </div>

      {cancelling && <CancelForm order={order} result={result} />}
      {order.dispute_until && <p className="mt-3 text-sm text-slate-700">{t('disputes.openUntil', { date: formatDate(order.dispute_until, 'dateTime') })}</p>}
      {(order.dispute || order.refunds.length > 0) && (
        <div className="mt-6 grid gap-4">
          {order.dispute && <DisputeView dispute={order.dispute} />}
          <RefundList refunds={order.refunds} />
        </div>
      )}

      <div className="mt-6 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-items" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 id="order-items" className="font-bold text-slate-900">
              <span className="sr-only">{t('orders.seller')}: </span>
              <Link to={localePath(`/store/${encodeURIComponent(order.store.url)}`)} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {order.store.domain_name}
              </Link>
            </h2>
            <div className="mt-3">
              <OrderLines items={order.items} caption={t('orders.itemsCaption', { no: order.order_no })} />
            </div>
          </section>
          <section aria-labelledby="order-history" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h2 id="order-history" className="mb-4 font-bold text-slate-900">
              {t('orders.history')}
            </h2>
            <StatusTimeline history={order.history} />
          </section>
          <OrderDocuments documents={documents} href={(file) => `/settings/orders/${order.id}/files/${orderFileName(file)}`} />
        </div>
        <aside aria-label={t('orders.summary')} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <DeliverySummary delivery={order.delivery} />
          <div className="text-sm">
            <h3 className="font-semibold text-slate-900">{t('orders.payment')}</h3>
            <p className="text-slate-700">{t(PAYMENT_METHOD_LABELS[order.payment.method])}</p>
            {order.payment.status && <p className="text-slate-700">{t(PAYMENT_STATUS_LABELS[order.payment.status])}</p>}
            {order.credit_terms && <p className="mt-1 text-slate-700">{t('checkout.creditDue', { amount: formatPrice(order.credit_terms.charge), fee: formatPrice(order.credit_terms.service_fee), date: formatDate(order.credit_terms.due_at) })}</p>}
          </div>
          <OrderTotals totals={orderTotals(order.totals)} />
        </aside>
      </div>

      {order.siblings.length > 0 && (
        <section aria-labelledby="same-checkout" className="mt-6">
          <h2 id="same-checkout" className="font-bold text-slate-900">
            {t('checkout.sameCheckout')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {order.siblings.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <Link to={localePath(orderPath(s.id))} className="font-semibold text-brand-800 underline underline-offset-4">
                    {s.order_no}
                  </Link>
                  <span className="block text-slate-700">{s.store_name}</span>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <StatusBadge status={s.status} />
                  <span className="font-semibold">{formatPrice(s.grand_total)}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
