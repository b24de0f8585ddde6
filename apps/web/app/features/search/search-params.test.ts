import { describe, expect, it } from 'vitest';
import { parseStoreSearch } from './search-params';

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
