import type { Category } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { toDirectoryGroups, toDirectoryTree } from './category-directory';

const node = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  category_id: `C${id}`,
  display_category_name: name,
  parent_id: null,
  image_url: null,
  image_name: null,
  child_categories: children,
});

describe('category directory', () => {
  it('keeps a group’s name, image and child names', () => {
    expect(
      toDirectoryGroups([{ code: 'FOOD', category_name: 'Food & Beverages', image_url: '/a.svg', child_categories: [{ category_name: 'Beverages' }] }]),
    ).toEqual([{ code: 'FOOD', name: 'Food & Beverages', imageUrl: '/a.svg', children: ['Beverages'] }]);
  });

  it('treats a blank group image as missing', () => {
    expect(toDirectoryGroups([{ code: 'X', category_name: 'X', image_url: ' ', child_categories: [] }])[0]?.imageUrl).toBeNull();
  });

  it('keeps all four levels of the tree, names only', () => {
    const tree = [node(1, 'A', [node(2, 'B', [node(3, 'C', [node(4, 'D')])])])];
    expect(toDirectoryTree(tree)).toEqual([{ name: 'A', children: [{ name: 'B', children: [{ name: 'C', children: [{ name: 'D', children: [] }] }] }] }]);
  });
});
