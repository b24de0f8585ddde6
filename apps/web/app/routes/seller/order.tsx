import type { CancellationReason } from '@borong/contracts/order-transitions';
import { PLATFORM_FEE_BPS, type SellerOrder } from '@borong/contracts/seller';
import type { FulfilmentStatus } from '@borong/contracts/statuses';
import { useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/order';
import type { DisputeAnswerBody } from '@borong/contracts/disputes';
import { DisputeView, RefundList } from '../../features/orders/dispute-view';
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS, SLOT_LABELS } from '../../features/checkout/labels';
import { OrderTotals } from '../../features/checkout/order-totals';
import { OrderDocuments } from '../../features/orders/documents';
import { orderFileName } from '../../features/orders/order-file';
import type { OrderAction, OrderActionKind } from '../../features/seller/api';
import { recordedText } from '../../features/seller/messages';
import { AcceptBadge, ActionNote, StatusBadge, useFocusOnErrors } from '../../features/seller/console';
import { ACTOR_LABELS, FULFILMENT_LABELS, isActor, ORDER_STATUS_LABELS, REASONS, TRACKING_STATUSES } from '../../features/seller/labels';
import { consoleApi, consoleRequired, doneRedirect, idParam, sellerFailure } from '../../features/seller/seller.server';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { useFormatDate } from '../../lib/date-format';
import { pageMeta } from '../../lib/meta';
import { ringgitToSen, useFormatPrice } from '../../lib/money';
import { DANGER, FormError, SelectField, SubmitButton, TextAreaField, TextField } from '../../ui/form/fields';
import { formValues, resultFor, type FormResult } from '../../ui/form/form-errors';
import { invalid } from '../../ui/form/form-answer.server';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.orderTitle', vars: { no: loaderData?.order.order_no ?? '' } });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeId = idParam(params.storeId);
  const id = idParam(params.id);
  const api = consoleApi(context, request);
  const [result, documents] = await Promise.all([api.order(storeId, id), api.eInvoices(storeId, id)]);
  const order = consoleRequired(result, request).data;
  // The order shows without its documents when only their list fails.
  return { storeId, order, documents: documents.ok ? documents.data.data : [] };
}

const DONE: Record<OrderActionKind, string> = { accept: 'accepted', reject: 'rejected', ready: 'ready', ship: 'shipped', collected: 'collected', cancel: 'cancelled', tracking: 'tracked' };
const isKind = (value: string): value is OrderActionKind => value in DONE;
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The order's actions, one form each (`intent`): the body goes to the API as typed, so its
 * validation messages show beside the fields; what the order's status no longer allows is the
 * API's 409, said above the form while the page shows the order as it is now.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const storeId = idParam(params.storeId);
  const id = idParam(params.id);
  const api = consoleApi(context, request);
  const values = formValues(await request.formData());
  const intent = values.intent ?? '';
  if (intent === 'dispute') return answerDispute(request, api, storeId, id, values);
  if (!isKind(intent)) return invalid(intent, { form: [''] });
  let act: OrderAction;
  if (intent === 'reject' || intent === 'cancel') act = { kind: intent, body: { reason: (values.reason ?? '') as CancellationReason, ...(optional(values.note) ? { note: optional(values.note) } : {}) } };
  else if (intent === 'ship') act = { kind: intent, body: { courier: values.courier ?? '', tracking_no: values.tracking_no ?? '' } };
  else if (intent === 'tracking') act = { kind: intent, body: { status: (values.status ?? '') as FulfilmentStatus, description: values.description ?? '', ...(optional(values.location) ? { location: optional(values.location) } : {}) } };
  else act = { kind: intent };
  const result = await api.act(storeId, id, act);
  if (!result.ok) return sellerFailure(request, intent, result, values);
  return doneRedirect(request, DONE[intent]);
}

/** The seller's answer to the order's open dispute: a full refund, a part (typed in ringgit), or a rejection with a message. */
async function answerDispute(request: Request, api: ReturnType<typeof consoleApi>, storeId: number, id: number, values: Record<string, string>) {
  const message = values.message?.trim() ?? '';
  let answer: DisputeAnswerBody;
  if (values.outcome === 'REFUND_FULL') answer = { outcome: 'REFUND_FULL', message };
  else if (values.outcome === 'REFUND_PART') {
    const sen = ringgitToSen(values.amount ?? '');
    if (sen === null || sen <= 0) return invalid('dispute', { amount: ['seller.badAmount'] }, values);
    answer = { outcome: 'REFUND_PART', amount: sen, message };
  } else if (values.outcome === 'REJECT') {
    if (!message) return invalid('dispute', { message: ['REQUIRED'] }, values);
    answer = { outcome: 'REJECT', message };
  } else return invalid('dispute', { outcome: ['REQUIRED'] }, values);
  const result = await api.answerDispute(storeId, id, answer);
  // More than is left to refund is the amount's fault, not a move someone else made first.
  if (!result.ok && result.error.code === 'REFUND_TOO_LARGE') return invalid('dispute', { amount: ['seller.refundTooLarge'] }, values);
  if (!result.ok) return sellerFailure(request, 'dispute', result, values);
  return doneRedirect(request, 'disputeAnswered');
}

function DisputeAnswer({ order, result }: { order: SellerOrder; result: FormResult | undefined }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const answer = resultFor(result, 'dispute');
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnErrors(ref, answer);
  const dispute = order.dispute;
  if (!dispute || dispute.status !== 'OPEN') return null;
  const outcome = answer?.values.outcome ?? 'REFUND_PART';
  const outcomes = [
    { value: 'REFUND_FULL', label: t('seller.refundFull', { amount: formatPrice(dispute.refundable) }) },
    { value: 'REFUND_PART', label: t('seller.refundPart') },
    { value: 'REJECT', label: t('seller.rejectDispute') },
  ];
  return (
    <div ref={ref} className="rounded-xl border-2 border-amber-200 bg-amber-50 p-4 sm:p-5">
      <Form method="post" noValidate className="grid gap-4" aria-labelledby="dispute-answer">
        <h2 id="dispute-answer" className="text-lg font-bold text-slate-900">
          {t('seller.disputeAnswerTitle')}
        </h2>
        <FormError errors={answer?.errors} />
        <fieldset>
          <legend className="block text-sm font-semibold text-slate-800">{t('seller.disputeOutcome')}</legend>
          <div className="mt-2 grid gap-1">
            {outcomes.map((o) => (
              <label key={o.value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input type="radio" name="outcome" value={o.value} defaultChecked={outcome === o.value} className="size-5 accent-brand-700" />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField name="amount" label={t('seller.refundAmount')} hint={t('seller.refundAmountHint', { amount: formatPrice(dispute.refundable) })} inputMode="decimal" autoComplete="off" defaultValue={answer?.values.amount ?? ''} errors={answer?.errors} className="max-w-xs" />
        <TextAreaField name="message" label={t('seller.disputeMessage')} hint={t('seller.disputeMessageHint')} maxLength={1000} defaultValue={answer?.values.message ?? ''} errors={answer?.errors} />
        <div>
          <SubmitButton intent="dispute" busyLabel={t('seller.working')}>
            {t('seller.sendAnswer')}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const COURIERS = ['Pos Laju', 'J&T Express', 'DHL eCommerce', 'Ninja Van', 'City-Link Express', 'GDEX', 'Lalamove'];

/** The forms of the moves the order allows now (the API's `actions`), each with its own errors. */
function OrderActions({ order, result }: { order: SellerOrder; result: FormResult | undefined }) {
  const t = useT();
  const can = (kind: OrderActionKind) => order.actions.includes(kind);
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnErrors(ref, result);
  const pickup = order.delivery.method === 'SELF_PICK_UP';
  const reasons = REASONS.map((r) => ({ value: r.reason, label: t(r.label) }));
  const stop = (kind: 'reject' | 'cancel') => {
    const answer = resultFor(result, kind);
    return (
      <details open={!!answer} className="rounded-lg border border-red-200 bg-red-50/50">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-red-800">{t(kind === 'reject' ? 'seller.reject' : 'seller.cancel')}</summary>
        <Form method="post" className="grid gap-4 border-t border-red-200 p-4" noValidate>
          <p className="text-sm text-slate-700">{t(kind === 'reject' ? 'seller.rejectNote' : 'seller.cancelNote')}</p>
          <FormError errors={answer?.errors} />
          <SelectField name="reason" label={t('seller.reason')} placeholder={t('seller.chooseReason')} options={reasons} defaultValue={answer?.values.reason ?? ''} errors={answer?.errors} />
          <TextAreaField name="note" label={t('seller.noteForBuyer')} hint={t('seller.noteHint')} maxLength={500} defaultValue={answer?.values.note ?? ''} errors={answer?.errors} />
          <div>
            <SubmitButton intent={kind} className={DANGER} busyLabel={t('seller.working')}>
              {t(kind === 'reject' ? 'seller.confirmReject' : 'seller.confirmCancel')}
            </SubmitButton>
          </div>
        </Form>
      </details>
    );
  };
  const button = (kind: 'accept' | 'ready' | 'collected', label: string) => (
    <Form method="post">
      <FormError errors={resultFor(result, kind)?.errors} className="mb-3" />
      <SubmitButton intent={kind} busyLabel={t('seller.working')}>
        {label}
      </SubmitButton>
    </Form>
  );
  const ship = resultFor(result, 'ship');
  const tracking = resultFor(result, 'tracking');
  if (order.actions.length === 0) return null;
  return (
    <div ref={ref} className="grid gap-4 rounded-xl border-2 border-brand-100 bg-brand-50 p-4 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{t('seller.nextStep')}</h2>
      {can('accept') && (
        <>
          <p className="text-slate-700">{t('seller.acceptIntro')}</p>
          {button('accept', t('seller.accept'))}
        </>
      )}
      {can('ready') && button('ready', t(pickup ? 'seller.readyForPickup' : 'seller.markPacked'))}
      {can('collected') && (
        <>
          <p className="text-slate-700">{t('seller.collectedIntro')}</p>
          {button('collected', t('seller.collected'))}
        </>
      )}
      {can('ship') && (
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start" aria-label={t('seller.shipTitle')}>
          <h3 className="font-bold text-slate-900 sm:col-span-2">{t('seller.shipTitle')}</h3>
          <FormError errors={ship?.errors} className="sm:col-span-2" />
          <TextField name="courier" label={t('seller.courier')} list="couriers" autoComplete="off" maxLength={60} defaultValue={ship?.values.courier ?? ''} errors={ship?.errors} />
          <datalist id="couriers">
            {COURIERS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <TextField name="tracking_no" label={t('seller.trackingNo')} hint={t('seller.trackingNoHint')} autoComplete="off" maxLength={40} defaultValue={ship?.values.tracking_no ?? ''} errors={ship?.errors} />
          <div className="sm:col-span-2">
            <SubmitButton intent="ship" busyLabel={t('seller.working')}>
              {t('seller.ship')}
            </SubmitButton>
          </div>
        </Form>
      )}
      {can('tracking') && (
        // Keyed by the events so far: once one is added, the form starts empty for the next.
        <Form key={order.tracking_events.length} method="post" noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start" aria-label={t('seller.trackingTitle')}>
          <h3 className="font-bold text-slate-900 sm:col-span-2">{t('seller.trackingTitle')}</h3>
          <FormError errors={tracking?.errors} className="sm:col-span-2" />
          <SelectField
            name="status"
            label={t('seller.eventStatus')}
            options={TRACKING_STATUSES.map((s) => ({ value: s, label: t(FULFILMENT_LABELS[s]) }))}
            defaultValue={tracking?.values.status ?? 'DELIVERED'}
            errors={tracking?.errors}
          />
          <TextField name="location" label={t('seller.eventLocation')} maxLength={120} defaultValue={tracking?.values.location ?? ''} errors={tracking?.errors} />
          <TextField name="description" label={t('seller.eventDescription')} maxLength={300} defaultValue={tracking?.values.description ?? ''} errors={tracking?.errors} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <SubmitButton intent="tracking" busyLabel={t('seller.working')}>
              {t('seller.addEvent')}
            </SubmitButton>
          </div>
        </Form>
      )}
      {can('reject') && stop('reject')}
      {can('cancel') && stop('cancel')}
    </div>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </>
  );
}

export default function SellerOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const unitName = useUnitName();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const { order, storeId, documents } = loaderData;
  const tx = order.totals;
  const d = order.delivery;
  const actorLabel = (actor: string) => (isActor(actor) ? t(ACTOR_LABELS[actor]) : actor);
  return (
    <>
      <p className="mb-2">
        <Link to={localePath(`/seller/${storeId}/orders`)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('seller.backToOrders')}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('seller.orderTitle', { no: order.order_no })}</h1>
        <StatusBadge status={order.status} />
        {order.status === 'PROCESSED' && !order.accepted_at && <AcceptBadge />}
      </div>
      <p className="mb-4 text-slate-700">{t('seller.placedOn', { date: formatDate(order.created_at, 'dateTime') })}</p>
      {/* An answer with errors is about the form below; the note of the step before it no longer is. */}
      {!actionData && <ActionNote />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-5">
          <OrderActions order={order} result={actionData as FormResult | undefined} />
          <DisputeAnswer order={order} result={actionData as FormResult | undefined} />
          {order.dispute && <DisputeView dispute={order.dispute} />}
          <RefundList refunds={order.refunds} />
          <Section title={t('seller.items')}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('seller.itemsOf', { no: order.order_no })}</caption>
                <thead className="text-left text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">{t('checkout.item')}</th>
                    <th scope="col" className="py-1 pr-2 text-right font-medium">{t('checkout.quantity')}</th>
                    <th scope="col" className="hidden py-1 pr-2 text-right font-medium sm:table-cell">{t('checkout.price')}</th>
                    <th scope="col" className="hidden py-1 pr-2 text-right font-medium sm:table-cell">{t('checkout.sst')}</th>
                    <th scope="col" className="py-1 text-right font-medium">{t('checkout.subtotal')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {order.items.map((item) => (
                    <tr key={item.product_id}>
                      <td className="py-2 pr-2">
                        {item.name}
                        <span className="block text-xs text-slate-500">{unitName(item.unit)}</span>
                      </td>
                      <td className="py-2 pr-2 text-right">{item.quantity}</td>
                      <td className="hidden py-2 pr-2 text-right sm:table-cell">{formatPrice(item.price)}</td>
                      <td className="hidden py-2 pr-2 text-right sm:table-cell">{item.tax_rate ? `${item.tax_rate / 100}% · ${formatPrice(item.tax_amount)}` : t('checkout.sstExempt')}</td>
                      <td className="py-2 text-right">{formatPrice(item.subtotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
          <Section title={t('seller.tracking')}>
            {order.courier && (
              <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <Line label={t('seller.courier')}>{order.courier}</Line>
                <Line label={t('seller.trackingNo')}>{order.tracking_no}</Line>
              </dl>
            )}
            {order.tracking_events.length === 0 ? (
              <p className="text-sm text-slate-600">{t('seller.noEvents')}</p>
            ) : (
              <ol className="grid gap-3 border-l-2 border-slate-200 pl-4">
                {[...order.tracking_events].reverse().map((e, i) => (
                  <li key={`${e.created_at}-${i}`} className="text-sm">
                    <p className="font-semibold text-slate-900">{t(FULFILMENT_LABELS[e.status])}</p>
                    <p className="text-slate-700">{recordedText(e.description, t)}</p>
                    <p className="text-slate-500">
                      {formatDate(e.created_at, 'dateTime')}
                      {e.location && ` · ${e.location}`}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Section>
          <Section title={t('seller.history')}>
            <ol className="grid gap-3 text-sm">
              {[...order.history].reverse().map((h, i) => (
                <li key={`${h.created_at}-${i}`} className="grid gap-0.5">
                  <p className="font-semibold text-slate-900">
                    {h.from ? t('seller.moved', { from: t(ORDER_STATUS_LABELS[h.from]), to: t(ORDER_STATUS_LABELS[h.to]) }) : t(ORDER_STATUS_LABELS[h.to])}
                  </p>
                  <p className="text-slate-600">
                    {formatDate(h.created_at, 'dateTime')} · {actorLabel(h.actor)}
                    {h.reason && ` · ${recordedText(h.reason, t)}`}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
          <OrderDocuments documents={documents} href={(file) => `/seller/${storeId}/orders/${order.id}/files/${orderFileName(file)}`} />
        </div>
        <div className="grid min-w-0 gap-5">
          <Section title={t('seller.buyer')}>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm">
              <Line label={t('seller.buyerName')}>{order.buyer.name}</Line>
              {order.buyer.company_name && <Line label={t('seller.company')}>{order.buyer.company_name}</Line>}
              {order.buyer.mobile_no && (
                <Line label={t('seller.phone')}>
                  <a href={`tel:${order.buyer.mobile_no}`} className="inline-flex min-h-11 items-center text-brand-800 underline">
                    {order.buyer.mobile_no}
                  </a>
                </Line>
              )}
            </dl>
          </Section>
          <Section title={t('seller.delivery')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <Line label={t('seller.method')}>{t(DELIVERY_METHOD_LABELS[d.method])}</Line>
              {d.slot_date && <Line label={t('seller.slot')}>{`${formatDate(d.slot_date)}${d.slot ? ` · ${t(SLOT_LABELS[d.slot])}` : ''}`}</Line>}
              {d.locker && <Line label={t('checkout.chooseLocker')}>{`${d.locker.name}, ${d.locker.address} ${d.locker.postcode}`}</Line>}
              {d.method !== 'SELF_PICK_UP' && Object.keys(d.address).length > 0 && (
                <Line label={t('seller.address')}>
                  <AddressLines address={d.address} />
                </Line>
              )}
              <Line label={t('seller.payment')}>{t(PAYMENT_METHOD_LABELS[order.payment.method])}</Line>
            </dl>
          </Section>
          <Section title={t('seller.money')}>
            <OrderTotals
              totals={{ subtotal: tx.subtotal, discount: tx.discount, deliveryFee: tx.delivery_fee, deliveryDiscount: tx.delivery_discount, tax: tx.goods_tax + tx.delivery_tax, total: tx.grand_total, offset: 0, payable: tx.grand_total }}
            />
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-slate-200 pt-3 text-sm">
              <dt className="text-slate-600">{t('seller.platformFee', { rate: PLATFORM_FEE_BPS / 100 })}</dt>
              <dd className="text-right font-medium text-slate-800">−{formatPrice(order.payout.platform_fee)}</dd>
              <dt className="font-bold text-slate-900">{t('seller.payout')}</dt>
              <dd className="text-right text-lg font-bold text-emerald-800">{formatPrice(order.payout.amount)}</dd>
            </dl>
          </Section>
        </div>
      </div>
    </>
  );
}

/** The delivery address as placed, in the lines a Malaysian address is written in. */
function AddressLines({ address: a }: { address: Record<string, string> }) {
  const lines = [a.recipient_name, a.phone, a.address_1, a.address_2, [a.zip, a.city].filter(Boolean).join(' '), a.state].filter((line): line is string => !!line);
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

