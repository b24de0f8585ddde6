import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { pageRequest, settle, stubApi, TEST_TOKEN } from '../test/route-call';
import CreditTermsPage, { loader } from './dropee-credit';

const APPLICATION = {
  id: 3,
  status: 'submitted',
  company_name: 'Kedai Siti Sdn Bhd',
  ssm_no: '202301099999',
  years_in_business: 4,
  monthly_purchase_rm: 20000,
  contact_name: 'Siti Aminah',
  contact_phone: '+60123456789',
  contact_email: 'siti@kedai.example.my',
  decision_note: null,
  documents: [],
  submitted_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

// The page reads only its loader data; the route's other props do not matter here.
const page = (loaderData: unknown, url = '/dropee-credit') => renderAt(url, <CreditTermsPage {...({ loaderData } as Parameters<typeof CreditTermsPage>[0])} />);

describe('/dropee-credit after applying (issue 14)', () => {
  it('asks a signed-in buyer’s application along with the account', async () => {
    const { context, calls } = stubApi((call) => (call.path.startsWith('/credit-terms/account') ? { status: 404, body: { error: true, message: 'No credit account' } } : { status: 200, body: { data: APPLICATION } }));
    const outcome = await settle(loader, { request: pageRequest('/bm/dropee-credit', { token: TEST_TOKEN }), context });
    expect(outcome.data).toMatchObject({ signedIn: true, account: null, application: { status: 'submitted' } });
    expect(calls.map((c) => c.path).sort()).toEqual(['/credit-terms/account?page=1&per_page=10', '/credit-terms/application']);
  });

  it('tells a buyer who applied where the application stands, never to sign in first', () => {
    const html = page({ signedIn: true, account: null, application: APPLICATION }, '/bm/dropee-credit');
    expect(html).toContain('Permohonan anda: Dihantar');
    expect(html).not.toContain('Log masuk atau daftar');
    const english = page({ signedIn: true, account: null, application: APPLICATION });
    expect(english).toContain('Your application: Submitted');
    expect(english).not.toContain('Sign in or register first');
  });

  it('asks only a guest to sign in first', () => {
    expect(page({ signedIn: false, account: null, application: null })).toContain('Sign in or register first');
    expect(page({ signedIn: true, account: null, application: null })).not.toContain('Sign in or register first');
  });
});
