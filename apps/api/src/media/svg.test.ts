import { describe, expect, it } from 'vitest';
import { BANNER_CAPTIONS, SQUARE_BANNER, WIDE_BANNER, captionWidth, isMediaKind, MEDIA_KINDS, MEDIA_NAME_PATTERN, PRODUCT_ARTS, renderMedia, wrap, type MediaKind } from './svg';

const SAMPLES: [MediaKind, string, number, number][] = [
  ['logo', 'store-1', 160, 160],
  ['logo', 'store-1-kj', 160, 160],
  ['banner', 'hero-1-ms', 1200, 400],
  ['logo', 'brand-29999', 160, 160],
  ['logo', 'borong', 160, 160],
  ['product', '12345', 480, 480],
  ['product', '12345-3', 480, 480],
  ...PRODUCT_ARTS.map((art): [MediaKind, string, number, number] => ['product', `${art}-12345-2`, 480, 480]),
  ['category', '17', 160, 160],
  ['category', 'group-health-beauty', 160, 160],
  ['banner', 'hero-1', 1200, 400],
  ['banner', 'carousel-2-mobile', 750, 750],
  ['banner', 'tile-1-square', 750, 750],
  ['banner', 'hotspot-1', 1200, 400],
  ['banner', 'credit-terms', 1200, 400],
  ['banner', 'something-new', 1200, 400],
];

describe('renderMedia', () => {
  it.each(SAMPLES)('draws %s %s as a self-contained %sx%s SVG under 2 KB', (kind, key, width, height) => {
    const image = renderMedia(kind, key);
    expect(image.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(image.endsWith('</svg>')).toBe(true);
    expect(image).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(image.length).toBeLessThan(2048);
    // Nothing that runs or loads: no scripts, handlers, foreign objects or links out.
    expect(image).not.toMatch(/<script|\son[a-z]+=|<foreignObject|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg")|@import/i);
  });

  it('gives the same bytes for the same name, and different pictures for different names', () => {
    expect(renderMedia('product', '42')).toBe(renderMedia('product', '42'));
    expect(renderMedia('banner', 'promo-3')).toBe(renderMedia('banner', 'promo-3'));
    const logos = new Set(Array.from({ length: 40 }, (_, i) => renderMedia('logo', `brand-${i + 1}`)));
    expect(logos.size).toBeGreaterThan(20);
    const products = new Set(Array.from({ length: 40 }, (_, i) => renderMedia('product', String(i + 1))));
    expect(products.size).toBeGreaterThan(20);
  });

  it('keeps a product recognisable across its photos: same colour, another backdrop', () => {
    const fill = (svg: string) => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    const first = renderMedia('product', '77-1');
    const second = renderMedia('product', '77-2');
    expect(first).not.toBe(second);
    expect(fill(first).slice(1)).toEqual(fill(second).slice(1));
  });

  it('writes a caption derived from the banner name', () => {
    expect(renderMedia('banner', 'credit-terms')).toContain('30 days credit term');
    expect(renderMedia('banner', 'summer-sale-2')).toContain('Summer Sale');
  });

  it('writes the Malay caption on a banner named with -ms, and no English', () => {
    expect(renderMedia('banner', 'credit-terms-ms')).toContain('Terma kredit 30 hari');
    expect(renderMedia('banner', 'carousel-2-mobile-ms')).toContain('Keperluan kafe pada harga borong');
    expect(renderMedia('banner', 'carousel-2-mobile-ms')).toContain('width="750"');
    expect(renderMedia('banner', 'hotspot-1-ms')).toContain('Bekalan dapur');
    for (const key of ['hero-1-ms', 'hero-retailer-ms', 'promo-6-ms', 'catalogue-2-ms', 'tile-1-square-ms', 'hotspot-1-ms', 'search-promo-ms']) {
      expect(renderMedia('banner', key), key).not.toMatch(/Wholesale|for business|deals|Kitchen|Product of/);
    }
  });

  it('draws a store logo with the store initials, in colours and shapes that vary by store', () => {
    expect(renderMedia('logo', 'store-12-th')).toContain('>TH</text>');
    const logos = Array.from({ length: 40 }, (_, i) => renderMedia('logo', `store-${i + 1}-ab`));
    expect(new Set(logos.map((l) => /fill="(#[0-9a-f]{6})"/.exec(l)?.[1])).size).toBeGreaterThan(6);
    expect(new Set(logos.map((l) => l.slice(0, l.indexOf('fill=')))).size).toBeGreaterThan(1);
  });

  it('names the accepted kinds and files', () => {
    expect(MEDIA_KINDS).toEqual(['logo', 'product', 'category', 'banner']);
    expect(isMediaKind('logo')).toBe(true);
    expect(isMediaKind('video')).toBe(false);
    expect(MEDIA_NAME_PATTERN.test('store-12.svg')).toBe(true);
    for (const bad of ['Store-12.svg', 'store_12.svg', 'store-12.png', '../x.svg', '.svg', `${'a'.repeat(81)}.svg`]) expect(MEDIA_NAME_PATTERN.test(bad), bad).toBe(false);
  });

  it('draws the product as the name says (a sack, a shirt), each in the product colours', () => {
    const drawings = PRODUCT_ARTS.map((art) => renderMedia('product', `${art}-77`));
    expect(new Set(drawings).size).toBe(PRODUCT_ARTS.length);
    const backdrop = (image: string) => /<rect width="480" height="480" fill="(#[0-9a-f]{6})"/.exec(image)?.[1];
    expect(new Set(drawings.map(backdrop)).size).toBe(1);
    expect(renderMedia('product', 'sack-77-2')).not.toBe(renderMedia('product', 'sack-77'));
    expect(renderMedia('product', 'sack-77')).not.toBe(renderMedia('product', 'sack-78'));
  });

  // A wide banner is about 330 px across on a phone, a square one about 330 px too: captions drawn at these sizes read at 14 px and more.
  it.each([
    ['wide', 'credit-terms', 1200, 84],
    ['square', 'carousel-1-mobile', 750, 64],
  ])('draws every %s banner caption large and whole, in both languages', (_shape, key, width, smallest) => {
    for (const suffix of ['', '-ms']) {
      const image = renderMedia('banner', `${key}${suffix}`);
      const sizes = [...image.matchAll(/font-size="(\d+)" font-weight="700"/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect((size * 330) / width).toBeGreaterThanOrEqual(14);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(smallest);
    }
  });

  it('fits every caption the seed names in three lines, so none loses its last words', () => {
    const captions = Object.values(BANNER_CAPTIONS).flatMap((c) => [...c.en, ...c.bm]);
    for (const text of captions) {
      for (const { width, left, size } of [WIDE_BANNER, SQUARE_BANNER]) {
        const pixels = width - 2 * left;
        const lines = wrap(text, captionWidth(pixels, size));
        expect(lines.join(' '), text).toBe(text);
        for (const line of lines) expect(line.length * size * 0.56, line).toBeLessThanOrEqual(pixels);
      }
    }
    const hotspot = renderMedia('banner', 'hotspot-1');
    expect([...hotspot.matchAll(/font-size="(\d+)"/g)].every((m) => Number(m[1]) * 330 / 1200 >= 14)).toBe(true);
    expect(hotspot).toContain('>Product of</text>');
  });

  it('starts a wide caption a tenth of the way in, clear of a carousel’s arrows, with no tagline too small to read', () => {
    const image = renderMedia('banner', 'hero-1');
    const xs = [...image.matchAll(/<text x="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(1200 * 0.1);
    expect(image).not.toContain('Wholesale for business');
    expect(renderMedia('banner', 'carousel-1-mobile')).toContain('Wholesale for business');
  });
});
