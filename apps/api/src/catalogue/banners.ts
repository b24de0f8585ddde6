import { asc, eq } from 'drizzle-orm';
import type { Banner } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import { linkHref } from '@borong/contracts/content';
import type { Db } from '../db/client';
import { banners } from '../db/schema';
import { localized } from '../app/locale';

/** Banners of one position (all of them without one), in editor order. */
export async function listBanners(db: Db, position: string | undefined, locale: ApiLocale): Promise<Banner[]> {
  const found = await db
    .select()
    .from(banners)
    .where(position ? eq(banners.position, position) : undefined)
    .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
  return found.map((b) => {
    const link = { link_type: b.linkType, link_url: b.linkUrl, product_id: b.productId, product_type: b.productType, catalogue_url: b.catalogueUrl };
    return {
      id: b.id,
      position: b.position,
      image_url: localized(locale, b.imageUrl, b.imageUrlBm),
      banner_mobile: b.bannerMobile === null ? null : localized(locale, b.bannerMobile, b.bannerMobileBm),
      banner_desktop: b.bannerDesktop === null ? null : localized(locale, b.bannerDesktop, b.bannerDesktopBm),
      ...link,
      local_image: null,
      url: linkHref(link),
      alt_text: localized(locale, b.altText, b.altTextBm),
    };
  });
}
