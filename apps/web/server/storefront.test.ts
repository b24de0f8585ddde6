import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessApiFetch } from './storefront';

describe('inProcessApiFetch', () => {
  const app = Fastify({ trustProxy: 'loopback,uniquelocal' });
  app.get('/api/whoami', async (request) => ({ ip: request.ip }));
  afterAll(() => app.close());

  it('calls the API as the buyer’s address, never the web server’s', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami');
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('ignores a forwarded-for header a browser might try to smuggle through', async () => {
    const res = await inProcessApiFetch(app)('203.0.113.7')('/whoami', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(await res.json()).toEqual({ ip: '203.0.113.7' });
  });
});
