import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { Link } from './link';
import { StaticMarkupContext } from './static-markup';

const linkAt = (staticMarkup: boolean) =>
  renderAt(
    '/',
    <StaticMarkupContext value={staticMarkup}>
      <Link to="/brands">Brands</Link>
    </StaticMarkupContext>,
  );

describe('Link', () => {
  it("carries React Router's data-discover where React Router runs, and not where React never does", () => {
    expect(linkAt(false)).toBe('<a href="/brands" data-discover="true">Brands</a>');
    expect(linkAt(true)).toBe('<a href="/brands">Brands</a>');
  });
});
