import { apiPaths } from '@borong/contracts/api-paths';
import {
  MAX_CART_LINES,
  cartAddBodySchema,
  cartAddListBodySchema,
  cartCountResponseSchema,
  cartMoveToListBodySchema,
  cartMutationResponseSchema,
  cartRemoveBodySchema,
  cartResponseSchema,
  cartUpdateBodySchema,
} from '@borong/contracts/cart';
import { apiErrorSchema } from '@borong/contracts/common';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { addShoppingListToCart, addToCart, cartItemCount, moveCartItemToList, readCart, removeCartItems, updateCartItem } from './cart';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const RULES =
  'Quantity rules: at least `min_qty`, a multiple of `qty_step`, at most `max_qty` (when set) and at most the stock. A quantity that breaks one is a 400 whose message (also under `errors.quantity`) names the rule: "The minimum order quantity is 10", "This product is sold in multiples of 12", "At most 200 can be ordered at once", "Only 7 left in stock", or "Items out of stock"; `code` names the rule (`BELOW_MIN`, `OFF_STEP`, `ABOVE_MAX`, `ABOVE_STOCK`, `OUT_OF_STOCK`). Prices are integer sen, recomputed on every answer from the product price after discount and its volume tiers; nothing the client sends is a price.';

const PWP =
  'Purchase with purchase (PWP): a seller\'s offer of an add-on product at `special_price` sen a unit, unlocked by the seller\'s qualifying items in the cart (`condition`: `min_qty` units of the listed `products`, or of anything the seller sells for scope STORE). Only lines at their normal price qualify (an add-on never unlocks another offer) and only lines of the offer\'s own seller: another seller\'s items never unlock it. At most `max_addon_qty` add-on units per order (`limit_basis` PER_ORDER) or per qualifying unit (PER_QUALIFYING_UNIT), and never more than the offer\'s stock cap has left. Each group lists the offers its lines unlock in `pwp_offers` (the add-on product, `special_price`, `normal_price`, the rule, `max_quantity` this cart may hold at the special price now, the line it is in and `add_quantity`, what one Add adds). An add-on is its own line (one per offer) beside any line of the same product at its normal price; the two share the product\'s stock. Its `pwp` says which offer it was taken with and whether the special price applies now (`applied`); when the buyer\'s own changes undo it (the qualifying items leave the cart or drop below the condition: `reason` CONDITION_NOT_MET; the line goes over the limit: LIMIT_EXCEEDED) the whole line falls back to the normal price and keeps its quantity, in plain sight in the cart: nothing is removed behind the buyer\'s back, and the special price comes back when the condition holds again. When the offer ends or its cap runs out (ENDED, SOLD_OUT) the line shows its normal price but stops the checkout (quote problem PWP) until the buyer removes it, so no one is charged more than they were shown. The special price is never above the normal price.';

/** The cart (issue 10); the rules live in ./cart. Every answer of a change is the whole cart. */
export default async function cartRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));
  const answer = async (userId: number, message: string) => ({ error: false as const, message, data: await readCart(db, userId) });

  app.get(apiPaths.cart, {
    schema: {
      tags: ['cart'],
      summary: "The caller's cart, grouped by seller",
      description: `Lines grouped by seller, groups in the order their first line was added. Each group has its subtotal, the seller's \`min_order_amount\` (0: none) and \`min_order_shortfall\`. A line whose quantity no longer fits the stock or the rules carries a \`problem\` (the rule it breaks) and cannot be checked out until changed. ${RULES} ${PWP}`,
      response: { 200: cartResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await readCart(db, callerId(request)) }),
  });

  app.get(apiPaths.cartCount, {
    schema: { tags: ['cart'], summary: 'How many lines the caller’s cart holds (the header badge)', response: { 200: cartCountResponseSchema, ...errors } },
    handler: async (request) => ({ data: { item_count: await cartItemCount(db, callerId(request)) } }),
  });

  app.post(apiPaths.cartAdd, {
    schema: {
      tags: ['cart'],
      summary: 'Adds a product to the cart',
      description: `product_id, product_type (the product's own type; another is a 404) and quantity (≥ 1), added to the line of that product if there is one: the line's new total must keep the rules. A cart holds at most ${MAX_CART_LINES} products (409). ${RULES} Our addition to the spec's fields: \`pwp_offer_id\` (optional) adds the product as that offer's add-on, to the offer's own line. An unknown offer is a 404; otherwise a 400 whose \`code\` names the rule: PWP_PRODUCT (the offer's add-on is another product), PWP_ENDED (inactive, before or after its dates, or the seller closed), PWP_NOT_UNLOCKED (this cart does not hold the seller's qualifying items; another seller's items never count), PWP_LIMIT ("At most N can be bought at the special price with this offer", under \`errors.quantity\`), PWP_SOLD_OUT (the offer's stock cap has fewer left); then the product's own rules. ${PWP}`,
      body: cartAddBodySchema,
      response: { 200: cartMutationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { product_id: productId, product_type: productType, quantity, pwp_offer_id: pwpOfferId } = request.body;
      await addToCart(db, callerId(request), { productId, productType, quantity, pwpOfferId });
      return answer(callerId(request), 'Added to cart');
    },
  });

  app.post(apiPaths.cartUpdate, {
    schema: {
      tags: ['cart'],
      summary: 'Sets the quantity of a cart line; 0 removes it',
      description: `cart_item_id (another buyer's line is a 404) and quantity. ${RULES} An add-on line whose offer applies to the cart must stay within the offer's limit and stock cap (400, code PWP_LIMIT or PWP_SOLD_OUT); one whose offer no longer applies is at its normal price and keeps only the product's rules.`,
      body: cartUpdateBodySchema,
      response: { 200: cartMutationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { cart_item_id: itemId, quantity } = request.body;
      await updateCartItem(db, callerId(request), itemId, quantity);
      return answer(callerId(request), quantity === 0 ? 'Removed from cart' : 'Cart updated');
    },
  });

  app.post(apiPaths.cartRemove, {
    schema: {
      tags: ['cart'],
      summary: 'Removes several cart lines at once',
      description: `cart_item_ids: 1 to ${MAX_CART_LINES} ids. All or nothing: if any id is not one of the caller's lines, the answer is 404 and nothing is removed.`,
      body: cartRemoveBodySchema,
      response: { 200: cartMutationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const removed = await removeCartItems(db, callerId(request), request.body.cart_item_ids);
      return answer(callerId(request), removed === 1 ? 'Removed from cart' : `${removed} items removed from cart`);
    },
  });

  app.post(apiPaths.cartAddList, {
    schema: {
      tags: ['cart'],
      summary: 'Adds a whole shopping list to the cart',
      description:
        "shopping_list_id (one of the caller's lists; another's is a 404). Every product of the list not yet in the cart is added at its smallest orderable quantity (`min_qty`); products already in the cart keep their quantity; products out of stock are left out, and the message says how many.",
      body: cartAddListBodySchema,
      response: { 200: cartMutationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { added, skipped } = await addShoppingListToCart(db, callerId(request), request.body.shopping_list_id);
      const message = skipped > 0 ? `${added} added to cart, ${skipped} out of stock` : `${added} added to cart`;
      return answer(callerId(request), message);
    },
  });

  app.post(apiPaths.cartMoveToList, {
    schema: {
      tags: ['cart'],
      summary: 'Moves a cart line to a shopping list',
      description: "cart_item_id and shopping_list_id, both the caller's (404 otherwise). The product is saved to the list (already there is fine) and the line leaves the cart, both or neither.",
      body: cartMoveToListBodySchema,
      response: { 200: cartMutationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { cart_item_id: itemId, shopping_list_id: listId } = request.body;
      await moveCartItemToList(db, callerId(request), itemId, listId);
      return answer(callerId(request), 'Moved to shopping list');
    },
  });
}
