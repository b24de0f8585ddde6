import type { ProductCard } from '@borong/contracts/catalogue';
import { useT } from '../../i18n/i18n';
import { ProductGrid } from '../products/product-card';
import { SectionHeader } from './section-header';

/** Recommended products (spec §2): hidden when empty; View all → /recommended-products. */
export function RecommendedBlock({ products }: { products: ProductCard[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <SectionHeader id="recommended-heading" title={t('recommended.heading')} viewAllHref="/recommended-products" viewAllLabel={t('recommended.heading')} />
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}
