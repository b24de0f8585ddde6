import { describe, expect, it } from 'vitest';
import { pageRequest, settle, stubApi, type ApiCall } from '../test/route-call';
import { action as registerAction } from './register';
import { loader as searchLoader } from './search';

const REFUSED = 'must not contain control characters';

/** The API's answer to a control character in a field (apps/api/src/app/control-characters.ts): a 400 naming it. */
function refusal(field: string) {
  return { status: 400, body: { error: true, message: `Invalid ${field}: ${REFUSED}`, errors: { [field]: [REFUSED] } } };
}

const hasControl = (text: string) => /\p{Cc}/u.test(text);

describe('a control character typed into a page form', () => {
  it("comes back from registration as the API's field error beside the name, not a 500", async () => {
    const { context, calls } = stubApi((call: ApiCall) => {
      if (call.path === '/auth/register') return hasControl(String((call.body as { name?: unknown }).name)) ? refusal('name') : undefined;
      if (call.path === '/auth/login') return { status: 401, body: { error: true, message: 'Invalid email or password' } };
      return undefined;
    });
    const form = {
      name: 'Aminah\u0000 binti Yusof',
      email: 'aminah@kedai.example.my',
      mobile_no: '0123456789',
      company_name: 'Kedai Runcit Aminah Sdn Bhd',
      reg_no: '202301012345',
      password: 'Kedai runcit 2024!',
      password_confirmation: 'Kedai runcit 2024!',
      interest: '7',
    };
    const outcome = await settle(registerAction, { request: pageRequest('/register', { form }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ fieldErrors: { name: [REFUSED] } });
    expect(calls.map((c) => c.path)).toContain('/auth/register');
  });
});

describe('a control character in a page query parameter', () => {
  it.each(['%00', 'kopi%00', '%1B', '%C2%85'])('search=%s renders the search page without results, not a 500', async (search) => {
    const { context } = stubApi((call) => {
      if (call.path.startsWith('/v1/sales-agent/aggregator/tiers')) return { status: 200, body: { tiers: [] } };
      if (call.path.startsWith('/v1/sales-agent/aggregator/banners')) return { status: 200, body: { data: [] } };
      if (call.path.startsWith('/v1/sales-agent/aggregator/domains')) return hasControl(decodeURIComponent(call.path)) ? refusal('search') : undefined;
      return undefined;
    });
    const outcome = await settle(searchLoader, { request: pageRequest(`/search?search=${search}`), context });
    expect(outcome.status).toBeLessThan(500);
    expect(outcome.data).toMatchObject({ stores: { ok: false, status: 400 } });
  });
});
