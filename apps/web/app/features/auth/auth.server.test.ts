import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth.server';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirect('/settings/profile?tab=1', '/')).toBe('/settings/profile?tab=1');
    expect(safeRedirect('/bm/search?search=kopi', '/')).toBe('/bm/search?search=kopi');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, 'settings'])('refuses %s', (target) => {
    expect(safeRedirect(target, '/bm/')).toBe('/bm/');
  });
});
