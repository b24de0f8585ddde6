import { describe, expect, it } from 'vitest';
import { headerSearchText } from './header';

describe('headerSearchText', () => {
  it('shows the store search text on the search page, in either language', () => {
    expect(headerSearchText({ pathname: '/search', search: '?search=kopi' })).toBe('kopi');
    expect(headerSearchText({ pathname: '/bm/search', search: '?key=teh' })).toBe('teh');
  });

  it('ignores the search parameter of other pages (issue 14: the brand filter)', () => {
    expect(headerSearchText({ pathname: '/brands', search: '?search=milo' })).toBeUndefined();
    expect(headerSearchText({ pathname: '/bm/settings/orders', search: '?search=BR-1' })).toBeUndefined();
  });
});
