import { describe, expect, it } from 'vitest';
import type { CheckoutBody, DeliveryOption, Quote, QuoteGroup } from '@borong/contracts/checkout';
import { apiPaths } from '@borong/contracts/api-paths';
import { pageRequest, settle, stubApi, TEST_TOKEN, type ApiCall } from '../test/route-call';
import * as checkout from './checkout';

const address = { id: 3, recipient_name: 'Aminah', phone: '0123456789', address_1: '1 Jalan Ampang', address_2: null, city: 'Kuala Lumpur', state_id: 14, state_name: 'Kuala Lumpur', zip: '50450', default: 'Y', updated_at: '2026-11-01T00:00:00Z' };

const option = (method: DeliveryOption['method'], fee: number, extra: Partial<DeliveryOption> = {}): DeliveryOption => ({ method, available: true, fee, reason: null, ...extra });

function group(storeId: number, options: DeliveryOption[]): QuoteGroup {
  return { store: { id: storeId, url: `store-${storeId}`, domain_name: `Store ${storeId}`, logo: null }, items: [], delivery_options: options, delivery: null, subtotal: 10_000, discount: 0, goods_tax: 0, delivery_fee: 0, delivery_discount: 0, delivery_tax: 0, grand_total: 10_000, offset_amount: 0 };
}

/** The quote the API would give: each seller's fee is that of the delivery the body names, none without one. */
function quoteFor(body: CheckoutBody, groups: QuoteGroup[]): Quote {
  const priced = groups.map((g) => {
    const chosen = body.deliveries.find((d) => d.store_id === g.store.id);
    const fee = chosen ? (g.delivery_options.find((o) => o.method === chosen.method)?.fee ?? 0) : 0;
    return { ...g, delivery_fee: fee, grand_total: g.subtotal + fee };
  });
  const deliveryFee = priced.reduce((sum, g) => sum + g.delivery_fee, 0);
  const total = priced.reduce((sum, g) => sum + g.grand_total, 0);
  return { groups: priced, subtotal: 20_000, discount_amount: 0, delivery_fee: deliveryFee, shipping_discount: 0, tax_amount: 0, total, offset_amount: 0, service_fee: 0, payable: total, due_date: null, available_credit: null, credit_terms_charge: null, promotion: null, e_credit_balance: 0, problems: [] };
}

function checkoutApi(groups: QuoteGroup[]) {
  return stubApi((call: ApiCall) => {
    if (call.path === apiPaths.addresses) return { status: 200, body: { data: [address], billing_address: null } };
    if (call.path === apiPaths.savedCards) return { status: 200, body: { data: [] } };
    if (call.path === apiPaths.company) return { status: 200, body: { data: { company_name: 'Kedai Aminah', reg_no: '2020', e_invoice: null } } };
    if (call.path === apiPaths.cartQuote) return { status: 200, body: { data: quoteFor(call.body as CheckoutBody, groups) } };
    return undefined;
  });
}

const quoteBodies = (calls: ApiCall[]) => calls.filter((c) => c.path === apiPaths.cartQuote).map((c) => (c.body as CheckoutBody).deliveries);

describe('the checkout summary before the delivery step is answered (walkthrough: RM 0.00 delivery beside a pre-selected courier)', () => {
  const groups = [
    group(1, [option('SELF_PICK_UP', 0, { slots: [] }), option('NATIONWIDE_DELIVERY', 1_200)]),
    group(2, [option('LOCKER', 800, { lockers: [{ id: 44, name: 'Locker KLCC', address: 'KLCC', postcode: '50088' }] }), option('EXPRESS_DELIVERY', 2_500)]),
    group(3, [option('SELF_PICK_UP', 0, { slots: [] }), option('NATIONWIDE_DELIVERY', 900, { available: false, reason: 'OUT_OF_AREA' })]),
  ];

  it('prices each seller on the delivery its radio stands on, leaving a pick-up to the buyer', async () => {
    const { context, calls } = checkoutApi(groups);
    const outcome = await settle(checkout.loader, { request: pageRequest('/checkout?step=delivery&address_id=3', { token: TEST_TOKEN }), context });
    expect(outcome.status).toBe(200);
    expect(quoteBodies(calls)).toEqual([[], [{ store_id: 1, method: 'NATIONWIDE_DELIVERY' }, { store_id: 2, method: 'LOCKER', locker_id: 44 }]]);
    const data = outcome.data as { quote: Quote; params: { deliveries: unknown[] } };
    expect(data.quote.delivery_fee).toBe(2_000);
    // The page's own answers stay the buyer's: the presets only price the summary.
    expect(data.params.deliveries).toEqual([]);
  });

  it('keeps what the buyer chose and presets only the others', async () => {
    const { context, calls } = checkoutApi(groups);
    await settle(checkout.loader, { request: pageRequest('/checkout?step=delivery&address_id=3&delivery_1=SELF_PICK_UP', { token: TEST_TOKEN }), context });
    expect(quoteBodies(calls).at(-1)).toEqual([{ store_id: 1, method: 'SELF_PICK_UP' }, { store_id: 2, method: 'LOCKER', locker_id: 44 }]);
  });

  it('after the delivery step quotes only the answers the URL carries', async () => {
    const { context, calls } = checkoutApi(groups);
    await settle(checkout.loader, { request: pageRequest('/checkout?step=payment&address_id=3&delivery_1=NATIONWIDE_DELIVERY', { token: TEST_TOKEN }), context });
    expect(quoteBodies(calls)).toEqual([[{ store_id: 1, method: 'NATIONWIDE_DELIVERY' }]]);
  });
});
