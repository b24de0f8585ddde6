import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditTermsFee, priceCheckout, type PricingGroup } from './pricing';

const lineArb = fc.record({ subtotal: fc.integer({ min: 1, max: 5_000_000 }), taxRate: fc.constantFrom(0, 500, 1000), discountable: fc.boolean() });
const groupArb = fc.record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }), deliveryFee: fc.integer({ min: 0, max: 5_000 }), deliveryTaxRate: fc.constantFrom(0, 600) });
const amountsArb = fc.record({ discount: fc.integer({ min: 0, max: 10_000_000 }), shippingDiscount: fc.integer({ min: 0, max: 20_000 }), offset: fc.integer({ min: 0, max: 50_000_000 }) });

describe('priceCheckout', () => {
  it('prices a known checkout: discount before tax, voucher before service tax, offset over orders', () => {
    const groups: PricingGroup[] = [
      { lines: [{ subtotal: 10_000, taxRate: 1000, discountable: true }, { subtotal: 5_000, taxRate: 0, discountable: true }], deliveryFee: 1_000, deliveryTaxRate: 600 },
      { lines: [{ subtotal: 20_000, taxRate: 500, discountable: false }], deliveryFee: 0, deliveryTaxRate: 0 },
    ];
    const priced = priceCheckout(groups, { discount: 1_500, shippingDiscount: 400, offset: 1_000 });
    const [a, b] = priced.groups;
    // RM 15 off RM 150 of discountable goods: RM 10 and RM 5 by their subtotals.
    expect(a?.lines.map((l) => [l.discount, l.taxAmount])).toEqual([
      [1_000, 900],
      [500, 0],
    ]);
    expect(a).toMatchObject({ subtotal: 15_000, discount: 1_500, goodsTax: 900, deliveryFee: 1_000, deliveryDiscount: 400, deliveryTax: 36, grandTotal: 15_036 });
    expect(b).toMatchObject({ discount: 0, goodsTax: 1_000, grandTotal: 21_000 });
    expect(priced).toMatchObject({ total: 36_036, offset: 1_000, payable: 35_036, tax: 1_936 });
    expect((a?.offset ?? 0) + (b?.offset ?? 0)).toBe(1_000);
  });

  it('caps what a discount, a voucher and an offset can cover', () => {
    const priced = priceCheckout([{ lines: [{ subtotal: 1_000, taxRate: 0, discountable: true }], deliveryFee: 300, deliveryTaxRate: 0 }], { discount: 5_000, shippingDiscount: 1_000, offset: 99_999 });
    expect(priced).toMatchObject({ discount: 1_000, deliveryDiscount: 300, total: 0, offset: 0, payable: 0 });
  });

  it('always adds up: lines + delivery + tax − discounts − offset = payable, and every split sums exactly', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { minLength: 1, maxLength: 5 }), amountsArb, (groups, amounts) => {
        const p = priceCheckout(groups, amounts);
        expect(p.subtotal + p.deliveryFee + p.tax - p.discount - p.deliveryDiscount - p.offset).toBe(p.payable);
        expect(p.groups.reduce((s, g) => s + g.grandTotal, 0)).toBe(p.total);
        expect(p.groups.reduce((s, g) => s + g.offset, 0)).toBe(p.offset);
        for (const g of p.groups) {
          expect(g.grandTotal).toBe(g.subtotal - g.discount + g.goodsTax + g.deliveryFee - g.deliveryDiscount + g.deliveryTax);
          expect(g.lines.reduce((s, l) => s + l.discount, 0)).toBe(g.discount);
          expect(g.offset).toBeLessThanOrEqual(g.grandTotal);
          for (const l of g.lines) {
            expect(l.discount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBeLessThanOrEqual(l.subtotal);
            if (!l.discountable) expect(l.discount).toBe(0);
          }
        }
        const discountable = groups.flatMap((g) => g.lines).reduce((s, l) => s + (l.discountable ? l.subtotal : 0), 0);
        expect(p.discount).toBe(Math.min(amounts.discount, discountable));
        expect(p.payable).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('creditTermsFee', () => {
  it('is 1 % of the payable, half up to the sen', () => {
    expect(creditTermsFee(2_160)).toBe(22); // 21.6 sen
    expect(creditTermsFee(150)).toBe(2); // 1.5 sen rounds up
    expect(creditTermsFee(149)).toBe(1);
    expect(creditTermsFee(50)).toBe(1);
    expect(creditTermsFee(49)).toBe(0);
    expect(creditTermsFee(0)).toBe(0);
  });

  it('is always within half a sen of the exact 1 %, rounding a half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (payable) => {
        const fee = creditTermsFee(payable);
        const exactTimes100 = payable; // 100 × (payable / 100)
        expect(Math.abs(fee * 100 - exactTimes100)).toBeLessThanOrEqual(50);
        if (payable % 100 === 50) expect(fee * 100).toBe(payable + 50);
      }),
    );
  });
});
