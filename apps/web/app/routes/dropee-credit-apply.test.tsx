import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../test/render';
import CreditApplyPage from './dropee-credit-apply';

const USER = {
  id: 7,
  name: 'Siti Aminah',
  email: 'siti@kedai.example.my',
  mobile_no: '+60123456789',
  company_name: 'Kedai Siti Sdn Bhd',
  reg_no: '202301099999',
  interest: [],
  interest_other: null,
  email_verified: true,
  created_at: '2026-11-01T00:00:00.000Z',
};

const page = (actionData?: unknown) => renderAt('/dropee-credit/apply', <CreditApplyPage {...({ loaderData: { application: null }, actionData } as Parameters<typeof CreditApplyPage>[0])} />, { user: USER });

describe('/dropee-credit/apply (issue 14: pre-filled from the profile)', () => {
  it('fills the company, SSM number and contact from the buyer’s profile', () => {
    const html = page();
    expect(tagsWith(html, '<input', 'name="company_name"', 'value="Kedai Siti Sdn Bhd"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="ssm_no"', 'value="202301099999"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="contact_name"', 'value="Siti Aminah"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="contact_phone"', 'value="+60123456789"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="contact_email"', 'value="siti@kedai.example.my"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="years_in_business"', 'value=""')).toHaveLength(1);
  });

  it('keeps what the buyer typed when a post is refused', () => {
    const html = page({ ok: false, form: 'apply', errors: { years_in_business: ['x'] }, values: { company_name: 'Kedai Baru', contact_email: 'baru@kedai.example.my' } });
    expect(tagsWith(html, '<input', 'name="company_name"', 'value="Kedai Baru"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="contact_email"', 'value="baru@kedai.example.my"')).toHaveLength(1);
  });
});
