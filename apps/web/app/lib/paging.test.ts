import { describe, expect, it } from 'vitest';
import { lastPageShown, pageHref, pageWindow, parsePage } from './paging';

describe('parsePage', () => {
  it('reads whole numbers from 1 and treats anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999')).toBe(100_000);
  });
});

describe('pageHref', () => {
  it('sets or drops the page and keeps other parameters', () => {
    expect(pageHref('/catalogue/x', '', 2)).toBe('/catalogue/x?page=2');
    expect(pageHref('/catalogue/x', '?page=3&a=b', 1)).toBe('/catalogue/x?a=b');
    expect(pageHref('/bm/recommended-products', '?a=b', 4)).toBe('/bm/recommended-products?a=b&page=4');
  });
});

describe('pageWindow', () => {
  it('is empty for a single page (the control is hidden)', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows two pages either side of the current one, the first and the last', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('lastPageShown', () => {
  const meta = (page: number, lastPage: number, estimated: boolean) => ({ page, per_page: 27, last_page: lastPage, total_estimated: estimated });
  it('offers a page past an estimated total’s last while the page is full, and never past a counted one', () => {
    expect(lastPageShown(meta(38, 38, true), 27)).toBe(39);
    expect(lastPageShown(meta(39, 38, true), 27)).toBe(40);
    expect(lastPageShown(meta(40, 38, true), 2)).toBe(40);
    expect(lastPageShown(meta(3, 38, true), 27)).toBe(38);
    expect(lastPageShown(meta(38, 38, false), 27)).toBe(38);
  });
});
