import type { CheckoutBody, DeliveryChoice, QuoteGroup } from '@borong/contracts/checkout';
import { DELIVERY_METHODS, PAYMENT_METHODS, TIME_SLOTS, type DeliveryMethod, type PaymentMethod, type TimeSlot } from '@borong/contracts/statuses';
import { ringgitToSen } from '../../lib/money';

/**
 * The checkout keeps its whole state in the URL (decision 0012): each step is a GET form that
 * carries the earlier steps' answers on, so every step works before hydration, can be reloaded
 * and shared with the back button. These are the parameters and their reading.
 */
export const CHECKOUT_STEPS = ['address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutParams {
  step: CheckoutStep;
  storeIds: number[];
  addressId: number | null;
  deliveries: DeliveryChoice[];
  promotionCode: string;
  /** The chosen shipping voucher, `shipping_promotion_user_id` (picked on the voucher-shipping page). */
  shippingVoucherId: number | null;
  paymentMethod: PaymentMethod | null;
  bankCode: string;
  creditCardId: number | null;
  offsetAmount: number | null;
}

const ID = /^[1-9]\d{0,9}$/;
const id = (value: string | null) => (value && ID.test(value) ? Number(value) : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

export function readCheckoutParams(search: URLSearchParams): CheckoutParams {
  const storeIds = [...new Set(search.getAll('store_ids').map(id).filter((v): v is number => v !== null))];
  const deliveries: DeliveryChoice[] = [];
  for (const [name, value] of search) {
    const storeId = id(/^delivery_(\d+)$/.exec(name)?.[1] ?? null);
    const method = oneOf<DeliveryMethod>(DELIVERY_METHODS, value);
    if (!storeId || !method || deliveries.some((d) => d.store_id === storeId)) continue;
    const choice: DeliveryChoice = { store_id: storeId, method };
    if (method === 'SELF_PICK_UP') {
      const date = search.get(`slot_date_${storeId}`) ?? '';
      const slot = oneOf<TimeSlot>(TIME_SLOTS, search.get(`slot_${storeId}`));
      if (/^\d{4}-\d{2}-\d{2}$/.test(date)) choice.slot_date = date;
      if (slot) choice.slot = slot;
    }
    if (method === 'LOCKER') {
      const locker = id(search.get(`locker_${storeId}`));
      if (locker) choice.locker_id = locker;
    }
    deliveries.push(choice);
  }
  const offset = ringgitToSen(search.get('offset'));
  return {
    step: oneOf(CHECKOUT_STEPS, search.get('step')) ?? 'address',
    storeIds,
    addressId: id(search.get('address_id')),
    deliveries,
    promotionCode: (search.get('promotion_code') ?? '').trim().slice(0, 30),
    shippingVoucherId: id(search.get('shipping_promotion_user_id')),
    paymentMethod: oneOf(PAYMENT_METHODS, search.get('payment_method')),
    bankCode: (search.get('bank_code') ?? '').slice(0, 20),
    creditCardId: id(search.get('credit_card_id')),
    offsetAmount: offset && offset > 0 ? offset : null,
  };
}

/** The delivery a seller's choice stands on until the buyer answers: nationwide when offered (every seller has it, at its plainest), else the first available. */
export function presetDelivery(group: QuoteGroup): DeliveryMethod | undefined {
  const available = group.delivery_options.filter((o) => o.available).map((o) => o.method);
  return available.includes('NATIONWIDE_DELIVERY') ? 'NATIONWIDE_DELIVERY' : available[0];
}

/**
 * The preset choices of the sellers not answered for yet, so the summary beside the delivery step
 * prices what its radios show. A pick-up is left out: its day and time are the buyer's to pick.
 */
export function presetDeliveries(groups: QuoteGroup[], chosen: DeliveryChoice[]): DeliveryChoice[] {
  return groups.flatMap((group): DeliveryChoice[] => {
    if (chosen.some((d) => d.store_id === group.store.id)) return [];
    const method = presetDelivery(group);
    if (!method || method === 'SELF_PICK_UP') return [];
    const locker = method === 'LOCKER' ? group.delivery_options.find((o) => o.method === 'LOCKER')?.lockers?.[0] : undefined;
    if (method === 'LOCKER' && !locker) return [];
    return [{ store_id: group.store.id, method, ...(locker ? { locker_id: locker.id } : {}) }];
  });
}

/** The quote and place-order body for these parameters (FPX until the buyer chooses, so the quote can price). */
export function checkoutBody(params: CheckoutParams, addressId: number): CheckoutBody {
  const method = params.paymentMethod ?? 'FPX';
  return {
    ...(params.storeIds.length ? { store_ids: params.storeIds } : {}),
    address_id: addressId,
    deliveries: params.deliveries,
    ...(params.promotionCode ? { promotion_code: params.promotionCode } : {}),
    ...(params.shippingVoucherId ? { shipping_promotion_user_id: params.shippingVoucherId } : {}),
    payment_method: method,
    ...(method === 'FPX' && params.bankCode ? { bank_code: params.bankCode } : {}),
    ...(method === 'CARD' && params.creditCardId ? { credit_card_id: params.creditCardId } : {}),
    ...(params.offsetAmount && method !== 'E-CREDIT' ? { offset_amount: params.offsetAmount } : {}),
  };
}

/** The URL parameters of `search` that a step's form must carry on, all but those it asks for itself. */
export function carriedParams(search: URLSearchParams, asked: (name: string) => boolean): [string, string][] {
  return [...search].filter(([name]) => name !== 'step' && !asked(name));
}

/** The checkout answers as URL parameters (without the step), with the address the page settled on. */
export function writeCheckoutParams(params: CheckoutParams, addressId: number | null): URLSearchParams {
  const out = new URLSearchParams();
  for (const id of params.storeIds) out.append('store_ids', String(id));
  if (addressId) out.set('address_id', String(addressId));
  for (const d of params.deliveries) {
    out.set(`delivery_${d.store_id}`, d.method);
    if (d.slot_date) out.set(`slot_date_${d.store_id}`, d.slot_date);
    if (d.slot) out.set(`slot_${d.store_id}`, d.slot);
    if (d.locker_id) out.set(`locker_${d.store_id}`, String(d.locker_id));
  }
  if (params.promotionCode) out.set('promotion_code', params.promotionCode);
  if (params.shippingVoucherId) out.set('shipping_promotion_user_id', String(params.shippingVoucherId));
  if (params.paymentMethod) out.set('payment_method', params.paymentMethod);
  if (params.bankCode) out.set('bank_code', params.bankCode);
  if (params.creditCardId) out.set('credit_card_id', String(params.creditCardId));
  if (params.offsetAmount) out.set('offset', (params.offsetAmount / 100).toFixed(2));
  return out;
}

/** The address a checkout delivers to: the one in the URL if it is still the buyer's, else the default, else the first. */
export function checkoutAddress<A extends { id: number; default: string }>(addresses: readonly A[], wanted: number | null): A | null {
  return addresses.find((a) => a.id === wanted) ?? addresses.find((a) => a.default === 'Y') ?? addresses[0] ?? null;
}
