import type { ProductCard } from '@borong/contracts/catalogue';
import { catalogueBlockSize } from '@borong/contracts/storefront-rules';

/** Spec §9: a catalogue block's placeholder is 6 cards, each 339 px tall. */
export const CATALOGUE_PLACEHOLDER_CARDS = 6;
export const CATALOGUE_PLACEHOLDER_HEIGHT_PX = 339;

/**
 * The products a catalogue block shows (spec §9): 12 when at least 12 exist, otherwise 6 (or
 * fewer when there are fewer). The API already trims its answer; the page applies the rule again
 * so a longer answer can never stretch the block.
 */
export function catalogueBlockProducts(products: ProductCard[]): ProductCard[] {
  return products.slice(0, catalogueBlockSize(products.length));
}
