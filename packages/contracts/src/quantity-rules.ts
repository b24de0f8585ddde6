/**
 * Wholesale quantity rules and volume prices (issue 10), shared by the API, which enforces them,
 * and the browser, whose steppers only offer quantities the API will take. No imports: the
 * browser bundles this file.
 *
 * A product is sold in multiples of `qty_step` (a carton), from `min_qty` (itself a multiple of
 * the step), up to `max_qty` per order when the seller sets one, and never beyond the stock.
 * Volume tiers give a lower unit price from a quantity on; below the first tier the product's own
 * price (after its discount) applies.
 */

export interface QuantityRules {
  min_qty: number;
  qty_step: number;
  /** Most a buyer may order at once; null: only the stock limits it. */
  max_qty: number | null;
}

export interface PriceTier {
  /** The tier applies from this quantity on. */
  min_qty: number;
  /** Unit price in sen. */
  unit_price: number;
}

/** Why a quantity cannot be ordered, in the order the rules are checked. */
export const QUANTITY_PROBLEMS = ['OUT_OF_STOCK', 'BELOW_MIN', 'OFF_STEP', 'ABOVE_MAX', 'ABOVE_STOCK'] as const;
export type QuantityProblem = (typeof QUANTITY_PROBLEMS)[number];

/** The largest quantity the rules and the stock allow, or 0 when none can be ordered. */
export function largestQuantity(rules: QuantityRules, stock: number): number {
  const cap = rules.max_qty === null ? stock : Math.min(rules.max_qty, stock);
  const largest = cap - (cap % rules.qty_step);
  return largest >= rules.min_qty ? largest : 0;
}

/** The first rule `quantity` breaks, or null when it can be ordered. */
export function quantityProblem(quantity: number, rules: QuantityRules, stock: number): QuantityProblem | null {
  if (stock < rules.min_qty) return 'OUT_OF_STOCK';
  if (quantity < rules.min_qty) return 'BELOW_MIN';
  if (quantity % rules.qty_step !== 0) return 'OFF_STEP';
  if (rules.max_qty !== null && quantity > rules.max_qty) return 'ABOVE_MAX';
  if (quantity > stock) return 'ABOVE_STOCK';
  return null;
}

/** The nearest quantity the rules allow to `wanted` (rounded up to the step, clamped), or 0 when none can be ordered. */
export function nearestQuantity(wanted: number, rules: QuantityRules, stock: number): number {
  const largest = largestQuantity(rules, stock);
  if (largest === 0) return 0;
  const stepped = Math.ceil(Math.max(wanted, rules.min_qty) / rules.qty_step) * rules.qty_step;
  return Math.min(stepped, largest);
}

/** The unit price at `quantity`: the highest tier reached, or `basePrice` below every tier. */
export function unitPriceAt(basePrice: number, tiers: readonly PriceTier[], quantity: number): number {
  let price = basePrice;
  let reached = 0;
  for (const tier of tiers) {
    if (quantity >= tier.min_qty && tier.min_qty >= reached) {
      price = tier.unit_price;
      reached = tier.min_qty;
    }
  }
  return price;
}

/** English texts the API answers with for each problem; the web shows its own catalogue's. */
export function quantityProblemMessage(problem: QuantityProblem, rules: QuantityRules, stock: number): string {
  switch (problem) {
    case 'OUT_OF_STOCK':
      return 'Items out of stock';
    case 'BELOW_MIN':
      return `The minimum order quantity is ${rules.min_qty}`;
    case 'OFF_STEP':
      return `This product is sold in multiples of ${rules.qty_step}`;
    case 'ABOVE_MAX':
      return `At most ${rules.max_qty ?? stock} can be ordered at once`;
    case 'ABOVE_STOCK':
      return `Only ${stock} left in stock`;
  }
}
