import { describe, expect, it } from 'vitest';
import { productFormValues, readOriginal, readProductForm, type EditableProduct } from './product-form';

const product: EditableProduct = {
  price: 1_500,
  discount_percent: 0,
  stock_count: 120,
  min_qty: 6,
  qty_step: 6,
  max_qty: null,
  price_tiers: [{ min_qty: 24, unit_price: 1_200 }],
};

/** The form as the editor renders it for `product`, with some fields typed over. */
const typed = (changes: Record<string, string> = {}) => ({ ...productFormValues(product), ...changes });

describe('the product editor form', () => {
  it('shows prices in ringgit with two decimals, no maximum as empty, and five tier rows', () => {
    const values = productFormValues(product);
    expect(values).toMatchObject({ price: '15.00', max_qty: '', 'price_tiers.0.min_qty': '24', 'price_tiers.0.unit_price': '12.00', 'price_tiers.4.min_qty': '', 'price_tiers.4.unit_price': '' });
    expect(Object.keys(values).filter((k) => k.startsWith('price_tiers.'))).toHaveLength(10);
  });

  it('sends nothing when nothing changed', () => {
    expect(readProductForm(typed(), product)).toEqual({ ok: true, change: null });
    // Spaces around what was typed, and "15" for "15.00", are the same value.
    expect(readProductForm(typed({ price: ' 15 ', stock_count: '120 ' }), product)).toEqual({ ok: true, change: null });
  });

  it('sends only the fields that changed, ringgit as sen', () => {
    expect(readProductForm(typed({ price: '12.5', stock_count: '300' }), product)).toEqual({ ok: true, change: { price: 1_250, stock_count: 300 } });
    expect(readProductForm(typed({ price: '0.05' }), product)).toEqual({ ok: true, change: { price: 5 } });
    expect(readProductForm(typed({ max_qty: '600' }), product)).toEqual({ ok: true, change: { max_qty: 600 } });
    expect(readProductForm(typed(), { ...product, max_qty: 600 })).toEqual({ ok: true, change: { max_qty: null } });
  });

  it('reads the tier rows in order, skipping empty ones, and sends the whole list when any changed', () => {
    const change = readProductForm(typed({ 'price_tiers.0.unit_price': '11.90', 'price_tiers.2.min_qty': '60', 'price_tiers.2.unit_price': '11' }), product);
    expect(change).toEqual({ ok: true, change: { price_tiers: [{ min_qty: 24, unit_price: 1_190 }, { min_qty: 60, unit_price: 1_100 }] } });
    // Emptying the only row removes every tier.
    expect(readProductForm(typed({ 'price_tiers.0.min_qty': '', 'price_tiers.0.unit_price': '' }), product)).toEqual({ ok: true, change: { price_tiers: [] } });
  });

  it('flags what is not a number, and the missing half of a tier row, by field', () => {
    const result = readProductForm(
      typed({ price: '12.505', discount_percent: '5.5', stock_count: 'many', min_qty: '', 'price_tiers.1.min_qty': '48', 'price_tiers.2.unit_price': 'RM 10' }),
      product,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        price: ['seller.v.ringgit'],
        discount_percent: ['seller.v.wholeNumber'],
        stock_count: ['seller.v.wholeNumber'],
        min_qty: ['REQUIRED'],
        'price_tiers.1.unit_price': ['REQUIRED'],
        'price_tiers.2.min_qty': ['REQUIRED'],
        'price_tiers.2.unit_price': ['seller.v.ringgit'],
      },
    });
  });

  it('checks the change with the contract schema, as the API will', () => {
    const result = readProductForm(typed({ discount_percent: '95', price: '0', 'price_tiers.0.min_qty': '1' }), product);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['discount_percent', 'price', 'price_tiers.0.min_qty']);
    expect(result.errors.discount_percent).toEqual(['Too big: expected number to be <=90']);
  });

  it('reads back the product the form carried, and refuses one that was tampered with', () => {
    expect(readOriginal(JSON.stringify(product))).toEqual(product);
    expect(readOriginal(JSON.stringify({ ...product, price: 'free' }))).toBeNull();
    expect(readOriginal('{')).toBeNull();
    expect(readOriginal(undefined)).toBeNull();
  });
});
