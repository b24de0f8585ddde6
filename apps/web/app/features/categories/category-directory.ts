import type { Category, CategoryGroup } from '@borong/contracts/catalogue';
import { toMenuCategories, type MenuCategory } from '../navigation/navigation';

/**
 * The all-categories page's data in the shape the page needs: names and images only (the tree
 * travels with the page's data, so it stays small).
 */

/** One of the nine category groups (spec §3): image, name and its child category names. */
export interface DirectoryGroup {
  code: string;
  name: string;
  imageUrl: string | null;
  children: string[];
}

/** The deepest level the category tree has (spec §3: nested up to 4 levels). */
export const CATEGORY_TREE_DEPTH = 4;

export function toDirectoryGroups(groups: readonly CategoryGroup[]): DirectoryGroup[] {
  return groups.map((g) => ({
    code: g.code,
    name: g.category_name,
    imageUrl: g.image_url.trim() || null,
    children: g.child_categories.map((c) => c.category_name),
  }));
}

/** The full tree as names only, every level kept. */
export function toDirectoryTree(categories: readonly Category[]): MenuCategory[] {
  return toMenuCategories(categories, CATEGORY_TREE_DEPTH);
}
