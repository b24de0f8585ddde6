import type { ProductCard as Product } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { ProductCard, ProductGrid, isDiscounted, isSoldOut, productHref } from './product-card';

const product: Product = {
  id: 82488,
  item_type: 'product',
  product_name: 'Cik Bee Kids GPS Smartwatch',
  image_url: '/api/media/product/82488.svg',
  stock_count: 4080,
  price: 10660,
  rrp_price: 12320,
  discount_percent: 30,
  price_after_discount: 7462,
  unit: 'unit',
  store_id: 10938,
  min_qty: 1,
  qty_step: 1,
  max_qty: null,
};
const plain = (html: string) => html.replace(/\u00a0|&nbsp;/g, ' ');
const notDiscounted: Product = { ...product, discount_percent: 0, price_after_discount: product.price };

describe('product helpers', () => {
  it('tell a discount, a sold-out product and the product link', () => {
    expect(isDiscounted(product)).toBe(true);
    expect(isDiscounted(notDiscounted)).toBe(false);
    expect(isDiscounted({ ...product, price_after_discount: product.price })).toBe(false);
    const rules = { min_qty: 1, qty_step: 1, max_qty: null };
    expect(isSoldOut({ ...rules, stock_count: 0 })).toBe(true);
    expect(isSoldOut({ ...rules, stock_count: 1 })).toBe(false);
    // Stock below the minimum order cannot be ordered: sold out, not "3 in stock" with no way to buy.
    expect(isSoldOut({ ...rules, min_qty: 6, qty_step: 6, stock_count: 5 })).toBe(true);
    expect(isSoldOut({ ...rules, min_qty: 6, qty_step: 6, stock_count: 6 })).toBe(false);
    expect(productHref({ id: 5, item_type: 'bundle' })).toBe('/product-detail/5?type=bundle');
  });
});

describe('ProductCard', () => {
  it('links to the product detail with its type, in the visitor language', () => {
    expect(tagsWith(renderAt('/', <ProductCard product={product} />), '<a', 'href="/product-detail/82488?type=product"')).toHaveLength(1);
    expect(tagsWith(renderAt('/bm/store/x', <ProductCard product={product} />), '<a', 'href="/bm/product-detail/82488?type=product"')).toHaveLength(1);
  });

  it('shows the image with explicit size and alt text, and the name', () => {
    const html = renderAt('/', <ProductCard product={product} />);
    expect(tagsWith(html, '<img', 'src="/api/media/product/82488.svg"', 'width="240"', 'height="240"', 'alt="Cik Bee Kids GPS Smartwatch"')).toHaveLength(1);
    expect(html).toContain('>Cik Bee Kids GPS Smartwatch</h3>');
  });

  it('shows a placeholder without an image', () => {
    const html = renderAt('/', <ProductCard product={{ ...product, image_url: null }} />);
    expect(html).not.toContain('<img');
    expect(tagsWith(html, 'role="img"', 'aria-label="Cik Bee Kids GPS Smartwatch"')).toHaveLength(1);
  });

  it('shows the price after discount, the price it is taken from struck through, the badge and the RRP', () => {
    const html = plain(renderAt('/', <ProductCard product={product} />));
    // 30% off RM 106.60 is RM 74.62: the struck price and the percentage agree.
    expect(html).toContain('RM 74.62');
    expect(html).toMatch(/<s>.*RM 106\.60<\/s>/);
    expect(html).toContain('RRP RM 123.20');
    expect(html).not.toMatch(/<s>[^<]*(<[^s][^>]*>[^<]*)*RM 123\.20/);
    expect(html).toContain('-30%');
    expect(html).toContain('30% off');
    expect(html).toContain('per unit');
  });

  it('shows no struck price or badge when not discounted, and the RRP only when above the price', () => {
    const html = plain(renderAt('/', <ProductCard product={notDiscounted} />));
    expect(html).toContain('RM 106.60');
    expect(html).not.toContain('<s>');
    expect(html).toContain('RRP RM 123.20');
    expect(html).not.toContain('%');
    expect(plain(renderAt('/', <ProductCard product={{ ...notDiscounted, rrp_price: notDiscounted.price }} />))).not.toContain('RRP');
  });

  it('never shows one figure twice: an RRP equal to the struck-through price is left out', () => {
    const html = plain(renderAt('/', <ProductCard product={{ ...product, rrp_price: product.price }} />));
    expect(html).toMatch(/<s>.*RM 106\.60<\/s>/);
    expect(html).not.toContain('RRP');
    expect(html.match(/RM 106\.60/g)).toHaveLength(1);
  });

  it('shows Sold Out only without stock, in the visitor language', () => {
    expect(renderAt('/', <ProductCard product={product} />)).not.toContain('Sold Out');
    expect(renderAt('/', <ProductCard product={{ ...product, stock_count: 0 }} />)).toContain('Sold Out');
    expect(renderAt('/bm', <ProductCard product={{ ...product, stock_count: 0 }} />)).toContain('Habis Dijual');
    expect(renderAt('/', <ProductCard product={{ ...product, min_qty: 12, qty_step: 12, stock_count: 10 }} />)).toContain('Sold Out');
  });

  it('formats the price for Malay pages too', () => {
    const html = plain(renderAt('/bm', <ProductCard product={product} />));
    expect(html).toMatch(/RM ?74\.62/);
    expect(html).toContain('setiap unit');
  });

  it('names the selling unit in Malay, and shows a unit it does not know as stored', () => {
    expect(plain(renderAt('/bm', <ProductCard product={{ ...product, unit: 'bottle' }} />))).toContain('setiap botol');
    expect(plain(renderAt('/', <ProductCard product={{ ...product, unit: 'bottle' }} />))).toContain('per bottle');
    expect(plain(renderAt('/bm', <ProductCard product={{ ...product, unit: 'pack' }} />))).toContain('setiap pek');
    expect(plain(renderAt('/bm', <ProductCard product={{ ...product, unit: 'carton' }} />))).toContain('setiap karton');
    expect(plain(renderAt('/bm', <ProductCard product={{ ...product, unit: 'drum' }} />))).toContain('setiap drum');
  });
});

describe('ProductGrid', () => {
  it('renders one list item per product and loads only the first images eagerly', () => {
    const products = [1, 2, 3, 4, 5].map((id) => ({ ...product, id }));
    const html = renderAt('/', <ProductGrid products={products} eagerCount={2} />);
    expect(html.match(/<li[\s>]/g)).toHaveLength(5);
    expect(tagsWith(html, '<img', 'loading="eager"')).toHaveLength(2);
    expect(tagsWith(html, '<img', 'loading="lazy"')).toHaveLength(3);
  });
});
