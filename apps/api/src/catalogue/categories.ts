import { asc } from 'drizzle-orm';
import type { Category, CategoryGroup } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { categories, categoryGroups as categoryGroupsTable } from '../db/schema';
import { memoize, perDatabase } from '../app/memo';
import { localized } from '../app/locale';

type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'categoryId' | 'displayCategoryName' | 'displayCategoryNameBm' | 'parentId' | 'path' | 'imageUrl' | 'imageName'
>;

const CATEGORY_TTL_MS = 60_000;
const categoryCache = perDatabase((db: Db) =>
  memoize(
    async (locale: ApiLocale) => {
      const all: CategoryRow[] = await db
        .select({
          id: categories.id,
          categoryId: categories.categoryId,
          displayCategoryName: categories.displayCategoryName,
          displayCategoryNameBm: categories.displayCategoryNameBm,
          parentId: categories.parentId,
          path: categories.path,
          imageUrl: categories.imageUrl,
          imageName: categories.imageName,
        })
        .from(categories)
        .orderBy(asc(categories.level), asc(categories.sort), asc(categories.displayCategoryName));
      const nodes = new Map<number, Category>();
      const tree: Category[] = [];
      for (const row of all) {
        const node: Category = {
          id: row.id,
          category_id: row.categoryId,
          display_category_name: localized(locale, row.displayCategoryName, row.displayCategoryNameBm),
          parent_id: row.parentId,
          image_url: row.imageUrl,
          image_name: row.imageName,
          child_categories: [],
        };
        nodes.set(node.id, node);
        const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
        (parent ? parent.child_categories : tree).push(node);
      }
      return { tree, rows: all };
    },
    { ttlMs: CATEGORY_TTL_MS, name: 'categories', sharedBy: db },
  ),
);

/** The whole tree, roots first, children in editor order; names in the caller's language. */
export async function categoryTree(db: Db, locale: ApiLocale): Promise<Category[]> {
  return (await categoryCache(db)(locale)).tree;
}

/** Every category with its names in both languages (cached as the tree is). */
export async function categoryRows(db: Db): Promise<readonly CategoryRow[]> {
  return (await categoryCache(db)('en')).rows;
}

/** The header's dropdown shows three levels (spec §2), so deeper nodes are cut off here. */
export function trimDepth(nodes: Category[], depth: number): Category[] {
  return nodes.map((n) => ({ ...n, child_categories: depth > 1 ? trimDepth(n.child_categories, depth - 1) : [] }));
}

/**
 * Ids of every category called `name` (in either language, any case) and of all their
 * descendants: a filter on "Beverages" also finds stores that only list "Coffee".
 */
export async function categoryIdsNamed(db: Db, name: string): Promise<number[]> {
  const { rows: all } = await categoryCache(db)('en');
  const wanted = name.trim().toLowerCase();
  return withDescendants(all, all.filter((c) => c.displayCategoryName.toLowerCase() === wanted || c.displayCategoryNameBm.toLowerCase() === wanted).map((c) => c.id));
}

/** The ids of `roots` and of all their descendants in `list` (a category's path holds its ancestors and itself), in list order. */
export function withDescendants(list: readonly Pick<CategoryRow, 'id' | 'path'>[], roots: readonly number[]): number[] {
  if (roots.length === 0) return [];
  const rootSet = new Set(roots);
  return list.filter((c) => c.path.some((id) => rootSet.has(id))).map((c) => c.id);
}

export async function categoryGroups(db: Db, locale: ApiLocale): Promise<CategoryGroup[]> {
  const g = categoryGroupsTable;
  const [found, { rows: categoryList }] = await Promise.all([
    db
      .select({ code: g.code, name: g.categoryName, nameBm: g.categoryNameBm, imageUrl: g.imageUrl, children: g.childCategories })
      .from(g)
      .orderBy(asc(g.sort), asc(g.id)),
    categoryCache(db)(locale),
  ]);
  // A group names its children by their English names; Malay pages show the tree's Malay ones.
  const byName = new Map(categoryList.map((c) => [c.displayCategoryName.toLowerCase(), c]));
  return found.map((row) => ({
    code: row.code,
    category_name: localized(locale, row.name, row.nameBm),
    image_url: row.imageUrl,
    child_categories: row.children.map((name) => {
      const category = byName.get(name.toLowerCase());
      return { category_name: category ? localized(locale, category.displayCategoryName, category.displayCategoryNameBm) : name };
    }),
  }));
}
