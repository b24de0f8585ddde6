import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { CategoryMenu } from './category-menu';

const categories = [
  { name: 'Food & Beverage', children: [{ name: 'Drinks', children: [{ name: 'Coffee', children: [] }] }] },
  { name: 'Stationery', children: [] },
];

describe('CategoryMenu', () => {
  it('is a closed disclosure button with aria-expanded, aria-haspopup and aria-controls', () => {
    const html = renderAt('/', <CategoryMenu categories={categories} />);
    const [button] = tagsWith(html, '<button', 'aria-expanded="false"', 'aria-haspopup="true"');
    expect(button).toBeDefined();
    const controls = /aria-controls="([^"]+)"/.exec(button ?? '')?.[1];
    expect(tagsWith(html, `id="${controls}"`)).toHaveLength(1);
  });

  it('serves the top level as real links to the category search, and All categories for the rest (issue 13)', () => {
    const html = renderAt('/bm', <CategoryMenu categories={categories} />);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Food+%26+Beverage&amp;fcat=true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Stationery&amp;fcat=true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/all-categories"')).toHaveLength(1);
    // The deeper levels are rendered when the menu opens (e2e/storefront.spec.ts walks them).
    expect(html).not.toContain('display_category_name=Drinks');
    expect(html).not.toContain('display_category_name=Coffee');
  });

  it('says so when there are no categories', () => {
    expect(renderAt('/', <CategoryMenu categories={[]} />)).toContain('Oops there is no data found...');
  });
});
