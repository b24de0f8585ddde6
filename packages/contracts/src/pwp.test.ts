import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PWP_LIMIT_BASES, pwpFallback, pwpLimit, pwpUnitPrice, type PwpTerms } from './pwp';

const termsArb = fc.record({
  minQualifyingQty: fc.integer({ min: 1, max: 20 }),
  limitBasis: fc.constantFrom(...PWP_LIMIT_BASES),
  maxAddonQty: fc.integer({ min: 1, max: 10 }),
  stockLeft: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
});

describe('purchase-with-purchase rules', () => {
  const perUnit: PwpTerms = { minQualifyingQty: 2, limitBasis: 'PER_QUALIFYING_UNIT', maxAddonQty: 1, stockLeft: null };

  it('allows nothing below the qualifying minimum, then per order or per qualifying unit, within the cap', () => {
    expect([1, 2, 5].map((q) => pwpLimit(perUnit, q))).toEqual([0, 2, 5]);
    expect(pwpLimit({ ...perUnit, limitBasis: 'PER_ORDER', maxAddonQty: 3 }, 9)).toBe(3);
    expect(pwpLimit({ ...perUnit, stockLeft: 4 }, 9)).toBe(4);
  });

  it('names why a line falls back, the offer first, then its cap, the condition and the limit', () => {
    const live = { ...perUnit, live: true };
    expect(pwpFallback(live, 3, 3)).toBeNull();
    expect(pwpFallback(live, 3, 4)).toBe('LIMIT_EXCEEDED');
    expect(pwpFallback(live, 1, 1)).toBe('CONDITION_NOT_MET');
    expect(pwpFallback({ ...live, stockLeft: 2 }, 3, 3)).toBe('SOLD_OUT');
    expect(pwpFallback({ ...live, stockLeft: 0, live: false }, 0, 1)).toBe('ENDED');
    expect(pwpUnitPrice(500, 800, true)).toBe(500);
    expect(pwpUnitPrice(500, 800, false)).toBe(800);
    expect(pwpUnitPrice(900, 800, true)).toBe(800);
  });

  it('gives the special price exactly to the quantities within the limit, and more qualifying units never lower it', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 60 }), (terms, qualifying, quantity) => {
        const applies = pwpFallback({ ...terms, live: true }, qualifying, quantity) === null;
        expect(applies).toBe(quantity <= pwpLimit(terms, qualifying));
        expect(pwpLimit(terms, qualifying + 1)).toBeGreaterThanOrEqual(pwpLimit(terms, qualifying));
      }),
    );
  });
});
