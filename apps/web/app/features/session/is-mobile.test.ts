import { describe, expect, it } from 'vitest';
import { isMobileFromQuery, isMobileRedirect } from './is-mobile';

describe('isMobile session rule', () => {
  it('adds isMobile=true to a URL without it while the session flag is true, keeping the rest', () => {
    expect(isMobileRedirect('', 'true')).toBe('?isMobile=true');
    expect(isMobileRedirect('?search=kopi&page=2', 'true')).toBe('?search=kopi&page=2&isMobile=true');
  });

  it('leaves the URL alone when it has isMobile already, or the flag is not true', () => {
    expect(isMobileRedirect('?isMobile=false', 'true')).toBeNull();
    expect(isMobileRedirect('?isMobile=true', 'true')).toBeNull();
    expect(isMobileRedirect('?search=kopi', 'false')).toBeNull();
    expect(isMobileRedirect('?search=kopi', null)).toBeNull();
    expect(isMobileRedirect('', 'TRUE')).toBeNull();
  });

  it('reads the flag a URL sets: true only for the exact value true', () => {
    expect(isMobileFromQuery('?isMobile=true')).toBe('true');
    expect(isMobileFromQuery('?isMobile=false')).toBe('false');
    expect(isMobileFromQuery('?isMobile=1')).toBe('false');
    expect(isMobileFromQuery('?search=x')).toBeNull();
  });
});
