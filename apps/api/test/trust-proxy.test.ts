import { describe, expect, it } from 'vitest';
import { useTestApi } from './harness';

/** forgot-password allows 20 an hour per address; at this scale, 2. */
const env = { AUTH_RATE_LIMIT_SCALE: '0.1' };
const forgot = (t: ReturnType<typeof useTestApi>, n: number, forwardedFor: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: `proxy${n}.${forwardedFor.replace(/\W/g, '')}@example.my`, source_id: 'MYDIN' }, headers: { 'x-forwarded-for': forwardedFor } });

describe('X-Forwarded-For with no trusted proxy (the default)', () => {
  const t = useTestApi('pglite', { seed: false, env });

  it('is ignored, so a new address in it does not reset the per-address limit', async () => {
    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push((await forgot(t, n, `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('is ignored even when it is not an address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': 'not-an-ip' } })).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For from a trusted proxy (TRUST_PROXY)', () => {
  const t = useTestApi('pglite', { seed: false, env: { ...env, TRUST_PROXY: 'loopback' } });

  it('names the client, so each client is counted on its own', async () => {
    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push((await forgot(t, n, `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('is refused with 400 when it lists something that is not an address', async () => {
    for (const value of ['not-an-ip', '198.51.100.1, evil', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': value } });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ error: true, message: 'X-Forwarded-For must list IP addresses' });
    }
  });
});
