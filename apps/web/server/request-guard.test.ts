import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isPrivatePage, mustNotBeStored } from './request-guard';

const own = 'https://borong.my';

describe('isCrossSiteRequest', () => {
  it('never blocks reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isCrossSiteRequest(method, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, own)).toBe(false);
  });

  it('lets same-origin and user-typed posts through by Fetch Metadata', () => {
    expect(isCrossSiteRequest('POST', { 'sec-fetch-site': 'same-origin' }, own)).toBe(false);
    expect(isCrossSiteRequest('POST', { 'sec-fetch-site': 'none' }, own)).toBe(false);
  });

  it('refuses cross-site and same-site posts by Fetch Metadata, whatever the Origin says', () => {
    expect(isCrossSiteRequest('POST', { 'sec-fetch-site': 'cross-site' }, own)).toBe(true);
    expect(isCrossSiteRequest('POST', { 'sec-fetch-site': 'same-site', origin: own }, own)).toBe(true);
    expect(isCrossSiteRequest('DELETE', { 'sec-fetch-site': 'cross-site' }, own)).toBe(true);
  });

  it('falls back to Origin when the browser sends no Fetch Metadata', () => {
    expect(isCrossSiteRequest('POST', { origin: own }, own)).toBe(false);
    expect(isCrossSiteRequest('POST', { origin: 'https://evil.example' }, own)).toBe(true);
    expect(isCrossSiteRequest('POST', { origin: 'null' }, own)).toBe(true);
  });

  it('lets a request with neither header through (not a browser form)', () => {
    expect(isCrossSiteRequest('POST', {}, own)).toBe(false);
  });
});

describe('isPrivatePage', () => {
  it('marks the account, cart and checkout pages in both languages, nothing else', () => {
    expect(isPrivatePage('/cart')).toBe(true);
    expect(isPrivatePage('/bm/checkout')).toBe(true);
    expect(isPrivatePage('/cartoon')).toBe(false);
    expect(isPrivatePage('/settings/profile')).toBe(true);
    expect(isPrivatePage('/bm/settings/orders')).toBe(true);
    expect(isPrivatePage('/settings')).toBe(true);
    expect(isPrivatePage('/settingsx')).toBe(false);
    expect(isPrivatePage('/search')).toBe(false);
    expect(isPrivatePage('/seller')).toBe(true);
    expect(isPrivatePage('/bm/seller/3/orders/9')).toBe(true);
    expect(isPrivatePage('/sellers')).toBe(false);
    expect(isPrivatePage('/store/settings')).toBe(false);
  });
});

describe('mustNotBeStored', () => {
  it('keeps out of shared caches every answer for a signed-in buyer, every answer that sets a cookie, and account pages', () => {
    expect(mustNotBeStored({ pathname: '/', signedIn: true, setsCookie: false })).toBe(true);
    expect(mustNotBeStored({ pathname: '/search', signedIn: false, setsCookie: true })).toBe(true);
    expect(mustNotBeStored({ pathname: '/bm/settings/orders', signedIn: false, setsCookie: false })).toBe(true);
    expect(mustNotBeStored({ pathname: '/search', signedIn: false, setsCookie: false })).toBe(false);
  });
});
