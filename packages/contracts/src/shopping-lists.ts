import { z } from 'zod';
import { productCardSchema, PRODUCT_TYPES } from './catalogue';
import { paginationMetaSchema } from './common';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { formId, optionalTrimmed, requiredText } from './account-fields';

import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from './storefront-rules';

export { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from './storefront-rules';
/** How many lists one buyer may keep, and how many products one list may hold. */
export const MAX_SHOPPING_LISTS = 100;
export const MAX_LIST_PRODUCTS = 500;

/** Spec §5: name ≤ 30 and description ≤ 50 characters after trimming, with the spec's messages. */
export const shoppingListBodySchema = z.object({
  name: requiredText(LIST_NAME_MAX, M['accountV.listName']),
  description: optionalTrimmed(LIST_DESCRIPTION_MAX, M['accountV.listDescription']),
  shopping_list_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), formId().optional()),
});
export type ShoppingListBody = z.infer<typeof shoppingListBodySchema>;

const idList = z.preprocess(
  (v) => (typeof v === 'string' || typeof v === 'number' ? [v] : v),
  z.array(formId(), { error: M['accountV.chooseLists'] }).min(1, M['accountV.chooseLists']).max(100, M['accountV.chooseLists']),
);
/** Bulk delete: the ids of the caller's lists to remove (a form sends one or many `shopping_list_ids`). */
export const deleteShoppingListsBodySchema = z.object({ shopping_list_ids: idList });

/** Spec §3: `product_id` is the product's item id, `product_type` its type. Adding requires a list. */
export const listProductBodySchema = z.object({
  shopping_list_id: formId(M['accountV.chooseList']),
  product_id: formId(),
  product_type: z.enum(PRODUCT_TYPES, { error: M['accountV.productType'] }),
});
export const removeListProductBodySchema = z.object({ shopping_list_id: formId(M['accountV.chooseList']), product_id: formId() });

export const shoppingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  product_count: z.number().int(),
  updated_at: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_SHOPPING_LISTS).default(MAX_SHOPPING_LISTS),
  /** When given, each list says whether it already holds this product (the "Save to…" modal ticks those). */
  product_id: z.preprocess((v) => (v === '' ? undefined : v), formId().optional()),
});
/** Spec §7: the lists are read from `shopping_lists.data`. */
export const shoppingListsResponseSchema = z.object({
  shopping_lists: z.object({ data: z.array(shoppingListSchema.extend({ has_product: z.boolean() })), meta: paginationMetaSchema }),
});
export type ShoppingListsResponse = z.infer<typeof shoppingListsResponseSchema>;
export const shoppingListParamsSchema = z.object({ id: formId() });
export const shoppingListDetailResponseSchema = z.object({ data: shoppingListSchema.extend({ products: z.array(productCardSchema) }) });
export type ShoppingListDetail = z.infer<typeof shoppingListDetailResponseSchema>['data'];

export const shoppingListSavedResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: shoppingListSchema });
export const shoppingListsDeletedResponseSchema = z.object({ error: z.literal(false), message: z.string(), deleted: z.number().int() });
/** Spec §7: the add-to-list answer carries `error` and `errorMsg`; a failure also has `message`. */
export const listProductResponseSchema = z.object({ error: z.boolean(), errorMsg: z.string(), message: z.string() });
