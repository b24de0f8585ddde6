import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestQuantity, nearestQuantity, quantityProblem, unitPriceAt, type QuantityRules } from './quantity-rules';

const carton: QuantityRules = { min_qty: 12, qty_step: 6, max_qty: 120 };

/** Rules as the database allows them: min and max whole steps, max at least min. */
const rulesArb = fc
  .record({ step: fc.integer({ min: 1, max: 24 }), minSteps: fc.integer({ min: 1, max: 10 }), maxSteps: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }) })
  .map(({ step, minSteps, maxSteps }): QuantityRules => ({ qty_step: step, min_qty: step * minSteps, max_qty: maxSteps === null ? null : step * (minSteps + maxSteps) }));

describe('quantity rules', () => {
  it('names the first rule a quantity breaks', () => {
    expect(quantityProblem(12, carton, 1000)).toBeNull();
    expect(quantityProblem(6, carton, 1000)).toBe('BELOW_MIN');
    expect(quantityProblem(13, carton, 1000)).toBe('OFF_STEP');
    expect(quantityProblem(126, carton, 1000)).toBe('ABOVE_MAX');
    expect(quantityProblem(30, carton, 24)).toBe('ABOVE_STOCK');
    expect(quantityProblem(12, carton, 11)).toBe('OUT_OF_STOCK');
  });

  it('offers the largest and nearest orderable quantities', () => {
    expect(largestQuantity(carton, 1000)).toBe(120);
    expect(largestQuantity(carton, 29)).toBe(24);
    expect(largestQuantity(carton, 11)).toBe(0);
    expect(nearestQuantity(1, carton, 1000)).toBe(12);
    expect(nearestQuantity(13, carton, 1000)).toBe(18);
    expect(nearestQuantity(500, carton, 1000)).toBe(120);
  });

  it('nearestQuantity always gives a quantity the rules accept, or 0 exactly when none exists', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (rules, wanted, stock) => {
        const q = nearestQuantity(wanted, rules, stock);
        if (q === 0) expect(quantityProblem(rules.min_qty, rules, stock)).not.toBeNull();
        else expect(quantityProblem(q, rules, stock)).toBeNull();
        expect(largestQuantity(rules, stock) === 0).toBe(q === 0);
      }),
    );
  });

  it('prices at the highest tier reached, and never more per unit for more units', () => {
    const tiers = [
      { min_qty: 10, unit_price: 950 },
      { min_qty: 50, unit_price: 900 },
    ];
    expect(unitPriceAt(1000, tiers, 9)).toBe(1000);
    expect(unitPriceAt(1000, tiers, 10)).toBe(950);
    expect(unitPriceAt(1000, tiers, 49)).toBe(950);
    expect(unitPriceAt(1000, tiers, 50)).toBe(900);
    expect(unitPriceAt(1000, [], 50)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        expect(unitPriceAt(1000, tiers, Math.max(a, b))).toBeLessThanOrEqual(unitPriceAt(1000, tiers, Math.min(a, b)));
      }),
    );
  });
});
