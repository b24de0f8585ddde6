import type { ProductDetail } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { galleryImages } from './product-gallery';
import { scriptJson } from '../../lib/script-json';
import { productJsonLd } from './product-json-ld';

const product: ProductDetail = {
  id: 3,
  item_type: 'product',
  product_name: 'Milo 3-in-1 </script><script>alert(1)</script>',
  image_url: '/api/media/product/3.svg',
  stock_count: 12,
  price: 121740,
  rrp_price: 144080,
  discount_percent: 25,
  price_after_discount: 91305,
  unit: 'unit',
  store_id: 9,
  min_qty: 1,
  qty_step: 1,
  max_qty: null,
  description: 'Ships in 3-5 days.',
  images: ['/api/media/product/3-1.svg'],
  brand: { id: 1, brand_name: 'Nestlé', logo: null },
  store: {
    id: 9,
    url: 'kedai-ali',
    logo: null,
    domain_name: 'Kedai Ali',
    upper_right_text: null,
    top_category_text: null,
    industry_text: null,
    description: null,
    tier: null,
    state: null,
  },
  price_tiers: [],
  pwp_offers: [],
  category_path: [
    { id: 1, display_category_name: 'Food & Beverage' },
    { id: 2, display_category_name: 'Drinks' },
  ],
};

describe('productJsonLd', () => {
  const images = galleryImages(product.image_url, product.images);
  const ld = productJsonLd(product, { origin: 'https://borong.test', pageUrl: '/product-detail/3?type=product', images });

  it('describes the product with absolute image URLs, brand and category path', () => {
    expect(ld['@type']).toBe('Product');
    expect(ld.image).toEqual(['https://borong.test/api/media/product/3.svg', 'https://borong.test/api/media/product/3-1.svg']);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Nestlé' });
    expect(ld.category).toBe('Food & Beverage > Drinks');
  });

  it('offers the price after discount in MYR, in stock', () => {
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'MYR', price: '913.05', availability: 'https://schema.org/InStock', url: 'https://borong.test/product-detail/3?type=product' });
  });

  it('says OutOfStock without stock', () => {
    expect(productJsonLd({ ...product, stock_count: 0 }, { origin: '', pageUrl: '/p', images }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('serialises so that no text can close the script element', () => {
    const json = scriptJson(ld);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(product.product_name);
  });
});

describe('galleryImages', () => {
  it('puts the main image first, without duplicates or blanks', () => {
    expect(galleryImages('/a.svg', ['/b.svg', '/a.svg'])).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImages(null, ['/b.svg'])).toEqual(['/b.svg']);
    expect(galleryImages(null, [])).toEqual([]);
  });
});
