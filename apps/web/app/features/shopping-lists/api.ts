import { apiPaths } from '@borong/contracts/api-paths';
import {
  listProductResponseSchema,
  shoppingListDetailResponseSchema,
  shoppingListSavedResponseSchema,
  shoppingListsDeletedResponseSchema,
  shoppingListsResponseSchema,
  type listProductBodySchema,
  type removeListProductBodySchema,
  type ShoppingListBody,
  type shoppingListQuerySchema,
} from '@borong/contracts/shopping-lists';
import type { z } from 'zod';
import type { ApiClient, QueryOf } from '../../lib/api';

export function shoppingListsApi(api: ApiClient) {
  return {
    shoppingLists: (params: QueryOf<typeof shoppingListQuerySchema> = {}) => api.get(shoppingListsResponseSchema, apiPaths.shoppingLists, params),
    shoppingList: (id: number) => api.get(shoppingListDetailResponseSchema, apiPaths.shoppingList(id)),
    saveShoppingList: (body: ShoppingListBody) => api.post(shoppingListSavedResponseSchema, apiPaths.shoppingListSave, body),
    deleteShoppingLists: (ids: number[]) => api.post(shoppingListsDeletedResponseSchema, apiPaths.shoppingListsDelete, { shopping_list_ids: ids }),
    addToShoppingList: (body: z.output<typeof listProductBodySchema>) => api.post(listProductResponseSchema, apiPaths.shoppingListProductAdd, body),
    removeFromShoppingList: (body: z.output<typeof removeListProductBodySchema>) => api.post(listProductResponseSchema, apiPaths.shoppingListProductDelete, body),
  };
}
