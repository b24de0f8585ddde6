import { apiPaths } from '@borong/contracts/api-paths';
import { cartCountResponseSchema, cartMutationResponseSchema, cartResponseSchema, type CartAddBody } from '@borong/contracts/cart';
import type { ApiClient } from '../../lib/api';

export function cartApi(api: ApiClient) {
  return {
    cart: () => api.get(cartResponseSchema, apiPaths.cart),
    count: () => api.get(cartCountResponseSchema, apiPaths.cartCount),
    add: (body: CartAddBody) => api.post(cartMutationResponseSchema, apiPaths.cartAdd, body),
    update: (cartItemId: number, quantity: number) => api.post(cartMutationResponseSchema, apiPaths.cartUpdate, { cart_item_id: cartItemId, quantity }),
    remove: (cartItemIds: number[]) => api.post(cartMutationResponseSchema, apiPaths.cartRemove, { cart_item_ids: cartItemIds }),
    addList: (shoppingListId: number) => api.post(cartMutationResponseSchema, apiPaths.cartAddList, { shopping_list_id: shoppingListId }),
    moveToList: (cartItemId: number, shoppingListId: number) => api.post(cartMutationResponseSchema, apiPaths.cartMoveToList, { cart_item_id: cartItemId, shopping_list_id: shoppingListId }),
  };
}
