import { describe, expect, it } from 'vitest';
import { pageRequest, settle, stubApi, TEST_TOKEN, type Outcome } from '../test/route-call';
import * as settings from './settings';
import * as settingsProfile from './settings-profile';
import * as addressBook from './settings/address-book';
import * as banks from './settings/banks';
import * as eCredit from './settings/e-credit';
import * as memberCards from './settings/member-cards';
import * as orders from './settings/orders';
import * as orderDetail from './settings/order-detail';
import * as ordersExport from './settings/orders-export';
import * as orderFile from './settings/order-file';
import * as password from './settings/password';
import * as shoppingList from './settings/shopping-list';
import * as shoppingListDetail from './settings/shopping-list-detail';
import * as shoppingListSave from './shopping-list-save';
import * as creditApply from './dropee-credit-apply';
import * as cart from './cart';
import * as checkout from './checkout';
import * as checkoutPayment from './checkout-payment';
import * as orderConfirmation from './order-confirmation';
import * as voucherShipping from './voucher-shipping';

type RouteFn = (args: never) => unknown;

/** Every signed-in page (spec §2), with a path it serves and, where it has one, its action. */
const PROTECTED: { path: string; params?: Record<string, string>; loader: RouteFn; action?: RouteFn }[] = [
  { path: '/settings/profile', loader: settings.loader },
  { path: '/settings/profile', loader: settingsProfile.loader, action: settingsProfile.action },
  { path: '/settings/address-book', loader: addressBook.loader, action: addressBook.action },
  { path: '/settings/shopping-list', loader: shoppingList.loader, action: shoppingList.action },
  { path: '/settings/shopping-list/7', params: { id: '7' }, loader: shoppingListDetail.loader, action: shoppingListDetail.action },
  { path: '/settings/banks', loader: banks.loader },
  { path: '/settings/e-credit?page=2', loader: eCredit.loader },
  { path: '/settings/member-cards', loader: memberCards.loader, action: memberCards.action },
  { path: '/settings/profile/password', loader: password.loader, action: password.action },
  { path: '/settings/orders', loader: orders.loader },
  { path: '/settings/orders?status=RETURNS_CANCELLATION', loader: orders.loader },
  { path: '/settings/orders/12', params: { id: '12' }, loader: orderDetail.loader, action: orderDetail.action },
  { path: '/settings/orders/export.csv?status=PROCESSED', loader: ordersExport.loader },
  { path: '/settings/orders/12/files/invoice.pdf', params: { id: '12', file: 'invoice.pdf' }, loader: orderFile.loader },
  { path: '/shopping-lists/save?product_id=5&product_type=product', loader: shoppingListSave.loader, action: shoppingListSave.action },
  { path: '/dropee-credit/apply', loader: creditApply.loader, action: creditApply.action },
  { path: '/cart', loader: cart.loader, action: cart.action },
  { path: '/checkout?step=delivery', loader: checkout.loader, action: checkout.action },
  { path: '/checkout/payment?payment_id=3', loader: checkoutPayment.loader, action: checkoutPayment.action },
  { path: '/order-confirmation/9', params: { id: '9' }, loader: orderConfirmation.loader },
  { path: '/voucher-shipping?step=payment&address_id=3', loader: voucherShipping.loader },
];

/** The sign-in redirect of spec §2: `/?action=auth&t={timestamp}` in the page's language, remembering the page. */
function expectSignInRedirect(outcome: Outcome, home: string, from: string) {
  expect(outcome.status).toBe(302);
  const location = new URL(outcome.location ?? '', 'http://shop.test');
  expect(location.pathname).toBe(home);
  expect(location.searchParams.get('action')).toBe('auth');
  expect(location.searchParams.get('t')).toMatch(/^\d{13}$/);
  expect(location.searchParams.get('redirect')).toBe(from);
}

describe('signed-in pages, for a guest', () => {
  it.each(PROTECTED)('$path: the loader sends them to sign in, in their language, before any API call', async ({ path, params, loader }) => {
    for (const [prefix, home] of [['', '/'], ['/bm', '/bm']] as const) {
      const { context, calls } = stubApi();
      const outcome = await settle(loader, { request: pageRequest(prefix + path), context, params });
      expectSignInRedirect(outcome, home, prefix + path);
      expect(calls).toEqual([]);
    }
  });

  it.each(PROTECTED.filter((route) => route.action))('$path: a form post is not acted on; the guest is sent to sign in', async ({ path, params, action }) => {
    const { context, calls } = stubApi();
    const outcome = await settle(action!, { request: pageRequest(path, { form: { intent: 'create', name: 'Kopi' } }), context, params });
    expectSignInRedirect(outcome, '/', path);
    expect(calls).toEqual([]);
  });
});

describe('a session the API no longer accepts (expired or revoked)', () => {
  it('is treated as no session: the page sends the buyer to sign in', async () => {
    const { context, calls } = stubApi(() => ({ status: 401, body: { error: true, message: 'Unauthenticated.' } }));
    const outcome = await settle(banks.loader, { request: pageRequest('/bm/settings/banks', { token: TEST_TOKEN }), context });
    expectSignInRedirect(outcome, '/bm', '/bm/settings/banks');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', authorization: `Bearer ${TEST_TOKEN}`, language: 'ms' });
  });
});
