import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('adds action=auth to the current page, keeping its query', () => {
    expect(loginHref({ pathname: '/', search: '' })).toBe('/?action=auth');
    expect(loginHref({ pathname: '/bm/search', search: '?search=kedai' })).toBe('/bm/search?search=kedai&action=auth');
    expect(loginHref({ pathname: '/search', search: '?action=auth' })).toBe('/search?action=auth');
  });

  it('carries a step the guest started, to be resumed on the page sign-in returns to', () => {
    expect(loginHref({ pathname: '/product-detail/7', search: '?type=PRODUCT' }, { save_to: '1' })).toBe('/product-detail/7?type=PRODUCT&save_to=1&action=auth');
  });
});
