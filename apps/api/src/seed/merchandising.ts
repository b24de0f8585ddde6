import type { InferInsertModel } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  carouselBlockSchema,
  catalogueBlockRefSchema,
  heroBlockSchema,
  imageBlockSchema,
  promotionBlockSchema,
  recommendedBlockSchema,
  textBlockSchema,
} from '@borong/contracts/content';
import type { banners, catalogueProducts, catalogues, pageBlocks, promoDeals, PageBlockType, ProductKind } from '../db/schema';
import type { ProductPicks, World } from './catalogue';
import { Rng } from './random';

/** The generated banner with its text in Malay (media/svg.ts draws `…-ms.svg` in Malay), for Malay pages. */
const inMalay = (url: string) => url.replace(/\.svg$/, '-ms.svg');

/** Catalogues, promotion cards, home-page blocks and banners: the editor-made storefront. */

/** Editor content with optional Malay twins (`title_bm` beside `title`); the API picks one per caller. */
type Twins<T> = T extends readonly (infer U)[]
  ? Twins<U>[]
  : T extends object
    ? { [K in keyof T]: Twins<T[K]> } & { [K in keyof T as K extends string ? `${K}_bm` : never]?: string }
    : T;
type BlockContent<S extends z.ZodType> = Twins<Omit<z.infer<S>, 'id' | 'type'>>;
type Link = Pick<z.infer<typeof carouselBlockSchema>['block_carousel_items'][number], 'link_type' | 'link_url' | 'product_id' | 'product_type' | 'catalogue_url'>;

interface CatalogueDef {
  name: string;
  nameBm: string;
  url: string;
  size: number;
  /** Category names (any level) whose products fill the catalogue. */
  sources: readonly string[];
  showTitle: boolean;
  bundlesFirst?: boolean;
}

// Sizes on both sides of 12, so the home page's "6 if fewer than 12, else 12" rule shows both ways.
export const CATALOGUES: readonly CatalogueDef[] = [
  { name: 'Raya Festive Bundles', nameBm: 'Himpunan Pakej Hari Raya', url: 'raya-festive-bundles', size: 24, sources: ['Biscuits', 'Juices & Cordials', 'Cooking Oil', 'Baju Kurung & Jubah', 'Baju Melayu', 'Prayer Mats', 'Songkok & Kopiah'], showTitle: true, bundlesFirst: true },
  { name: 'Back to School Stationery', nameBm: 'Kelengkapan Sekolah', url: 'back-to-school-stationery', size: 18, sources: ['Notebooks', 'Pens & Markers', 'Pencils & Erasers', 'School Bags', 'Workbooks'], showTitle: true },
  { name: 'Café Essentials', nameBm: 'Keperluan Kafe', url: 'cafe-essentials', size: 12, sources: ['Coffee & Tea', 'Flour & Sugar', 'Juices & Cordials', 'Food Containers', 'Kettles & Dispensers'], showTitle: true },
  { name: 'Clinic & Pharmacy Supplies', nameBm: 'Bekalan Klinik & Farmasi', url: 'clinic-pharmacy-supplies', size: 10, sources: ['Medical Supplies', 'Health Monitors', 'Vitamins'], showTitle: true },
  { name: 'Restaurant Kitchen Supplies', nameBm: 'Bekalan Dapur Restoran', url: 'restaurant-kitchen-supplies', size: 30, sources: ['Rice', 'Cooking Oil', 'Sauces & Condiments', 'Spices & Paste', 'Cookware', 'Food Containers'], showTitle: true },
  { name: 'Office Pantry Restock', nameBm: 'Stok Semula Pantri Pejabat', url: 'office-pantry-restock', size: 8, sources: ['Coffee & Tea', 'Drinking Water', 'Biscuits', 'Facial Tissue'], showTitle: false },
  { name: 'Baby Care Bulk Buys', nameBm: 'Belian Pukal Penjagaan Bayi', url: 'baby-care-bulk-buys', size: 16, sources: ['Mom & Baby'], showTitle: true },
  { name: 'Household Cleaning Essentials', nameBm: 'Keperluan Pembersihan Rumah', url: 'household-cleaning-essentials', size: 20, sources: ['Household Cleaning', 'Tissue & Paper'], showTitle: true },
  { name: 'Salon & Beauty Stock-Up', nameBm: 'Stok Salun & Kecantikan', url: 'salon-beauty-stock-up', size: 6, sources: ['Hair Care', 'Skincare', 'Makeup'], showTitle: true },
  { name: 'Auto Workshop Must-Haves', nameBm: 'Keperluan Bengkel Kereta', url: 'auto-workshop-must-haves', size: 14, sources: ['Engine Oil', 'Spare Parts', 'Car Care'], showTitle: true },
  { name: 'Gadget Accessories Deals', nameBm: 'Tawaran Aksesori Gajet', url: 'gadget-accessories-deals', size: 40, sources: ['Mobile & Gadgets', 'Audio'], showTitle: true },
  { name: 'Merdeka Month Specials', nameBm: 'Istimewa Bulan Merdeka', url: 'merdeka-month-specials', size: 36, sources: ['Food & Beverage', 'Home & Living', 'Stationery'], showTitle: true },
];

/** Promotion cards: catalogue url and status. The last one is switched off. */
const PROMO_DEALS: readonly { catalogue: string; status: 'active' | 'inactive' }[] = [
  { catalogue: 'raya-festive-bundles', status: 'active' },
  { catalogue: 'back-to-school-stationery', status: 'active' },
  { catalogue: 'cafe-essentials', status: 'active' },
  { catalogue: 'restaurant-kitchen-supplies', status: 'active' },
  { catalogue: 'household-cleaning-essentials', status: 'active' },
  { catalogue: 'gadget-accessories-deals', status: 'active' },
  { catalogue: 'merdeka-month-specials', status: 'inactive' },
];

export interface Merchandising {
  catalogues: InferInsertModel<typeof catalogues>[];
  catalogueProducts: InferInsertModel<typeof catalogueProducts>[];
  promoDeals: InferInsertModel<typeof promoDeals>[];
  pageBlocks: InferInsertModel<typeof pageBlocks>[];
  banners: InferInsertModel<typeof banners>[];
}

function leafIdsUnder(world: World, names: readonly string[]): number[] {
  const ids: number[] = [];
  for (const name of names) {
    const node = world.categories.find((c) => c.en === name);
    if (!node) throw new Error(`catalogue source "${name}" is not a category`);
    for (const leaf of world.leaves) if (leaf.path.includes(node.id) && !ids.includes(leaf.id)) ids.push(leaf.id);
  }
  return ids;
}

const NO_LINK: Link = { link_type: 'custom_url', link_url: null, product_id: null, product_type: null, catalogue_url: null };
const toUrl = (url: string): Link => ({ ...NO_LINK, link_type: 'custom_url', link_url: url });
const toCatalogue = (url: string): Link => ({ ...NO_LINK, link_type: 'catalogue_id', catalogue_url: url });

export function buildMerchandising(world: World, picks: ProductPicks): Merchandising {
  const rng = new Rng('merchandising');
  const everyPick = [...picks.byLeaf.keys()].sort((a, b) => a - b).flatMap((leafId) => picks.byLeaf.get(leafId) ?? []);

  const catalogueRows: Merchandising['catalogues'] = [];
  const catalogueProductRows: Merchandising['catalogueProducts'] = [];
  CATALOGUES.forEach((def, i) => {
    const id = i + 1;
    catalogueRows.push({ id, name: def.name, nameBm: def.nameBm, url: def.url, imageUrl: `/api/media/banner/catalogue-${id}.svg`, imageUrlBm: inMalay(`/api/media/banner/catalogue-${id}.svg`), showTitleStatus: def.showTitle });
    let candidates = rng.shuffle(leafIdsUnder(world, def.sources).flatMap((leafId) => picks.byLeaf.get(leafId) ?? []));
    if (def.bundlesFirst) candidates = [...candidates.filter((p) => p.itemType === 'bundle'), ...candidates.filter((p) => p.itemType !== 'bundle')];
    const chosen = new Set<number>();
    for (const pick of candidates) if (chosen.size < def.size) chosen.add(pick.id);
    // Small seeds may not have enough products in the theme; top up from anywhere.
    for (const pick of rng.shuffle(everyPick)) if (chosen.size < def.size) chosen.add(pick.id);
    [...chosen].forEach((productId, n) => catalogueProductRows.push({ catalogueId: id, productId, sort: n + 1 }));
  });
  const catalogueId = (url: string): number => {
    const row = catalogueRows.find((c) => c.url === url);
    if (!row?.id) throw new Error(`no catalogue ${url}`);
    return row.id;
  };

  const promoRows: Merchandising['promoDeals'] = PROMO_DEALS.map((deal, i) => ({
    id: i + 1,
    imageUrl: `/api/media/banner/promo-${i + 1}.svg`,
    imageUrlBm: inMalay(`/api/media/banner/promo-${i + 1}.svg`),
    catalogueId: catalogueId(deal.catalogue),
    sort: i + 1,
    status: deal.status,
  }));

  const featured = picks.recommended[0] ?? everyPick[0] ?? null;
  const toFeatured = (fallback: string): Link =>
    featured ? { ...NO_LINK, link_type: 'product_id', product_id: featured.id, product_type: featured.itemType } : toUrl(fallback);

  const hero: BlockContent<typeof heroBlockSchema> = {
    title: 'The largest B2B one-stop solution in Malaysia',
    title_bm: 'Penyelesaian B2B sehenti terbesar di Malaysia',
    subtitle: 'Buy wholesale from verified sellers nationwide, with 30 days credit term, delivery in 3-5 days and express delivery within 24 hours.',
    subtitle_bm: 'Beli secara borong daripada penjual yang disahkan di seluruh negara, dengan terma kredit 30 hari, penghantaran dalam 3-5 hari dan penghantaran ekspres dalam masa 24 jam.',
    logo_image: 'borong-logo.svg',
    logo_image_url: '/api/media/logo/borong.svg',
    button_url: '/search',
    block_hero_carousel_items: [1, 2, 3].map((n) => ({ id: 100 + n, image_url: `/api/media/banner/hero-${n}.svg`, image_url_bm: inMalay(`/api/media/banner/hero-${n}.svg`) })),
  };

  const carouselSlides: { alt: string; altBm: string; link: Link }[] = [
    { alt: 'Meriah members save at partner stores', altBm: 'Ahli Meriah jimat di kedai rakan kongsi', link: toUrl('/meriah-loyalty-program') },
    { alt: 'Café essentials at wholesale prices', altBm: 'Keperluan kafe pada harga borong', link: toCatalogue('cafe-essentials') },
    { alt: 'Featured product of the week', altBm: 'Produk pilihan minggu ini', link: toFeatured('/recommended-products') },
  ];
  const carousel: BlockContent<typeof carouselBlockSchema> = {
    loop: true,
    interval_ms: 8000,
    block_carousel_items: [
      ...carouselSlides.map((slide, i) => ({ id: 301 + i, type: 'website' as const, image_url: `/api/media/banner/carousel-${i + 1}.svg`, image_url_bm: inMalay(`/api/media/banner/carousel-${i + 1}.svg`), alt_text: slide.alt, alt_text_bm: slide.altBm, ...slide.link })),
      ...carouselSlides.map((slide, i) => ({ id: 311 + i, type: 'mobile_view' as const, image_url: `/api/media/banner/carousel-${i + 1}-mobile.svg`, image_url_bm: inMalay(`/api/media/banner/carousel-${i + 1}-mobile.svg`), alt_text: slide.alt, alt_text_bm: slide.altBm, ...slide.link })),
    ],
  };

  const imageSingle: BlockContent<typeof imageBlockSchema> = {
    layout: 'single',
    columns: 1,
    block_image_redirects: [
      { id: 501, file_url: '/api/media/banner/image-single.svg', file_url_bm: inMalay('/api/media/banner/image-single.svg'), alt_text: 'Back to school: stationery at wholesale prices', alt_text_bm: 'Kembali ke sekolah: alat tulis pada harga borong', width: 1200, height: 400, image_padding: 0, hotspot_unit: 'percent', block_image_redirect_hotspots: [], ...toCatalogue('back-to-school-stationery') },
    ],
  };
  const tiles: { alt: string; altBm: string; link: Link; padding: number }[] = [
    { alt: 'In-store promotions for members', altBm: 'Promosi dalam kedai untuk ahli', link: toUrl('/in-store-promotion'), padding: 0 },
    { alt: 'Office pantry restock', altBm: 'Stok semula pantri pejabat', link: toCatalogue('office-pantry-restock'), padding: 12 },
    { alt: 'Household cleaning essentials', altBm: 'Keperluan pembersihan rumah', link: toCatalogue('household-cleaning-essentials'), padding: 0 },
  ];
  const imageMultiple: BlockContent<typeof imageBlockSchema> = {
    layout: 'multiple',
    columns: 3,
    block_image_redirects: tiles.map((tile, i) => ({
      id: 701 + i,
      file_url: `/api/media/banner/tile-${i + 1}-square.svg`,
      file_url_bm: inMalay(`/api/media/banner/tile-${i + 1}-square.svg`),
      alt_text: tile.alt,
      alt_text_bm: tile.altBm,
      width: 750,
      height: 750,
      image_padding: tile.padding,
      hotspot_unit: 'percent' as const,
      block_image_redirect_hotspots: [],
      ...tile.link,
    })),
  };
  const imageHotspot: BlockContent<typeof imageBlockSchema> = {
    layout: 'hotspot',
    columns: 1,
    block_image_redirects: [
      {
        id: 901,
        file_url: '/api/media/banner/hotspot-1.svg',
        file_url_bm: inMalay('/api/media/banner/hotspot-1.svg'),
        alt_text: 'Restaurant supplies, credit terms and the product of the week',
        alt_text_bm: 'Bekalan restoran, terma kredit dan produk minggu ini',
        width: 1200,
        height: 400,
        image_padding: 0,
        hotspot_unit: 'percent',
        block_image_redirect_hotspots: [
          { id: 911, x_axis: 2, y_axis: 10, width: 30, height: 80, label: 'Restaurant kitchen supplies', label_bm: 'Bekalan dapur restoran', ...toCatalogue('restaurant-kitchen-supplies') },
          { id: 912, x_axis: 35, y_axis: 10, width: 30, height: 80, label: '30 days credit term', label_bm: 'Terma kredit 30 hari', ...toUrl('/dropee-credit') },
          { id: 913, x_axis: 68, y_axis: 10, width: 30, height: 80, label: 'Product of the week', label_bm: 'Produk minggu ini', ...toFeatured('/recommended-products') },
        ],
      },
    ],
  };
  const text: BlockContent<typeof textBlockSchema> = {
    content: `<h2>Why businesses buy on Borong</h2>
<p>Borong brings thousands of wholesalers, distributors and brand owners into one marketplace, so you can compare prices and order everything your business needs in one checkout.</p>
<ul>
<li><strong>30 days credit term</strong> for approved businesses, with a 1% service fee for credit ordering.</li>
<li><strong>Delivery in 3-5 days</strong> nationwide, and express shipping within 24 hours from the sellers that offer it.</li>
<li><strong>VIP DIRECT sellers</strong>: buy straight from brand owners and appointed distributors.</li>
</ul>
<p>New here? <a href="/register">Register to buy</a> in a few minutes.</p>`,
    content_bm: `<h2>Mengapa perniagaan membeli di Borong</h2>
<p>Borong menghimpunkan ribuan pemborong, pengedar dan pemilik jenama dalam satu pasaran, supaya anda boleh membandingkan harga dan memesan semua keperluan perniagaan anda dalam satu pembayaran.</p>
<ul>
<li><strong>Terma kredit 30 hari</strong> untuk perniagaan yang diluluskan, dengan yuran perkhidmatan 1% bagi pesanan secara kredit.</li>
<li><strong>Penghantaran dalam 3-5 hari</strong> ke seluruh negara, dan penghantaran ekspres dalam masa 24 jam daripada penjual yang menawarkannya.</li>
<li><strong>Penjual VIP DIRECT</strong>: beli terus daripada pemilik jenama dan pengedar yang dilantik.</li>
</ul>
<p>Baru di sini? <a href="/register">Daftar untuk membeli</a> dalam beberapa minit.</p>`,
  };
  const draft: BlockContent<typeof textBlockSchema> = { content: '<p>Chinese New Year greetings from the Borong team. (Draft, not published.)</p>' };
  const catalogueBlock = (url: string): BlockContent<typeof catalogueBlockRefSchema> => ({ catalogue_url: url });
  const promotion: BlockContent<typeof promotionBlockSchema> = {};
  const recommended: BlockContent<typeof recommendedBlockSchema> = {};

  const blockList: { type: PageBlockType; content: object; catalogue?: string; status?: 'inactive' }[] = [
    { type: 'hero', content: hero },
    { type: 'promotion', content: promotion },
    { type: 'carousel', content: carousel },
    { type: 'catalogue', content: catalogueBlock('cafe-essentials'), catalogue: 'cafe-essentials' },
    { type: 'image', content: imageSingle },
    { type: 'catalogue', content: catalogueBlock('clinic-pharmacy-supplies'), catalogue: 'clinic-pharmacy-supplies' },
    { type: 'image', content: imageMultiple },
    { type: 'recommended', content: recommended },
    { type: 'image', content: imageHotspot },
    { type: 'catalogue', content: catalogueBlock('raya-festive-bundles'), catalogue: 'raya-festive-bundles' },
    { type: 'text', content: text },
    { type: 'text', content: draft, status: 'inactive' },
  ];
  const blockRows: Merchandising['pageBlocks'] = blockList.map((block, i) => ({
    id: i + 1,
    placement: 'store_front',
    type: block.type,
    catalogueId: block.catalogue ? catalogueId(block.catalogue) : null,
    content: block.content,
    sort: i + 1,
    status: block.status ?? 'active',
  }));

  const bannerList: { position: string; name: string; alt: string; altBm: string; link: Link }[] = [
    { position: 'search', name: 'search-promo', alt: 'Gadget accessories deals', altBm: 'Tawaran aksesori gajet', link: toCatalogue('gadget-accessories-deals') },
    { position: 'credit_terms', name: 'credit-terms', alt: '30 days credit term. Apply now', altBm: 'Terma kredit 30 hari. Mohon sekarang', link: toUrl('/dropee-credit') },
    { position: 'home', name: 'home-featured', alt: 'Featured product of the week', altBm: 'Produk pilihan minggu ini', link: toFeatured('/recommended-products') },
    { position: 'home', name: 'home-raya', alt: 'Raya festive bundles', altBm: 'Himpunan pakej Hari Raya', link: toCatalogue('raya-festive-bundles') },
    { position: 'footer', name: 'footer-loyalty', alt: 'Meriah members save at partner stores', altBm: 'Ahli Meriah jimat di kedai rakan kongsi', link: toUrl('/meriah-loyalty-program') },
  ];
  const bannerRows: Merchandising['banners'] = bannerList.map((banner, i) => ({
    id: i + 1,
    position: banner.position,
    imageUrl: `/api/media/banner/${banner.name}.svg`,
    bannerDesktop: `/api/media/banner/${banner.name}.svg`,
    bannerMobile: `/api/media/banner/${banner.name}-mobile.svg`,
    imageUrlBm: inMalay(`/api/media/banner/${banner.name}.svg`),
    bannerDesktopBm: inMalay(`/api/media/banner/${banner.name}.svg`),
    bannerMobileBm: inMalay(`/api/media/banner/${banner.name}-mobile.svg`),
    linkType: banner.link.link_type,
    linkUrl: banner.link.link_url,
    productId: banner.link.product_id,
    // The contract sends product_type as text; the seed's links only ever name products or bundles.
    productType: banner.link.product_type as ProductKind | null,
    catalogueUrl: banner.link.catalogue_url,
    altText: banner.alt,
    altTextBm: banner.altBm,
    sort: i + 1,
  }));

  return { catalogues: catalogueRows, catalogueProducts: catalogueProductRows, promoDeals: promoRows, pageBlocks: blockRows, banners: bannerRows };
}
