import type { Tier } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { InlineFilterPanel, SearchFilters } from './search-filters';
import { parseStoreSearch } from './search-params';

const tiers: Tier[] = [
  { id: 1, code: 'VIP_DIRECT', name: 'VIP DIRECT', description: 'Brand owners selling directly.', upper_right_text: 'VIP' },
  { id: 2, code: 'PREFERRED', name: 'Preferred Seller', description: 'On time.', upper_right_text: null },
];
const categories = [{ name: 'Food & Beverage', children: [{ name: 'Beverages', children: [{ name: 'Coffee & Tea', children: [] }] }] }];
const data = { categories, tiers };
const queryOf = (url: string) => parseStoreSearch(new URL(url, 'http://test').searchParams);

describe('the filter bar before hydration', () => {
  it('links each filter to the same page with its panel open', () => {
    const url = '/bm/search?search=kedai&page=2';
    const html = renderAt(url, <SearchFilters query={queryOf(url)} data={data} />);
    expect(tagsWith(html, '<a', 'href="/bm/search?search=kedai&amp;page=2&amp;filter=tier"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?search=kedai&amp;page=2&amp;filter=all"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/all-categories"')).toHaveLength(1);
    expect(html).not.toContain('<dialog open');
  });

  it('names the applied values and lets each be removed (back to page 1)', () => {
    const url = '/search?tier=VIP_DIRECT&brand_name=Milo&page=4';
    const html = renderAt(url, <SearchFilters query={queryOf(url)} data={data} />);
    expect(html).toContain('Store tiers: VIP DIRECT');
    expect(tagsWith(html, '<a', 'aria-label="Remove Brand: Milo"', 'href="/search?tier=VIP_DIRECT"')).toHaveLength(1);
  });
});

describe('a filter panel in the page', () => {
  it('is a GET form to /search carrying the rest of the query, with the applied value checked', () => {
    const url = '/search?search=kedai&brand_name=Milo&tier=PREFERRED&filter=tier';
    const html = renderAt(url, <InlineFilterPanel panel="tier" query={queryOf(url)} data={data} />);
    expect(tagsWith(html, '<form', 'method="get"', 'action="/search#search-filters"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="hidden"', 'name="search"', 'value="kedai"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="hidden"', 'name="brand_name"', 'value="Milo"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="tier"', 'value="PREFERRED"', 'checked')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="tier"', 'value="VIP_DIRECT"', 'checked')).toHaveLength(0);
    // Clear all works without JavaScript as a link that drops this panel's filter.
    expect(tagsWith(html, '<a', 'href="/search?search=kedai&amp;brand_name=Milo"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/search?search=kedai&amp;brand_name=Milo&amp;tier=PREFERRED"')).toHaveLength(1);
  });

  // Walkthrough: without script, a brand applied after a category picked from the menu lost the category's breadcrumb.
  it('keeps the page’s fcat while the category stays, and a panel holding the category sets it', () => {
    const withPath = '/search?display_category_name=Food%20%26%20Beverage&fcat=true&filter=brand';
    // One in the panel's form, one in its brand search's (which carries the page's query).
    expect(tagsWith(renderAt(withPath, <InlineFilterPanel panel="brand" query={queryOf(withPath)} data={data} />), '<input', 'type="hidden"', 'name="fcat"', 'value="true"')).toHaveLength(2);
    const tier = '/search?display_category_name=Food%20%26%20Beverage&fcat=true&filter=tier';
    expect(tagsWith(renderAt(tier, <InlineFilterPanel panel="tier" query={queryOf(tier)} data={data} />), '<input', 'type="hidden"', 'name="fcat"', 'value="true"')).toHaveLength(1);
    const withoutPath = '/search?display_category_name=Food%20%26%20Beverage&filter=brand';
    expect(tagsWith(renderAt(withoutPath, <InlineFilterPanel panel="brand" query={queryOf(withoutPath)} data={data} />), '<input', 'name="fcat"')).toHaveLength(0);
    const category = '/search?search=kopi&filter=category';
    expect(tagsWith(renderAt(category, <InlineFilterPanel panel="category" query={queryOf(category)} data={data} />), '<input', 'type="hidden"', 'name="fcat"', 'value="true"')).toHaveLength(1);
  });

  it('the category panel opens the branch of the applied category', () => {
    const url = '/search?display_category_name=Coffee%20%26%20Tea&filter=category';
    const html = renderAt(url, <InlineFilterPanel panel="category" query={queryOf(url)} data={data} />);
    expect(tagsWith(html, '<details', 'open')).toHaveLength(2);
    expect(tagsWith(html, '<input', 'name="display_category_name"', 'value="Coffee &amp; Tea"', 'checked')).toHaveLength(1);
  });
});

describe('the Products tab’s own filters', () => {
  const states = [
    { code: 'JHR', name: 'Johor' },
    { code: 'SGR', name: 'Selangor' },
  ];

  it('offer price and stock and the seller’s location on the Products tab only, and name what is applied', () => {
    const url = '/search?search=beras&type=products&min_price=10&max_price=20.5&in_stock=true&state=Johor&page=2';
    const html = renderAt(url, <SearchFilters query={queryOf(url)} data={{ ...data, states }} />);
    expect(tagsWith(html, '<a', 'filter=price')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'filter=state')).toHaveLength(1);
    expect(html).toContain('Price &amp; stock: RM');
    // A chip each, removing only its own filters (back to page 1).
    expect(tagsWith(html, '<a', 'aria-label="Remove Price: RM', 'href="/search?search=beras&amp;in_stock=true&amp;state=Johor&amp;type=products"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'aria-label="Remove In stock only"', 'href="/search?search=beras&amp;min_price=10&amp;max_price=20.50&amp;state=Johor&amp;type=products"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'aria-label="Remove Seller location: Johor"')).toHaveLength(1);
    const stores = '/search?search=beras&min_price=10&state=Johor';
    const storesHtml = renderAt(stores, <SearchFilters query={queryOf(stores)} data={{ ...data, states }} />);
    expect(tagsWith(storesHtml, '<a', 'filter=price')).toHaveLength(0);
    expect(tagsWith(storesHtml, '<a', 'aria-label="Remove Seller location: Johor"')).toHaveLength(0);
    expect(storesHtml).not.toContain('Price &amp; stock');
  });

  it('the price panel is a GET form with the applied range and stock, in Malay too', () => {
    const url = '/bm/search?search=gula&type=products&min_price=5&in_stock=true&filter=price';
    const html = renderAt(url, <InlineFilterPanel panel="price" query={queryOf(url)} data={{ ...data, states }} />);
    expect(tagsWith(html, '<input', 'name="min_price"', 'value="5"', 'inputMode="decimal"')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="max_price"', 'value=""')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="checkbox"', 'name="in_stock"', 'value="true"', 'checked')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'type="hidden"', 'name="type"', 'value="products"')).toHaveLength(1);
    expect(html).toContain('Ada stok sahaja');
    expect(html).toContain('Dari');
  });

  it('the location panel lists the states, the applied one checked', () => {
    const url = '/search?type=products&state=Selangor&filter=state';
    const html = renderAt(url, <InlineFilterPanel panel="state" query={queryOf(url)} data={{ ...data, states }} />);
    expect(tagsWith(html, '<input', 'name="state"', 'value="Selangor"', 'checked')).toHaveLength(1);
    expect(tagsWith(html, '<input', 'name="state"', 'value="Johor"')).toHaveLength(1);
  });
});
