import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, requireSessionToken, sessionCookie, sessionToken, withoutPlainSessionCookie } from './session.server';

const TOKEN = 'a'.repeat(43);
const withCookie = (cookie: string | null, url = 'http://shop.test/settings/profile') => new Request(url, { headers: cookie ? { cookie } : {} });

describe('browser session cookie', () => {
  it('reads the token among other cookies and ignores malformed values', () => {
    expect(sessionToken(withCookie(`locale=bm; borong_session=${TOKEN}; other=1`))).toBe(TOKEN);
    expect(sessionToken(withCookie('borong_session=short'))).toBeNull();
    expect(sessionToken(withCookie('borong_session=<script>aaaaaaaaaaaaaaaaaaaa'))).toBeNull();
    expect(sessionToken(withCookie(null))).toBeNull();
  });

  it('is httpOnly and SameSite=Lax, Secure only when asked', () => {
    expect(sessionCookie(TOKEN, { secure: false })).toMatch(/^borong_session=a+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(sessionCookie(TOKEN, { secure: true })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ secure: false })).toContain('Max-Age=0');
  });

  it('is named __Host- over HTTPS, and production reads no plain-named session a subdomain could have planted', () => {
    expect(sessionCookie(TOKEN, { secure: true })).toMatch(/^__Host-borong_session=a+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(clearedSessionCookie({ secure: true })).toMatch(/^__Host-borong_session=; Path=\/; Max-Age=0;.*; Secure$/);
    expect(sessionToken(withCookie(`__Host-borong_session=${TOKEN}`))).toBe(TOKEN);
    const planted = `borong_session=${'b'.repeat(43)}; locale=bm`;
    expect(withoutPlainSessionCookie(planted)).toBe('locale=bm');
    expect(sessionToken(withCookie(withoutPlainSessionCookie(planted)))).toBeNull();
    expect(withoutPlainSessionCookie(`__Host-borong_session=${TOKEN}; borong_session=x`)).toBe(`__Host-borong_session=${TOKEN}`);
  });

  it('sends a visitor without a session to the login modal, in their language, remembering the page', () => {
    const thrown = (() => {
      try {
        requireSessionToken(withCookie(null, 'http://shop.test/bm/settings/address-book?x=1'));
      } catch (response) {
        return response as Response;
      }
      throw new Error('expected a redirect');
    })();
    expect(thrown.status).toBe(302);
    const location = new URL(thrown.headers.get('location') ?? '', 'http://shop.test');
    expect(location.pathname).toBe('/bm');
    expect(location.searchParams.get('action')).toBe('auth');
    expect(Number(location.searchParams.get('t'))).toBeGreaterThan(0);
    expect(location.searchParams.get('redirect')).toBe('/bm/settings/address-book?x=1');
    expect(requireSessionToken(withCookie(`borong_session=${TOKEN}`))).toBe(TOKEN);
  });
});
