import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_BODY_LIMITS, inProcessApiFetch, isFilePath, readPageBody, watchedApiFetch } from './storefront';

describe('inProcessApiFetch', () => {
  const app = Fastify({ trustProxy: 'loopback,uniquelocal' });
  app.get('/api/whoami', async (request) => ({ ip: request.ip }));
  app.post('/api/echo', async (request) => ({ type: request.headers['content-type'], body: request.body }));
  app.addContentTypeParser(['multipart/form-data', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.get('/api/file', async (_request, reply) => reply.type('application/pdf').header('ETag', 'W/"1"').header('Set-Cookie', ['a=1', 'b=2']).send(Buffer.from('%PDF-1.7')));
  app.get('/api/unchanged', async (_request, reply) => reply.code(304).send());
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ error: true, message: 'Not found' }));
  afterAll(() => app.close());

  it('calls the API as the buyer’s address, never the web server’s', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami');
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('ignores a forwarded-for header a browser might try to smuggle through', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('answers as a Fetch Response would: status, headers by any case, JSON, bytes and no body where HTTP has none', async () => {
    const api = inProcessApiFetch(app)('203.0.113.7');
    const file = await api('/file');
    expect([file.status, file.ok, file.headers.get('Content-Type'), file.headers.get('etag'), file.headers.get('set-cookie'), file.headers.get('x-absent')]).toEqual([
      200,
      true,
      'application/pdf',
      'W/"1"',
      'a=1, b=2',
      null,
    ]);
    const blob = await file.blob();
    expect([blob.type, await blob.text()]).toEqual(['application/pdf', '%PDF-1.7']);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF-1.7');
    expect(await new Response(file.body).text()).toBe('%PDF-1.7');
    await expect(file.json()).rejects.toThrow(SyntaxError);

    const unchanged = await api('/unchanged');
    expect([unchanged.status, unchanged.ok, unchanged.body]).toEqual([304, false, null]);
    const missing = await api('/missing');
    expect([missing.status, missing.ok, missing.statusText, await missing.json()]).toEqual([404, false, 'Not Found', { error: true, message: 'Not found' }]);
  });

  it('passes urlencoded and multipart bodies on, encoded as on the wire', async () => {
    const urlencoded = await inProcessApiFetch(app)('203.0.113.7')('/echo', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    expect(await urlencoded.json()).toEqual({ type: 'application/x-www-form-urlencoded;charset=UTF-8', body: 'a=1' });
    const form = new FormData();
    form.append('doc', new Blob(['%PDF'], { type: 'application/pdf' }), 'a.pdf');
    const multipart = (await (await inProcessApiFetch(app)('203.0.113.7')('/echo', { method: 'POST', body: form })).json()) as { type: string; body: string };
    expect(multipart.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('filename="a.pdf"');
  });
});

describe('readPageBody', () => {
  const form = 'application/x-www-form-urlencoded';
  async function* chunks(count: number, size: number, onRead?: () => void): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < count; i += 1) {
      onRead?.();
      yield new Uint8Array(size).fill(97);
    }
  }
  async function* once(text: string): AsyncGenerator<Uint8Array> {
    yield new TextEncoder().encode(text);
  }

  it('passes a form through as the bytes it was sent', async () => {
    const read = await readPageBody('POST', { 'content-type': form, 'content-length': '7' }, once('a=1&b=2'));
    expect(read.ok && new TextDecoder().decode(read.body ?? undefined)).toBe('a=1&b=2');
  });

  it('refuses JSON, text and bodies without a type with 415, but not an empty post', async () => {
    for (const type of ['application/json', 'text/plain', undefined]) {
      const read = await readPageBody('POST', { 'content-type': type, 'content-length': '2' }, once('{}'));
      expect(read).toMatchObject({ ok: false, status: 415 });
    }
    expect(await readPageBody('POST', { 'content-length': '0' }, once(''))).toEqual({ ok: true, body: null });
  });

  it('stops reading a chunked body once it passes the limit, and answers 413', async () => {
    let reads = 0;
    const limit = PAGE_BODY_LIMITS[form];
    const read = await readPageBody('POST', { 'content-type': form, 'transfer-encoding': 'chunked' }, chunks(10_000, 16 * 1024, () => (reads += 1)));
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(reads).toBe(Math.floor(limit / (16 * 1024)) + 1);
  });

  it('answers 413 from a declared length without reading the body', async () => {
    let reads = 0;
    const read = await readPageBody('POST', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(250 * 1024 * 1024) }, chunks(1, 1, () => (reads += 1)));
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(reads).toBe(0);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const read = await readPageBody('POST', { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': '20' }, once('not a multipart body'));
    expect(read).toMatchObject({ ok: false, status: 400 });
  });
});

describe('isFilePath', () => {
  it('knows asset and image paths, which get a short 404, from page paths, which React Router renders', () => {
    for (const file of ['/assets/nope.js', '/assets/whatever', '/favicon.ico', '/banner.JPG', '/a.woff2', '/manifest.webmanifest', '/x.css']) expect(isFilePath(file), file).toBe(true);
    for (const page of ['/', '/robots.txt', '/sitemap.xml', '/settings/orders/export.csv', '/store/kedai-a', '/bm/search', '/product/12', '/dispute-photos/a1b2.webp', '/settings/orders/7/files/12.json', '/images/banner.png']) expect(isFilePath(page), page).toBe(false);
  });
});

describe('watchedApiFetch', () => {
  const answering = (status: number) => async () => new Response('{}', { status });

  it('marks a page whose API calls failed or were refused for the visitor’s rate, so it is not kept for other guests', async () => {
    for (const status of [500, 503, 429]) {
      const api = watchedApiFetch(answering(status));
      await api.fetch('/v1/products/search?search=beras');
      expect(api.failed(), String(status)).toBe(true);
    }
    const thrown = watchedApiFetch(async () => {
      throw new Error('connection refused');
    });
    await expect(thrown.fetch('/v1/tiers')).rejects.toThrow('connection refused');
    expect(thrown.failed()).toBe(true);
  });

  it('leaves a page whose calls answered, 404s included, free to be kept', async () => {
    for (const status of [200, 404, 422]) {
      const api = watchedApiFetch(answering(status));
      await api.fetch('/v1/stores/none');
      expect(api.failed(), String(status)).toBe(false);
    }
  });
});
