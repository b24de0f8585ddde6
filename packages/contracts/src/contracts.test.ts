import { describe, expect, it } from 'vitest';
import { productSearchResponseSchema, storeSearchQuerySchema } from './catalogue';
import { catalogueBlockSize, linkHref } from './content';

describe('store search query', () => {
  it('reads key as search, search winning, and defaults to 27 a page', () => {
    expect(storeSearchQuerySchema.parse({ key: 'kedai' })).toMatchObject({ search: 'kedai', page: 1, per_page: 27 });
    expect(storeSearchQuerySchema.parse({ key: 'a', search: 'b' }).search).toBe('b');
    expect(storeSearchQuerySchema.parse({ search: '  ', page: '' })).toMatchObject({ search: undefined, page: 1 });
  });
});

describe('catalogueBlockSize', () => {
  it('shows 12 products when at least 12 exist, otherwise 6', () => {
    expect(catalogueBlockSize(11)).toBe(6);
    expect(catalogueBlockSize(12)).toBe(12);
    expect(catalogueBlockSize(40)).toBe(12);
  });
});

describe('linkHref', () => {
  it('follows link_type, falling back home', () => {
    expect(linkHref({ link_type: 'custom_url', link_url: 'https://example.com/x' })).toBe('https://example.com/x');
    expect(linkHref({ link_type: 'product_id', product_id: 5, product_type: 'bundle' })).toBe('/product-detail/5?type=bundle');
    expect(linkHref({ link_type: 'catalogue_id', catalogue_url: 'raya' })).toBe('/catalogue/raya');
    expect(linkHref({ link_type: 'catalogue_id', catalogue_url: null })).toBe('/');
  });
});

describe('product search answers', () => {
  it('read an answer written before `corrections` existed as one without corrections', () => {
    const older = { data: [], meta: { total: 0, page: 1, per_page: 24, last_page: 1, total_estimated: false }, facets: { categories: [], brands: [], tiers: [] } };
    expect(productSearchResponseSchema.parse(older).corrections).toEqual([]);
  });
});
