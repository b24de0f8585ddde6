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

  // Targets that pass a text check but resolve to another host (issue 14, finding 3).
  it.each(['/.//evil.example', '/./\\evil.example', '/..//evil.example/x', '/a/..//evil.example', '/\t/evil.example', '/\n/evil.example', '/\\/evil.example', '/%2e//evil.example', '/.%2F/evil.example'])('refuses %j, which a browser would take elsewhere', (target) => {
    const answer = safeRedirect(target, '/bm/');
    expect(new URL(answer, 'https://borong.my').origin).toBe('https://borong.my');
    expect(answer.startsWith('//')).toBe(false);
  });

  it('answers the resolved path, never the text it was given', () => {
    expect(safeRedirect('/bm/./search/../brands?x=1#top', '/')).toBe('/bm/brands?x=1#top');
  });
});
