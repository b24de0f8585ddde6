import { describe, expect, it } from 'vitest';
import { localizePath } from '../i18n/locale';
import { renderAt } from '../test/render';
import { AlertProvider, alertCloseTarget } from './alert-modal';

const bm = (path: string) => localizePath(path, 'bm');

describe('alertCloseTarget', () => {
  it('leaves for an absolute custom URL', () => {
    expect(alertCloseTarget({ redirectTo: 'https://pay.example.com/retry' }, bm)).toEqual({ external: true, href: 'https://pay.example.com/retry' });
  });

  it('navigates to a site path in the visitor language', () => {
    expect(alertCloseTarget({ redirectTo: '/settings/orders' }, bm)).toEqual({ external: false, href: '/bm/settings/orders' });
  });

  it('goes home when flagged, unless a URL is given', () => {
    expect(alertCloseTarget({ goHome: true }, bm)).toEqual({ external: false, href: '/bm' });
    expect(alertCloseTarget({ goHome: true, redirectTo: '/feedback' }, bm)?.href).toBe('/bm/feedback');
  });

  it('stays put otherwise, and ignores addresses that are not web pages', () => {
    expect(alertCloseTarget({}, bm)).toBeNull();
    expect(alertCloseTarget({ redirectTo: 'javascript:alert(1)' }, bm)).toBeNull();
    expect(alertCloseTarget({ redirectTo: '//evil.example' }, bm)).toBeNull();
  });
});

describe('AlertProvider', () => {
  it('renders the page with a closed alert dialog until something is shown', () => {
    const html = renderAt('/', <AlertProvider><p>page</p></AlertProvider>);
    expect(html).toContain('<p>page</p>');
    expect(html).toMatch(/<dialog[^>]*>/);
    expect(html).not.toMatch(/<dialog[^>]*\bopen\b/);
  });
});
