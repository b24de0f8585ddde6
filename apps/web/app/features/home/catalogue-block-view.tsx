import type { Catalogue } from '@borong/contracts/content';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '../../i18n/i18n';
import { ProductGrid } from '../products/product-card';
import { CATALOGUE_PLACEHOLDER_CARDS, CATALOGUE_PLACEHOLDER_HEIGHT_PX, catalogueBlockProducts } from './catalogue-block';
import { SectionHeader } from './section-header';

/** Six grey cards of 339 px (spec §9) while the block's products are on their way. */
export function CataloguePlaceholder() {
  const t = useT();
  return (
    <div role="status" className="mt-2">
      <span className="sr-only">{t('home.loadingCatalogue')}</span>
      <ul aria-hidden="true" className="product-grid">
        {Array.from({ length: CATALOGUE_PLACEHOLDER_CARDS }, (_, i) => (
          <li key={i} data-placeholder="" className="card-placeholder" style={{ height: CATALOGUE_PLACEHOLDER_HEIGHT_PX }} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A loaded catalogue block: its title (visible when `show_title_status` says so, otherwise for
 * screen readers only), View all to the catalogue page, and 6 or 12 products. Nothing at all when
 * the catalogue failed to load or is empty (spec §4: hidden on error or no data).
 */
export function CatalogueBlockContent({ blockId, catalogue }: { blockId: number; catalogue: Catalogue | null }) {
  if (!catalogue) return null;
  const products = catalogueBlockProducts(catalogue.catalogue_products);
  if (products.length === 0) return null;
  const headingId = `catalogue-block-${blockId}`;
  return (
    <section aria-labelledby={headingId}>
      <div className={catalogue.show_title_status ? '' : '[&_h2]:sr-only'}>
        <SectionHeader id={headingId} title={catalogue.name} viewAllHref={`/catalogue/${encodeURIComponent(catalogue.url)}`} viewAllLabel={catalogue.name} />
      </div>
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}

/** A catalogue block: its products stream in after the page; the placeholder holds their place. */
export function CatalogueBlock({ blockId, catalogue }: { blockId: number; catalogue: Promise<Catalogue | null> }) {
  return (
    <Suspense fallback={<CataloguePlaceholder />}>
      <Await resolve={catalogue} errorElement={null}>
        {(loaded) => <CatalogueBlockContent blockId={blockId} catalogue={loaded} />}
      </Await>
    </Suspense>
  );
}
