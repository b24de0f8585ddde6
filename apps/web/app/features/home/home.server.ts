import { HOME_BRAND_COUNT } from '@borong/contracts/catalogue';
import { HOME_STORE_COUNT } from '@borong/contracts/storefront-rules';
import type { Catalogue } from '@borong/contracts/content';
import { localizePath, type Locale } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api';
import { KeptForAWhile } from '../../lib/kept.server';
import { loadStores, type StoreListing } from '../stores/stores.server';
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

/** A home block as kept between pages: a catalogue block's products are asked for per page (`loadHome`). */
export type ListedHomeBlock = Exclude<HomeBlock, { type: 'catalogue' }> | { id: number; type: 'catalogue'; catalogue_url: string };

/**
 * The page-managed blocks of the home page, in the editors' order, with the promotions and the
 * recommended products (one round each, in parallel). A failed block list leaves the page with
 * its fixed sections; a failed promotions or recommended call hides that block. `complete` says
 * whether every call answered.
 */
export async function loadHomeBlocks(api: ApiClient, locale: Locale): Promise<{ blocks: ListedHomeBlock[]; complete: boolean }> {
  const listed = await homeApi(api).homepageBlocks({ placement: 'store_front' });
  if (!listed.ok) return { blocks: [], complete: false };
  const blocks = listed.data.data;
  const wants = (type: string) => blocks.some((block) => block.type === type);
  const [promos, recommended] = await Promise.all([
    wants('promotion') ? homeApi(api).promoDeals({ per_page: HOME_PROMOTION_COUNT }) : null,
    wants('recommended') ? productsApi(api).recommendedProducts({ per_page: HOME_RECOMMENDED_COUNT }) : null,
  ]);
  const listedBlocks = blocks.map((block): ListedHomeBlock => {
    switch (block.type) {
      case 'text':
        return { id: block.id, type: 'text', html: sanitizeHtml(block.content, { localizeHref: (href) => localizePath(href, locale) }) };
      case 'catalogue':
        return { id: block.id, type: 'catalogue', catalogue_url: block.catalogue_url };
      case 'promotion':
        return { id: block.id, type: 'promotion', deals: promos?.ok ? promos.data.promo_deals : [] };
      case 'recommended':
        return { id: block.id, type: 'recommended', products: recommended?.ok ? recommended.data.data : [] };
      default:
        return block;
    }
  });
  return { blocks: listedBlocks, complete: promos?.ok !== false && recommended?.ok !== false };
}

/** Discover brands (spec §9): the first 12, most popular first. */
export async function loadHomeBrands(api: ApiClient): Promise<HomeBrands> {
  const result = await searchApi(api).brands({ sort: 'popular', per_page: HOME_BRAND_COUNT });
  return result.ok ? { ok: true, brands: result.data.data.slice(0, HOME_BRAND_COUNT) } : { ok: false, brands: [] };
}

export interface HomeData {
  stores: StoreListing;
  brands: HomeBrands;
  blocks: HomeBlock[];
}

// The same for every visitor of a language; a render of `/` asked the API for eight answers (issue 13).
const keptHome = new KeptForAWhile<Omit<HomeData, 'blocks'> & { blocks: ListedHomeBlock[] }>(4);
const keptCatalogues = new KeptForAWhile<Catalogue | null>();

/**
 * The home page's data (spec §9), all in parallel. Critical: the first stores, the first brands,
 * and the editors' blocks with their promotions and recommended products. Deferred: each
 * catalogue block's products, streamed as they come (a placeholder shows meanwhile). A failed call
 * shows an error state or hides its block; it never fails the page. Complete answers are kept
 * a few seconds (lib/kept.server); a catalogue block is kept apart, so a page still streams the one not kept.
 */
export async function loadHome(api: ApiClient, locale: Locale, now = Date.now()): Promise<HomeData> {
  const kept = await keptHome.get(
    locale,
    async () => {
      const [stores, brands, listed] = await Promise.all([loadStores(api, { per_page: HOME_STORE_COUNT }), loadHomeBrands(api), loadHomeBlocks(api, locale)]);
      return { value: { stores, brands, blocks: listed.blocks }, complete: stores.ok && brands.ok && listed.complete };
    },
    now,
  );
  const catalogue = (blockId: number) =>
    keptCatalogues.get(
      `${locale} ${blockId}`,
      async () => {
        const found = await loadCatalogueBlock(api, blockId);
        return { value: found, complete: found !== null };
      },
      now,
    );
  return { ...kept, blocks: kept.blocks.map((block) => (block.type === 'catalogue' ? { ...block, catalogue: catalogue(block.id) } : block)) };
}
