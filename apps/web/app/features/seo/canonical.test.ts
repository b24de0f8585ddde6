import { describe, expect, it } from 'vitest';
import { alternatePath, alternateQueryOf, canonicalPath } from './canonical';

describe('canonicalPath', () => {
  it('keeps the search filters in a fixed order and drops fcat, isMobile, t and tracking', () => {
    expect(canonicalPath('/search', '?fcat=true&tier=VIP_DIRECT&isMobile=true&display_category_name=Beverages&brand_name=Milo&search=kopi&t=123&utm_source=x')).toBe(
      '/search?search=kopi&brand_name=Milo&display_category_name=Beverages&tier=VIP_DIRECT',
    );
  });

  it('turns the old key parameter into search, and page 1 into no page', () => {
    expect(canonicalPath('/search', '?key=rice&page=1')).toBe('/search?search=rice');
    expect(canonicalPath('/bm/search', '?key=beras&page=3')).toBe('/bm/search?search=beras&page=3');
  });

  it('keeps a brand letter over the typed text (the letter wins on the page too)', () => {
    expect(canonicalPath('/brands', '?letter=m&search=milo&page=2')).toBe('/brands?letter=M&page=2');
    expect(canonicalPath('/brands', '?search=milo')).toBe('/brands?search=milo');
    expect(canonicalPath('/brands', '?letter=%23')).toBe('/brands');
  });

  it('keeps the page of listings, the type of a product, and nothing on other pages', () => {
    expect(canonicalPath('/store/kedai-ali', '?page=2&isMobile=true')).toBe('/store/kedai-ali?page=2');
    expect(canonicalPath('/catalogue/raya-deals', '?page=abc')).toBe('/catalogue/raya-deals');
    expect(canonicalPath('/product-detail/42', '?type=bundle&t=1')).toBe('/product-detail/42?type=bundle');
    expect(canonicalPath('/', '?action=auth&t=1700000000')).toBe('/');
    expect(canonicalPath('/bm/about-us', '?isMobile=true&verify_key=secret')).toBe('/bm/about-us');
  });

  it('drops a trailing slash', () => {
    expect(canonicalPath('/brands/', '')).toBe('/brands');
    expect(canonicalPath('/bm/', '')).toBe('/bm');
  });
});

describe('alternatePath', () => {
  it('names the category of a search in the other language’s words, and keeps the rest canonical', () => {
    const alternate = alternateQueryOf({ stores: [], alternateQuery: { en: { display_category_name: 'Rice' } } });
    expect(alternatePath('/bm/search', '?display_category_name=Beras&fcat=true&page=2', 'en', alternate)).toBe('/search?display_category_name=Rice&page=2');
    expect(alternatePath('/bm/search', '?display_category_name=Beras&fcat=true&page=2', 'bm', alternate)).toBe('/bm/search?display_category_name=Beras&page=2');
  });

  it('is the canonical path in the other language when the page has no words of its own', () => {
    expect(alternateQueryOf({ stores: [] })).toBeNull();
    expect(alternateQueryOf(null)).toBeNull();
    expect(alternatePath('/search', '?search=kedai&t=1', 'bm', null)).toBe('/bm/search?search=kedai');
  });
});
