import type { Brand } from '@borong/contracts/catalogue';
import { Link } from '../../ui/link';
import { useLocale, useT } from '../../i18n/i18n';
import { brandSearchHref } from '../navigation/navigation';
import { CONTAINER } from '../../ui/container';
import { ImageWithFallback } from '../../ui/image';
import { ErrorState } from '../../ui/states';
import type { HomeBrands } from './home-data';
import { SectionHeader } from './section-header';

const LOGO_SIZE = 64;

function BrandCard({ brand }: { brand: Brand }) {
  const locale = useLocale();
  return (
    <Link
      to={brandSearchHref(brand.brand_name, locale)}
      className="brand-tile"
    >
      <ImageWithFallback
        src={brand.logo}
        alt=""
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        className="brand-tile-logo"
        placeholder={{ className: 'brand-tile-placeholder', text: brand.brand_name.charAt(0).toUpperCase() }}
      />
      <span className="brand-tile-name">{brand.brand_name}</span>
    </Link>
  );
}

/** Discover brands (spec §2, §9): the first 12 brands with logo and name, each to its search. */
export function BrandsSection({ brands }: { brands: HomeBrands }) {
  const t = useT();
  if (brands.ok && brands.brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className={`${CONTAINER} mt-12`}>
      <SectionHeader id="brands-heading" title={t('home.brandsHeading')} viewAllHref="/brands" viewAllLabel={t('home.brandsHeading')} />
      {!brands.ok ? (
        <ErrorState status={500} />
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {brands.brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
