import type { ProductCard, ProductSearchResponse } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { PRODUCT_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import { ProductResults } from './product-results';
import { parseStoreSearch } from './search-params';

const card: ProductCard = {
  id: 7,
  item_type: 'product',
  product_name: 'Beras Wangi Cap Rambutan 10kg',
  image_url: '/api/media/product/sack-7.svg',
  stock_count: 40,
  price: 3290,
  rrp_price: 3290,
  discount_percent: 0,
  price_after_discount: 3290,
  unit: 'bag',
  store_id: 3,
  min_qty: 1,
  qty_step: 1,
  max_qty: null,
};

const answer = (estimated: boolean): ProductSearchResponse => ({
  data: [card],
  meta: { total: estimated ? 6840 : 2008, page: 1, per_page: 24, last_page: estimated ? 285 : 84, total_estimated: estimated },
  facets: { categories: [{ display_category_name: 'Rice', count: 2008 }], brands: [{ brand_name: 'Cap Rambutan', count: 120 }], tiers: [] },
  corrections: [],
});

const render = (estimated: boolean) =>
  renderAt('/search?search=beras&type=products', <ProductResults searchPath="/search" query={parseStoreSearch(new URLSearchParams('search=beras&type=products'))} result={answer(estimated)} />).replace(/<!-- -->/g, '');

describe('product facets', () => {
  // Walkthrough: "Rice (2,008)" led to 2,265 products. Above the exact-count limit the API counts facets over the first matches only.
  it('say a count is a lower bound when the total is an estimate, and exact otherwise', () => {
    expect(render(true)).toMatch(/Rice <span[^>]*>\(2,008\+\)<\/span>/);
    expect(render(true)).toMatch(/About 6,840 products found/);
    expect(render(false)).toMatch(/Rice <span[^>]*>\(2,008\)<\/span>/);
  });

  it('says "more than" the limit when the estimate is only the floor of what was counted', () => {
    const floor = { ...answer(true), meta: { ...answer(true).meta, total: PRODUCT_COUNT_LIMIT + 1 } };
    const html = renderAt('/bm/search?search=s&type=products', <ProductResults searchPath="/bm/search" query={parseStoreSearch(new URLSearchParams('search=s&type=products'))} result={floor} />).replace(/<!-- -->/g, '');
    expect(html).toContain('Lebih daripada 5,000 produk ditemui');
  });
});

describe('the sort form', () => {
  // Walkthrough: a sort picked did nothing until "Sort" was pressed. The page's inline script
  // applies a `data-auto-submit` select when picked (static-page/auto-submit.test.tsx).
  it('applies a picked sort with script, and is a GET form to the results’ controls with the rest of the query and its button without', () => {
    const url = '/search?search=beras&type=products&brand_name=Jasmine&page=3';
    const html = renderAt(url, <ProductResults searchPath="/search" query={parseStoreSearch(new URL(url, 'http://test').searchParams)} result={answer(false)} />);
    expect(tagsWith(html, '<select', 'name="sort"', 'data-auto-submit=""')).toHaveLength(1);
    expect(tagsWith(html, '<form', 'method="get"', 'action="/search#search-results"')).toHaveLength(1);
    // The page loads at the results' controls (walkthrough: after a sort, focus and scroll were at the top).
    expect(tagsWith(html, '<div', 'id="search-results"', 'tabindex="-1"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="hidden"', 'name="brand_name"', 'value="Jasmine"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="hidden"', 'name="page"')).toHaveLength(0);
    expect(html).toMatch(/<button type="submit"[^>]*>Sort<\/button>/);
  });
});

describe('a misspelt word', () => {
  it('says what the text was read as, in the page’s language', () => {
    const result = { ...answer(false), corrections: [{ word: 'berass', read_as: ['beras', 'berast'] }] };
    const query = parseStoreSearch(new URLSearchParams('search=berass&type=products'));
    expect(renderAt('/search', <ProductResults searchPath="/search" query={query} result={result} />)).toContain('No product name holds “berass”: showing results for “beras” or “berast”.');
    expect(renderAt('/bm/search', <ProductResults searchPath="/bm/search" query={query} result={result} />)).toContain('Tiada nama produk mengandungi “berass”: memaparkan hasil untuk “beras” atau “berast”.');
    expect(render(false)).not.toContain('No product name holds');
  });
});
