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

  it('renders every level as a real link to the category search, before any script runs', () => {
    const html = renderAt('/bm', <CategoryMenu categories={categories} />);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Food+%26+Beverage&amp;fcat=true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Drinks&amp;fcat=true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Coffee&amp;fcat=true"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/bm/search?display_category_name=Stationery&amp;fcat=true"')).toHaveLength(1);
  });

  it('says so when there are no categories', () => {
    expect(renderAt('/', <CategoryMenu categories={[]} />)).toContain('Oops there is no data found...');
  });
});
