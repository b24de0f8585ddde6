import type { ProductCard } from '@borong/contracts/catalogue';
import type { Catalogue, PageBlock } from '@borong/contracts/content';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { CarouselBlock, MOBILE_MEDIA, carouselSlides } from './carousel-block';
import { CatalogueBlockContent, CataloguePlaceholder } from './catalogue-block-view';
import { HeroBlock, RETAILER_HERO_IMAGE } from './hero-block';
import { HomeBlocks } from './home-blocks';
import { ImageBlock } from './image-block';
import { PromotionsStrip, nextScrollLeft } from './promotions-strip';
import { ReachOut } from './reach-out';
import { RecommendedBlock } from './recommended-block';

type Block<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

const product = (id: number): ProductCard => ({
  id,
  item_type: 'bundle',
  product_name: `Product ${id}`,
  image_url: `/p/${id}.svg`,
  stock_count: 3,
  price: 1000,
  rrp_price: 1200,
  discount_percent: 0,
  price_after_discount: 1000,
  unit: 'carton',
  store_id: 1,
  min_qty: 1,
  qty_step: 1,
  max_qty: null,
});
const products = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));
const productLinks = (html: string) => tagsWith(html, '<a', '/product-detail/').filter((tag) => !tag.includes('add_to_cart'));

const noLink = { link_type: 'custom_url' as const, link_url: null, product_id: null, product_type: null, catalogue_url: null };
const hero = (items: number): Block<'hero'> => ({
  id: 1,
  type: 'hero',
  title: 'Wholesale for every business',
  subtitle: 'Thirty days credit',
  logo_image: null,
  logo_image_url: null,
  button_url: '/search',
  block_hero_carousel_items: Array.from({ length: items }, (_, i) => ({ id: i + 1, image_url: `/hero-${i + 1}.svg` })),
});

describe('catalogue block', () => {
  it('holds the place of six 339 px cards while loading', () => {
    const html = renderAt('/', <CataloguePlaceholder />);
    expect(tagsWith(html, 'data-placeholder', 'height:339px')).toHaveLength(6);
    expect(html).toContain('role="status"');
  });

  it('shows 6 products when the catalogue has fewer than 12, with View all to its page', () => {
    const catalogue: Catalogue = { id: 1, name: 'Clinic Supplies', url: 'clinic-supplies', image_url: '/c.svg', show_title_status: true, catalogue_products: products(10) };
    const html = renderAt('/bm', <CatalogueBlockContent blockId={6} catalogue={catalogue} />);
    expect(productLinks(html)).toHaveLength(6);
    expect(tagsWith(html, '<a', 'href="/bm/catalogue/clinic-supplies"')).toHaveLength(1);
    expect(html).toContain('Clinic Supplies');
  });

  it('shows 12 products when there are 12 or more; a hidden title stays for screen readers', () => {
    const catalogue: Catalogue = { id: 1, name: 'Pantry', url: 'pantry', image_url: '/c.svg', show_title_status: false, catalogue_products: products(12) };
    const html = renderAt('/', <CatalogueBlockContent blockId={6} catalogue={catalogue} />);
    expect(productLinks(html)).toHaveLength(12);
    expect(html).toContain('[&amp;_h2]:sr-only');
  });

  it('is hidden when its catalogue failed to load or is empty', () => {
    expect(renderAt('/', <CatalogueBlockContent blockId={6} catalogue={null} />)).toBe('');
    const empty: Catalogue = { id: 1, name: 'Empty', url: 'empty', image_url: '/c.svg', show_title_status: true, catalogue_products: [] };
    expect(renderAt('/', <CatalogueBlockContent blockId={6} catalogue={empty} />)).toBe('');
  });
});

describe('hero', () => {
  it('shows title, subtitle and Shop now, with its images in a carousel', () => {
    const html = renderAt('/bm', <HeroBlock hero={hero(3)} retailer={false} />);
    expect(html).toContain('Wholesale for every business');
    expect(html).toContain('Thirty days credit');
    expect(tagsWith(html, '<a', 'href="/bm/search"')).toHaveLength(1);
    expect(html).toContain('Beli sekarang');
    expect(html).toContain('aria-roledescription="karusel"');
    expect(tagsWith(html, '<img', 'src="/hero-')).toHaveLength(3);
  });

  it('is text on a plain background without images', () => {
    const html = renderAt('/', <HeroBlock hero={hero(0)} retailer={false} />);
    expect(html).toContain('Wholesale for every business');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('aria-roledescription');
  });

  it('shows the fixed image in the retailer variant', () => {
    const html = renderAt('/', <HeroBlock hero={hero(3)} retailer />);
    expect(tagsWith(html, '<img', `src="${RETAILER_HERO_IMAGE.en}"`)).toHaveLength(1);
    expect(html).not.toContain('src="/hero-1.svg"');
    expect(tagsWith(renderAt('/bm', <HeroBlock hero={hero(3)} retailer />), '<img', `src="${RETAILER_HERO_IMAGE.bm}"`)).toHaveLength(1);
  });

  it('gives way to a banner to the recommended products when the editors set no hero', () => {
    const withHero = renderAt('/', <HomeBlocks blocks={[hero(1)]} variant="marketplace" />);
    expect(tagsWith(withHero, '<a', 'href="/recommended-products"')).toHaveLength(0);
    const without = renderAt('/bm', <HomeBlocks blocks={[{ id: 9, type: 'text', html: '<p>Hello</p>' }]} variant="marketplace" />);
    expect(tagsWith(without, '<a', 'href="/bm/recommended-products"')).toHaveLength(1);
    expect(without).toContain('<p>Hello</p>');
  });
});

describe('carousel block', () => {
  const item = (id: number, type: 'website' | 'mobile_view' | 'mobile_app', n: number) => ({ id, type, image_url: `/c${n}-${type}.svg`, alt_text: `Slide ${n}`, ...noLink, link_url: `/s${n}` });

  it('pairs website and mobile images by position and leaves out app images', () => {
    const slides = carouselSlides([item(1, 'website', 1), item(2, 'website', 2), item(3, 'mobile_view', 1), item(4, 'mobile_app', 1)]);
    expect(slides.map((s) => [s.web.id, s.mobile?.id ?? null])).toEqual([
      [1, 3],
      [2, null],
    ]);
    expect(carouselSlides([item(3, 'mobile_view', 1)]).map((s) => s.web.id)).toEqual([3]);
  });

  it('switches to the mobile image at 768 px and below, with both boxes sized', () => {
    const block: Block<'carousel'> = { id: 1, type: 'carousel', loop: true, interval_ms: 8000, block_carousel_items: [item(1, 'website', 1), item(2, 'website', 2), item(3, 'mobile_view', 1)] };
    const html = renderAt('/', <CarouselBlock block={block} />);
    expect(MOBILE_MEDIA).toBe('(max-width: 768px)');
    expect(tagsWith(html, '<source', 'media="(max-width: 768px)"', 'srcSet="/c1-mobile_view.svg"', 'width="750"', 'height="750"')).toHaveLength(1);
    expect(tagsWith(html, '<img', 'src="/c1-website.svg"', 'width="1200"', 'height="400"')).toHaveLength(1);
    expect(html).toContain('Next slide');
  });

  it('is a plain linked image, not a slider, with a single image', () => {
    const block: Block<'carousel'> = { id: 1, type: 'carousel', loop: true, interval_ms: 8000, block_carousel_items: [item(1, 'website', 1)] };
    const html = renderAt('/', <CarouselBlock block={block} />);
    expect(tagsWith(html, '<a', 'href="/s1"')).toHaveLength(1);
    expect(html).not.toContain('Next slide');
    expect(html).not.toContain('aria-roledescription');
  });
});

describe('image block', () => {
  const image = (id: number, padding: number, hotspots: Block<'image'>['block_image_redirects'][number]['block_image_redirect_hotspots'] = []) => ({
    id,
    file_url: `/i${id}.svg`,
    alt_text: `Image ${id}`,
    width: 750,
    height: 750,
    image_padding: padding,
    hotspot_unit: 'percent' as const,
    block_image_redirect_hotspots: hotspots,
    ...noLink,
    link_type: 'catalogue_id' as const,
    catalogue_url: `c${id}`,
  });

  it('lays several images in the editor columns, with a gap only when one has padding', () => {
    const flush: Block<'image'> = { id: 1, type: 'image', layout: 'multiple', columns: 3, block_image_redirects: [image(1, 0), image(2, 0), image(3, 0)] };
    // Three columns from a small tablet up; stacked on a phone (walkthrough: unreadable at a third of 360 px).
    expect(renderAt('/', <ImageBlock block={flush} />)).toContain('grid-cols-1 sm:grid-cols-3" style="gap:0px"');
    const padded: Block<'image'> = { ...flush, block_image_redirects: [image(1, 0), image(2, 12), image(3, 0)] };
    const html = renderAt('/', <ImageBlock block={padded} />);
    expect(html).toContain('style="gap:12px"');
    expect(tagsWith(html, '<a', 'href="/catalogue/c2"')).toHaveLength(1);
    expect(tagsWith(html, '<img', 'width="750"', 'height="750"')).toHaveLength(3);
  });

  it('puts each hotspot link where its rectangle is, named by its label', () => {
    const spot = { id: 5, x_axis: 300, y_axis: 75, width: 150, height: 375, label: 'Kitchen', ...noLink, link_url: 'https://example.com/k' };
    const block: Block<'image'> = {
      id: 1,
      type: 'image',
      layout: 'hotspot',
      columns: 1,
      block_image_redirects: [{ ...image(1, 0, [spot]), hotspot_unit: 'px' }],
    };
    const html = renderAt('/', <ImageBlock block={block} />);
    expect(tagsWith(html, '<a', 'href="https://example.com/k"', 'aria-label="Kitchen"', 'left:40%', 'top:10%', 'width:20%', 'height:50%')).toHaveLength(1);
  });
});

describe('promotions strip, recommended products, reach-out', () => {
  it('hides the promotions strip and the recommended block when empty', () => {
    expect(renderAt('/', <PromotionsStrip deals={[]} />)).toBe('');
    expect(renderAt('/', <RecommendedBlock products={[]} />)).toBe('');
  });

  it('lists promotion cards to their catalogues, with View all', () => {
    const deals = [1, 2].map((id) => ({ id, image_url: `/promo-${id}.svg`, catalogue: { id, name: `Deal ${id}`, url: `deal-${id}`, image_url: '/c.svg' } }));
    const html = renderAt('/', <PromotionsStrip deals={deals} />);
    expect(tagsWith(html, '<a', 'href="/catalogue/deal-2"')).toHaveLength(1);
    expect(tagsWith(html, '<a', 'href="/promotion-and-deals"')).toHaveLength(1);
    expect(html).toContain('gap-5');
    expect(html).toContain('lg:gap-[30px]');
  });

  it('scrolls one card on, and back to the start from the end (no loop)', () => {
    expect(nextScrollLeft(0, 1000, 2600, 520)).toBe(520);
    expect(nextScrollLeft(1400, 1000, 2600, 520)).toBe(1600);
    expect(nextScrollLeft(1600, 1000, 2600, 520)).toBe(0);
    expect(nextScrollLeft(0, 1000, 1000, 520)).toBe(0);
  });

  it('lists recommended products with View all', () => {
    const html = renderAt('/', <RecommendedBlock products={products(3)} />);
    expect(productLinks(html)).toHaveLength(3);
    expect(tagsWith(html, '<a', 'href="/recommended-products"')).toHaveLength(1);
  });

  it('leads the reach-out button to the quotation form in a new tab, or to the contact page without one', () => {
    const withForm = renderAt('/', <ReachOut quotationUrl="https://borong.example/quotation" />);
    expect(tagsWith(withForm, '<a', 'href="https://borong.example/quotation"', 'target="_blank"')).toHaveLength(1);
    expect(withForm).toContain('(opens in a new tab)');
    const without = renderAt('/bm', <ReachOut quotationUrl={null} />);
    expect(tagsWith(without, '<a', 'href="/bm/contact-us"')).toHaveLength(1);
    for (const html of [withForm, without]) {
      expect(tagsWith(html, '<button')).toHaveLength(0);
      expect(html).not.toContain('not available');
    }
  });
});
