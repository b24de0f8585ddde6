import { z } from 'zod';
import { PRODUCT_TYPES } from './storefront-rules';
import { QUANTITY_PROBLEMS } from './quantity-rules';
import { cartLinePwpSchema, cartPwpOfferSchema } from './pwp';

/** Lines one cart may hold; quantities per line are bounded by the product's rules and stock. */
export const MAX_CART_LINES = 200;
/** Largest quantity any request may name, whatever the product's rules (keeps sums far from overflow). */
export const MAX_LINE_QUANTITY = 1_000_000;

const id = (field: string) =>
  z.number({ error: `${field} must be a positive whole number` }).int(`${field} must be a positive whole number`).min(1, `${field} must be a positive whole number`).max(2_147_483_647, `${field} is out of range`);

const quantity = (min: 0 | 1) =>
  z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(min, min === 0 ? 'quantity must be 0 or more' : 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/**
 * `POST /mydin-online/cart/add`: adds to the line of that product, or starts one. With
 * `pwp_offer_id` (our addition to the spec's fields) the product is the add-on of that
 * purchase-with-purchase offer and goes to the offer's own line.
 */
export const cartAddBodySchema = z.object({
  product_id: id('product_id'),
  product_type: z.enum(PRODUCT_TYPES, { error: 'product_type must be product or bundle' }),
  quantity: quantity(1),
  pwp_offer_id: id('pwp_offer_id').optional(),
});
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** `POST /mydin-online/cart/update`: sets a line's quantity; 0 removes it. */
export const cartUpdateBodySchema = z.object({ cart_item_id: id('cart_item_id'), quantity: quantity(0) });
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

/** `POST /mydin-online/cart/remove`: removes several lines at once. */
export const cartRemoveBodySchema = z.object({
  cart_item_ids: z.array(id('cart_item_ids'), { error: 'cart_item_ids must be a list of ids' }).min(1, 'cart_item_ids must name at least one line').max(MAX_CART_LINES, `cart_item_ids may name at most ${MAX_CART_LINES} lines`),
});
export type CartRemoveBody = z.infer<typeof cartRemoveBodySchema>;

/** `POST /mydin-online/cart/add-list`: every product of one of the buyer's shopping lists, each at its smallest orderable quantity. */
export const cartAddListBodySchema = z.object({ shopping_list_id: id('shopping_list_id') });

/** `POST /mydin-online/cart/move-to-list`: a line goes to a shopping list and leaves the cart. */
export const cartMoveToListBodySchema = z.object({ cart_item_id: id('cart_item_id'), shopping_list_id: id('shopping_list_id') });

const priceTierSchema = z.object({ min_qty: z.number().int(), unit_price: z.number().int() });

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_type: z.enum(PRODUCT_TYPES),
  product_name: z.string(),
  image_url: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  /** Sen, recomputed from the product's price and volume tiers on every read. */
  unit_price: z.number().int(),
  subtotal: z.number().int(),
  stock_count: z.number().int(),
  min_qty: z.number().int(),
  qty_step: z.number().int(),
  max_qty: z.number().int().nullable(),
  /** The product's own price after discount, before volume tiers. */
  base_price: z.number().int(),
  price_tiers: z.array(priceTierSchema),
  /** Why this line cannot be checked out as it is (stock fell below it, …), or null. */
  problem: z.enum(QUANTITY_PROBLEMS).nullable(),
  /** An add-on taken with a purchase-with-purchase offer: the offer, and whether its special price applies now; null for other lines. */
  pwp: cartLinePwpSchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartGroupSchema = z.object({
  store: z.object({ id: z.number().int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable() }),
  items: z.array(cartItemSchema),
  subtotal: z.number().int(),
  /** The seller's minimum order value in sen (0: none). */
  min_order_amount: z.number().int(),
  /** How much more the group needs to reach it (0 once reached). */
  min_order_shortfall: z.number().int(),
  /** The seller's purchase-with-purchase offers this group's lines unlock. */
  pwp_offers: z.array(cartPwpOfferSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

export const cartSchema = z.object({
  groups: z.array(cartGroupSchema),
  /** Lines in the cart (what the header's badge counts). */
  item_count: z.number().int(),
  subtotal: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema });
export const cartMutationResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: cartSchema });
export const cartCountResponseSchema = z.object({ data: z.object({ item_count: z.number().int() }) });
