import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, allocate, assertSen, basisPoints, formatMoney, fromDecimalString, intlLocale, isSen, percentOf, subtract, sum, times, toDecimalString } from './money';
import { nonNegativeSenSchema, senSchema } from './money.schema';

/** Amounts small enough that any three of them add up without leaving the safe range. */
const LIMIT = Math.floor(Number.MAX_SAFE_INTEGER / 4);
const sen = fc.integer({ min: -LIMIT, max: LIMIT });
/** Realistic line amounts: up to RM 10 million, the size of a very large wholesale order. */
const price = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const notSen = fc.oneof(
  fc.double({ noInteger: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, -(2 ** 60)),
);

/** Intl puts a no-break space between the symbol and the amount; compare on plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('guards', () => {
  it('accepts whole, safe numbers of sen', () => {
    expect(assertSen(0)).toBe(0);
    expect(Object.is(assertSen(-0), 0)).toBe(true);
    expect(isSen(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isSen('100')).toBe(false);
  });

  it('throws a RangeError on fractions, NaN, infinities and unsafe integers, wherever they enter', () => {
    fc.assert(
      fc.property(notSen, (bad) => {
        expect(() => assertSen(bad)).toThrow(RangeError);
        expect(() => add(bad, 1)).toThrow(RangeError);
        expect(() => add(1, bad)).toThrow(RangeError);
        expect(() => subtract(bad, 1)).toThrow(RangeError);
        expect(() => sum([1, bad])).toThrow(RangeError);
        expect(() => times(bad, 2)).toThrow(RangeError);
        expect(() => times(100, bad)).toThrow(RangeError);
        expect(() => percentOf(bad, 600)).toThrow(RangeError);
        expect(() => percentOf(100, bad)).toThrow(RangeError);
        expect(() => allocate(bad, [1, 1])).toThrow(RangeError);
        expect(() => allocate(100, [1, bad])).toThrow(RangeError);
        expect(() => toDecimalString(bad)).toThrow(RangeError);
        expect(() => formatMoney(bad, 'en')).toThrow(RangeError);
      }),
    );
  });

  it('throws when a result leaves the safe range instead of returning an inexact one', () => {
    expect(() => add(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subtract(Number.MIN_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => times(2 ** 40, 2 ** 13)).toThrow(RangeError);
    expect(() => sum([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('agrees with the zod schema on what an amount is', () => {
    fc.assert(fc.property(fc.oneof(sen, notSen), (value) => {
        expect(senSchema.safeParse(value).success).toBe(isSen(value));
      }),
    );
    expect(nonNegativeSenSchema.safeParse(-1).success).toBe(false);
    expect(nonNegativeSenSchema.safeParse(0).success).toBe(true);
  });
});

describe('add, subtract and sum', () => {
  it('add is commutative and associative, with 0 as identity', () => {
    fc.assert(
      fc.property(sen, sen, sen, (a, b, c) => {
        expect(add(a, b)).toBe(add(b, a));
        expect(add(add(a, b), c)).toBe(add(a, add(b, c)));
        expect(add(a, 0)).toBe(a);
      }),
    );
  });

  it('sum does not depend on order or grouping', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 50 }), fc.nat(), (amounts, cut) => {
        const at = amounts.length === 0 ? 0 : cut % amounts.length;
        const total = sum(amounts);
        expect(sum([...amounts].reverse())).toBe(total);
        expect(add(sum(amounts.slice(0, at)), sum(amounts.slice(at)))).toBe(total);
        expect(total).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
    expect(sum([])).toBe(0);
    expect(sum(new Set([100, 250]))).toBe(350);
  });

  it('subtract undoes add', () => {
    fc.assert(
      fc.property(sen, sen, (a, b) => {
        expect(subtract(add(a, b), b)).toBe(a + 0);
      }),
    );
  });
});

describe('times', () => {
  it('equals adding the unit price quantity times', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 200 }), (unit, quantity) => {
        expect(times(unit, quantity)).toBe(sum(Array.from({ length: quantity }, () => unit)));
      }),
    );
  });

  it('distributes over add and takes negative quantities for returns', () => {
    fc.assert(
      fc.property(price, price, fc.integer({ min: -10_000, max: 10_000 }), (a, b, q) => {
        expect(times(add(a, b), q)).toBe(add(times(a, q), times(b, q)));
      }),
    );
    expect(times(1250, -2)).toBe(-2500);
    expect(Object.is(times(-5, 0), 0)).toBe(true);
  });
});

describe('percentOf (half away from zero)', () => {
  it('rounds the Malaysian rates as a calculator would, halves away from zero', () => {
    expect(percentOf(25, 600)).toBe(2); // 1.5 sen of SST 6 % → 2
    expect(percentOf(-25, 600)).toBe(-2);
    expect(percentOf(24, 600)).toBe(1); // 1.44 → 1
    expect(percentOf(50, 100)).toBe(1); // 0.5 sen of the 1 % credit fee → 1
    expect(percentOf(49, 100)).toBe(0);
    expect(percentOf(12345, 800)).toBe(988); // 987.6
    expect(percentOf(999_999, 1000)).toBe(100_000); // 99 999.9
    expect(percentOf(1_000_000, 10_000)).toBe(1_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('matches the exact proportion rounded half away from zero', () => {
    fc.assert(
      fc.property(sen, rate, (amount, bps) => {
        const exact = BigInt(amount) * BigInt(bps); // in 1/10000 sen
        const result = BigInt(percentOf(amount, bps));
        const error = exact - result * 10_000n; // what rounding dropped, in 1/10000 sen
        const magnitude = error < 0n ? -error : error;
        expect(magnitude <= 5_000n).toBe(true);
        // On an exact half the result moved away from zero, so the dropped part points back to zero.
        if (magnitude === 5_000n) expect(error > 0n).toBe(amount < 0);
      }),
    );
  });

  it('moves every exact half away from zero', () => {
    // (2m + 1) × 50 sen at 1 % is m + ½ sen exactly.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (m) => {
        expect(percentOf((2 * m + 1) * 50, 100)).toBe(m + 1);
        expect(percentOf(-(2 * m + 1) * 50, 100)).toBe(-(m + 1));
      }),
    );
  });

  it('is symmetric, so a refund carries exactly the negative of the charged tax', () => {
    fc.assert(
      fc.property(sen, rate, (amount, bps) => {
        expect(percentOf(-amount, bps)).toBe(-percentOf(amount, bps) + 0);
      }),
    );
  });

  it('never decreases as the amount or the rate grows', () => {
    fc.assert(
      fc.property(sen, fc.nat(1e9), rate, fc.nat(1000), (amount, more, bps, moreBps) => {
        expect(percentOf(amount + more, bps)).toBeGreaterThanOrEqual(percentOf(amount, bps));
        expect(percentOf(Math.abs(amount), bps + moreBps)).toBeGreaterThanOrEqual(percentOf(Math.abs(amount), bps));
      }),
    );
  });

  it('refuses negative rates', () => {
    expect(() => percentOf(100, -600)).toThrow(RangeError);
  });
});

describe('basisPoints', () => {
  it('turns percentages into basis points and refuses finer rates', () => {
    expect(basisPoints(6)).toBe(600);
    expect(basisPoints(8)).toBe(800);
    expect(basisPoints(1)).toBe(100);
    expect(basisPoints(0.07)).toBe(7);
    expect(basisPoints(12.5)).toBe(1250);
    expect(() => basisPoints(1.005)).toThrow(RangeError);
    expect(() => basisPoints(-1)).toThrow(RangeError);
    expect(() => basisPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('allocate (largest remainder)', () => {
  const weights = fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 30 }).filter((ws) => ws.some((w) => w > 0));

  it('always adds up to exactly the total, each share within one sen of its exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), weights, (total, ws) => {
        const shares = allocate(total, ws);
        expect(shares).toHaveLength(ws.length);
        expect(sum(shares)).toBe(total);
        const weightSum = BigInt(ws.reduce((a, b) => a + b, 0));
        shares.forEach((share, i) => {
          expect(Number.isSafeInteger(share)).toBe(true);
          // |share − total·w/W| < 1  ⇔  |share·W − total·w| < W
          const gap = BigInt(share) * weightSum - BigInt(total) * BigInt(ws[i]!);
          expect((gap < 0n ? -gap : gap) < weightSum).toBe(true);
          if (ws[i] === 0) expect(share).toBe(0);
          if (total >= 0) expect(share).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('mirrors a charge when splitting a refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), weights, (total, ws) => {
        expect(allocate(-total, ws)).toEqual(allocate(total, ws).map((s) => -s + 0));
      }),
    );
  });

  it('is deterministic and gives tied sen to the earlier weights', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(200, [1, 1, 1])).toEqual([67, 67, 66]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(5, [0, 1, 0, 1])).toEqual([0, 3, 0, 2]);
    // A RM 10.00 voucher over seller subtotals RM 30.00, RM 20.00 and RM 0.01.
    expect(allocate(1000, [3000, 2000, 1])).toEqual([600, 400, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), weights, (total, ws) => {
        expect(allocate(total, ws)).toEqual(allocate(total, ws));
      }),
    );
  });

  it('gives the leftover sen to the largest fractional parts, not the largest weights', () => {
    // Exact shares 2.4, 1.8 and 0.8: the floors 2, 1 and 0 leave 2 sen, which go to the two .8s.
    expect(allocate(5, [12, 9, 4])).toEqual([2, 2, 1]);
  });

  it('refuses empty, all-zero, negative and fractional weights', () => {
    expect(() => allocate(100, [])).toThrow(RangeError);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [0.5, 0.5])).toThrow(RangeError);
  });
});

describe('toDecimalString and fromDecimalString', () => {
  it('write exact decimals', () => {
    expect(toDecimalString(16620)).toBe('166.20');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(100)).toBe('1.00');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(-0)).toBe('0.00');
    expect(toDecimalString(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('read what gateways send, strictly', () => {
    expect(fromDecimalString('25.50')).toBe(2550);
    expect(fromDecimalString('1,278.99')).toBe(127899);
    expect(fromDecimalString('12')).toBe(1200);
    expect(fromDecimalString('0.5')).toBe(50);
    expect(fromDecimalString('-3.07')).toBe(-307);
    for (const bad of ['', '1.234', '12,34.00', '1,2345.00', 'RM 5.00', '5.', '.5', '1e3', '99999999999999999.00']) {
      expect(() => fromDecimalString(bad), bad).toThrow(RangeError);
    }
  });

  it('round-trip every amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(fromDecimalString(toDecimalString(amount))).toBe(amount + 0);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('writes MYR with two decimals in English and Malay', () => {
    expect(plain(formatMoney(16620, 'en'))).toBe('RM 166.20');
    expect(plain(formatMoney(0, 'en'))).toBe('RM 0.00');
    expect(plain(formatMoney(123456789, 'en'))).toBe('RM 1,234,567.89');
    expect(plain(formatMoney(16620, 'bm'))).toBe(plain(new Intl.NumberFormat('ms-MY', { style: 'currency', currency: 'MYR' }).format(166.2)));
    expect(formatMoney(16620, 'ms')).toBe(formatMoney(16620, 'bm'));
    expect(plain(formatMoney(-5, 'en'))).toMatch(/^-RM ?0\.05$/);
    expect(plain(formatMoney(-0, 'en'))).toBe('RM 0.00');
  });

  it('prints amounts beyond float precision exactly', () => {
    expect(plain(formatMoney(Number.MAX_SAFE_INTEGER, 'en'))).toBe('RM 90,071,992,547,409.91');
  });

  it('round-trips through toDecimalString in every locale', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('en', 'bm', 'ms') as fc.Arbitrary<'en' | 'bm' | 'ms'>, (amount, locale) => {
        const digits = formatMoney(amount, locale).replace(/[^\d.-]/g, '');
        expect(digits).toBe(toDecimalString(amount));
      }),
    );
  });

  it('maps languages to Malaysian Intl locales', () => {
    expect(intlLocale('en')).toBe('en-MY');
    expect(intlLocale('bm')).toBe('ms-MY');
    expect(intlLocale('ms')).toBe('ms-MY');
  });
});
