import type { ProductCard } from '@borong/contracts/catalogue';

/** `/product-detail/{id}?type={item_type}`, before the locale prefix: below the features, so the cart's and the products' can both link to a product. */
export const productHref = (p: Pick<ProductCard, 'id' | 'item_type'>) => `/product-detail/${p.id}?type=${encodeURIComponent(p.item_type)}`;
