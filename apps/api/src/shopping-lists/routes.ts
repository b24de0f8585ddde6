import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema } from '@borong/contracts/common';
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
} from '@borong/contracts/shopping-lists';
import type { ApiApp, ApiDeps } from '../app/types';
import { notFound } from '../app/errors';
import { callerId, requireUser } from '../auth/guard';
import {
  addProductToList,
  deleteShoppingLists,
  listShoppingLists,
  removeProductFromList,
  saveShoppingList,
  shoppingListWithProducts,
} from './shopping-lists';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Shopping lists (spec §7); the rules live in ./shopping-lists. */
export default async function shoppingListRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.shoppingLists, {
    schema: {
      tags: ['shopping lists'],
      summary: "The caller's shopping lists",
      description: 'Most recently changed first, read from `shopping_lists.data`. With `product_id`, each list says whether it already holds that product (`has_product`).',
      querystring: shoppingListQuerySchema,
      response: { 200: shoppingListsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { page, per_page: perPage, product_id: productId } = request.query;
      return { shopping_lists: await listShoppingLists(db, callerId(request), { page, perPage, productId }) };
    },
  });

  app.get(apiPaths.shoppingListRoute, {
    schema: {
      tags: ['shopping lists'],
      summary: 'One of the caller’s lists with its products',
      description: 'Products most recently added first. Another buyer’s list answers 404.',
      params: shoppingListParamsSchema,
      response: { 200: shoppingListDetailResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await shoppingListWithProducts(db, callerId(request), request.params.id) }),
  });

  app.post(apiPaths.shoppingListSave, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Creates a list, or renames one with shopping_list_id',
      description: `name (required, ≤ 30 characters after trimming: 'Name must not be more than 30 character'), description (optional, ≤ 50: 'Description must not be more than 50 character'), shopping_list_id to update one of the caller's lists (404 for another's). A buyer keeps at most ${MAX_SHOPPING_LISTS} lists.`,
      body: shoppingListBodySchema,
      response: { 200: shoppingListSavedResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { name, description = '', shopping_list_id: listId } = request.body;
      const list = await saveShoppingList(db, callerId(request), { name, description, listId });
      return { error: false as const, message: listId ? 'Shopping list updated' : 'Shopping list created', data: list };
    },
  });

  app.post(apiPaths.shoppingListsDelete, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Deletes several of the caller’s lists at once',
      description: 'shopping_list_ids: 1 to 100 ids. All or nothing: if any id is not one of the caller’s lists, the answer is 404 and no list is deleted.',
      body: deleteShoppingListsBodySchema,
      response: { 200: shoppingListsDeletedResponseSchema, ...errors },
    },
    handler: async (request) => {
      const deleted = await deleteShoppingLists(db, callerId(request), request.body.shopping_list_ids);
      return { error: false as const, message: deleted === 1 ? 'Shopping list deleted' : `${deleted} shopping lists deleted`, deleted };
    },
  });

  app.post(apiPaths.shoppingListProductAdd, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Saves a product to one of the caller’s lists',
      description: `shopping_list_id, product_id (the product's item id) and product_type (its type). Answers error and errorMsg (spec §7): a product already in the list is not an error. Unknown product or a type that is not the product's own: 404. A list holds at most ${MAX_LIST_PRODUCTS} products (409).`,
      body: listProductBodySchema,
      response: { 200: listProductResponseSchema, 404: listProductResponseSchema, 409: listProductResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { shopping_list_id: listId, product_id: productId, product_type: productType } = request.body;
      const result = await addProductToList(db, callerId(request), listId, productId, productType);
      if (!result.ok) return reply.status(result.status).send({ error: true, errorMsg: result.message, message: result.message });
      return { error: false, errorMsg: '', message: result.added ? 'Product added to the shopping list' : 'The product is already in this shopping list' };
    },
  });

  app.post(apiPaths.shoppingListProductDelete, {
    schema: {
      tags: ['shopping lists'],
      summary: 'Removes a product from one of the caller’s lists',
      description: 'shopping_list_id and product_id. A list of another buyer, or a product not in the list, answers 404.',
      body: removeListProductBodySchema,
      response: { 200: listProductResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { shopping_list_id: listId, product_id: productId } = request.body;
      if (!(await removeProductFromList(db, callerId(request), listId, productId))) throw notFound('The product is not in this shopping list');
      return { error: false, errorMsg: '', message: 'Product removed from the shopping list' };
    },
  });
}
