import { describe, expect, it } from 'vitest';
import { pageAfterChange, parseFilterPanel, parseStoreSearch, refusedPrice, searchQueryString, senOf, tidySearchParams, withFilters } from './search-params';

const parse = (query: string) => parseStoreSearch(new URLSearchParams(query));

describe('parseStoreSearch', () => {
  it('reads search, or its older name key; search wins', () => {
    expect(parse('search=kedai').search).toBe('kedai');
    expect(parse('key=kedai').search).toBe('kedai');
    expect(parse('key=old&search=new').search).toBe('new');
    expect(parse('search=%20%20&key=old').search).toBe('old');
  });

  it('trims text and cuts it to the API limits', () => {
    const q = parse(`search=${'a'.repeat(150)}&display_category_name=%20Food%20&tier=VIP_DIRECT`);
    expect(q.search).toHaveLength(100);
    expect(q.display_category_name).toBe('Food');
    expect(q.tier).toBe('VIP_DIRECT');
    expect(q.brand_name).toBeUndefined();
  });

  it('keeps the Products tab and its sort through a filter change, and drops an unknown or default sort', () => {
    const q = parse('search=beras&type=products&sort=price_asc&page=3');
    expect(searchQueryString(withFilters(q, { brand_name: 'Jasmine' }))).toBe('?search=beras&brand_name=Jasmine&type=products&sort=price_asc');
    expect(parse('type=products&sort=cheapest').sort).toBeUndefined();
    expect(parse('type=products&sort=relevance').sort).toBeUndefined();
    expect(searchQueryString(parse('type=stores&sort=price_asc'))).toBe('');
  });

  it('accepts only a whole page number from 1', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=999999999').page).toBe(100000);
  });
});

describe('fcat and filter panels', () => {
  it('reads fcat only as the word true', () => {
    expect(parse('fcat=true').fcat).toBe(true);
    expect(parse('fcat=1').fcat).toBe(false);
    expect(parse('').fcat).toBe(false);
  });

  it('opens only a known filter panel', () => {
    expect(parseFilterPanel(new URLSearchParams('filter=brand'))).toBe('brand');
    expect(parseFilterPanel(new URLSearchParams('filter=all'))).toBe('all');
    expect(parseFilterPanel(new URLSearchParams('filter=colour'))).toBeNull();
    // The Products tab's own panels open on that tab only.
    expect(parseFilterPanel(new URLSearchParams('filter=price'))).toBeNull();
    expect(parseFilterPanel(new URLSearchParams('filter=price&type=products'))).toBe('price');
    expect(parseFilterPanel(new URLSearchParams('filter=state&type=products'))).toBe('state');
    expect(parseFilterPanel(new URLSearchParams(''))).toBeNull();
  });
});

describe('the page-reset rule', () => {
  const base = parse('search=kedai&brand_name=Nestle&page=4');

  it('goes back to page 1 when category, brand or tier differ', () => {
    expect(pageAfterChange(base, { ...base, brand_name: 'Milo' })).toBe(1);
    expect(pageAfterChange(base, { ...base, tier: 'VIP_DIRECT' })).toBe(1);
    expect(pageAfterChange(base, { ...base, display_category_name: 'Beauty' })).toBe(1);
    expect(pageAfterChange(base, { ...base, brand_name: undefined })).toBe(1);
  });

  it('keeps the page when the filters are the same (case does not count)', () => {
    expect(pageAfterChange(base, { ...base, brand_name: 'NESTLE' })).toBe(4);
    expect(pageAfterChange(base, { ...base, page: 6 })).toBe(6);
  });

  it('withFilters applies the rule and keeps the other parameters', () => {
    expect(withFilters(base, { tier: 'VIP_DIRECT' })).toMatchObject({ search: 'kedai', brand_name: 'Nestle', tier: 'VIP_DIRECT', page: 1 });
    expect(withFilters(base, { brand_name: 'Nestle' }).page).toBe(4);
    expect(withFilters(base, { brand_name: '  ' }).brand_name).toBeUndefined();
  });

  it('keeps fcat only while the category stays, and sets it for a category menu pick', () => {
    const fromMenu = parse('display_category_name=Drinks&fcat=true');
    expect(withFilters(fromMenu, { brand_name: 'Milo' }).fcat).toBe(true);
    expect(withFilters(fromMenu, { display_category_name: 'Beauty' }).fcat).toBe(false);
    expect(withFilters(fromMenu, { display_category_name: undefined }).fcat).toBe(false);
    expect(withFilters(parse(''), { display_category_name: 'Beauty' }, { fcat: true }).fcat).toBe(true);
  });
});

describe('searchQueryString', () => {
  it('writes the canonical query: no page 1, fcat only with a category', () => {
    expect(searchQueryString(parse('key=kedai&page=1'))).toBe('?search=kedai');
    expect(searchQueryString(parse('brand_name=A%26W&page=3'))).toBe('?brand_name=A%26W&page=3');
    expect(searchQueryString(parse('fcat=true'))).toBe('');
    expect(searchQueryString(parse('display_category_name=Drinks&fcat=true'))).toBe('?display_category_name=Drinks&fcat=true');
    expect(searchQueryString(parse(''))).toBe('');
  });
});

describe('tidySearchParams', () => {
  const tidy = (query: string) => tidySearchParams(new URLSearchParams(query));

  // Walkthrough: the phone's no-script All filters panel led to …&brand_q=&min_price=&max_price=…
  it('leaves out what a GET form sent empty, fcat with no category and the default sort, keeping the rest in order', () => {
    expect(tidy('search=kopi&fcat=true&type=products&brand_q=&min_price=&max_price=&in_stock=true')).toBe('?search=kopi&type=products&in_stock=true');
    expect(tidy('search=kopi&type=products&sort=relevance')).toBe('?search=kopi&type=products');
    expect(tidy('display_category_name=&fcat=true&tier=%20')).toBe('');
    expect(tidy('brand_q=&filter=brand&utm_source=mail&ref=')).toBe('?filter=brand&utm_source=mail&ref=');
  });

  it('is null for a URL with nothing to leave out, so the page is served as it is', () => {
    expect(tidy('search=kopi&display_category_name=Drinks&fcat=true&type=products&sort=price_asc&brand_q=kan&filter=brand')).toBeNull();
    expect(tidy('tier=VIP_DIRECT&search=kedai&ref=')).toBeNull();
    expect(tidy('')).toBeNull();
  });
});

describe('the Products tab’s price, stock and seller’s state', () => {
  it('reads prices in ringgit as typed, tidied; drops what is no price; turns a range typed upside down', () => {
    const q = parse('type=products&min_price=%20RM%2010.5&max_price=020&in_stock=true&state=%20Selangor%20');
    expect(q).toMatchObject({ min_price: '10.50', max_price: '20', in_stock: 'true', state: 'Selangor' });
    expect(parse('min_price=abc&max_price=1.234').min_price).toBeUndefined();
    expect(parse('max_price=1.234').max_price).toBeUndefined();
    expect(parse('max_price=21474836.48').max_price).toBeUndefined();
    expect(parse('max_price=21474836.47').max_price).toBe('21474836.47');
    expect(parse('max_price=RM%201%2C250.5').max_price).toBe('1250.50');
    expect(parse('max_price=1%2C25').max_price).toBeUndefined();
    expect(parse('min_price=30&max_price=12.5')).toMatchObject({ min_price: '12.50', max_price: '30' });
    expect(parse('in_stock=yes').in_stock).toBeUndefined();
  });

  it('keeps them in the Products tab’s URL only, and a change of them sends the buyer back to page 1', () => {
    const q = parse('search=beras&type=products&min_price=10&in_stock=true&state=Johor&page=3');
    expect(searchQueryString(q)).toBe('?search=beras&min_price=10&in_stock=true&state=Johor&type=products&page=3');
    expect(searchQueryString({ ...q, type: undefined })).toBe('?search=beras&page=3');
    const cheaper = withFilters(q, { max_price: ' 25.5 ', in_stock: undefined });
    expect(searchQueryString(cheaper)).toBe('?search=beras&min_price=10&max_price=25.50&state=Johor&type=products');
    // What a buyer typed that is no price is left out, and the range comes out the right way round.
    expect(withFilters(q, { min_price: 'ten' }).min_price).toBeUndefined();
    expect(withFilters(q, { min_price: '50', max_price: '5' })).toMatchObject({ min_price: '5', max_price: '50' });
  });

  it('gives the API sen', () => {
    expect(senOf('10.50')).toBe(1050);
    expect(senOf('1000000')).toBe(100_000_000);
    expect(senOf(undefined)).toBeUndefined();
  });
});

describe('refusedPrice', () => {
  it('names the first price of the Products tab that is no amount of ringgit, and nothing else', () => {
    expect(refusedPrice(new URLSearchParams('type=products&min_price=RM 50&max_price=abc'))).toEqual({ key: 'max_price', text: 'abc' });
    expect(refusedPrice(new URLSearchParams('type=products&min_price=x&max_price=abc'))).toEqual({ key: 'min_price', text: 'x' });
    expect(refusedPrice(new URLSearchParams('type=products&min_price=10.50&max_price='))).toBeNull();
    // The Stores tab carries no price.
    expect(refusedPrice(new URLSearchParams('min_price=abc'))).toBeNull();
  });
});
