import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SLUGS } from '../content/content-pages';
import { canonicalPath } from './canonical';
import { SITEMAP_PAGES, brandPath, categoryPath, escapeXml, pageEntries, parseSitemapFile, sitemapFiles, sitemapIndexXml, storePath, urlsetStream } from './sitemap';

const ORIGIN = 'https://borong.example';
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
    expect(escapeXml('Kedai\u0000 Ali\u0008\uFFFE')).toBe('Kedai Ali');
    expect(escapeXml('Kopi ☕ 𝔹')).toBe('Kopi ☕ 𝔹');
  });
});

describe('sitemap files', () => {
  it('names pages, categories and every store and brand chunk, and reads the names back', () => {
    const files = sitemapFiles({ stores: 2, brands: 1 });
    const xml = sitemapIndexXml(ORIGIN, files);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['pages.xml', 'categories.xml', 'stores-1.xml', 'stores-2.xml', 'brands-1.xml'].map((f) => `${ORIGIN}/sitemaps/${f}`));
    for (const loc of locs) expect(parseSitemapFile(loc!.split('/').pop()!)).not.toBeNull();
  });

  it('rejects names that are not ours', () => {
    for (const name of ['stores-0.xml', 'stores-01.xml', 'stores.xml', 'products-1.xml', 'pages.xml.gz', '../pages.xml']) expect(parseSitemapFile(name)).toBeNull();
    expect(parseSitemapFile('brands-12.xml')).toEqual({ kind: 'brands', chunk: 12 });
  });
});

describe('url entries', () => {
  it('lists a page in English and Malay, each naming both languages and x-default', () => {
    const xml = pageEntries(ORIGIN, '/brands');
    const urls = xml.split('\n');
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain(`<loc>${ORIGIN}/brands</loc>`);
    expect(urls[1]).toContain(`<loc>${ORIGIN}/bm/brands</loc>`);
    for (const url of urls) {
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/brands"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="ms-MY" href="${ORIGIN}/bm/brands"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/brands"/>`);
    }
    expect(pageEntries(ORIGIN, '/')).toContain(`<loc>${ORIGIN}/bm</loc>`);
  });

  it('writes query URLs escaped, and each is already canonical', () => {
    const path = brandPath('Ben & Jerry\'s <Premium>');
    expect(canonicalPath('/search', path.slice('/search'.length))).toBe(path);
    expect(canonicalPath('/search', categoryPath('Food & Beverages').slice('/search'.length))).toBe(categoryPath('Food & Beverages'));
    const xml = pageEntries(ORIGIN, path);
    expect(xml).toContain(`<loc>${ORIGIN}/search?brand_name=Ben+%26+Jerry%27s+%3CPremium%3E</loc>`);
    expect(pageEntries(ORIGIN, '/search?a=1&b=2')).toContain('?a=1&amp;b=2');
    expect(storePath('kedai-ali')).toBe('/store/kedai-ali');
  });

  it('streams a urlset of every path in both languages, in batches', async () => {
    const paths = Array.from({ length: 1203 }, (_, i) => storePath(`store-${i}`));
    const xml = await read(urlsetStream(ORIGIN, paths));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2406);
    expect(xml.match(/<\/url>/g)).toHaveLength(2406);
    expect(xml).toContain(`<loc>${ORIGIN}/bm/store/store-1202</loc>`);
    expect(await read(urlsetStream(ORIGIN, []))).not.toContain('<url>');
  });

  it('lists the content pages and the landing pages', () => {
    expect(SITEMAP_PAGES).toEqual(expect.arrayContaining(['/', '/brands', '/meriah-loyalty-program', '/dropee-credit', ...CONTENT_PAGE_SLUGS.map((s) => `/${s}`)]));
  });
});
