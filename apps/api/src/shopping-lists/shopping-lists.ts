import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { paginationMeta } from '@borong/contracts/common';
import { MAX_LIST_PRODUCTS, MAX_SHOPPING_LISTS, type ShoppingList } from '@borong/contracts/shopping-lists';
import type { ProductType } from '@borong/contracts/catalogue';
import { conflict, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { products, shoppingListItems, shoppingLists } from '../db/schema';
import { listProductCards } from '../catalogue/products';

const LIST_NOT_FOUND = 'Shopping list not found';

/*
 * Shopping lists (spec §7). Every query is scoped to the caller: another buyer's list id is
 * simply not found (404) and nothing changes.
 */

const listColumns = (db: Db) => ({
  id: shoppingLists.id,
  name: shoppingLists.name,
  description: shoppingLists.description,
  productCount: db.$count(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id)),
  updatedAt: shoppingLists.updatedAt,
});

type ListRow = Pick<typeof shoppingLists.$inferSelect, 'id' | 'name' | 'description' | 'updatedAt'> & { productCount: number };

const toList = (row: ListRow): ShoppingList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  product_count: Number(row.productCount),
  updated_at: isoTime(row.updatedAt),
});

const mine = (userId: number, id: number) => and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId));

async function readList(db: Db, userId: number, id: number): Promise<ShoppingList> {
  const [row] = await db.select(listColumns(db)).from(shoppingLists).where(mine(userId, id));
  if (!row) throw notFound(LIST_NOT_FOUND);
  return toList(row);
}

const touch = (tx: Db, listId: number) => tx.update(shoppingLists).set({ updatedAt: sql`now()` }).where(eq(shoppingLists.id, listId));

/** The caller's lists, most recently changed first; with `productId`, whether each holds it. */
export async function listShoppingLists(db: Db, userId: number, query: { page: number; perPage: number; productId?: number }) {
  const { page, perPage, productId } = query;
  const hasProduct = productId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(shoppingListItems)
          .where(and(eq(shoppingListItems.listId, shoppingLists.id), eq(shoppingListItems.productId, productId))),
      )
    : sql`false`;
  const owned = eq(shoppingLists.userId, userId);
  const [found, total] = await Promise.all([
    db
      .select({ ...listColumns(db), hasProduct: sql<boolean>`${hasProduct}` })
      .from(shoppingLists)
      .where(owned)
      .orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(shoppingLists, owned),
  ]);
  return { data: found.map((row) => ({ ...toList(row), has_product: Boolean(row.hasProduct) })), meta: paginationMeta(total, page, perPage) };
}

/** One of the caller's lists with its products, most recently added first. */
export async function shoppingListWithProducts(db: Db, userId: number, id: number) {
  const list = await readList(db, userId, id);
  return { ...list, products: await listProductCards(db, list.id) };
}

/** Renames one of the caller's lists, or creates one (at most MAX_SHOPPING_LISTS). */
export async function saveShoppingList(db: Db, userId: number, input: { name: string; description: string; listId?: number }): Promise<ShoppingList> {
  const { name, description, listId } = input;
  const id = await db.transaction(async (tx) => {
    if (listId) {
      const [updated] = await tx
        .update(shoppingLists)
        .set({ name, description, updatedAt: sql`now()` })
        .where(mine(userId, listId))
        .returning({ id: shoppingLists.id });
      if (!updated) throw notFound(LIST_NOT_FOUND);
      return updated.id;
    }
    await lockUser(tx, userId);
    const count = await tx.$count(shoppingLists, eq(shoppingLists.userId, userId));
    if (count >= MAX_SHOPPING_LISTS) throw conflict(`You can keep at most ${MAX_SHOPPING_LISTS} shopping lists`);
    const [created] = await tx.insert(shoppingLists).values({ userId, name, description }).returning({ id: shoppingLists.id });
    if (!created) throw new Error('insert returned no row');
    return created.id;
  });
  return readList(db, userId, id);
}

/** All or nothing: if any id is not one of the caller's lists, nothing is deleted (404). */
export async function deleteShoppingLists(db: Db, userId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(shoppingLists)
      .where(and(eq(shoppingLists.userId, userId), inArray(shoppingLists.id, unique)))
      .returning({ id: shoppingLists.id });
    if (removed.length !== unique.length) throw notFound(LIST_NOT_FOUND);
    return removed.length;
  });
}

export type AddProductResult = { ok: true; added: boolean } | { ok: false; status: 404 | 409; message: string };

/** Saves a product to one of the caller's lists; a product already there is not an error. */
export async function addProductToList(db: Db, userId: number, listId: number, productId: number, productType: ProductType): Promise<AddProductResult> {
  return db.transaction(async (tx): Promise<AddProductResult> => {
    const [list] = await tx.select({ id: shoppingLists.id }).from(shoppingLists).where(mine(userId, listId)).for('update');
    if (!list) return { ok: false, status: 404, message: LIST_NOT_FOUND };
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.itemType, productType)));
    if (!product) return { ok: false, status: 404, message: 'Product not found' };
    const count = await tx.$count(shoppingListItems, eq(shoppingListItems.listId, listId));
    if (count >= MAX_LIST_PRODUCTS) return { ok: false, status: 409, message: `A shopping list holds at most ${MAX_LIST_PRODUCTS} products` };
    const inserted = await tx.insert(shoppingListItems).values({ listId, productId }).onConflictDoNothing().returning({ productId: shoppingListItems.productId });
    await touch(tx, listId);
    return { ok: true, added: inserted.length > 0 };
  });
}

/** Removes a product from one of the caller's lists; false when the list or the product in it was not found. */
export async function removeProductFromList(db: Db, userId: number, listId: number, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(shoppingListItems)
      .where(
        and(
          eq(shoppingListItems.listId, listId),
          eq(shoppingListItems.productId, productId),
          exists(tx.select({ id: shoppingLists.id }).from(shoppingLists).where(mine(userId, listId))),
        ),
      )
      .returning({ productId: shoppingListItems.productId });
    if (gone.length) await touch(tx, listId);
    return gone.length > 0;
  });
}
