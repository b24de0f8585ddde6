import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS, isContentPageSlug, textOf } from './content-pages';

describe('content page slugs', () => {
  it('cover the spec content routes, each once, as plain path segments', () => {
    for (const slug of ['about-us', 'privacy-policy', 'frequently-asked-questions', 'contact-us', 'pdpa', 'terms-and-conditions', 'return-refund-policy']) expect(CONTENT_PAGE_SLUGS).toContain(slug);
    expect(new Set(CONTENT_PAGE_SLUGS).size).toBe(CONTENT_PAGE_SLUGS.length);
    for (const slug of CONTENT_PAGE_SLUGS) expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('tell a content page from anything else', () => {
    expect(isContentPageSlug('about-us')).toBe(true);
    expect(isContentPageSlug('about-them')).toBe(false);
    expect(isContentPageSlug('')).toBe(false);
  });
});

describe('textOf', () => {
  it('reads sanitised HTML as one line of text', () => {
    expect(textOf('<h2>Who</h2>\n<p>Fish &amp; chips<br>&lt;3</p>')).toBe('Who Fish & chips <3');
    expect(textOf('<p>Borong is <strong>the largest</strong>: <a href="/x">one <em>marketplace</em></a>.</p><p>Next</p>')).toBe('Borong is the largest: one marketplace. Next');
  });
});
