import type { Banner } from '@borong/contracts/catalogue';
import { linkHref } from '@borong/contracts/storefront-rules';
import { useLocale } from '../../i18n/i18n';
import { localizePath, type Locale } from '../../i18n/locale';

/** The banner images' own sizes (the seed's artwork): desktop 3:1, phones square. */
const DESKTOP = { width: 1200, height: 400 };
const MOBILE = { width: 750, height: 750 };

/**
 * Where a banner leads (spec §2): custom_url is a plain link as given, product_id the product
 * page, catalogue_id the catalogue; anything incomplete falls back to home. Our own paths get
 * the visitor's locale; an external link opens as it is.
 */
export function bannerHref(banner: Pick<Banner, 'link_type' | 'link_url' | 'product_id' | 'product_type' | 'catalogue_url'>, locale: Locale): string {
  const href = linkHref(banner);
  return href.startsWith('/') && !href.startsWith('//') ? localizePath(href, locale) : href;
}

/**
 * The search page's promo banner from the banners API. Width and height are set for both
 * images, so the space is reserved before they load (no layout shift); phones get the square
 * image at 768 px and below.
 */
export function PromoBanner({ banner }: { banner: Banner }) {
  const locale = useLocale();
  const desktop = banner.banner_desktop ?? banner.image_url;
  return (
    <a href={bannerHref(banner, locale)} className="block overflow-hidden rounded-xl">
      <picture>
        {banner.banner_mobile && <source media="(max-width: 768px)" srcSet={banner.banner_mobile} width={MOBILE.width} height={MOBILE.height} />}
        <img src={desktop} alt={banner.alt_text} width={DESKTOP.width} height={DESKTOP.height} loading="lazy" decoding="async" className="h-auto w-full bg-slate-100" />
      </picture>
    </a>
  );
}
