import { describe, expect, it } from 'vitest';
import { pageRequest, settle, stubApi } from '../test/route-call';
import { action } from './auth';

const USER = { id: 7, name: 'Aminah', email: 'aminah@kedai.my', mobile_no: '+60123456789', company_name: 'Kedai Aminah', reg_no: '202001012345', interest: [7], interest_other: null, email_verified: true, created_at: '2026-01-05T08:00:00.000Z' };

/** Signs in through the page's action with `redirect`, the API answering yes; where the browser is sent. */
async function signInTo(redirect: string, path = '/auth') {
  const { context } = stubApi(() => ({ status: 200, body: { access_token: 'a'.repeat(43), user: USER } }));
  const outcome = await settle(action, { request: pageRequest(path, { form: { intent: 'login', email: USER.email, password: 'Kopi passphrase 2026', redirect } }), context });
  expect(outcome.status).toBe(302);
  return outcome.location;
}

describe('sign-in redirect (issue 14, finding 3)', () => {
  it('returns the buyer to the page they came from', async () => {
    expect(await signInTo('/cart?x=1')).toBe('/cart?x=1');
  });

  it.each(['/.//evil.example', '//evil.example', '/\\evil.example', '/./\\evil.example', '/\t/evil.example', 'https://evil.example', '/%2e//evil.example'])('never sends the browser to another host for %j', async (target) => {
    const location = await signInTo(target);
    expect(new URL(location ?? '', 'https://borong.my').origin).toBe('https://borong.my');
    expect(location).toBe('/');
  });

  it('falls back to the Malay home page in Malay', async () => {
    expect(await signInTo('/.//evil.example', '/bm/auth')).toMatch(/^\/bm\/?$/);
  });
});
