import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTier } from './api-tier';

/** A stand-in API tier that echoes what reached it and counts the connections it was sent on. */
async function echoServer() {
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-answered-by', 'api');
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

type Echo = { method: string; url: string; headers: Record<string, string>; body: string };

describe('the web tier’s calls to the API tier', () => {
  let api: Awaited<ReturnType<typeof echoServer>>;
  let tier: ReturnType<typeof apiTier>;
  beforeAll(async () => {
    api = await echoServer();
    tier = apiTier(api.url);
  });
  afterAll(() => {
    tier.close();
    api.server.close();
  });

  it('calls /api paths as the buyer, with the page’s headers and body', async () => {
    const call = tier.fetchFor('203.0.113.7');
    const echo = (await (await call('/v1/cart', { method: 'POST', headers: { authorization: 'Bearer t', 'x-forwarded-for': '198.51.100.1' }, body: '{"a":1}' })).json()) as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/api/v1/cart', body: '{"a":1}', headers: { authorization: 'Bearer t', 'x-forwarded-for': '203.0.113.7' } });
  });

  it('keeps its connections to the API tier alive between calls', async () => {
    const before = api.connections();
    // The pool may open a second connection while the first is being handed back, then reuses both.
    for (let i = 0; i < 6; i += 1) await (await tier.fetchFor('203.0.113.7')('/v1/menu')).json();
    expect(api.connections() - before).toBeLessThanOrEqual(2);
  });

  describe('a browser’s /api request', () => {
    const web = Fastify({ trustProxy: false });
    beforeAll(async () => {
      web.removeAllContentTypeParsers();
      web.addContentTypeParser('*', (_request, _payload, done) => done(null));
      web.route({ method: ['GET', 'POST'], url: '/api/*', handler: (request, reply) => tier.proxy(request, reply) });
      await web.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => web.close());
    const webUrl = () => `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;

    it('passes method, path, headers and body on, with the socket’s address in place of the browser’s X-Forwarded-For', async () => {
      const res = await fetch(`${webUrl()}/api/v1/orders?page=2`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.1', forwarded: 'for=198.51.100.1', 'idempotency-key': 'k1' }, body: 'hello' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-answered-by')).toBe('api');
      const echo = (await res.json()) as Echo;
      expect(echo).toMatchObject({ method: 'POST', url: '/api/v1/orders?page=2', body: 'hello', headers: { 'content-type': 'text/plain', 'x-forwarded-for': '127.0.0.1', 'idempotency-key': 'k1' } });
      expect(echo.headers.forwarded).toBeUndefined();
    });

    it('reuses its connection to the API tier', async () => {
      const before = api.connections();
      for (let i = 0; i < 6; i += 1) expect((await fetch(`${webUrl()}/api/v1/menu`)).status).toBe(200);
      expect(api.connections() - before).toBeLessThanOrEqual(1);
    });
  });

  it('answers 503 at once, and says so, when the API tier cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const down = apiTier(url);
    const web = Fastify();
    web.get('/api/*', (request, reply) => down.proxy(request, reply));
    try {
      const res = await web.inject({ method: 'GET', url: '/api/v1/menu' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: true, message: 'The service is unavailable; please try again shortly.' });
      expect(await down.reachable()).toBe(false);
      await expect(down.fetchFor('203.0.113.7')('/v1/menu')).rejects.toThrow();
    } finally {
      down.close();
      await web.close();
    }
  });
});
