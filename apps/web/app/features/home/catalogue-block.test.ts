import type { ProductCard } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { catalogueBlockProducts } from './catalogue-block';

const products = (n: number): ProductCard[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    item_type: 'product',
    product_name: `Product ${i + 1}`,
    image_url: null,
    stock_count: 5,
    price: 1000,
    rrp_price: 1000,
    discount_percent: 0,
    price_after_discount: 1000,
    unit: 'carton',
    store_id: 1,
    min_qty: 1,
    qty_step: 1,
    max_qty: null,
  }));

describe('catalogueBlockProducts', () => {
  it('shows 6 products when fewer than 12 exist', () => {
    expect(catalogueBlockProducts(products(11))).toHaveLength(6);
    expect(catalogueBlockProducts(products(7))).toHaveLength(6);
  });

  it('shows 12 products when 12 or more exist', () => {
    expect(catalogueBlockProducts(products(12))).toHaveLength(12);
    expect(catalogueBlockProducts(products(30))).toHaveLength(12);
  });

  it('shows all of a smaller catalogue, and keeps the order', () => {
    expect(catalogueBlockProducts(products(4)).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(catalogueBlockProducts(products(0))).toEqual([]);
  });
});
