import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeApi } from '../features/home/api';
import { navigationApi } from '../features/navigation/api';
import { searchApi } from '../features/search/api';
import { storesApi } from '../features/stores/api';
import { createApiClient, type ApiFetch } from '../lib/api';

interface Call {
  path: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A fake of the API: records each call and answers with the given status and body (JSON unless a string or bytes). */
function fakeApi(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const calls: Call[] = [];
  const fetch: ApiFetch = async (path, init = {}) => {
    calls.push({ path, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return new Response(typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body), { status, headers });
  };
  return { fetch, calls };
}

const store = {
  id: 1,
  url: 'kedai-runcit-ali',
  logo: '/api/media/stores/1.svg',
  domain_name: 'Kedai Runcit Ali',
  upper_right_text: 'VIP',
  top_category_text: 'Food & Beverage',
  industry_text: 'Retail',
  description: null,
  tier: 'VIP_DIRECT',
  state: 'Selangor',
};
const storePage = { data: [store], meta: { total: 1, page: 1, per_page: 9, last_page: 1, total_estimated: false } };

/** The search feature's calls over a client: the core is what these tests are about. */
const search = (options: Parameters<typeof createApiClient>[0]) => searchApi(createApiClient(options));

describe('createApiClient', () => {
  it('parses a successful answer with the contract schema', async () => {
    const api = fakeApi(200, storePage);
    const result = await search({ fetch: api.fetch, locale: 'en' }).searchStores({ per_page: 9 });
    expect(result).toEqual({ ok: true, status: 200, data: storePage });
  });

  it('maps each feature call to its route, query and method', async () => {
    const api = fakeApi(200, storePage);
    const client = createApiClient({ fetch: api.fetch, locale: 'en' });
    await searchApi(client).searchStores({ search: 'kedai runcit', page: 2, per_page: 27, brand_name: undefined, tier: '' });
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/v1/sales-agent/aggregator/domains?search=kedai+runcit&page=2&per_page=27' });

    await navigationApi(client).pageManagements({ type: 'header', per_page: 100, status: 'active' });
    expect(api.calls[1]?.path).toBe('/page_managements?type=header&per_page=100&status=active');

    await storesApi(client).store('a/b');
    expect(api.calls[2]?.path).toBe('/v1/stores/a%2Fb');

    await homeApi(client).catalogueBlock(12);
    expect(api.calls[3]).toMatchObject({ method: 'POST', path: '/v2/homepage/catalogue_block', body: '{"block_ids":[12]}' });
    expect(api.calls[3]?.headers.get('content-type')).toBe('application/json');

    await navigationApi(client).categoryMenu();
    expect(api.calls[4]?.path).toBe('/v1/categories/menu');
  });

  it('sends JSON headers, Accept-Language ms for Malay, and no Authorization without a token', async () => {
    const api = fakeApi(200, storePage);
    await search({ fetch: api.fetch, locale: 'ms' }).searchStores();
    const headers = api.calls[0]?.headers;
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('accept-language')).toBe('ms');
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.has('content-type')).toBe(false);
  });

  it('sends Accept-Language en for English', async () => {
    const api = fakeApi(200, storePage);
    await search({ fetch: api.fetch, locale: 'en' }).searchStores();
    expect(api.calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it('sends the bearer token when there is one', async () => {
    const api = fakeApi(200, storePage);
    await search({ fetch: api.fetch, locale: 'en', token: 'tok_123' }).searchStores();
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer tok_123');
  });

  it("returns the server's error body instead of throwing", async () => {
    const body = { error: true, message: 'Invalid page: page must be a whole number from 1', errors: { page: ['page must be a whole number from 1'] } };
    const api = fakeApi(400, body);
    const result = await search({ fetch: api.fetch, locale: 'en' }).searchStores({ page: 0 });
    expect(result).toEqual({ ok: false, status: 400, error: body });
  });

  it('returns a 404 error body as is', async () => {
    const api = fakeApi(404, { error: true, message: 'Catalogue Does Not Exist' });
    const result = await homeApi(createApiClient({ fetch: api.fetch, locale: 'en' })).catalogue('missing');
    expect(result).toEqual({ ok: false, status: 404, error: { error: true, message: 'Catalogue Does Not Exist' } });
  });

  it('gives a failure that is not an API error body (a proxy page) a plain error', async () => {
    const api = fakeApi(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    const result = await search({ fetch: api.fetch, locale: 'en' }).tiers();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(502);
      expect(result.error.error).toBe(true);
      expect(result.error.message).not.toContain('<html>');
    }
  });

  it('turns a network failure into a 503 result', async () => {
    const fetch: ApiFetch = async () => {
      throw new TypeError('fetch failed');
    };
    const result = await navigationApi(createApiClient({ fetch, locale: 'en' })).categoryMenu();
    expect(result).toEqual({ ok: false, status: 503, error: { error: true, message: 'Service unavailable' } });
  });

  it('returns a 502 result and reports it when an answer breaks its contract', async () => {
    const api = fakeApi(200, { data: [{ id: 'not a number' }], meta: {} });
    const reported: string[] = [];
    const result = await search({ fetch: api.fetch, locale: 'en', onContractMismatch: (path) => reported.push(path) }).searchStores();
    expect(result).toMatchObject({ ok: false, status: 502, error: { error: true } });
    expect(reported).toEqual(['/v1/sales-agent/aggregator/domains']);
  });

  it('passes the abort signal to every call', async () => {
    let seen: AbortSignal | null | undefined;
    const fetch: ApiFetch = async (_path, init) => {
      seen = init?.signal;
      return new Response(JSON.stringify(storePage), { status: 200 });
    };
    const controller = new AbortController();
    await search({ fetch, locale: 'en', signal: controller.signal }).searchStores();
    expect(seen).toBe(controller.signal);
  });

  it('sends FormData as multipart, leaving the boundary to fetch', async () => {
    const api = fakeApi(200, { ok: true });
    const form = new FormData();
    form.append('name', 'Kedai Ali');
    form.append('document', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'ssm.pdf');
    const result = await createApiClient({ fetch: api.fetch, locale: 'en', token: 'tok' }).post(z.object({ ok: z.boolean() }), '/upload', form);
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    expect(api.calls[0]?.body).toBe(form);
    expect(api.calls[0]?.headers.has('content-type')).toBe(false);
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    // What actually goes on the wire: a multipart body with the file in it.
    const wire = new Request('http://api.test/upload', { method: 'POST', body: api.calls[0]?.body });
    expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await wire.text()).toContain('filename="ssm.pdf"');
  });

  it('sends URLSearchParams urlencoded', async () => {
    const api = fakeApi(200, { ok: true });
    const body = new URLSearchParams({ email: 'ali@example.com', note: 'a & b' });
    await createApiClient({ fetch: api.fetch, locale: 'en' }).post(z.object({ ok: z.boolean() }), '/form', body);
    const wire = new Request('http://api.test/form', { method: 'POST', body: api.calls[0]?.body });
    expect(wire.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await wire.text()).toBe('email=ali%40example.com&note=a+%26+b');
  });

  it('reads a binary answer as a Blob or an ArrayBuffer, with its content type', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const api = fakeApi(200, pdf, { 'content-type': 'application/pdf' });
    const client = createApiClient({ fetch: api.fetch, locale: 'en' });
    const asBlob = await client.binary('blob', 'GET', '/invoices/7.pdf', { accept: 'application/pdf' });
    expect(api.calls[0]?.headers.get('accept')).toBe('application/pdf');
    expect(asBlob.ok && asBlob.data.contentType).toBe('application/pdf');
    expect(asBlob.ok && new Uint8Array(await asBlob.data.body.arrayBuffer())).toEqual(pdf);
    const asBuffer = await client.binary('arrayBuffer', 'GET', '/invoices/7.pdf');
    expect(asBuffer.ok && new Uint8Array(asBuffer.data.body)).toEqual(pdf);
  });

  it('hands a file answer on unread, with the headers that name it', async () => {
    const csv = 'order_no,status\r\nBR00000001,PROCESSED\r\n';
    const api = fakeApi(200, new TextEncoder().encode(csv), { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="orders.csv"' });
    const result = await createApiClient({ fetch: api.fetch, locale: 'ms', token: 'tok' }).stream('GET', '/orders/export', { query: { status: 'PROCESSED', search: '' }, accept: 'text/csv' });
    expect(api.calls[0]?.path).toBe('/orders/export?status=PROCESSED');
    expect(api.calls[0]?.headers.get('accept')).toBe('text/csv');
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    if (!result.ok) throw new Error('expected a file');
    expect(result.data).toMatchObject({ contentType: 'text/csv; charset=utf-8', contentDisposition: 'attachment; filename="orders.csv"' });
    expect(await new Response(result.data.body).text()).toBe(csv);
    const failed = await createApiClient({ fetch: fakeApi(401, { error: true, message: 'Unauthenticated.' }).fetch, locale: 'en' }).stream('GET', '/orders/export');
    expect(failed).toEqual({ ok: false, status: 401, error: { error: true, message: 'Unauthenticated.' } });
  });

  it("returns a binary call's JSON error body instead of the bytes", async () => {
    const api = fakeApi(404, { error: true, message: 'Invoice not found' });
    const result = await createApiClient({ fetch: api.fetch, locale: 'en' }).binary('blob', 'GET', '/invoices/8.pdf');
    expect(result).toEqual({ ok: false, status: 404, error: { error: true, message: 'Invoice not found' } });
  });
});
