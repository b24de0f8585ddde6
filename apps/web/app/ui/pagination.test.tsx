import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../test/render';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('is hidden with one page or fewer', () => {
    expect(renderAt('/recommended-products', <Pagination page={1} lastPage={1} />)).toBe('');
  });

  it('links to the pages around the current one, keeping the query, with prev and next', () => {
    const html = renderAt('/bm/catalogue/x?sort=a&page=5', <Pagination page={5} lastPage={14} />);
    expect(tagsWith(html, '<a', 'rel="prev"', 'href="/bm/catalogue/x?sort=a&amp;page=4"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'rel="next"', 'href="/bm/catalogue/x?sort=a&amp;page=6"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/catalogue/x?sort=a"', 'aria-label="Halaman 1"').length).toBeGreaterThan(0);
    expect(tagsWith(html, '<a', 'aria-label="Halaman 14"').length).toBeGreaterThan(0);
    expect(tagsWith(html, 'aria-current="page"').length).toBeGreaterThan(0);
    expect(html).toContain('Seterusnya');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    expect(renderAt('/x', <Pagination page={1} lastPage={3} />)).not.toContain('rel="prev"');
    expect(renderAt('/x?page=3', <Pagination page={3} lastPage={3} />)).not.toContain('rel="next"');
  });
});
