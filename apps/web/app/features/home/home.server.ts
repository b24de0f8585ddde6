import { HOME_BRAND_COUNT } from '@borong/contracts/catalogue';
import type { Catalogue } from '@borong/contracts/content';
import { localizePath, type Locale } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api';
import { productsApi } from '../products/api';
import { searchApi } from '../search/api';
import { sanitizeHtml } from '../content/sanitize-html';
import { homeApi } from './api';
import type { HomeBlock, HomeBrands } from './home-data';

/** Recommended products the home block shows: one row on a wide screen (its View all page has the rest). */
export const HOME_RECOMMENDED_COUNT = 6;
/** Promotion cards the strip offers before its View all link. */
export const HOME_PROMOTION_COUNT = 10;

/**
 * A catalogue block's products (spec §4 "Catalogue block"). Never throws: a failed call, an
 * answer flagged `error`, or an empty catalogue is null, and the block is hidden (spec §8: the
 * failure is silent).
 */
export async function loadCatalogueBlock(api: ApiClient, blockId: number): Promise<Catalogue | null> {
  const result = await homeApi(api).catalogueBlock(blockId);
  if (!result.ok || result.data.error) return null;
  const catalogue = result.data.data[0]?.block_catalogue.catalogue;
  return catalogue && catalogue.catalogue_products.length > 0 ? catalogue : null;
}

/**
 * The page-managed blocks of the home page, in the editors' order. Critical: the block list, the
 * promotions and the recommended products (one round each, in parallel). Deferred: each catalogue
 * block's products, streamed as they come (a placeholder shows meanwhile). A failed block list
 * leaves the page with its fixed sections; a failed promotions or recommended call hides that block.
 */
export async function loadHomeBlocks(api: ApiClient, locale: Locale): Promise<HomeBlock[]> {
  const listed = await homeApi(api).homepageBlocks({ placement: 'store_front' });
  if (!listed.ok) return [];
  const blocks = listed.data.data;
  const wants = (type: string) => blocks.some((block) => block.type === type);
  const [promos, recommended] = await Promise.all([
    wants('promotion') ? homeApi(api).promoDeals({ per_page: HOME_PROMOTION_COUNT }) : null,
    wants('recommended') ? productsApi(api).recommendedProducts({ per_page: HOME_RECOMMENDED_COUNT }) : null,
  ]);
  return blocks.map((block): HomeBlock => {
    switch (block.type) {
      case 'text':
        return { id: block.id, type: 'text', html: sanitizeHtml(block.content, { localizeHref: (href) => localizePath(href, locale) }) };
      case 'catalogue':
        return { id: block.id, type: 'catalogue', catalogue_url: block.catalogue_url, catalogue: loadCatalogueBlock(api, block.id) };
      case 'promotion':
        return { id: block.id, type: 'promotion', deals: promos?.ok ? promos.data.promo_deals : [] };
      case 'recommended':
        return { id: block.id, type: 'recommended', products: recommended?.ok ? recommended.data.data : [] };
      default:
        return block;
    }
  });
}

/** Discover brands (spec §9): the first 12, most popular first. */
export async function loadHomeBrands(api: ApiClient): Promise<HomeBrands> {
  const result = await searchApi(api).brands({ sort: 'popular', per_page: HOME_BRAND_COUNT });
  return result.ok ? { ok: true, brands: result.data.data.slice(0, HOME_BRAND_COUNT) } : { ok: false, brands: [] };
}
