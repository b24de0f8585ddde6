import { sql } from 'drizzle-orm';
import type { Category, CategoryGroup } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { memoize } from '../app/memo';
import { localized } from '../app/locale';

interface CategoryRow {
  id: number;
  category_id: string;
  display_category_name: string;
  display_category_name_bm: string;
  parent_id: number | null;
  path: number[];
  image_url: string | null;
  image_name: string | null;
}

const CATEGORY_TTL_MS = 60_000;
const caches = new WeakMap<Db, (locale: ApiLocale) => Promise<{ tree: Category[]; rows: CategoryRow[] }>>();

function categoryCache(db: Db) {
  let cached = caches.get(db);
  if (!cached) {
    cached = memoize(
      async (locale: ApiLocale) => {
        const all = await rows<CategoryRow>(
          db,
          sql`select id, category_id, display_category_name, display_category_name_bm, parent_id, path, image_url, image_name
              from categories order by level, sort, display_category_name`,
        );
        const nodes = new Map<number, Category>();
        const tree: Category[] = [];
        for (const row of all) {
          const node: Category = {
            id: Number(row.id),
            category_id: row.category_id,
            display_category_name: localized(locale, row.display_category_name, row.display_category_name_bm),
            parent_id: row.parent_id === null ? null : Number(row.parent_id),
            image_url: row.image_url,
            image_name: row.image_name,
            child_categories: [],
          };
          nodes.set(node.id, node);
          const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
          (parent ? parent.child_categories : tree).push(node);
        }
        return { tree, rows: all };
      },
      { ttlMs: CATEGORY_TTL_MS },
    );
    caches.set(db, cached);
  }
  return cached;
}

/** The whole tree, roots first, children in editor order; names in the caller's language. */
export async function categoryTree(db: Db, locale: ApiLocale): Promise<Category[]> {
  return (await categoryCache(db)(locale)).tree;
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
  const roots = all.filter((c) => c.display_category_name.toLowerCase() === wanted || c.display_category_name_bm.toLowerCase() === wanted).map((c) => Number(c.id));
  if (roots.length === 0) return [];
  const rootSet = new Set(roots);
  return all.filter((c) => c.path.some((id) => rootSet.has(Number(id)))).map((c) => Number(c.id));
}

interface GroupRow {
  code: string;
  category_name: string;
  category_name_bm: string;
  image_url: string;
  child_categories: string[];
}

export async function categoryGroups(db: Db, locale: ApiLocale): Promise<CategoryGroup[]> {
  const found = await rows<GroupRow>(db, sql`select code, category_name, category_name_bm, image_url, child_categories from category_groups order by sort, id`);
  return found.map((g) => ({
    code: g.code,
    category_name: localized(locale, g.category_name, g.category_name_bm),
    image_url: g.image_url,
    child_categories: g.child_categories.map((category_name) => ({ category_name })),
  }));
}
