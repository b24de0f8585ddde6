import { describe, expect, it } from 'vitest';
import { IS_MOBILE_KEY, isMobileFromQuery, isMobileRedirect } from './is-mobile';

describe('isMobile session rule', () => {
  it('adds isMobile=true to a URL without it while the session flag is true, keeping the rest', () => {
    expect(isMobileRedirect('', 'true', IS_MOBILE_KEY)).toBe('?isMobile=true');
    expect(isMobileRedirect('?search=kopi&page=2', 'true', IS_MOBILE_KEY)).toBe('?search=kopi&page=2&isMobile=true');
  });

  it('leaves the URL alone when it has isMobile already, or the flag is not true', () => {
    expect(isMobileRedirect('?isMobile=false', 'true', IS_MOBILE_KEY)).toBeNull();
    expect(isMobileRedirect('?isMobile=true', 'true', IS_MOBILE_KEY)).toBeNull();
    expect(isMobileRedirect('?search=kopi', 'false', IS_MOBILE_KEY)).toBeNull();
    expect(isMobileRedirect('?search=kopi', null, IS_MOBILE_KEY)).toBeNull();
    expect(isMobileRedirect('', 'TRUE', IS_MOBILE_KEY)).toBeNull();
  });

  it('reads the flag a URL sets: true only for the exact value true', () => {
    expect(isMobileFromQuery('?isMobile=true', IS_MOBILE_KEY)).toBe('true');
    expect(isMobileFromQuery('?isMobile=false', IS_MOBILE_KEY)).toBe('false');
    expect(isMobileFromQuery('?isMobile=1', IS_MOBILE_KEY)).toBe('false');
    expect(isMobileFromQuery('?search=x', IS_MOBILE_KEY)).toBeNull();
  });
});
