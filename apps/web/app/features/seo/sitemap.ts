import { CONTENT_PAGE_SLUGS } from '../content/content-pages';
import { LOCALES, hrefLang, localizePath, type Locale } from '../../i18n/locale';

/**
 * `sitemap.xml` (sitemaps.org 0.9): an index naming one file of pages, one of categories, and
 * the store and brand files in chunks (see the API's `SITEMAP_CHUNK_SIZE`). Every page is listed
 * in both languages, each `<url>` naming all its language versions with `xhtml:link` (Google's
 * hreflang-in-sitemap form), and every URL is the page's canonical one (`canonicalPath`), so the
 * sitemap, the canonical link and the hreflang links agree.
 */

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Crawlers come back daily at most; an hour keeps the API's load from sitemaps negligible. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** Pages of their own that a crawler should find without following links (locale-less paths). */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/search',
  '/all-categories',
  '/brands',
  '/recommended-products',
  '/promotion-and-deals',
  '/meriah-loyalty-program',
  '/dropee-credit',
  ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
];

export type SitemapFile = { kind: 'pages' } | { kind: 'categories' } | { kind: 'stores' | 'brands'; chunk: number };

/** `pages.xml`, `categories.xml`, `stores-3.xml`, `brands-1.xml`; anything else is not a file of ours. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  if (name === 'categories.xml') return { kind: 'categories' };
  const match = /^(stores|brands)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: match[1] as 'stores' | 'brands', chunk: Number(match[2]) } : null;
}

export function sitemapFileName(file: SitemapFile): string {
  return 'chunk' in file ? `${file.kind}-${file.chunk}.xml` : `${file.kind}.xml`;
}

/** The files of the index, given how many store and brand chunks the API reports. */
export function sitemapFiles(chunks: { stores: number; brands: number }): SitemapFile[] {
  const range = (kind: 'stores' | 'brands', n: number) => Array.from({ length: n }, (_, i) => ({ kind, chunk: i + 1 }));
  return [{ kind: 'pages' }, { kind: 'categories' }, ...range('stores', chunks.stores), ...range('brands', chunks.brands)];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text fit for XML character data and attributes. Characters XML 1.0 forbids (most C0 controls,
 * lone surrogates, U+FFFE/FFFF) are dropped: one bad brand name must not make the whole file
 * unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A page's locale-less path, or its path in each language where they differ (a category search names the category in the page's language). */
export type SitemapPath = string | Record<Locale, string>;

/** The `<url>` entries of one page: one per language, each naming every language and x-default. */
export function pageEntries(origin: string, path: SitemapPath): string {
  const url = (locale: Locale) => escapeXml(origin + localizePath(typeof path === 'string' ? path : path[locale], locale));
  const alternates = LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${hrefLang(locale)}" href="${url(locale)}"/>`).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`;
  return LOCALES.map((locale) => `<url><loc>${url(locale)}</loc>${alternates}</url>`).join('\n');
}

const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
/** Pages written per stream chunk: small pieces reach the client (and gzip) as they are made. */
const BATCH = 500;

/**
 * A `<urlset>` of the given locale-less paths, written as a stream in batches, so a file of
 * 20,000 URLs is never held as one string.
 */
export function urlsetStream(origin: string, paths: readonly SitemapPath[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    pull(controller) {
      if (next >= paths.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      const batch = paths.slice(next, next + BATCH);
      next += batch.length;
      controller.enqueue(encoder.encode(batch.map((path) => pageEntries(origin, path)).join('\n') + '\n'));
    },
  });
}

/** The locale-less path of a store, a brand search and a category search (spec §2 links). */
export const storePath = (url: string) => `/store/${encodeURIComponent(url)}`;
export const brandPath = (name: string) => `/search?${new URLSearchParams({ brand_name: name })}`;
export const categoryPath = (name: string) => `/search?${new URLSearchParams({ display_category_name: name })}`;
