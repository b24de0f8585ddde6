import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { Link } from './link';
import { IslandMarkupContext, StaticMarkupContext } from './static-markup';

const linkAt = (staticMarkup: boolean, to = '/brands', at = '/') =>
  renderAt(
    at,
    <StaticMarkupContext value={staticMarkup}>
      <Link to={to} className="card" aria-label="Go">
        Go
      </Link>
    </StaticMarkupContext>,
  );

describe('Link', () => {
  it("carries React Router's data-discover where React Router runs, and not where React never does", () => {
    expect(linkAt(false)).toBe('<a class="card" aria-label="Go" href="/brands" data-discover="true">Go</a>');
    expect(linkAt(true)).toBe('<a class="card" aria-label="Go" href="/brands">Go</a>');
  });

  it('leaves data-discover out of islands, whose pages have no client router to read it', () => {
    const inIsland = (to: string) =>
      renderAt(
        '/',
        <IslandMarkupContext value>
          <Link to={to}>Go</Link>
        </IslandMarkupContext>,
      );
    expect(inIsland('/brands?letter=A')).toBe('<a href="/brands?letter=A">Go</a>');
    // A path React Router must resolve still goes through it, without the mark.
    expect(inIsland('../brands')).toBe('<a href="/brands">Go</a>');
  });

  // Where React never runs, plain paths skip React Router's resolving: the href must be the one it writes.
  it.each([
    '/brands',
    '/bm/search?search=beras%2025kg&page=2',
    '/store/kedai-maju#products',
    '/product-detail/12/beras.wangi-5kg',
    '/./b',
    '/../b',
    '/.',
    '/..',
    '/.?q=1',
    '/..#x',
    '/a\n/../b',
    '/a\n//b',
    '/a/./b',
    '/a/../b',
    '/a/b/..',
    '/a//b',
    '//elsewhere.example/x',
    '/x?',
    '/x#',
    '/x?#',
    '/a/b/',
    '/a\\b',
    'relative/path',
    '../up',
    '',
    'https://elsewhere.example/x',
  ])('writes the href React Router writes for %j', (to) => {
    const routerMarkup = linkAt(false, to, '/bm/store/kedai-maju').replace(' data-discover="true"', '');
    expect(linkAt(true, to, '/bm/store/kedai-maju')).toBe(routerMarkup);
  });
});
