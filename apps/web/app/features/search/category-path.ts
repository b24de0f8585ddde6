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
