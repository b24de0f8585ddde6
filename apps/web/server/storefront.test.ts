import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessApiFetch } from './storefront';

describe('inProcessApiFetch', () => {
  const app = Fastify({ trustProxy: 'loopback,uniquelocal' });
  app.get('/api/whoami', async (request) => ({ ip: request.ip }));
  app.post('/api/echo', async (request) => ({ type: request.headers['content-type'], body: request.body }));
  app.addContentTypeParser(['multipart/form-data', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
  afterAll(() => app.close());

  it('calls the API as the buyer’s address, never the web server’s', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami');
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('ignores a forwarded-for header a browser might try to smuggle through', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
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
