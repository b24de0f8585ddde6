import { z } from 'zod';
import { PRODUCT_TYPES } from './storefront-rules';

/*
 * Purchase with purchase (PWP, issue 10): a seller's add-on product at a special unit price,
 * unlocked by qualifying items of the same seller in the buyer's cart. One rule for the cart, the
 * quote and the placed order lives here (decision 0012, "PWP").
 */

/**
 * How the add-on quantity at the special price is bounded: `PER_ORDER` (at most `max_addon_qty`
 * in one order) or `PER_QUALIFYING_UNIT` (`max_addon_qty` for every qualifying unit in the cart).
 */
export const PWP_LIMIT_BASES = ['PER_ORDER', 'PER_QUALIFYING_UNIT'] as const;
export type PwpLimitBasis = (typeof PWP_LIMIT_BASES)[number];

/** What qualifies: the offer's listed products (`PRODUCTS`), or any product of the seller (`STORE`). */
export const PWP_QUALIFIER_SCOPES = ['PRODUCTS', 'STORE'] as const;
export type PwpQualifierScope = (typeof PWP_QUALIFIER_SCOPES)[number];

/**
 * Why an add-on line is at its normal price: the offer ended (inactive, out of its dates, or the
 * seller closed), its stock cap cannot cover the line (`SOLD_OUT`), the qualifying items are no
 * longer in the cart (`CONDITION_NOT_MET`), or the line is over the limit (`LIMIT_EXCEEDED`). The
 * last two are the buyer's own doing and the line is checked out at its normal price; the first
 * two stop the checkout until the line is removed (quote problem `PWP`).
 */
export const PWP_FALLBACK_REASONS = ['ENDED', 'SOLD_OUT', 'CONDITION_NOT_MET', 'LIMIT_EXCEEDED'] as const;
export type PwpFallbackReason = (typeof PWP_FALLBACK_REASONS)[number];

/** The `code` of a 400 when adding or changing an add-on line breaks an offer's rule. */
export const PWP_ERRORS = ['PWP_PRODUCT', 'PWP_ENDED', 'PWP_NOT_UNLOCKED', 'PWP_LIMIT', 'PWP_SOLD_OUT'] as const;
export type PwpError = (typeof PWP_ERRORS)[number];

/** What the rules need of an offer. */
export interface PwpTerms {
  minQualifyingQty: number;
  limitBasis: PwpLimitBasis;
  maxAddonQty: number;
  /** Units left under the offer's total cap; null when uncapped. */
  stockLeft: number | null;
}

/**
 * How many add-on units this cart may hold at the special price: 0 below the qualifying minimum,
 * else the per-order limit or the per-unit limit times the qualifying units, never above what the
 * offer's cap has left.
 */
export function pwpLimit(terms: PwpTerms, qualifyingQty: number): number {
  if (qualifyingQty < terms.minQualifyingQty) return 0;
  const limit = terms.limitBasis === 'PER_ORDER' ? terms.maxAddonQty : terms.maxAddonQty * qualifyingQty;
  return terms.stockLeft === null ? limit : Math.min(limit, Math.max(0, terms.stockLeft));
}

/**
 * Whether an add-on line of `quantity` gets the special price, or the reason it falls back to the
 * normal price. The whole line takes one price: a line over the limit is all at the normal price
 * until the buyer lowers it, so no line ever mixes prices.
 */
export function pwpFallback(terms: PwpTerms & { live: boolean }, qualifyingQty: number, quantity: number): PwpFallbackReason | null {
  if (!terms.live) return 'ENDED';
  if (terms.stockLeft !== null && terms.stockLeft < quantity) return 'SOLD_OUT';
  if (qualifyingQty < terms.minQualifyingQty) return 'CONDITION_NOT_MET';
  if (quantity > pwpLimit({ ...terms, stockLeft: null }, qualifyingQty)) return 'LIMIT_EXCEEDED';
  return null;
}

/** The unit price of an add-on line: the special price while it applies, never above the normal price. */
export const pwpUnitPrice = (specialPrice: number, normalPrice: number, applies: boolean): number => (applies ? Math.min(specialPrice, normalPrice) : normalPrice);

const int = () => z.number().int();

const pwpProductSchema = z.object({
  id: int(),
  product_type: z.enum(PRODUCT_TYPES),
  product_name: z.string(),
});

/** What unlocks an offer: `min_qty` units of the listed products (`scope` PRODUCTS, at most a few named) or of anything the seller sells (`scope` STORE). */
export const pwpConditionSchema = z.object({
  scope: z.enum(PWP_QUALIFIER_SCOPES),
  min_qty: int(),
  products: z.array(pwpProductSchema),
});

/** An offer as the storefront shows it: the add-on product's card, its special and normal price, and the rule. */
export const pwpOfferSchema = z.object({
  id: int(),
  store_id: int(),
  product: pwpProductSchema.extend({
    image_url: z.string().nullable(),
    unit: z.string(),
    stock_count: int(),
    min_qty: int(),
    qty_step: int(),
    max_qty: int().nullable(),
  }),
  /** Sen per unit while the offer applies. */
  special_price: int(),
  /** Sen per unit without the offer (the product's price after discount). */
  normal_price: int(),
  limit_basis: z.enum(PWP_LIMIT_BASES),
  /** Units per order, or per qualifying unit, at the special price. */
  max_addon_qty: int(),
  condition: pwpConditionSchema,
  ends_at: z.string(),
});
export type PwpOffer = z.infer<typeof pwpOfferSchema>;

/** An offer unlocked by a seller group of the cart. */
export const cartPwpOfferSchema = pwpOfferSchema.extend({
  /** How many add-on units this cart may hold at the special price now (limit and the offer's stock cap). */
  max_quantity: int(),
  /** The add-on line of this offer, if the buyer has added it. */
  cart_item_id: int().nullable(),
  in_cart_quantity: int(),
  /** What the cart page's Add button adds (the product's first orderable quantity); 0 when nothing more can be added. */
  add_quantity: int(),
});
export type CartPwpOffer = z.infer<typeof cartPwpOfferSchema>;

/** On an add-on line: the offer it was added with and whether its special price applies now. */
export const cartLinePwpSchema = z.object({
  offer_id: int(),
  special_price: int(),
  normal_price: int(),
  applied: z.boolean(),
  /** Why the line is at the normal price; null while the special price applies. */
  reason: z.enum(PWP_FALLBACK_REASONS).nullable(),
  max_quantity: int(),
  condition: pwpConditionSchema,
});
export type CartLinePwp = z.infer<typeof cartLinePwpSchema>;
