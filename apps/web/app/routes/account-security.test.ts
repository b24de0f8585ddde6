import { describe, expect, it } from 'vitest';
import { pageRequest, settle, stubApi, TEST_TOKEN } from '../test/route-call';
import * as memberCards from './settings/member-cards';
import * as password from './settings/password';
import * as profile from './settings-profile';
import * as verifyEmail from './verify-email';

// Issue 14: member cards need their security code, e-mail verification, the password change.

const CARD = { id: 1, card_no: '6019000000000013', name: 'Meriah Member 1', expires_on: '2030-12-31', balance: 37, is_expired: false };
const PASSWORDS = { current_password: 'Kopi passphrase 2026', password: 'Teh tarik passphrase 7', password_confirmation: 'Teh tarik passphrase 7' };

describe('linking a member card', () => {
  it('sends the number with the security code printed on the card', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Member card linked', data: CARD } }));
    const outcome = await settle(memberCards.action, { request: pageRequest('/settings/member-cards', { token: TEST_TOKEN, form: { intent: 'link', card_no: '6019 0000 0000 0013', security_code: '123 456' } }), context });
    expect(outcome.location).toBe('/settings/member-cards?done=cardLinked');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/member_cards/link', body: { card_no: '6019000000000013', security_code: '123456' } })]);
  });

  it('asks for the security code before calling the API', async () => {
    const { context, calls } = stubApi();
    const outcome = await settle(memberCards.action, { request: pageRequest('/settings/member-cards', { token: TEST_TOKEN, form: { intent: 'link', card_no: '6019000000000013' } }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ errors: { security_code: ['The security code has 6 digits'] } });
    expect(calls).toEqual([]);
  });

  it('shows the API’s one refusal beside the card number', async () => {
    const refused = 'This card number and security code do not match a card you can link. Check both; if they are right, please contact us.';
    const { context } = stubApi(() => ({ status: 422, body: { error: true, message: refused, errors: { card_no: [refused] } } }));
    const outcome = await settle(memberCards.action, { request: pageRequest('/settings/member-cards', { token: TEST_TOKEN, form: { intent: 'link', card_no: '6019000000000013', security_code: '000000' } }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ errors: { card_no: [refused] } });
  });
});

const USER = { id: 7, name: 'Aminah', email: 'aminah@kedai.my', mobile_no: '+60123456789', company_name: 'Kedai Aminah', reg_no: '202001012345', interest: [7], interest_other: null, created_at: '2026-01-05T08:00:00.000Z' };

describe('e-mail verification', () => {
  it('reads on the member cards page whether the address is verified now, not what the page knew before', async () => {
    for (const verified of [false, true]) {
      const { context } = stubApi((call) => (call.path === '/member_cards' ? { status: 200, body: { member_cards: [] } } : call.path === '/user' ? { status: 200, body: { data: { ...USER, email_verified: verified } } } : undefined));
      const outcome = await settle(memberCards.loader, { request: pageRequest('/settings/member-cards', { token: TEST_TOKEN }), context });
      expect(outcome.data).toEqual({ cards: [], email: USER.email, emailVerified: verified });
    }
  });

  it('sends the link again from the member cards page and from the profile, with a note', async () => {
    const routes: [(args: never) => unknown, string][] = [
      [memberCards.action, '/settings/member-cards'],
      [profile.action, '/bm/settings/profile'],
    ];
    for (const [route, path] of routes) {
      const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'sent', sent: true } }));
      const outcome = await settle(route, { request: pageRequest(path, { token: TEST_TOKEN, form: { intent: 'resendVerification' } }), context });
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(`${path}?done=verificationSent`);
      expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/user/email/verification', authorization: `Bearer ${TEST_TOKEN}` })]);
    }
  });

  it('says so when the address was verified meanwhile, and shows a refusal on the notice', async () => {
    const already = stubApi(() => ({ status: 200, body: { error: false, message: 'already', sent: false } }));
    expect((await settle(profile.action, { request: pageRequest('/settings/profile', { token: TEST_TOKEN, form: { intent: 'resendVerification' } }), context: already.context })).location).toBe('/settings/profile?done=alreadyVerified');
    const limited = stubApi(() => ({ status: 429, body: { error: true, message: 'Too many attempts. Please wait a moment and try again.' } }));
    const outcome = await settle(profile.action, { request: pageRequest('/settings/profile', { token: TEST_TOKEN, form: { intent: 'resendVerification' } }), context: limited.context });
    expect(outcome.status).toBe(429);
    expect(outcome.data).toMatchObject({ intent: 'resendVerification', fieldErrors: { form: ['Too many attempts. Please wait a moment and try again.'] } });
  });

  it('verifies with the link’s token, signed in or not', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'Your email address is verified. Thank you!' } }));
    const outcome = await settle(verifyEmail.loader, { request: pageRequest('/bm/verify-email?token=abc123'), context });
    expect(outcome).toMatchObject({ status: 200, data: { outcome: 'verified' } });
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/user/email/verify', body: { token: 'abc123' }, authorization: null })]);
  });

  it('says a link is invalid without a token or when the API refuses it, and that something broke when the API fails', async () => {
    const none = stubApi();
    expect(await settle(verifyEmail.loader, { request: pageRequest('/verify-email'), context: none.context })).toMatchObject({ status: 400, data: { outcome: 'invalid' } });
    expect(none.calls).toEqual([]);
    const refused = stubApi(() => ({ status: 422, body: { error: true, message: 'invalid' } }));
    expect(await settle(verifyEmail.loader, { request: pageRequest('/verify-email?token=x'), context: refused.context })).toMatchObject({ status: 422, data: { outcome: 'invalid' } });
    const down = stubApi(() => ({ status: 500, body: { error: true, message: 'boom' } }));
    expect(await settle(verifyEmail.loader, { request: pageRequest('/verify-email?token=x'), context: down.context })).toMatchObject({ status: 503, data: { outcome: 'failed' } });
  });
});

describe('changing the password', () => {
  it('sends the current and the new password and comes back with a note', async () => {
    const { context, calls } = stubApi(() => ({ status: 200, body: { error: false, message: 'changed' } }));
    const outcome = await settle(password.action, { request: pageRequest('/bm/settings/profile/password', { token: TEST_TOKEN, form: { intent: 'change', ...PASSWORDS } }), context });
    expect(outcome.location).toBe('/bm/settings/profile/password?done=passwordChanged');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/user/password/change', body: PASSWORDS, authorization: `Bearer ${TEST_TOKEN}` })]);
  });

  it('checks the new password with the sign-up rules before calling the API, and never sends passwords back', async () => {
    const { context, calls } = stubApi();
    const outcome = await settle(password.action, { request: pageRequest('/settings/profile/password', { token: TEST_TOKEN, form: { current_password: 'x', password: 'short', password_confirmation: 'other' } }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ intent: 'change', errors: { password: ['EIGHT.CHARACTER'], password_confirmation: ['EIGHT.CHARACTER'] }, values: {} });
    expect(calls).toEqual([]);
  });

  it('shows a wrong current password beside its field', async () => {
    const { context } = stubApi(() => ({ status: 422, body: { error: true, message: 'The current password is incorrect.', errors: { current_password: ['PASSWORD.INCORRECT'] } } }));
    const outcome = await settle(password.action, { request: pageRequest('/settings/profile/password', { token: TEST_TOKEN, form: PASSWORDS }), context });
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ intent: 'change', errors: { current_password: ['PASSWORD.INCORRECT'] }, values: {} });
  });
});
