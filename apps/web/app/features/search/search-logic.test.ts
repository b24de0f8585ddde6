import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../navigation/navigation';
import { brandOptions } from './brand-options';
import { categoryBrowseHref, nodesAt } from './category-browser';
import { categoryPath } from './category-path';
import { applyHref } from './filter-form';
import { splitOptions } from './filter-options';
import { bannerHref } from './promo-banner';
import { parseStoreSearch } from './search-params';
import { nextActive, wantsSuggestions } from './suggestions';

const menu: MenuCategory[] = [
  { name: 'Food & Beverage', children: [{ name: 'Drinks', children: [{ name: 'Coffee', children: [] }] }, { name: 'Snacks', children: [] }] },
  { name: 'Beauty', children: [] },
];

describe('expand toggles', () => {
  it('appear only with more than 4 options', () => {
    expect(splitOptions([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: [] });
    expect(splitOptions([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4], more: [5] });
  });

  it('the pending brand stays listed even when the text does not find it', () => {
    expect(brandOptions(['Milo', 'Nestle'], 'Ayam Brand').map((o) => o.value)).toEqual(['Ayam Brand', 'Milo', 'Nestle']);
    expect(brandOptions(['Milo', 'Nestle'], 'nestle').map((o) => o.value)).toEqual(['Milo', 'Nestle']);
  });
});

describe('Apply', () => {
  it('goes to page 1 with the pending selection, and a picked category sets fcat', () => {
    const query = parseStoreSearch(new URLSearchParams('search=kedai&tier=VIP_DIRECT&page=5'));
    expect(applyHref('/search', query, { brand_name: 'Milo' })).toBe('/search?search=kedai&brand_name=Milo&tier=VIP_DIRECT');
    expect(applyHref('/bm/search', query, { tier: 'VIP_DIRECT' })).toBe('/bm/search?search=kedai&tier=VIP_DIRECT');
    expect(applyHref('/search', query, { display_category_name: 'Drinks', brand_name: undefined })).toBe('/search?search=kedai&display_category_name=Drinks&tier=VIP_DIRECT&fcat=true');
  });

  it('with everything cleared drops the panel filters', () => {
    const query = parseStoreSearch(new URLSearchParams('brand_name=Milo&display_category_name=Drinks&fcat=true&page=2'));
    expect(applyHref('/search', query, { display_category_name: undefined, brand_name: undefined })).toBe('/search');
  });
});

describe('the category browser', () => {
  it('drills from parent to child to sub-child', () => {
    expect(nodesAt(menu, []).nodes.map((n) => n.name)).toEqual(['Food & Beverage', 'Beauty']);
    expect(nodesAt(menu, [0]).nodes.map((n) => n.name)).toEqual(['Drinks', 'Snacks']);
    const deep = nodesAt(menu, [0, 0]);
    expect(deep.nodes.map((n) => n.name)).toEqual(['Coffee']);
    expect(deep.parents.map((n) => n.name)).toEqual(['Food & Beverage', 'Drinks']);
  });

  it('a category without children is a search by its name, from a category menu', () => {
    expect(categoryBrowseHref('/bm/search', 'Food & Beverage')).toBe('/bm/search?display_category_name=Food+%26+Beverage&fcat=true');
  });

  it('finds the breadcrumb path of a category at any depth, case-insensitively', () => {
    const tree = menu.map(function toApi(n): { display_category_name: string; child_categories: ReturnType<typeof toApi>[] } {
      return { display_category_name: n.name, child_categories: n.children.map(toApi) };
    });
    expect(categoryPath(tree, 'coffee')).toEqual(['Food & Beverage', 'Drinks', 'Coffee']);
    expect(categoryPath(tree, 'Beauty')).toEqual(['Beauty']);
    expect(categoryPath(tree, 'Nope')).toEqual([]);
  });
});

describe('suggestions', () => {
  it('open only for more than 2 characters', () => {
    expect(wantsSuggestions('ke')).toBe(false);
    expect(wantsSuggestions('  ke  ')).toBe(false);
    expect(wantsSuggestions('ked')).toBe(true);
  });

  it('arrow keys move through the options and wrap', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('promo banner links', () => {
  const none = { link_url: null, product_id: null, product_type: null, catalogue_url: null };
  it('follow link_type, in the visitor language, with home as the fallback', () => {
    expect(bannerHref({ ...none, link_type: 'custom_url', link_url: 'https://example.com/x' }, 'bm')).toBe('https://example.com/x');
    expect(bannerHref({ ...none, link_type: 'product_id', product_id: 12, product_type: 'bundle' }, 'bm')).toBe('/bm/product-detail/12?type=bundle');
    expect(bannerHref({ ...none, link_type: 'catalogue_id', catalogue_url: 'cafe-essentials' }, 'en')).toBe('/catalogue/cafe-essentials');
    expect(bannerHref({ ...none, link_type: 'catalogue_id' }, 'bm')).toBe('/bm');
  });
});
