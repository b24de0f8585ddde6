import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_SEARCH_DEBOUNCE_MS, brandApiParams, brandInitial, debounce, groupBrands, letterHref, parseBrandQuery } from './brand-directory';

const query = (text: string) => parseBrandQuery(new URLSearchParams(text));

describe('parseBrandQuery', () => {
  it('reads one letter A–Z (any case), the text and the page', () => {
    expect(query('letter=b&search=%20milo%20&page=3')).toEqual({ letter: 'B', search: 'milo', page: 3 });
    expect(query('')).toEqual({ letter: undefined, search: undefined, page: 1 });
  });

  it('ignores anything that is not a single letter', () => {
    expect(query('letter=%23').letter).toBeUndefined();
    expect(query('letter=AB').letter).toBeUndefined();
    expect(query('letter=1').letter).toBeUndefined();
  });
});

describe('brandApiParams', () => {
  it('sends the letter instead of the text when both are given (letter beats text)', () => {
    expect(brandApiParams(query('letter=A&search=milo'))).toEqual({ letter: 'A', page: 1, per_page: 120 });
    expect(brandApiParams(query('search=milo&page=2'))).toEqual({ search: 'milo', page: 2, per_page: 120 });
  });
});

describe('letterHref', () => {
  it('sets the letter and drops the text and the page; # shows every brand, the text dropped too', () => {
    expect(letterHref('/brands', 'C')).toBe('/brands?letter=C');
    expect(letterHref('/bm/brands', null)).toBe('/bm/brands');
  });
});

describe('groupBrands', () => {
  it('groups by first letter, with anything else under #', () => {
    const brand = (id: number, brand_name: string) => ({ id, brand_name, logo: null });
    const groups = groupBrands([brand(1, '101 Care'), brand(2, 'adidas'), brand(3, 'Ayam Brand'), brand(4, 'Boh')]);
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.id)])).toEqual([
      ['#', [1]],
      ['A', [2, 3]],
      ['B', [4]],
    ]);
    expect(brandInitial('  éclair')).toBe('#');
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last call, with the last arguments', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = debounce(run, BRAND_SEARCH_DEBOUNCE_MS);
    debounced('m');
    vi.advanceTimersByTime(300);
    debounced('mi');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('mi');
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
