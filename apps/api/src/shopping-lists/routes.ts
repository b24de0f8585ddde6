import { sql } from 'drizzle-orm';
import { apiErrorSchema, paginationMeta } from '@borong/contracts/common';
import {
  MAX_LIST_PRODUCTS,
  MAX_SHOPPING_LISTS,
  deleteShoppingListsBodySchema,
  listProductBodySchema,
  listProductResponseSchema,
  removeListProductBodySchema,
  shoppingListBodySchema,
  shoppingListDetailResponseSchema,
  shoppingListParamsSchema,
  shoppingListQuerySchema,
  shoppingListSavedResponseSchema,
  shoppingListsDeletedResponseSchema,
  shoppingListsResponseSchema,
  type ShoppingList,
} from '@borong/contracts/shopping-lists';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError, notFound } from '../app/errors';
import { isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import { callerId, requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { pageOfRows, rows } from '../db/rows';
import { productCardColumns, toProductCard } from '../catalogue/products';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const LIST_NOT_FOUND = 'Shopping list not found';
const PATH = '/mydin-online/shopping_lists';

interface ListRow {
  id: number;
  name: string;
  description: string;
  product_count: number;
  updated_at: Date | string;
}

const listColumns = sql`l.id, l.name, l.description, (select count(*)::int from shopping_list_items i where i.list_id = l.id) as product_count, l.updated_at`;

const toList = (row: ListRow): ShoppingList => ({
  id: Number(row.id),
  name: row.name,
  description: row.description,
  product_count: Number(row.product_count),
  updated_at: isoTime(row.updated_at),
});

async function readList(db: Db, userId: number, id: number): Promise<ShoppingList | null> {
  const [row] = await rows<ListRow>(db, sql`select ${listColumns} from shopping_lists l where l.id = ${id} and l.user_id = ${userId}`);
  return row ? toList(row) : null;
}

/**
 * Shopping lists (spec §7). Every query is scoped to the caller: another buyer's list id is
 * simply not found (404) and nothing changes.
 */
export default async function shoppingListRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(PATH, {
    schema: {
      tags: ['shopping lists'],
      summary: "The caller's shopping lists",
      description: 'Most recently changed first, read from `shopping_lists.data`. With `product_id`, each list says whether it already holds that product (`has_product`).',
      querystring: shoppingListQuerySchema,
      response: { 200: shoppingListsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { page, per_page: perPage, product_id: productId } = request.query;
      const hasProduct = productId ? sql`exists (select 1 from shopping_list_items i where i.list_id = l.id and i.product_id = ${productId})` : sql`false`;
      const { found, total } = await pageOfRows<ListRow & { has_product: boolean }>(db, {
        columns: sql`${listColumns}, ${hasProduct} as has_product`,
        from: sql`shopping_lists l`,
        where: sql`l.user_id = ${userId}`,
        order: sql`l.updated_at desc, l.id desc`,
        page,
        perPage,
      });
      return { shopping_lists: { data: found.map((row) => ({ ...toList(row), has_product: Boolean(row.has_product) })), meta: paginationMeta(total, page, perPage) } };
    },
  });

  app.get(`${PATH}/:id`, {
    schema: {
      tags: ['shopping lists'],
      summary: 'One of the caller’s lists with its products',
      description: 'Products most recently added first. Another buyer’s list answers 404.',
      params: shoppingListParamsSchema,
      response: { 200: shoppingListDetailResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const list = await readList(db, userId, request.params.id);
      if (!list) throw notFound(LIST_NOT_FOUND);
      const products = await rows<Parameters<typeof toProductCard>[0]>(
        db,
        sql`select ${productCardColumns} from shopping_list_items i join products p on p.id = i.product_id where i.list_id = ${list.id} order by i.added_at desc, p.id`,
      );
      return { data: { ...list, products: products.map(toProductCard) } };
    },
  });

  app.post(`${PATH}/create_or_update`, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Creates a list, or renames one with shopping_list_id',
      description: `name (required, ≤ 30 characters after trimming: 'Name must not be more than 30 character'), description (optional, ≤ 50: 'Description must not be more than 50 character'), shopping_list_id to update one of the caller's lists (404 for another's). A buyer keeps at most ${MAX_SHOPPING_LISTS} lists.`,
      body: shoppingListBodySchema,
      response: { 200: shoppingListSavedResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { name, description = '', shopping_list_id: listId } = request.body;
      const id = await db.transaction(async (tx) => {
        if (listId) {
          const [updated] = await rows<{ id: number }>(
            tx,
            sql`update shopping_lists set name = ${name}, description = ${description}, updated_at = now() where id = ${listId} and user_id = ${userId} returning id`,
          );
          if (!updated) throw notFound(LIST_NOT_FOUND);
          return Number(updated.id);
        }
        await lockUser(tx, userId);
        const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from shopping_lists where user_id = ${userId}`);
        if (Number(count?.n ?? 0) >= MAX_SHOPPING_LISTS) throw new HttpError(409, `You can keep at most ${MAX_SHOPPING_LISTS} shopping lists`);
        const [created] = await rows<{ id: number }>(tx, sql`insert into shopping_lists (user_id, name, description) values (${userId}, ${name}, ${description}) returning id`);
        return Number(created?.id);
      });
      const list = await readList(db, userId, id);
      if (!list) throw notFound(LIST_NOT_FOUND);
      return { error: false as const, message: listId ? 'Shopping list updated' : 'Shopping list created', data: list };
    },
  });

  app.post(`${PATH}/delete_shopping_lists`, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Deletes several of the caller’s lists at once',
      description: 'shopping_list_ids: 1 to 100 ids. All or nothing: if any id is not one of the caller’s lists, the answer is 404 and no list is deleted.',
      body: deleteShoppingListsBodySchema,
      response: { 200: shoppingListsDeletedResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const ids = [...new Set(request.body.shopping_list_ids)];
      const deleted = await db.transaction(async (tx) => {
        const removed = await rows<{ id: number }>(
          tx,
          sql`delete from shopping_lists where user_id = ${userId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) returning id`,
        );
        if (removed.length !== ids.length) throw notFound(LIST_NOT_FOUND);
        return removed.length;
      });
      return { error: false as const, message: deleted === 1 ? 'Shopping list deleted' : `${deleted} shopping lists deleted`, deleted };
    },
  });

  app.post(`${PATH}/add_product_into_list`, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Saves a product to one of the caller’s lists',
      description: `shopping_list_id, product_id (the product's item id) and product_type (its type). Answers error and errorMsg (spec §7): a product already in the list is not an error. Unknown product or a type that is not the product's own: 404. A list holds at most ${MAX_LIST_PRODUCTS} products (409).`,
      body: listProductBodySchema,
      response: { 200: listProductResponseSchema, 404: listProductResponseSchema, 409: listProductResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const userId = callerId(request);
      const { shopping_list_id: listId, product_id: productId, product_type: productType } = request.body;
      const fail = (status: 404 | 409, message: string) => reply.status(status).send({ error: true, errorMsg: message, message });
      return db.transaction(async (tx) => {
        const [list] = await rows<{ id: number }>(tx, sql`select id from shopping_lists where id = ${listId} and user_id = ${userId} for update`);
        if (!list) return fail(404, LIST_NOT_FOUND);
        const [product] = await rows<{ id: number }>(tx, sql`select id from products where id = ${productId} and item_type = ${productType}`);
        if (!product) return fail(404, 'Product not found');
        const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from shopping_list_items where list_id = ${listId}`);
        if (Number(count?.n ?? 0) >= MAX_LIST_PRODUCTS) return fail(409, `A shopping list holds at most ${MAX_LIST_PRODUCTS} products`);
        const inserted = await rows<{ product_id: number }>(
          tx,
          sql`insert into shopping_list_items (list_id, product_id) values (${listId}, ${productId}) on conflict do nothing returning product_id`,
        );
        await tx.execute(sql`update shopping_lists set updated_at = now() where id = ${listId}`);
        const message = inserted.length ? 'Product added to the shopping list' : 'The product is already in this shopping list';
        return { error: false, errorMsg: '', message };
      });
    },
  });

  app.post(`${PATH}/delete_product_from_list`, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Removes a product from one of the caller’s lists',
      description: 'shopping_list_id and product_id. A list of another buyer, or a product not in the list, answers 404.',
      body: removeListProductBodySchema,
      response: { 200: listProductResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { shopping_list_id: listId, product_id: productId } = request.body;
      const removed = await db.transaction(async (tx) => {
        const gone = await rows<{ product_id: number }>(
          tx,
          sql`delete from shopping_list_items i using shopping_lists l where l.id = i.list_id and l.user_id = ${userId} and i.list_id = ${listId} and i.product_id = ${productId} returning i.product_id`,
        );
        if (gone.length) await tx.execute(sql`update shopping_lists set updated_at = now() where id = ${listId}`);
        return gone.length;
      });
      if (!removed) throw notFound('The product is not in this shopping list');
      return { error: false, errorMsg: '', message: 'Product removed from the shopping list' };
    },
  });
}
