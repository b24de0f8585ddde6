import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ORDER } from '../../test/order-fixture';
import { pageRequest, settle, stubApi, TEST_TOKEN, type ApiCall } from '../../test/route-call';
import * as cart from '../cart';
import * as detail from './order-detail';
import * as list from './orders';
import * as csv from './orders-export';
import * as orderFile from './order-file';

const EMPTY_COUNTS = { NEW_ORDER: 0, PROCESSED: 0, READY_TO_SHIP: 0, SHIPPED: 0, COMPLETE: 0, RETURNS_CANCELLATION: 0 };
const signedIn = (path: string, form?: Record<string, string>) => pageRequest(path, { token: TEST_TOKEN, ...(form ? { form } : {}) });
const route = (c: ApiCall) => `${c.method} ${c.path}`;

describe('/settings/orders', () => {
  it('asks the API for the tab, search and page of the URL, in the page’s language', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { data: [], meta: { total: 0, page: 2, per_page: 10, last_page: 1 }, counts: EMPTY_COUNTS } }));
    const outcome = await settle(list.loader, { request: signedIn('/bm/settings/orders?status=RETURNS_CANCELLATION&search=kopi&search_field=product&page=2'), context });
    expect(outcome).toMatchObject({ status: 200, data: { params: { status: 'RETURNS_CANCELLATION', search: 'kopi', search_field: 'product', page: 2 } } });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/mydin-online/orders?status=RETURNS_CANCELLATION&search=kopi&search_field=product&page=2', language: 'ms' })]);
  });
});

describe('the order page', () => {
  it('says "Invalid Order Number" (400) for an id that is none, without asking the API', async () => {
    const { context, calls } = stubApi();
    const outcome = await settle(detail.loader, { request: signedIn('/settings/orders/BR1'), context, params: { id: 'BR1' } });
    expect(outcome).toMatchObject({ status: 400, data: { problem: 'invalid', order: null } });
    expect(calls).toEqual([]);
  });

  it('says "No order found" (404) for another buyer’s order or none', async () => {
    const { context } = stubApi(() => ({ status: 404, body: { error: true, message: 'No order found' } }));
    const outcome = await settle(detail.loader, { request: signedIn('/settings/orders/99'), context, params: { id: '99' } });
    expect(outcome).toMatchObject({ status: 404, data: { problem: 'notFound', order: null } });
  });

  it('cancels with a reason, a note and where the refund goes, then shows the order with "Your order has been cancelled"', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Your order has been cancelled', data: { ...ORDER, status: 'CANCELLED', can_cancel: false } } }));
    const outcome = await settle(detail.action, { request: signedIn('/bm/settings/orders/12?cancel=1', { intent: 'cancel', reason: 'DUPLICATE_ORDER', note: '  Ordered twice ', refund_to: 'ORIGINAL' }), context, params: { id: '12' } });
    expect(outcome).toMatchObject({ status: 302, location: '/bm/settings/orders/12?done=orderCancelled' });
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/mydin-online/order/cancel/12', body: { reason: 'DUPLICATE_ORDER', note: 'Ordered twice', refund_to: 'ORIGINAL' } })]);
  });

  it('asks for a reason, and keeps the note, before calling the API', async () => {
    const { context, calls } = stubApi();
    for (const reason of ['', 'BORED']) {
      const outcome = await settle(detail.action, { request: signedIn('/settings/orders/12', { intent: 'cancel', reason, note: 'x' }), context, params: { id: '12' } });
      expect(outcome).toMatchObject({ status: 400, data: { intent: 'cancel', errors: { reason: ['REQUIRED'] }, values: { note: 'x' } } });
    }
    const long = await settle(detail.action, { request: signedIn('/settings/orders/12', { intent: 'cancel', reason: 'CHANGE_OF_MIND', note: 'x'.repeat(501) }), context, params: { id: '12' } });
    expect(long).toMatchObject({ status: 400, data: { errors: { note: ['orders.noteTooLong'] } } });
    expect(calls).toEqual([]);
  });

  it('says "Cancellation failed" when the order has moved on (409)', async () => {
    const { context } = stubApi(() => ({ status: 409, body: { error: true, message: 'Cancellation failed' } }));
    const outcome = await settle(detail.action, { request: signedIn('/settings/orders/12', { intent: 'cancel', reason: 'CHANGE_OF_MIND' }), context, params: { id: '12' } });
    expect(outcome).toMatchObject({ status: 409, data: { intent: 'cancel', errors: { form: ['orders.cancelFailed'] }, values: { reason: 'CHANGE_OF_MIND' } } });
  });

  it('confirms an order received', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Thank you for confirming your order', data: { ...ORDER, status: 'COMPLETE', can_cancel: false } } }));
    const outcome = await settle(detail.action, { request: signedIn('/settings/orders/12', { intent: 'complete' }), context, params: { id: '12' } });
    expect(outcome).toMatchObject({ status: 302, location: '/settings/orders/12?done=orderCompleted' });
    expect(calls.map(route)).toEqual(['POST /mydin-online/order/complete/12']);
  });
});

describe('"Buy again" (the cart’s action)', () => {
  it('puts the order back in the cart and answers how many were added and skipped', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: '2 added to your cart', data: { added: 2, skipped: 1 } } }));
    const outcome = await settle(cart.action, { request: signedIn('/cart', { intent: 'buy_again', order_id: '12' }), context });
    expect(outcome).toMatchObject({ status: 200, data: { intent: 'buy_again', ok: true, added: 2, skipped: 1 } });
    expect(calls.map(route)).toEqual(['POST /mydin-online/order/buy-again/12']);
    const bad = await settle(cart.action, { request: signedIn('/cart', { intent: 'buy_again', order_id: 'x' }), context });
    expect(bad.status).toBe(400);
    expect(calls).toHaveLength(1);
  });
});

describe('the CSV download', () => {
  it('fetches the API’s CSV with the session and the list’s filters, and passes it on as a file', async () => {
    const file = 'order_no,created_at\r\nBR00000012,2026-03-02T02:00:00.000Z\r\n';
    const seen: { path: string; headers: Headers }[] = [];
    const apiFetch = async (path: string, init: RequestInit = {}) => {
      seen.push({ path, headers: new Headers(init.headers) });
      return new Response(file, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="borong-orders.csv"' } });
    };
    const context = { apiFetch } as unknown as AppLoadContext;
    const response = (await csv.loader({ request: signedIn('/settings/orders/export.csv?status=PROCESSED&search=kopi&search_field=seller&page=3'), context, params: {} } as never)) as Response;
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/mydin-online/orders/export?status=PROCESSED&search=kopi&search_field=seller');
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="borong-orders.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(file);
  });

  it('sends a session the API refuses to sign in again', async () => {
    const { context } = stubApi(() => ({ status: 401, body: { error: true, message: 'Unauthenticated.' } }));
    const outcome = await settle(csv.loader, { request: signedIn('/settings/orders/export.csv'), context });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/\?action=auth/);
  });
});

describe('an order’s files', () => {
  it('passes on the e-invoice JSON and the invoice PDF the API answers, fetched with the session', async () => {
    const seen: { path: string; headers: Headers }[] = [];
    const apiFetch = async (path: string, init: RequestInit = {}) => {
      seen.push({ path, headers: new Headers(init.headers) });
      return path.endsWith('/3')
        ? new Response('{"Invoice":[]}', { headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': 'attachment; filename="INV-BR00000012.json"' } })
        : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-BR00000012.pdf"' } });
    };
    const context = { apiFetch } as unknown as AppLoadContext;
    const json = (await orderFile.loader({ request: signedIn('/settings/orders/12/files/3.json'), context, params: { id: '12', file: '3.json' } } as never)) as Response;
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="INV-BR00000012.json"');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await json.text()).toBe('{"Invoice":[]}');
    const pdf = (await orderFile.loader({ request: signedIn('/settings/orders/12/files/invoice.pdf'), context, params: { id: '12', file: 'invoice.pdf' } } as never)) as Response;
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(seen.map((c) => c.path)).toEqual(['/mydin-online/order/e-invoices/12/3', '/mydin-online/order/invoice/12']);
    expect(seen.every((c) => c.headers.get('authorization') === `Bearer ${TEST_TOKEN}`)).toBe(true);
  });

  it('is a 404 for a name that is no file, and the API’s 404 for another buyer’s order', async () => {
    const { context, calls } = stubApi(() => ({ status: 404, body: { error: true, message: 'No order found' } }));
    const bad = (await orderFile.loader({ request: signedIn('/settings/orders/12/files/secrets.txt'), context, params: { id: '12', file: 'secrets.txt' } } as never)) as Response;
    expect(bad.status).toBe(404);
    expect(calls).toHaveLength(0);
    const theirs = (await orderFile.loader({ request: signedIn('/settings/orders/13/files/invoice.pdf'), context, params: { id: '13', file: 'invoice.pdf' } } as never)) as Response;
    expect(theirs.status).toBe(404);
    expect(calls.map(route)).toEqual(['GET /mydin-online/order/invoice/13']);
  });
});
