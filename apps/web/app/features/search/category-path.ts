/** A node of a category tree, as the API sends it or as the menus keep it. */
interface TreeNode<T> {
  display_category_name: string;
  child_categories: T[];
}

/**
 * The path from a top-level category down to the one named `name` (case-insensitive), for the
 * breadcrumb of a search picked from a category menu. Empty when no category has that name.
 */
export function categoryPath<T extends TreeNode<T>>(tree: readonly T[], name: string): string[] {
  const wanted = name.trim().toLowerCase();
  for (const node of tree) {
    if (node.display_category_name.toLowerCase() === wanted) return [node.display_category_name];
    const below = categoryPath(node.child_categories, name);
    if (below.length > 0) return [node.display_category_name, ...below];
  }
  return [];
}

/** The id of the category named `name` (case-insensitive) anywhere in the tree, or null. */
function categoryIdNamed<T extends TreeNode<T> & { id: number }>(tree: readonly T[], name: string): number | null {
  const wanted = name.trim().toLowerCase();
  for (const node of tree) {
    if (node.display_category_name.toLowerCase() === wanted) return node.id;
    const below = categoryIdNamed(node.child_categories, name);
    if (below !== null) return below;
  }
  return null;
}

function categoryNameOf<T extends TreeNode<T> & { id: number }>(tree: readonly T[], id: number): string | null {
  for (const node of tree) {
    if (node.id === id) return node.display_category_name;
    const below = categoryNameOf(node.child_categories, id);
    if (below !== null) return below;
  }
  return null;
}

/**
 * The name in `tree`'s language of the category `name` names in `other`'s: after the language
 * switch, `/bm/search?display_category_name=Rice` is the category Beras. Null when `other` has
 * no category of that name either.
 */
export function translatedCategoryName<T extends TreeNode<T> & { id: number }>(tree: readonly T[], other: readonly T[], name: string): string | null {
  const id = categoryIdNamed(other, name);
  return id === null ? null : categoryNameOf(tree, id);
}
