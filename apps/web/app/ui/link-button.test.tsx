import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../test/render';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a plain link before the page hydrates, and the same link acting as a button after', () => {
    const before = renderAt('/search', <LinkButton to="/search?panel=tier" hydrated={false} onPress={() => undefined} opensDialog className="chip">Tiers</LinkButton>);
    // In the Tab order before and after: Safari leaves plain links out of it by default.
    expect(tagsWith(before, '<a', 'href="/search?panel=tier"', 'tabindex="0"')).toHaveLength(1);
    expect(before).not.toContain('role=');
    const after = renderAt('/search', <LinkButton to="/search?panel=tier" hydrated onPress={() => undefined} opensDialog className="chip">Tiers</LinkButton>);
    expect(tagsWith(after, '<a', 'href="/search?panel=tier"', 'tabindex="0"', 'role="button"', 'aria-haspopup="dialog"')).toHaveLength(1);
    const plain = renderAt('/search', <LinkButton to="/search" hydrated onPress={() => undefined} className="chip">Clear all</LinkButton>);
    expect(tagsWith(plain, '<a', 'role="button"')).toHaveLength(1);
    expect(plain).not.toContain('aria-haspopup');
  });
});
