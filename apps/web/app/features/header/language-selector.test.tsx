import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { LanguageSelector } from './language-selector';

describe('LanguageSelector', () => {
  it('links to the same page in each language, keeping the query, and marks the current one', () => {
    const html = renderAt('/search?search=kedai&page=2', <LanguageSelector />);
    expect(tagsWith(html, '<a', 'href="/search?search=kedai&amp;page=2"', 'aria-current="true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?search=kedai&amp;page=2"', 'hrefLang="ms-MY"', 'lang="ms"')).toHaveLength(1);
  });

  it('goes from /bm back to the English home page', () => {
    const html = renderAt('/bm', <LanguageSelector />);
    expect(tagsWith(html, '<a', 'href="/"', 'hrefLang="en"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm"', 'aria-current="true"')).toHaveLength(1);
  });
});
