import type { ProductCard as Product } from '@borong/contracts/catalogue';
import { Link } from '../../ui/link';
import { largestQuantity } from '@borong/contracts/quantity-rules';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { useFormatPrice } from '../../lib/money';
import { ImageWithFallback, initialOf } from '../../ui/image';
import { productHref } from '../../lib/product-href';
import { AddToCart } from '../cart/add-to-cart';

/** A product is on discount when it has a percentage and the price after it is really lower. */
export const isDiscounted = (p: Pick<Product, 'discount_percent' | 'price' | 'price_after_discount'>) => p.discount_percent > 0 && p.price_after_discount < p.price;

/**
 * Spec §3: a product with no stock shows a Sold Out overlay; so does one whose stock is below
 * its minimum order, which no buyer can order either.
 */
export const isSoldOut = (p: Pick<Product, 'stock_count' | 'min_qty' | 'qty_step' | 'max_qty'>) => largestQuantity(p, p.stock_count) === 0;

/**
 * The RRP is worth showing only above every price already on the card: the price paid and,
 * when discounted, the price before it. An RRP equal to the struck-through price would show one
 * figure twice.
 */
export const shownRrp = (p: Pick<Product, 'rrp_price' | 'price' | 'price_after_discount' | 'discount_percent'>) => (p.rrp_price > (isDiscounted(p) ? p.price : p.price_after_discount) ? p.rrp_price : null);

export { productHref };

const IMAGE_SIZE = 240;

/** "-30%" on a red tag; screen readers hear "30% off". */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const t = useT();
  return (
    <span className={className ? `discount-badge ${className}` : 'discount-badge'}>
      <span aria-hidden="true">{t('product.discountBadge', { percent })}</span>
      <span className="sr-only">{t('product.discountLabel', { percent })}</span>
    </span>
  );
}

/**
 * The price a buyer pays (after discount) per unit, in the visitor's language; when discounted,
 * the price before it struck through, which is what the discount percentage is taken from; and
 * the RRP (the suggested retail price a shop can resell at) when it is above both. `size` sets
 * the type scale: the card's or the product page's.
 */
export function ProductPrice({
  product,
  size = 'card',
  className,
}: {
  product: Pick<Product, 'price' | 'rrp_price' | 'discount_percent' | 'price_after_discount' | 'unit'>;
  size?: 'card' | 'page';
  className?: string;
}) {
  const t = useT();
  const formatPrice = useFormatPrice();
  const unitName = useUnitName();
  const discounted = isDiscounted(product);
  const rrp = shownRrp(product);
  return (
    <div className={className ? `price-row ${className}` : 'price-row'}>
      <p className={size === 'page' ? 'price text-3xl' : 'price'}>
        {/* One string: adjacent ones are written with a comment between them. The price and its
            space stay two: as one, the browser shapes them a hair narrower. */}
        <span className="sr-only">{`${t('product.price')} `}</span>
        {formatPrice(product.price_after_discount)}
        {' '}
        <span className={size === 'page' ? 'price-unit text-base' : 'price-unit'}>{t('product.perUnit', { unit: unitName(product.unit) })}</span>
      </p>
      {discounted && (
        <p className={size === 'page' ? 'text-base text-slate-600' : 'price-note'}>
          <s>
            <span className="sr-only">{`${t('product.was')} `}</span>
            {formatPrice(product.price)}
          </s>
        </p>
      )}
      {rrp !== null && <p className={size === 'page' ? 'w-full text-base text-slate-600' : 'price-rrp'}>{`${t('product.rrp')} ${formatPrice(rrp)}`}</p>}
    </div>
  );
}

/**
 * The shared product card (spec §3): image, name, price after discount (with the price before it
 * struck through and a discount badge when discounted), the RRP, the unit, and a Sold Out overlay
 * without stock. The whole card links to the product page.
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: Product; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const localePath = useLocalePath();
  const soldOut = isSoldOut(product);
  const discounted = isDiscounted(product);
  return (
    <div className="product-card">
      <Link to={localePath(productHref(product))} className="group product-card-link">
        <div className="relative">
          <ImageWithFallback
            src={product.image_url}
            alt={product.product_name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            className={soldOut ? 'product-card-img opacity-60' : 'product-card-img'}
            placeholder={{ className: 'product-placeholder', text: initialOf(product.product_name) }}
          />
          {discounted && <DiscountBadge percent={product.discount_percent} className="card-badge" />}
          {soldOut && (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-900/40">
              <span className="rounded-full bg-slate-900/85 px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">{t('product.soldOut')}</span>
            </span>
          )}
        </div>
        <div className="product-card-body">
          <Heading className="product-card-name">{product.product_name}</Heading>
          <ProductPrice product={product} className="mt-auto" />
        </div>
      </Link>
      <div className="px-3 pb-3">
        <AddToCart product={product} variant="card" />
      </div>
    </div>
  );
}

/** Product cards: two columns on phones (spec §9), up to six on wide screens. */
export function ProductGrid({ products, eagerCount = 4, headingLevel = 3 }: { products: Product[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <ul className="product-grid">
      {products.map((product, i) => (
        <li key={`${product.item_type}-${product.id}`}>
          <ProductCard product={product} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
