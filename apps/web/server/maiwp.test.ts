import { describe, expect, it } from 'vitest';
import { VERIFIED_COOKIE, maiwpGate } from './maiwp';

const KEY = 'correct-horse-battery';
const base = {
  env: 'production' as const,
  sourceInstance: 'default' as const,
  maiwpVerifyKey: KEY,
  maiwpRedirectUrl: 'https://www.maiwp.gov.my/',
  otherStorefrontUrl: 'https://borong.my/shop',
};
const at = (path: string) => new URL(path, 'https://maiwp.borong.my');
const cookieOf = (decision: ReturnType<typeof maiwpGate>) => (decision.action === 'pass' && decision.setCookie ? decision.setCookie.split(';')[0]! : '');

describe('maiwp gate outside production', () => {
  const dev = { ...base, env: 'development' as const };
  it('lets every path through, with or without a key, on either instance', () => {
    expect(maiwpGate(dev, at('/maiwp/offers'), null)).toEqual({ action: 'pass' });
    expect(maiwpGate(dev, at('/maiwp/offers?verify_key=wrong'), null)).toEqual({ action: 'pass' });
    expect(maiwpGate({ ...dev, sourceInstance: 'maiwp' }, at('/search'), null)).toEqual({ action: 'pass' });
  });
  it('still remembers a right key, without the Secure flag', () => {
    const decision = maiwpGate(dev, at(`/maiwp?verify_key=${KEY}`), null);
    expect(decision).toMatchObject({ action: 'pass' });
    expect(decision.action === 'pass' && decision.setCookie).not.toContain('Secure');
  });
});

describe('maiwp gate in production on the default instance', () => {
  it('shows a maiwp path when the verify key matches, and remembers it in an httpOnly cookie', () => {
    const decision = maiwpGate(base, at(`/bm/maiwp-deals?verify_key=${KEY}`), null);
    expect(decision.action).toBe('pass');
    const setCookie = decision.action === 'pass' ? decision.setCookie : undefined;
    expect(setCookie).toMatch(new RegExp(`^${VERIFIED_COOKIE}=[A-Za-z0-9_-]+; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    expect(setCookie).not.toContain(KEY);
    expect(maiwpGate(base, at('/maiwp-deals/next'), `locale=en; ${cookieOf(decision)}`)).toEqual({ action: 'pass' });
  });

  it('redirects a maiwp path without the key, with a wrong key or a forged cookie', () => {
    const away = { action: 'redirect', location: 'https://www.maiwp.gov.my/' };
    expect(maiwpGate(base, at('/MAIWP'), null)).toEqual(away);
    expect(maiwpGate(base, at('/maiwp?verify_key=correct-horse'), null)).toEqual(away);
    expect(maiwpGate(base, at('/maiwp'), `${VERIFIED_COOKIE}=${KEY}`)).toEqual(away);
    expect(maiwpGate({ ...base, maiwpVerifyKey: null }, at(`/maiwp?verify_key=${KEY}`), null)).toEqual(away);
  });

  it('answers not found when no redirect URL is configured', () => {
    expect(maiwpGate({ ...base, maiwpRedirectUrl: null }, at('/maiwp'), null)).toEqual({ action: 'not-found' });
  });

  it('leaves every other path alone', () => {
    expect(maiwpGate(base, at('/search?search=maiwp'), null)).toEqual({ action: 'pass' });
  });
});

describe('maiwp gate in production on the maiwp instance', () => {
  const maiwp = { ...base, sourceInstance: 'maiwp' as const };
  it('sends other paths to the other storefront, keeping path and query', () => {
    expect(maiwpGate(maiwp, at('/bm/search?brand_name=Milo'), null)).toEqual({ action: 'redirect', location: 'https://borong.my/shop/bm/search?brand_name=Milo' });
    expect(maiwpGate(maiwp, at('/'), null)).toEqual({ action: 'redirect', location: 'https://borong.my/shop/' });
  });
  it('keeps gating maiwp paths by the key', () => {
    expect(maiwpGate(maiwp, at(`/maiwp?verify_key=${KEY}`), null).action).toBe('pass');
    expect(maiwpGate(maiwp, at('/maiwp'), null)).toEqual({ action: 'redirect', location: 'https://www.maiwp.gov.my/' });
  });
  it('serves other paths itself when no other storefront is configured', () => {
    expect(maiwpGate({ ...maiwp, otherStorefrontUrl: null }, at('/search'), null)).toEqual({ action: 'pass' });
  });
});
