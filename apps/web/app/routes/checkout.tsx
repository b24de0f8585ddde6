import { Form, Link, data, redirect, redirectDocument, useNavigation, useSubmit } from 'react-router';
import { FPX_BANKS, type DeliveryOption, type Quote, type QuoteGroup } from '@borong/contracts/checkout';
import type { Address } from '@borong/contracts/addresses';
import type { SavedCard } from '@borong/contracts/wallet';
import type { PaymentMethod } from '@borong/contracts/statuses';
import type { Route } from './+types/checkout';
import { accountApi } from '../features/account/api';
import { required, signedInApi } from '../features/account/account.server';
import { signInRedirect } from '../lib/session.server';
import { checkoutApi } from '../features/checkout/api';
import { CHECKOUT_STEPS, carriedParams, presetDelivery, presetDeliveries, checkoutAddress, checkoutBody, readCheckoutParams, writeCheckoutParams, type CheckoutParams, type CheckoutStep } from '../features/checkout/checkout-params';
import { CheckoutStepper } from '../features/checkout/checkout-stepper';
import { OrderTotals } from '../features/checkout/order-totals';
import { PickupSlots } from '../features/checkout/pickup-slots';
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS, SLOT_LABELS } from '../features/checkout/labels';
import { useLocalePath, useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/en';
import { pageMeta } from '../lib/meta';
import { useFormatPrice } from '../lib/money';
import { useFormatCount } from '../lib/number-format';
import { useFormatDate } from '../lib/date-format';
import { CONTAINER } from '../ui/container';
import { PRIMARY, SECONDARY } from '../ui/form/fields';
import { formText, validate, type FieldErrors } from '../ui/form/form-errors';
import { eInvoiceDetailsSchema } from '@borong/contracts/e-invoice';
import { EInvoiceFields, EInvoiceSummary, E_INVOICE_FIELDS } from '../features/account/e-invoice';
import { useRootData } from '../features/session/root-data';
import { apiErrorText } from '../ui/form/form-answer.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.checkoutTitle' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * Critical data: the buyer's addresses and, once one is chosen (the default until then), the
 * quote for the answers in the URL; saved cards for the payment step. Without an address there
 * is nothing to quote: the address step says "No address found" and links to the address book.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = signedInApi(context, request);
  const url = new URL(request.url);
  const params = readCheckoutParams(url.searchParams);
  const account = accountApi(api);
  const [addressList, cards, company] = await Promise.all([account.addresses(), account.savedCards(), account.company()]);
  const addresses = required(addressList, request).data;
  const address = checkoutAddress(addresses, params.addressId);
  if (!address) return { params, addresses, address: null, quote: null, cards: [], company: null, idempotencyKey: '' };
  let quoted = await checkoutApi(api).quote(checkoutBody(params, address.id));
  // Credit terms in the URL of a buyer who no longer has them (a 400 naming payment_method): ask again at the payment step.
  if (!quoted.ok && quoted.status === 400 && params.paymentMethod === 'CREDIT_TERMS' && quoted.error.errors?.payment_method) {
    params.paymentMethod = null;
    if (params.step === 'review') params.step = 'payment';
    quoted = await checkoutApi(api).quote(checkoutBody(params, address.id));
  }
  const cartPath = new URL(request.url).pathname.replace(/checkout$/, 'cart');
  // A checkout link kept from before (reloaded, or reached with Back after paying) names sellers
  // and choices the cart no longer holds: the quote refuses it, and the cart is where to go on.
  if (!quoted.ok && (quoted.status === 400 || quoted.status === 409)) throw redirect(cartPath);
  let quote = required(quoted, request).data;
  if (quote.groups.length === 0) throw redirect(cartPath);
  // Until the delivery step is answered its radios stand on presets: the summary prices those, not nothing.
  const preset = params.step === 'address' || params.step === 'delivery' ? presetDeliveries(quote.groups, params.deliveries) : [];
  if (preset.length) {
    const presetQuote = await checkoutApi(api).quote(checkoutBody({ ...params, deliveries: [...params.deliveries, ...preset] }, address.id));
    if (presetQuote.ok) quote = presetQuote.data.data;
  }
  // A later step is shown only when the earlier ones hold: a delivery or payment answer the quote
  // refuses brings the buyer back to the step that asks for it, with the reason.
  const blocking = CHECKOUT_STEPS.find((step) => CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(params.step) && step !== 'address' && quote.problems.some((p) => PROBLEMS_BY_STEP[step].includes(p.code)));
  if (blocking) params.step = blocking;
  return { params, addresses, address, quote, cards: cards.ok ? cards.data.data.filter((c) => !c.is_expired) : [], company: company.ok ? company.data.data : null, idempotencyKey: crypto.randomUUID() };
}

/**
 * Places the order with the review step's answers. The Idempotency-Key is the one the review page
 * was rendered with, so a double click or a resubmitted form places the order once. A gateway
 * payment goes on to the gateway's page; a settled one to the confirmation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = checkoutApi(signedInApi(context, request));
  const form = await request.formData();
  const search = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') search.append(name, value);
  const params = readCheckoutParams(search);
  const key = String(form.get('idempotency_key') ?? '');
  if (!params.addressId || !/^[\w-]{8,64}$/.test(key)) return data({ failed: 'checkout.orderFailed' as MessageKey, message: '' }, { status: 400 });
  // Asked once: the e-invoice details given here are kept on the company profile before the order is placed.
  if (form.get('want_einvoice') === 'on') {
    const checked = validate(eInvoiceDetailsSchema, Object.fromEntries(E_INVOICE_FIELDS.map((name) => [name, formText(form, name)])));
    if (!checked.ok) return data({ failed: 'checkout.orderFailed' as MessageKey, message: '', einvoiceErrors: checked.errors }, { status: 400 });
    const saved = await accountApi(signedInApi(context, request)).saveEInvoiceDetails(checked.data);
    if (!saved.ok) return data({ failed: 'checkout.orderFailed' as MessageKey, message: saved.status >= 500 ? '' : apiErrorText(request, saved), einvoiceErrors: saved.error.errors ?? {} }, { status: saved.status === 401 ? 401 : 400 });
  }
  const result = await api.place({ ...checkoutBody(params, params.addressId), discount_amount: Number(form.get('discount_amount') ?? 0) }, key);
  if (!result.ok) {
    // The session ended while the buyer was checking out: sign in, then back to this checkout.
    if (result.status === 401) return signInRedirect(request);
    return data({ failed: 'checkout.orderFailed' as MessageKey, message: result.status >= 500 ? '' : apiErrorText(request, result) }, { status: result.status === 409 ? 409 : 400 });
  }
  const placed = result.data.data;
  // The gateway's page is not one of ours: the browser must load it, not the client router.
  if (placed.payment?.redirect_url) return redirectDocument(placed.payment.redirect_url);
  const locale = new URL(request.url).pathname.startsWith('/bm/') ? '/bm' : '';
  // No bill could be opened: the orders wait, and the payment page says so and offers a retry.
  if (placed.payment) return redirect(`${locale}/checkout/payment?payment_id=${placed.payment.id}`);
  return redirect(`${locale}/order-confirmation/${placed.orders[0]?.id ?? ''}`);
}

type LoaderData = Route.ComponentProps['loaderData'];

const PROBLEMS_BY_STEP: Record<CheckoutStep, readonly string[]> = {
  address: ['EMPTY', 'OUT_OF_STOCK', 'QUANTITY', 'BELOW_MIN_ORDER', 'PWP'],
  delivery: ['OUT_OF_AREA', 'DELIVERY_REQUIRED', 'DELIVERY_INVALID', 'SLOT_FULL'],
  payment: ['PROMOTION', 'SHIPPING_VOUCHER', 'E_CREDIT', 'CREDIT_LIMIT', 'PAYMENT', 'CARD'],
  review: [],
};

/** Hidden inputs carrying on every answer this step's form does not ask for itself. */
function Carried({ search, asked }: { search: URLSearchParams; asked: (name: string) => boolean }) {
  return (
    <>
      {carriedParams(search, asked).map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Problems({ problems, codes }: { problems: Quote['problems']; codes?: readonly string[] }) {
  const shown = codes ? problems.filter((p) => codes.includes(p.code)) : problems;
  if (shown.length === 0) return null;
  return (
    <ul role="alert" className="mb-4 space-y-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {shown.map((p, i) => (
        <li key={`${p.code}-${p.store_id ?? ''}-${i}`}>{p.message}</li>
      ))}
    </ul>
  );
}

const METHOD_LABELS = DELIVERY_METHOD_LABELS;
const REASON_LABELS: Record<NonNullable<DeliveryOption['reason']>, MessageKey> = {
  OUT_OF_AREA: 'checkout.outOfArea',
  NOT_OFFERED: 'checkout.notOffered',
  NO_LOCKER: 'checkout.noLocker',
};
const PAYMENT_LABELS = PAYMENT_METHOD_LABELS;

/** An address on one line, as the address step lists it and the review repeats it. */
function addressLine(a: Address): string {
  return [a.address_1, a.address_2, `${a.zip} ${a.city}`, a.state_name].filter(Boolean).join(', ');
}

function AddressStep({ loaderData, search }: { loaderData: LoaderData; search: URLSearchParams }) {
  const t = useT();
  const localePath = useLocalePath();
  const { addresses, address } = loaderData;
  // The address book brings the buyer back here once an address is added.
  const addressBook = (adding: boolean) => `${localePath('/settings/address-book')}?${new URLSearchParams({ ...(adding ? { add: '1' } : {}), return_to: `${localePath('/checkout')}?${search}` })}`;
  if (!address)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-slate-800">{t('checkout.noAddress')}</p>
        <Link to={addressBook(true)} className={`${PRIMARY} mt-4`}>
          {t('checkout.addAddress')}
        </Link>
      </div>
    );
  return (
    <Form method="get" className="space-y-4">
      <Carried search={search} asked={(name) => name === 'address_id'} />
      <input type="hidden" name="step" value="delivery" />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t('checkout.deliverTo')}</legend>
        {addresses.map((a: Address) => (
          <label key={a.id} className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-1 has-[:checked]:ring-brand-700">
            <input type="radio" name="address_id" value={a.id} defaultChecked={a.id === address.id} className="mt-1 size-4 accent-brand-700" />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">
                {a.recipient_name} {a.default === 'Y' && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{t('checkout.defaultAddress')}</span>}
              </span>
              <span className="block text-slate-700">
                {addressLine(a)}
              </span>
              <span className="block text-slate-500">{a.phone}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY}>
          {t('checkout.continue')}
        </button>
        <Link to={addressBook(true)} className={SECONDARY}>
          {t('checkout.addAddress')}
        </Link>
      </div>
    </Form>
  );
}

function SellerDelivery({ group, params }: { group: QuoteGroup; params: CheckoutParams }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const formatCount = useFormatCount();
  const chosen = params.deliveries.find((d) => d.store_id === group.store.id);
  const sid = group.store.id;
  const selected = chosen?.method ?? presetDelivery(group);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-slate-900">{group.store.domain_name}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('checkout.itemsFromSeller', { count: formatCount(group.items.length) })}</p>
      <div className="space-y-3">
        {group.delivery_options.map((option) => (
          <div key={option.method} className={`rounded-lg border p-3 ${option.available ? 'border-slate-200' : 'border-dashed border-slate-200 bg-slate-50'}`}>
            <label className={`flex items-start gap-3 ${option.available ? 'cursor-pointer' : 'cursor-not-allowed text-slate-500'}`}>
              <input type="radio" name={`delivery_${sid}`} value={option.method} disabled={!option.available} defaultChecked={option.available && option.method === selected} className="mt-1 size-4 accent-brand-700" />
              <span className="flex-1 text-sm">
                <span className="block font-semibold">{t(METHOD_LABELS[option.method])}</span>
                <span className="block text-slate-600">{option.available ? t(`${METHOD_LABELS[option.method]}Note` as MessageKey) : t(REASON_LABELS[option.reason ?? 'NOT_OFFERED'])}</span>
              </span>
              {option.available && <span className="text-sm font-semibold text-slate-900">{option.fee === 0 ? t('checkout.free') : formatPrice(option.fee)}</span>}
            </label>
            {option.available && option.method === 'SELF_PICK_UP' && option.slots && <PickupSlots storeId={sid} slots={option.slots} chosen={chosen} />}
            {option.available && option.method === 'LOCKER' && option.lockers && (
              <div className="mt-3 pl-7">
                <label htmlFor={`locker-${sid}`} className="block text-sm font-medium text-slate-700">
                  {t('checkout.chooseLocker')}
                </label>
                <select id={`locker-${sid}`} name={`locker_${sid}`} defaultValue={chosen?.locker_id ?? option.lockers[0]?.id} className="mt-1 h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-2 text-sm">
                  {option.lockers.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}, {l.postcode}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function DeliveryStep({ quote, params, search }: { quote: Quote; params: CheckoutParams; search: URLSearchParams }) {
  const t = useT();
  const submit = useSubmit();
  // Each answer asks for the quote again, so the summary beside the form prices what the radios
  // now say (walkthrough: "Free" pick-up chosen while the total still held a courier's fee).
  // Before hydration the summary follows on Continue.
  const requote = (form: HTMLFormElement) => {
    const answers = new FormData(form);
    answers.set('step', 'delivery');
    void submit(answers, { method: 'get', replace: true, preventScrollReset: true });
  };
  return (
    <Form method="get" className="space-y-4" onChange={(event) => requote(event.currentTarget)}>
      <Carried search={search} asked={(name) => /^(delivery|slot_date|slot|locker)_\d+$/.test(name)} />
      <input type="hidden" name="step" value="payment" />
      <h2 className="text-lg font-bold text-slate-900">{t('checkout.howDelivered')}</h2>
      {/* "Choose how … delivers" is what this step asks: no need to say it as an error before the buyer answers. */}
      <Problems problems={quote.problems} codes={PROBLEMS_BY_STEP.delivery.filter((code) => code !== 'DELIVERY_REQUIRED')} />
      {quote.groups.map((group) => (
        <SellerDelivery key={group.store.id} group={group} params={params} />
      ))}
      <button type="submit" className={PRIMARY}>
        {t('checkout.continue')}
      </button>
    </Form>
  );
}

function PaymentStep({ quote, params, search, cards }: { quote: Quote; params: CheckoutParams; search: URLSearchParams; cards: SavedCard[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const formatPrice = useFormatPrice();
  const methods: PaymentMethod[] = ['FPX', 'CARD', 'WALLET', 'BOOST', 'E-CREDIT', 'CREDIT_TERMS'];
  // The fee is on credit terms alone: e-credit is measured against the goods' total.
  const goodsTotal = quote.total - quote.service_fee;
  const creditFits = quote.available_credit !== null && quote.credit_terms_charge !== null && quote.credit_terms_charge <= quote.available_credit;
  const unavailable = (m: PaymentMethod) => (m === 'E-CREDIT' && quote.e_credit_balance < goodsTotal) || (m === 'CREDIT_TERMS' && !creditFits);
  // A method that cannot pay this order is never the one chosen: over the credit limit, the pay-now methods are offered.
  const method = params.paymentMethod && !unavailable(params.paymentMethod) ? params.paymentMethod : 'FPX';
  const askedHere = new Set(['payment_method', 'bank_code', 'credit_card_id', 'promotion_code', 'offset']);
  // A voucher the quote refuses is said among the problems above; one it takes may still save nothing on free delivery.
  const voucherApplies = params.shippingVoucherId !== null && !quote.problems.some((p) => p.code === 'SHIPPING_VOUCHER');
  return (
    <Form method="get" className="space-y-5">
      <Carried search={search} asked={(name) => askedHere.has(name)} />
      <input type="hidden" name="step" value="review" />
      {/* Until the buyer has answered this step once, its questions are not yet mistakes. */}
      {params.paymentMethod && <Problems problems={quote.problems} codes={PROBLEMS_BY_STEP.payment} />}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-bold text-slate-900">{t('checkout.howPay')}</legend>
        {methods.map((m) => {
          const short = unavailable(m);
          return (
            <div key={m} className="rounded-lg border border-slate-200 bg-white p-3">
              <label className={`flex items-center gap-3 text-sm ${short ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer'}`}>
                <input type="radio" name="payment_method" value={m} defaultChecked={m === method} disabled={short} className="size-4 accent-brand-700" />
                <span className="flex-1 font-semibold">{t(PAYMENT_LABELS[m])}</span>
                {m === 'E-CREDIT' && <span className="text-slate-600">{t('checkout.balance', { amount: formatPrice(quote.e_credit_balance) })}</span>}
                {m === 'CREDIT_TERMS' && quote.available_credit !== null && <span className="text-slate-600">{t('checkout.availableCredit', { amount: formatPrice(quote.available_credit) })}</span>}
              </label>
              {m === 'CREDIT_TERMS' && (
                <p className="mt-1 pl-7 text-sm text-slate-600">
                  {quote.available_credit === null ? (
                    <>
                      {t('checkout.creditNotApproved')}{' '}
                      <Link to={localePath('/dropee-credit')} className="font-semibold text-brand-800 underline">
                        {t('checkout.creditApply')}
                      </Link>
                    </>
                  ) : creditFits ? (
                    t('checkout.creditNote')
                  ) : (
                    <span className="font-medium text-red-800">{t('checkout.creditOverLimit', { amount: formatPrice(quote.credit_terms_charge ?? 0) })}</span>
                  )}
                </p>
              )}
              {m === 'FPX' && (
                <div className="mt-2 pl-7">
                  <label htmlFor="bank-code" className="block text-sm font-medium text-slate-700">
                    {t('checkout.bank')}
                  </label>
                  <select id="bank-code" name="bank_code" defaultValue={params.bankCode || FPX_BANKS[0].code} className="mt-1 h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-2 text-sm">
                    <optgroup label={t('checkout.retailBanks')}>
                      {FPX_BANKS.filter((b) => !b.corporate).map((b) => (
                        <option key={b.code} value={b.code}>
                          {b.name}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label={t('checkout.corporateBanks')}>
                      {FPX_BANKS.filter((b) => b.corporate).map((b) => (
                        <option key={b.code} value={b.code}>
                          {b.name}
                        </option>
                      ))}
                    </optgroup>
                  </select>
                </div>
              )}
              {m === 'CARD' && cards.length > 0 && (
                <div className="mt-2 pl-7">
                  <label htmlFor="card-id" className="block text-sm font-medium text-slate-700">
                    {t('checkout.card')}
                  </label>
                  <select id="card-id" name="credit_card_id" defaultValue={params.creditCardId ?? ''} className="mt-1 h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-2 text-sm">
                    <option value="">{t('checkout.newCard')}</option>
                    {cards.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.brand.toUpperCase()} •••• {c.last_four}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {quote.e_credit_balance > 0 && (
        <div>
          <label htmlFor="offset" className="block text-sm font-medium text-slate-700">
            {t('checkout.offset', { amount: formatPrice(quote.e_credit_balance) })}
          </label>
          <input id="offset" name="offset" inputMode="decimal" defaultValue={params.offsetAmount ? (params.offsetAmount / 100).toFixed(2) : ''} className="mt-1 h-10 w-40 rounded-lg border border-slate-300 px-3" />
        </div>
      )}
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <p className="text-sm font-medium text-slate-700">{t('checkout.shippingDiscount')}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className={`text-sm ${voucherApplies ? 'font-semibold text-emerald-800' : 'text-slate-600'}`}>
            {voucherApplies ? t('checkout.voucherChosen', { amount: formatPrice(quote.shipping_discount) }) : t('checkout.voucherNone')}
          </p>
          {/* Submits this form to the voucher page, so the answers given here so far travel with it. */}
          <button type="submit" formAction={localePath('/voucher-shipping')} className="text-sm font-semibold text-brand-800 underline">
            {params.shippingVoucherId ? t('checkout.voucherChange') : t('checkout.voucherChoose')}
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="promotion-code" className="block text-sm font-medium text-slate-700">
          {t('checkout.promoCode')}
        </label>
        <input id="promotion-code" name="promotion_code" defaultValue={params.promotionCode} maxLength={30} autoComplete="off" className="mt-1 h-10 w-56 rounded-lg border border-slate-300 px-3 uppercase" />
        {quote.promotion && <p className="mt-1 text-sm text-emerald-800">{t('checkout.promoApplied', { code: quote.promotion.code, description: quote.promotion.description })}</p>}
      </div>
      <button type="submit" className={PRIMARY}>
        {t('checkout.continue')}
      </button>
    </Form>
  );
}

/**
 * The e-invoice part of the review: the details on the company profile, or an offer to give them
 * (in a disclosure, so it works before hydration), posted with the order and kept for the next.
 */
function EInvoiceChoice({ company, errors }: { company: LoaderData['company']; errors: FieldErrors | undefined }) {
  const t = useT();
  const localePath = useLocalePath();
  const email = useRootData()?.user?.email ?? '';
  if (!company) return null;
  return (
    <section aria-labelledby="checkout-einvoice" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="checkout-einvoice" className="mb-2 font-bold text-slate-900">
        {t('einvoice.title')}
      </h3>
      {company.e_invoice ? (
        <>
          <EInvoiceSummary company={company} />
          <Link to={`${localePath('/settings/profile')}#e-invoice`} className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
            {t('einvoice.change')}
          </Link>
        </>
      ) : (
        <>
          <EInvoiceSummary company={company} />
          <details open={errors !== undefined} className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline">{t('einvoice.add')}</summary>
            <div className="mt-3 space-y-3">
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" name="want_einvoice" defaultChecked={errors !== undefined} className="mt-0.5 size-4 accent-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{t('einvoice.want')}</span>
                  <span className="block text-slate-600">{t('einvoice.wantHint')}</span>
                </span>
              </label>
              <EInvoiceFields company={company} email={email} errors={errors} />
            </div>
          </details>
        </>
      )}
    </section>
  );
}

/** What the earlier steps chose, repeated before the order is placed (walkthrough: the review named neither), each with a way back to change it. */
function ChosenAddressAndPayment({ loaderData, stepHref }: { loaderData: LoaderData; stepHref: (step: CheckoutStep) => string }) {
  const t = useT();
  const { address, params } = loaderData;
  if (!address) return null;
  const change = (step: CheckoutStep, what: string) => (
    <Link to={stepHref(step)} className="text-sm font-semibold text-brand-800 underline underline-offset-4" aria-label={t('checkout.changeWhat', { what })}>
      {t('checkout.change')}
    </Link>
  );
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-900">{t('checkout.deliverTo')}</dt>
        <dd className="mt-1 text-slate-700">
          <span className="block">{address.recipient_name}</span>
          <span className="block">{addressLine(address)}</span>
          <span className="block text-slate-500">{address.phone}</span>
        </dd>
        <dd className="mt-1">{change('address', t('checkout.deliverTo'))}</dd>
      </div>
      {params.paymentMethod && (
        <div>
          <dt className="font-semibold text-slate-900">{t('checkout.paidWith')}</dt>
          <dd className="mt-1 text-slate-700">{t(PAYMENT_LABELS[params.paymentMethod])}</dd>
          <dd className="mt-1">{change('payment', t('checkout.paidWith'))}</dd>
        </div>
      )}
    </dl>
  );
}

function ReviewStep({ loaderData, search, failed, stepHref }: { loaderData: LoaderData; search: URLSearchParams; failed: { failed: MessageKey; message: string; einvoiceErrors?: FieldErrors } | undefined; stepHref: (step: CheckoutStep) => string }) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const navigation = useNavigation();
  const formatDate = useFormatDate();
  const { quote, idempotencyKey } = loaderData;
  if (!quote) return null;
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" className="space-y-4">
      {[...search].filter(([name]) => name !== 'step').map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="discount_amount" value={quote.discount_amount} />
      <h2 className="text-lg font-bold text-slate-900">{t('checkout.reviewTitle')}</h2>
      {failed && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-bold">{t(failed.failed)}</p>
          {failed.message && <p>{failed.message}</p>}
        </div>
      )}
      <Problems problems={quote.problems} />
      <ChosenAddressAndPayment loaderData={loaderData} stepHref={stepHref} />
      {quote.groups.map((group) => (
        <section key={group.store.id} aria-label={group.store.domain_name} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-bold text-slate-900">{group.store.domain_name}</h3>
          <p className="text-sm text-slate-600">{group.delivery ? t(METHOD_LABELS[group.delivery.method]) : t('checkout.noDelivery')}{group.delivery?.slot_date ? `, ${formatDate(group.delivery.slot_date, 'weekday')} ${group.delivery.slot ? t(SLOT_LABELS[group.delivery.slot]) : ''}` : ''}</p>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {group.items.map((item) => (
              <li key={item.cart_item_id} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-slate-900">{item.product_name}</span>
                  <span className="block text-slate-500">
                    {item.quantity} × {formatPrice(item.unit_price)} · {item.tax_rate ? t('checkout.sstRate', { rate: item.tax_rate / 100 }) : t('checkout.sstExempt')}
                  </span>
                  {item.regular_unit_price !== null && <span className="block font-semibold text-emerald-800">{t('checkout.pwpPrice', { price: formatPrice(item.regular_unit_price) })}</span>}
                </span>
                <span className="shrink-0 font-medium">{formatPrice(item.subtotal)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm text-slate-600">
            <span>{t('checkout.delivery')}</span>
            <span>{group.delivery_fee - group.delivery_discount === 0 ? t('checkout.free') : formatPrice(group.delivery_fee - group.delivery_discount)}</span>
          </p>
          <p className="flex justify-between text-sm text-slate-600">
            <span>{t('checkout.sst')}</span>
            <span>{formatPrice(group.goods_tax + group.delivery_tax)}</span>
          </p>
          <p className="mt-1 flex justify-between text-sm font-semibold">
            <span>{t('checkout.sellerTotal')}</span>
            <span>{formatPrice(group.grand_total)}</span>
          </p>
        </section>
      ))}
      {quote.due_date && (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
          {t('checkout.creditDue', { amount: formatPrice(quote.payable), fee: formatPrice(quote.service_fee), date: formatDate(`${quote.due_date}T00:00:00+08:00`) })}
        </p>
      )}
      <EInvoiceChoice company={loaderData.company} errors={failed?.einvoiceErrors} />
      <button type="submit" disabled={busy || quote.problems.length > 0} className={`${PRIMARY} w-full sm:w-auto disabled:cursor-not-allowed`}>
        {busy ? t('checkout.placing') : t(quote.due_date ? 'checkout.placeOrderCredit' : 'checkout.placeOrder', { amount: formatPrice(quote.payable) })}
      </button>
    </Form>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { params, quote } = loaderData;
  const step = params.step;
  // The URL's answers, with the address the page settled on, as every step's form carries them.
  const search = writeCheckoutParams(params, loaderData.address?.id ?? null);
  const searchOf = (target: CheckoutStep) => {
    const next = new URLSearchParams(search);
    next.set('step', target);
    return `${localePath('/checkout')}?${next}`;
  };
  const totals = quote && { subtotal: quote.subtotal, discount: quote.discount_amount, deliveryFee: quote.delivery_fee, deliveryDiscount: quote.shipping_discount, tax: quote.tax_amount, serviceFee: quote.service_fee, total: quote.total, offset: quote.offset_amount, payable: quote.payable };
  const cartProblems = quote ? quote.problems.filter((p) => PROBLEMS_BY_STEP.address.includes(p.code)) : [];
  return (
    <div className={`${CONTAINER} py-6`}>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t('checkout.title')}</h1>
      <CheckoutStepper current={step} hrefOf={searchOf} />
      {cartProblems.length > 0 && (
        <div className="mx-auto mt-4 max-w-[750px]">
          <Problems problems={cartProblems} />
          <Link to={localePath('/cart')} className="text-sm font-semibold text-brand-800 underline">
            {t('checkout.backToCart')}
          </Link>
        </div>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div>
          {step === 'address' || !quote ? (
            <AddressStep loaderData={loaderData} search={search} />
          ) : step === 'delivery' ? (
            <DeliveryStep quote={quote} params={params} search={search} />
          ) : step === 'payment' ? (
            <PaymentStep quote={quote} params={params} search={search} cards={loaderData.cards} />
          ) : (
            <ReviewStep loaderData={loaderData} search={search} failed={actionData} stepHref={searchOf} />
          )}
        </div>
        {totals && (
          <aside aria-label={t('checkout.summary')} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
            <OrderTotals totals={totals} title={t('checkout.summary')} />
          </aside>
        )}
      </div>
    </div>
  );
}
