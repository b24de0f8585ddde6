/**
 * Money is integer sen (1 RM = 100 sen) everywhere: in the database (`bigint` where summed), in
 * the API's JSON and in the browser. Floats never hold money, because 0.1 + 0.2 is not 0.3 and a
 * checkout that splits one payment over several sellers must add up to the sen.
 *
 * Every amount passes through a guard that throws a RangeError unless it is a safe integer, so a
 * ringgit float (`12.5`), NaN or an overflowed sum fails loudly where it enters instead of
 * drifting into a total. Products and ratios are computed exactly with bigint inside.
 *
 * This module has no imports: the browser ships it, and the islands build must not pull zod in.
 * The zod schema for an amount lives in `money.schema.ts`.
 */

/**
 * An amount in sen. A plain number rather than a branded type: amounts arrive from zod schemas and
 * JSON as numbers, and a brand would need a cast at every one of those edges while the guards
 * below already catch the mistakes that matter (fractions, NaN, overflow) at run time.
 */
export type Sen = number;

/** A rate in basis points: 1 % = 100, SST 6 % = 600, 8 % = 800, 10 % = 1000. */
export type BasisPoints = number;

export const SEN_PER_RINGGIT = 100;
const BASIS_POINTS_PER_WHOLE = 10_000n;

/** True for a whole number of sen that arithmetic can carry without losing precision. */
export function isSen(value: unknown): value is Sen {
  return Number.isSafeInteger(value);
}

/** Throws a RangeError naming `label` unless `value` is a whole, safe number of sen. */
export function assertSen(value: number, label = 'amount'): Sen {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a whole number of sen within ±${Number.MAX_SAFE_INTEGER}, got ${String(value)}`);
  }
  // `+ 0` turns -0 into 0, so `-0` can never print as "-RM 0.00" nor compare oddly with Object.is.
  return value + 0;
}

function assertWhole(value: number, label: string, min = Number.MIN_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${label} must be a whole number${min === 0 ? ' ≥ 0' : ''}, got ${String(value)}`);
  }
  return value + 0;
}

/**
 * Each operation checks its result too: a result past ±2^53 cannot be exact, and because IEEE
 * rounding is monotonic an exact integer result within range is never mistaken for one outside.
 */
export function add(a: Sen, b: Sen): Sen {
  return assertSen(assertSen(a, 'a') + assertSen(b, 'b'), 'sum');
}

export function subtract(a: Sen, b: Sen): Sen {
  return assertSen(assertSen(a, 'a') - assertSen(b, 'b'), 'difference');
}

/** The total of any number of amounts; 0 for none. */
export function sum(amounts: Iterable<Sen>): Sen {
  let total = 0;
  for (const amount of amounts) total = add(total, amount);
  return total;
}

/** A line total: unit price × quantity. The quantity is a whole count (negative for a return). */
export function times(unitSen: Sen, quantity: number): Sen {
  return assertSen(assertSen(unitSen, 'unit price') * assertWhole(quantity, 'quantity'), 'line total');
}

/**
 * `percent` → basis points, for rates written as percentages (`6` → 600, `0.5` → 50). Rates finer
 * than a basis point are refused rather than silently rounded, since a rate is a business input.
 */
export function basisPoints(percent: number): BasisPoints {
  const bps = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(bps - percent * 100) > 1e-9) {
    throw new RangeError(`a rate must be a non-negative percentage with at most two decimals, got ${String(percent)}`);
  }
  return assertWhole(bps, 'rate', 0);
}

/**
 * `rate` (basis points) of `sen`, rounded to the sen by the one rounding rule of the platform:
 * **half away from zero** (RM 0.25 at 6 % is 1.5 sen → 2 sen; −1.5 sen → −2 sen).
 *
 * Why this rule and not half-even: it is what a buyer, a seller or an auditor gets when they check
 * an invoice line with a calculator ("round half up to the sen", as `research/commerce.md` §7.1
 * asks for the 1 % credit-terms fee), and unlike plain half-up it is symmetric, so the tax on a
 * refund or credit note is exactly the negative of the tax charged on the original line
 * (`percentOf(-x, r) === -percentOf(x, r)`). Half-even's advantage, no bias over many rounded
 * halves, is worth less here: a tie needs `sen × rate` to end in exactly 5000, and each line is
 * rounded once, then summed.
 *
 * SST is computed per line with this function (rate 500/600/800/1000), fees likewise (100 for the
 * credit-terms fee); discounts and payments are then split with `allocate`, never by percentages.
 */
export function percentOf(sen: Sen, rate: BasisPoints): Sen {
  const product = BigInt(assertSen(sen)) * BigInt(assertWhole(rate, 'rate (basis points)', 0));
  let quotient = product / BASIS_POINTS_PER_WHOLE; // bigint division truncates toward zero
  const remainder = product % BASIS_POINTS_PER_WHOLE; // carries the sign of the product
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice >= BASIS_POINTS_PER_WHOLE) quotient += product < 0n ? -1n : 1n;
  return assertSen(Number(quotient), 'percentage');
}

/**
 * Splits `totalSen` over `weights` in proportion, so that the shares always add up to exactly the
 * total: a payment over seller orders by their subtotals, an order-wide discount over lines, a
 * shipping voucher over sellers. Largest-remainder method: every share starts at the floor of its
 * exact proportion, and the sen left over go one each to the shares whose exact proportion had the
 * largest fractional part; equal fractions favour the earlier weight, so the same input always
 * gives the same split (pass weights in a stable order, such as by order id).
 *
 * Each share is within one sen of its exact proportion and a zero weight always gets 0. A negative
 * total (a refund) is split as its absolute value and negated, so refunds mirror charges.
 * Weights are whole non-negative numbers (usually the amounts in sen being split over) with a
 * positive sum; fractional weights are refused because their proportions could not be exact.
 */
export function allocate(totalSen: Sen, weights: readonly number[]): Sen[] {
  const total = assertSen(totalSen, 'total');
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  const big = weights.map((weight, i) => BigInt(assertWhole(weight, `weight ${i}`, 0)));
  const weightSum = big.reduce((a, b) => a + b, 0n);
  if (weightSum === 0n) throw new RangeError('allocate needs at least one positive weight');

  const magnitude = BigInt(Math.abs(total));
  const shares = big.map((weight) => (magnitude * weight) / weightSum);
  const remainders = big.map((weight) => (magnitude * weight) % weightSum);
  // Fewer than `weights.length` sen are left: the fractional parts sum to the leftover and each is < 1.
  let leftover = Number(magnitude - shares.reduce((a, b) => a + b, 0n));
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover === 0) break;
    shares[index]! += 1n;
    leftover -= 1;
  }
  return shares.map((share) => (total < 0 ? -Number(share) : Number(share)) + 0);
}

/** The locales money and counts are written in; the API's `ms` and the web's `bm` are both Malay. */
export type MoneyLocale = 'en' | 'bm' | 'ms';

/** The Intl locale of a language: Malaysian English or Malay as written in Malaysia. */
export function intlLocale(locale: MoneyLocale): 'en-MY' | 'ms-MY' {
  return locale === 'en' ? 'en-MY' : 'ms-MY';
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: MoneyLocale): Intl.NumberFormat {
  const tag = intlLocale(locale);
  let formatter = moneyFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'MYR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * `16620` → `RM 166.20` in the locale's own spacing and grouping, always two decimals. Intl is
 * given the exact decimal string, not `sen / 100`, so even amounts near 2^53 sen print exactly.
 */
export function formatMoney(sen: Sen, locale: MoneyLocale): string {
  // Intl reads a numeric string as an exact decimal (ES2023); the cast is only for the DOM typings.
  return moneyFormatter(locale).format(toDecimalString(sen) as `${number}`);
}

/**
 * The amount as a plain decimal string for machines (JSON-LD, gateways that want "25.50"):
 * `16620` → `"166.20"`, `-5` → `"-0.05"`. Built from the digits, so it is exact for every amount.
 */
export function toDecimalString(sen: Sen): string {
  const amount = assertSen(sen);
  const digits = String(Math.abs(amount)).padStart(3, '0');
  return `${amount < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const DECIMAL = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a decimal ringgit string into sen, for gateways that answer in ringgit ("25.50", iPay88's
 * "1,278.99"). Strict: at most two decimals and only well-placed thousands commas, because a
 * payment amount that parses loosely is an amount that can be misread.
 */
export function fromDecimalString(text: string): Sen {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not a ringgit amount with at most two decimals: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const sen = Number(`${whole.replaceAll(',', '')}${fraction.padEnd(2, '0')}`);
  return assertSen(sign === '-' ? -sen : sen, 'amount');
}
