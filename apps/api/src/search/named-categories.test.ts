import { describe, expect, it } from 'vitest';
import type { categoryRows } from '../catalogue/categories';
import { categoriesNamedBy, categoryKey } from './named-categories';

type CategoryList = Awaited<ReturnType<typeof categoryRows>>;

/** A few categories of the seed's tree, with their paths (root first). */
function list(): CategoryList {
  const row = (id: number, en: string, bm: string, path: number[]) => ({
    id,
    categoryId: `c${id}`,
    displayCategoryName: en,
    displayCategoryNameBm: bm,
    parentId: path.length > 1 ? path.at(-2)! : null,
    path,
    imageUrl: null,
    imageName: null,
  });
  return [
    row(1, 'Food & Beverage', 'Makanan & Minuman', [1]),
    row(2, 'Beverages', 'Minuman', [1, 2]),
    row(3, 'Coffee & Tea', 'Kopi & Teh', [1, 2, 3]),
    row(4, 'Drinking Water', 'Air Minuman', [1, 2, 4]),
    row(5, 'Toilet Rolls', 'Tisu Tandas', [5]),
    row(6, "Men's Watches", 'Jam Tangan Lelaki', [6]),
  ];
}

describe('categoriesNamedBy', () => {
  it('reads a category named in either language, whatever the case, accents, punctuation and joining word', () => {
    for (const text of ['Coffee & Tea', 'coffee and tea', 'COFFEE, TEA', 'Kopi & Teh', 'kopi dan teh', 'kópi & téh!']) {
      expect(categoriesNamedBy(list(), text), text).toEqual([3]);
    }
  });

  it('includes the descendants of a parent category', () => {
    expect(categoriesNamedBy(list(), 'beverages')).toEqual([2, 3, 4]);
    expect(categoriesNamedBy(list(), 'makanan dan minuman')).toEqual([1, 2, 3, 4]);
  });

  it('reads a category only from the whole text, not from a word of its name or a name inside the text', () => {
    for (const text of ['coffee', 'tea', 'coffee & tea 1kg', 'kopi teh tarik', 'water', '']) expect(categoriesNamedBy(list(), text), text).toEqual([]);
  });

  it('leaves out the words search leaves out, and reads a phrase the synonym list puts in a category name\'s group', () => {
    expect(categoriesNamedBy(list(), 'kopi & teh supplier')).toEqual([3]);
    // "toilet paper" is "tisu tandas" (vocabulary.json), the Malay name of Toilet Rolls.
    expect(categoriesNamedBy(list(), 'toilet paper')).toEqual([5]);
  });

  it('reads a possessive with or without its apostrophe', () => {
    for (const text of ["men's watches", 'mens watches', 'Men’s Watches']) expect(categoriesNamedBy(list(), text), text).toEqual([6]);
    expect(categoryKey("Men's Watches")).toBe('mens watches');
  });
});
