import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../test/render';
import LoyaltyPage from './meriah-loyalty-program';

const USER = { id: 7, name: 'Siti Aminah', email: 'siti@kedai.example.my', mobile_no: '+60123456789', company_name: 'Kedai Siti Sdn Bhd', reg_no: '202301099999', interest: [], interest_other: null, email_verified: true, created_at: '2026-11-01T00:00:00.000Z' };
const page = (url: string, root = {}) => renderAt(url, <LoyaltyPage {...({ loaderData: { signIn: '/?action=auth&t=1&redirect=%2Fsettings%2Fmember-cards' } } as Parameters<typeof LoyaltyPage>[0])} />, root);

describe('the loyalty landing page’s calls to action (walkthrough: a signed-in buyer was asked to register and to sign in)', () => {
  it('asks a guest to register or to sign in to link a card', () => {
    const html = page('/meriah-loyalty-program');
    expect(tagsWith(html, 'href="/register"')).toHaveLength(1);
    expect(html).toContain('Sign in to link your card');
  });

  it('sends a signed-in buyer to Member cards, in their language, and offers neither', () => {
    const html = page('/bm/meriah-loyalty-program', { user: USER });
    expect(tagsWith(html, 'href="/bm/settings/member-cards"')).toHaveLength(1);
    expect(html).toContain('Pautkan kad ahli anda');
    expect(tagsWith(html, 'href="/bm/register"')).toEqual([]);
    expect(html).not.toContain('Log masuk untuk memautkan kad');
  });
});
