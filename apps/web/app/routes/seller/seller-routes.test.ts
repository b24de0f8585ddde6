import { describe, expect, it } from 'vitest';
import { pageRequest, settle, stubApi, TEST_TOKEN, type ApiCall } from '../../test/route-call';
import * as eInvoiceFile from './e-invoice-file';
import * as eInvoices from './e-invoices';
import * as home from './home';
import * as order from './order';
import * as orderFile from './order-file';
import * as orders from './orders';
import * as products from './products';
import * as store from './store';

type RouteFn = (args: never) => unknown;

const CONSOLE_PAGES: { path: string; params: Record<string, string>; fn: RouteFn; form?: Record<string, string> }[] = [
  { path: '/seller/3', params: { storeId: '3' }, fn: store.loader },
  { path: '/seller/3/orders?status=SHIPPED', params: { storeId: '3' }, fn: orders.loader },
  { path: '/seller/3/orders/9', params: { storeId: '3', id: '9' }, fn: order.loader },
  { path: '/seller/3/orders/9', params: { storeId: '3', id: '9' }, fn: order.action, form: { intent: 'accept' } },
  { path: '/seller/3/orders/9/files/4.json', params: { storeId: '3', id: '9', file: '4.json' }, fn: orderFile.loader },
  { path: '/seller/3/products?page=2', params: { storeId: '3' }, fn: products.loader },
  { path: '/seller/3/products', params: { storeId: '3' }, fn: products.action, form: { intent: 'save' } },
  { path: '/seller/3/e-invoices?page=2', params: { storeId: '3' }, fn: eInvoices.loader },
  { path: '/seller/3/e-invoices/17.json', params: { storeId: '3', file: '17.json' }, fn: eInvoiceFile.loader },
];

const STORES = { data: [{ id: 3, url: 'kedai-ali', domain_name: 'Kedai Ali', logo: null, role: 'owner' }, { id: 8, url: 'kedai-abu', domain_name: 'Kedai Abu', logo: null, role: 'staff' }] };

const PRODUCT = { id: 41, product_type: 'product', product_name: 'Kopi O', image_url: null, unit: 'pack', price: 1_500, discount_percent: 0, price_after_discount: 1_500, stock_count: 120, min_qty: 6, qty_step: 6, max_qty: null, price_tiers: [{ min_qty: 24, unit_price: 1_200 }] };
const ORIGINAL = JSON.stringify({ price: 1_500, discount_percent: 0, stock_count: 120, min_qty: 6, qty_step: 6, max_qty: null, price_tiers: [{ min_qty: 24, unit_price: 1_200 }] });
const productForm = (changes: Record<string, string>) => ({
  intent: 'save',
  id: '41',
  original: ORIGINAL,
  price: '15.00',
  discount_percent: '0',
  stock_count: '120',
  min_qty: '6',
  qty_step: '6',
  max_qty: '',
  'price_tiers.0.min_qty': '24',
  'price_tiers.0.unit_price': '12.00',
  ...changes,
});

describe('the seller console for a guest', () => {
  it.each(CONSOLE_PAGES)('$path: sends them to sign in at /seller, in their language, before any API call', async ({ path, params, fn, form }) => {
    for (const prefix of ['', '/bm']) {
      const { context, calls } = stubApi();
      const outcome = await settle(fn, { request: pageRequest(prefix + path, form ? { form } : {}), context, params });
      expect(outcome.status).toBe(302);
      const location = new URL(outcome.location ?? '', 'http://shop.test');
      expect(location.pathname).toBe(`${prefix}/seller`);
      expect(location.searchParams.get('redirect')).toBe(prefix + path);
      expect(calls).toEqual([]);
    }
  });

  it('/seller shows the sign-in form, coming back to the page they were sent from, never to another site', async () => {
    const { context } = stubApi();
    const back = await settle(home.loader, { request: pageRequest('/bm/seller?redirect=%2Fbm%2Fseller%2F3%2Forders'), context });
    expect(back.data).toEqual({ signedIn: false, back: '/bm/seller/3/orders' });
    const away = await settle(home.loader, { request: pageRequest('/seller?redirect=%2F%2Fevil.example'), context });
    expect(away.data).toEqual({ signedIn: false, back: '/seller' });
  });
});

describe('/seller for a signed-in account', () => {
  it('opens the first store’s orders, or the one the switcher chose', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: STORES }));
    expect(await settle(home.loader, { request: pageRequest('/bm/seller', { token: TEST_TOKEN }), context })).toMatchObject({ status: 302, location: '/bm/seller/3/orders' });
    expect(await settle(home.loader, { request: pageRequest('/seller?store=8', { token: TEST_TOKEN }), context })).toMatchObject({ status: 302, location: '/seller/8/orders' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/seller/stores', authorization: `Bearer ${TEST_TOKEN}` });
  });

  it('says so when the account sells for no store, and signs in again when the API no longer takes the session', async () => {
    const none = stubApi(() => ({ status: 200, body: { data: [] } }));
    expect((await settle(home.loader, { request: pageRequest('/seller', { token: TEST_TOKEN }), context: none.context })).data).toEqual({ signedIn: true, back: '/seller' });
    const stale = stubApi(() => ({ status: 401, body: { error: true, message: 'Unauthenticated.' } }));
    expect((await settle(home.loader, { request: pageRequest('/seller', { token: TEST_TOKEN }), context: stale.context })).data).toEqual({ signedIn: false, back: '/seller' });
  });

  it('answers 404 for a store the seller does not sell for', async () => {
    const { context } = stubApi(() => ({ status: 200, body: STORES }));
    expect((await settle(store.loader, { request: pageRequest('/seller/5/orders', { token: TEST_TOKEN }), context, params: { storeId: '5' } })).status).toBe(404);
    expect((await settle(store.loader, { request: pageRequest('/seller/x/orders', { token: TEST_TOKEN }), context, params: { storeId: 'x' } })).status).toBe(404);
  });
});

describe('an order’s actions', () => {
  const act = (form: Record<string, string>, answer: { status: number; body: unknown }, prefix = '') => {
    const stub = stubApi(() => answer);
    return settle(order.action, { request: pageRequest(`${prefix}/seller/3/orders/9`, { token: TEST_TOKEN, form }), context: stub.context, params: { storeId: '3', id: '9' } }).then((outcome) => ({ outcome, calls: stub.calls }));
  };

  it('sends the ship form as typed and shows the API’s messages beside its fields, in Malay', async () => {
    const { outcome, calls } = await act(
      { intent: 'ship', courier: '', tracking_no: 'ab' },
      { status: 400, body: { error: true, message: 'Invalid courier', errors: { courier: ['Too small: expected string to have >=1 characters'], tracking_no: ['Letters, digits and dashes, 4 to 40'] } } },
      '/bm',
    );
    expect(calls).toEqual([expect.objectContaining<Partial<ApiCall>>({ method: 'POST', path: '/seller/stores/3/orders/9/ship', body: { courier: '', tracking_no: 'ab' }, language: 'ms' })]);
    expect(outcome).toMatchObject({ status: 400, data: { intent: 'ship', errors: { courier: ['Ruangan ini diperlukan'], tracking_no: ['Huruf, angka dan sempang, 4 hingga 40'] }, values: { courier: '', tracking_no: 'ab' } } });
  });

  it('sends a cancellation’s reason, and its note only when written; a move the order no longer allows says so above the form', async () => {
    const { outcome, calls } = await act({ intent: 'cancel', reason: 'SELLER_REQUEST', note: '  ' }, { status: 409, body: { error: true, message: 'An order that is SHIPPED cannot be given "cancel"', code: 'ILLEGAL_TRANSITION' } });
    expect(calls[0]).toMatchObject({ path: '/seller/stores/3/orders/9/cancel', body: { reason: 'SELLER_REQUEST' } });
    expect(outcome).toMatchObject({ status: 409, data: { intent: 'cancel', errors: { form: ['seller.actionRefused'] } } });
  });

  it('refuses an intent the console does not have, without a call', async () => {
    const { outcome, calls } = await act({ intent: 'refund' }, { status: 200, body: {} });
    expect(outcome.status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('the product editor’s save', () => {
  const save = (form: Record<string, string>, answer?: { status: number; body: unknown }, path = '/seller/3/products?search=kopi&page=2&edit=41') => {
    const stub = stubApi(() => answer);
    return settle(products.action, { request: pageRequest(path, { token: TEST_TOKEN, form }), context: stub.context, params: { storeId: '3' } }).then((outcome) => ({ outcome, calls: stub.calls }));
  };

  it('sends only what changed, in sen, and goes back to the list it came from with a note', async () => {
    const { outcome, calls } = await save(productForm({ stock_count: '500', 'price_tiers.1.min_qty': '60', 'price_tiers.1.unit_price': '11.5' }), { status: 200, body: { error: false, message: 'Product updated', data: PRODUCT } });
    expect(calls).toEqual([expect.objectContaining<Partial<ApiCall>>({ method: 'POST', path: '/seller/stores/3/products/41', body: { stock_count: 500, price_tiers: [{ min_qty: 24, unit_price: 1_200 }, { min_qty: 60, unit_price: 1_150 }] } })]);
    expect(outcome).toMatchObject({ status: 302, location: '/seller/3/products?search=kopi&page=2&done=productSaved' });
  });

  it('shows the API’s rule for each field beside it', async () => {
    const { outcome } = await save(productForm({ min_qty: '5' }), { status: 400, body: { error: true, message: 'The minimum must be a multiple of the step (6)', errors: { min_qty: ['The minimum must be a multiple of the step (6)'] } } });
    expect(outcome).toMatchObject({ status: 400, data: { intent: 'save', errors: { min_qty: ['The minimum must be a multiple of the step (6)'] }, values: { min_qty: '5' } } });
  });

  it('flags what is not a number without a call, and calls nothing when nothing changed', async () => {
    const bad = await save(productForm({ price: 'RM12' }));
    expect(bad.outcome).toMatchObject({ status: 400, data: { errors: { price: ['seller.v.ringgit'] } } });
    expect(bad.calls).toEqual([]);
    const same = await save(productForm({}));
    expect(same.outcome).toMatchObject({ status: 302, location: '/seller/3/products?search=kopi&page=2&done=unchanged' });
    expect(same.calls).toEqual([]);
    const tampered = await save(productForm({ original: '{"price":"free"}' }));
    expect(tampered.outcome.status).toBe(400);
    expect(tampered.calls).toEqual([]);
  });
});

describe('the monthly consolidated e-invoices', () => {
  const MONTHLY = {
    data: [
      { id: 17, type: '01', number: 'CINV-3-202610', period: '2026-10-01', status: 'VALID', total_payable: 11_000, tax_amount: 1_000, issued_at: '2026-11-01T01:00:00.000Z', reported_count: 12, validation_url: 'https://preprod.myinvois.hasil.gov.my/UUID/share/LONG', last_error: null },
      { id: 18, type: '04', number: 'CRN-3-202610-1', period: '2026-10-01', status: 'INVALID', total_payable: 2_000, tax_amount: 0, issued_at: '2026-11-01T01:00:00.000Z', reported_count: 1, validation_url: null, last_error: 'CF321' },
    ],
    meta: { total: 26, page: 2, per_page: 24, last_page: 2 },
  };

  it('loads the page the URL names, 24 a page, from the store’s list', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: MONTHLY }));
    const outcome = await settle(eInvoices.loader, { request: pageRequest('/bm/seller/3/e-invoices?page=2', { token: TEST_TOKEN }), context, params: { storeId: '3' } });
    expect(calls).toEqual([expect.objectContaining<Partial<ApiCall>>({ method: 'GET', path: '/seller/stores/3/e-invoices?page=2&per_page=24', authorization: `Bearer ${TEST_TOKEN}`, language: 'ms' })]);
    expect(outcome).toMatchObject({ status: 200, data: { storeId: 3, list: MONTHLY } });
    // A page number that is none is the first page.
    const first = stubApi(() => ({ status: 200, body: { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1 } } }));
    await settle(eInvoices.loader, { request: pageRequest('/seller/3/e-invoices?page=zz', { token: TEST_TOKEN }), context: first.context, params: { storeId: '3' } });
    expect(first.calls[0]?.path).toBe('/seller/stores/3/e-invoices?page=1&per_page=24');
  });

  it('answers 404 for a store the seller does not sell for, and signs in again when the API no longer takes the session', async () => {
    const other = stubApi(() => ({ status: 404, body: { error: true, message: 'Store not found' } }));
    expect((await settle(eInvoices.loader, { request: pageRequest('/seller/5/e-invoices', { token: TEST_TOKEN }), context: other.context, params: { storeId: '5' } })).status).toBe(404);
    const stale = stubApi(() => ({ status: 401, body: { error: true, message: 'Unauthenticated.' } }));
    expect(await settle(eInvoices.loader, { request: pageRequest('/seller/3/e-invoices', { token: TEST_TOKEN }), context: stale.context, params: { storeId: '3' } })).toMatchObject({ status: 302, location: '/seller?redirect=%2Fseller%2F3%2Fe-invoices' });
  });

  it('downloads a document’s JSON through the storefront, and refuses any other file name without a call', async () => {
    const ubl = { Invoice: [{ ID: [{ _: 'CINV-3-202610' }] }] };
    const { context, calls } = stubApi(() => ({ status: 200, body: ubl }));
    const res = (await eInvoiceFile.loader({ request: pageRequest('/seller/3/e-invoices/17.json', { token: TEST_TOKEN }), context, params: { storeId: '3', file: '17.json' } } as never)) as Response;
    expect(calls).toEqual([expect.objectContaining<Partial<ApiCall>>({ method: 'GET', path: '/seller/stores/3/e-invoices/17/json' })]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual(ubl);

    for (const file of ['17.pdf', 'invoice.pdf', '0.json', 'x.json']) {
      const stub = stubApi();
      const outcome = await settle(eInvoiceFile.loader, { request: pageRequest(`/seller/3/e-invoices/${file}`, { token: TEST_TOKEN }), context: stub.context, params: { storeId: '3', file } });
      expect(outcome.status, file).toBe(404);
      expect(stub.calls).toEqual([]);
    }
    // Another store's document (or an order's) is the API's 404, passed on.
    const missing = stubApi(() => ({ status: 404, body: { error: true, message: 'No e-invoice found' } }));
    expect((await settle(eInvoiceFile.loader, { request: pageRequest('/seller/3/e-invoices/99.json', { token: TEST_TOKEN }), context: missing.context, params: { storeId: '3', file: '99.json' } })).status).toBe(404);
  });
});
