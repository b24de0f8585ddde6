import { allocate, percentOf, subtract, sum, type Sen } from './money';

/**
 * Checkout arithmetic (issue 10), one rule for the quote, the placed order and every test:
 *
 * - prices exclude SST; a line's goods discount comes off before its sales tax;
 * - an order-wide promo discount is split over the lines it covers by their subtotals
 *   (`allocate`, largest remainder), then each line's tax is `percentOf(subtotal − discount,
 *   rate)`, rounded half away from zero once per line (decision 0008);
 * - a shipping voucher is split over the seller orders' delivery fees the same way, and service
 *   tax is charged on each fee less its share;
 * - an order's grand total is subtotal − discount + goods tax + delivery fee − delivery discount +
 *   delivery tax, and the e-credit offset is split over the orders by their grand totals.
 *
 * So the checkout total is the sum of the orders' grand totals, and payable = total − offset.
 */

export interface PricingLine {
  subtotal: Sen;
  /** Basis points (1000 = 10 %). */
  taxRate: number;
  /** The promo code covers this line (its seller, or every seller for a platform-wide code). */
  discountable: boolean;
}

export interface PricingGroup {
  lines: PricingLine[];
  deliveryFee: Sen;
  /** Service tax on the delivery fee in basis points; 0 when the seller is not registered. */
  deliveryTaxRate: number;
}

export interface PricedLine extends PricingLine {
  discount: Sen;
  taxableAmount: Sen;
  taxAmount: Sen;
}

export interface PricedGroup {
  lines: PricedLine[];
  subtotal: Sen;
  discount: Sen;
  goodsTax: Sen;
  deliveryFee: Sen;
  deliveryDiscount: Sen;
  deliveryTax: Sen;
  grandTotal: Sen;
  offset: Sen;
}

export interface Priced {
  groups: PricedGroup[];
  subtotal: Sen;
  discount: Sen;
  deliveryFee: Sen;
  deliveryDiscount: Sen;
  tax: Sen;
  total: Sen;
  offset: Sen;
  payable: Sen;
}

const shares = (amount: Sen, weights: number[]): Sen[] => (amount > 0 && weights.some((w) => w > 0) ? allocate(amount, weights) : weights.map(() => 0));

/**
 * Prices a checkout. `discount`, `shippingDiscount` and `offset` are capped at what they can
 * cover (the discountable goods, the delivery fees, the total), never below zero.
 */
export function priceCheckout(groups: readonly PricingGroup[], amounts: { discount: Sen; shippingDiscount: Sen; offset: Sen }): Priced {
  const allLines = groups.flatMap((g) => g.lines);
  const discountable = sum(allLines.map((l) => (l.discountable ? l.subtotal : 0)));
  const lineDiscounts = shares(Math.min(Math.max(0, amounts.discount), discountable), allLines.map((l) => (l.discountable ? l.subtotal : 0)));
  const fees = groups.map((g) => g.deliveryFee);
  const deliveryDiscounts = shares(Math.min(Math.max(0, amounts.shippingDiscount), sum(fees)), fees);

  let cursor = 0;
  const priced = groups.map((group, g): Omit<PricedGroup, 'offset'> => {
    const lines = group.lines.map((line): PricedLine => {
      const discount = lineDiscounts[cursor++] ?? 0;
      const taxableAmount = subtract(line.subtotal, discount);
      return { ...line, discount, taxableAmount, taxAmount: percentOf(taxableAmount, line.taxRate) };
    });
    const subtotal = sum(lines.map((l) => l.subtotal));
    const discount = sum(lines.map((l) => l.discount));
    const goodsTax = sum(lines.map((l) => l.taxAmount));
    const deliveryDiscount = deliveryDiscounts[g] ?? 0;
    const deliveryTax = percentOf(subtract(group.deliveryFee, deliveryDiscount), group.deliveryTaxRate);
    const grandTotal = sum([subtotal, -discount, goodsTax, group.deliveryFee, -deliveryDiscount, deliveryTax]);
    return { lines, subtotal, discount, goodsTax, deliveryFee: group.deliveryFee, deliveryDiscount, deliveryTax, grandTotal };
  });
  const total = sum(priced.map((g) => g.grandTotal));
  const offset = Math.min(Math.max(0, amounts.offset), total);
  const offsets = shares(offset, priced.map((g) => g.grandTotal));
  const withOffsets = priced.map((g, i) => ({ ...g, offset: offsets[i] ?? 0 }));
  return {
    groups: withOffsets,
    subtotal: sum(priced.map((g) => g.subtotal)),
    discount: sum(priced.map((g) => g.discount)),
    deliveryFee: sum(priced.map((g) => g.deliveryFee)),
    deliveryDiscount: sum(priced.map((g) => g.deliveryDiscount)),
    tax: sum(priced.map((g) => g.goodsTax + g.deliveryTax)),
    total,
    offset,
    payable: subtract(total, offset),
  };
}

/** The credit-terms service fee (spec §1: "1% service fee for credit ordering"), in basis points. */
export const CREDIT_TERMS_FEE_BPS = 100;

/**
 * The service fee on what a buyer puts on credit terms: 1 % of the payable (the checkout total less
 * any e-credit offset), rounded once, half up to the sen (`percentOf`, decision 0008): RM 0.50 pays
 * 1 sen (0.5 sen rounds up), RM 0.49 pays nothing. It is its own line, not split over the seller
 * orders: the platform charges it, not the sellers.
 */
export function creditTermsFee(payable: Sen): Sen {
  return percentOf(payable, CREDIT_TERMS_FEE_BPS);
}
