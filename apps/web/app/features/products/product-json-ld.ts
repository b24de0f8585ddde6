import type { ProductDetail } from '@borong/contracts/catalogue';
import { priceValue } from '../../lib/money';
import { isSoldOut } from './product-card';

/** An absolute URL for an API media path or a page path. */
const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * schema.org Product structured data of a product page: name, images, brand, category, and one
 * Offer with the price a buyer pays (after discount) in MYR and its availability.
 */
export function productJsonLd(product: ProductDetail, { origin, pageUrl, images }: { origin: string; pageUrl: string; images: string[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: String(product.id),
    ...(images.length ? { image: images.map((src) => absolute(origin, src)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.brand_name } } : {}),
    ...(product.category_path.length ? { category: product.category_path.map((c) => c.display_category_name).join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(origin, pageUrl),
      priceCurrency: 'MYR',
      price: priceValue(product.price_after_discount),
      availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: product.store.domain_name },
    },
  };
}

