import type { Category } from '@borong/contracts/catalogue';
import type { PageManagementGroup } from '@borong/contracts/content';
import { describe, expect, it } from 'vitest';
import { categorySearchHref, localizedHref, localizedName, toMenuCategories, toNavGroups } from './navigation';

const category = (name: string, children: Category[] = []): Category => ({
  id: 1,
  category_id: name,
  display_category_name: name,
  parent_id: null,
  image_url: null,
  image_name: null,
  child_categories: children,
});

const groups: PageManagementGroup[] = [
  {
    id: 1,
    type: 'header',
    name: 'PROMOTIONS',
    name_bm: 'PROMOSI',
    url: null,
    is_external_link: false,
    active_page_managements: [
      { id: 10, name: 'Monthly catalogue', name_bm: 'Katalog bulanan', url: '/monthly-catalogue', open_in_new_tab: false },
      { id: 11, name: 'Press ad', name_bm: null, url: 'https://press.example/ad', open_in_new_tab: true },
      { id: 12, name: 'Store location', name_bm: '  ', url: null, open_in_new_tab: false },
    ],
  },
];

describe('toMenuCategories', () => {
  it('keeps names only, three levels deep', () => {
    const tree = [category('Food', [category('Drinks', [category('Coffee', [category('Beans')])])])];
    expect(toMenuCategories(tree)).toEqual([{ name: 'Food', children: [{ name: 'Drinks', children: [{ name: 'Coffee', children: [] }] }] }]);
  });
});

describe('localizedName', () => {
  it('shows name_bm in Malay, falling back to name when missing or blank', () => {
    expect(localizedName('bm', 'Brands', 'Jenama')).toBe('Jenama');
    expect(localizedName('bm', 'Brands', null)).toBe('Brands');
    expect(localizedName('bm', 'Brands', ' ')).toBe('Brands');
    expect(localizedName('en', 'Brands', 'Jenama')).toBe('Brands');
  });
});

describe('toNavGroups', () => {
  it('localizes names and internal links, keeps external links, and leaves out entries that lead nowhere', () => {
    const [bm] = toNavGroups(groups, 'bm');
    expect(bm?.name).toBe('PROMOSI');
    expect(bm?.entries).toEqual([
      { id: 10, name: 'Katalog bulanan', href: '/bm/monthly-catalogue', newTab: false },
      { id: 11, name: 'Press ad', href: 'https://press.example/ad', newTab: true },
    ]);
    const [en] = toNavGroups(groups, 'en');
    expect(en?.entries[0]).toEqual({ id: 10, name: 'Monthly catalogue', href: '/monthly-catalogue', newTab: false });
  });
});

describe('categorySearchHref', () => {
  it('searches stores by the category name, in the visitor language', () => {
    expect(categorySearchHref('Food & Beverage', 'en')).toBe('/search?display_category_name=Food+%26+Beverage&fcat=true');
    expect(categorySearchHref('Mom & Baby', 'bm')).toBe('/bm/search?display_category_name=Mom+%26+Baby&fcat=true');
  });
});

describe('localizedHref', () => {
  it('prefixes internal paths and keeps web, mail and phone links', () => {
    expect(localizedHref('/pdpa', 'bm')).toBe('/bm/pdpa');
    expect(localizedHref(' /pdpa ', 'en')).toBe('/pdpa');
    expect(localizedHref('https://example.com/a', 'bm')).toBe('https://example.com/a');
    expect(localizedHref('mailto:help@borong.my', 'bm')).toBe('mailto:help@borong.my');
    expect(localizedHref('tel:+60312345678', 'en')).toBe('tel:+60312345678');
  });

  it('drops links that are empty or not safe to follow', () => {
    expect(localizedHref(null, 'en')).toBeNull();
    expect(localizedHref('  ', 'en')).toBeNull();
    expect(localizedHref('javascript:alert(1)', 'en')).toBeNull();
    expect(localizedHref('JavaScript:alert(1)', 'en')).toBeNull();
    expect(localizedHref('data:text/html,x', 'en')).toBeNull();
    expect(localizedHref('//evil.example/x', 'en')).toBeNull();
  });
});
