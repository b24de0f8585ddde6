import type { Category } from '@borong/contracts/catalogue';
import type { ApiClient } from '../../lib/api';
import { categoriesApi } from '../categories/api';
import { translatedCategoryName } from '../search/category-path';
import { sitemapApi } from './api';
import {
  SITEMAP_CACHE_CONTROL,
  SITEMAP_CONTENT_TYPE,
  SITEMAP_PAGES,
  brandPath,
  categoryPath,
  sitemapFiles,
  sitemapIndexXml,
  storePath,
  urlsetStream,
  type SitemapFile,
  type SitemapPath,
} from './sitemap';
import type { Locale } from '../../i18n/locale';

const headers = { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': SITEMAP_CACHE_CONTROL };

/** A plain-text error for a crawler (resource routes have no error page); never cached. */
export function plainError(status: number): Response {
  const code = status === 404 ? 404 : status >= 500 && status <= 599 ? status : 502;
  return new Response(code === 404 ? 'Not Found' : 'Service unavailable', { status: code, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** `/sitemap.xml`: the index. The API's chunk counts decide how many store and brand files exist. */
export async function sitemapIndexResponse(api: ApiClient, origin: string): Promise<Response> {
  const index = await sitemapApi(api).sitemapIndex();
  if (!index.ok) return plainError(index.status);
  return new Response(sitemapIndexXml(origin, sitemapFiles(index.data.chunks)), { headers });
}

/** Every category name of the tree, each once (a search by name covers every node of that name). */
function categoryNames(tree: readonly Category[]): string[] {
  const names = new Set<string>();
  const walk = (nodes: readonly Category[]) => {
    for (const node of nodes) {
      names.add(node.display_category_name);
      walk(node.child_categories);
    }
  };
  walk(tree);
  return [...names];
}

/**
 * Every category name of the English tree as a search in each language, named in that language
 * by the rule the Malay search page redirects with (`translatedCategoryName`), so no entry is a
 * redirect; a category the Malay tree lacks keeps its English name.
 */
export function categorySearches(english: readonly Category[], malay: readonly Category[]): Record<Locale, string>[] {
  return categoryNames(english).map((name) => ({ en: categoryPath(name), bm: categoryPath(translatedCategoryName(malay, english, name) ?? name) }));
}

/**
 * One child sitemap; `apiIn` gives the API client of a language (the category names differ). A
 * chunk past the API's count is a 404.
 */
export async function sitemapFileResponse(apiIn: (locale: Locale) => ApiClient, origin: string, file: SitemapFile): Promise<Response> {
  const api = apiIn('en');
  let paths: readonly SitemapPath[];
  if (file.kind === 'pages') paths = SITEMAP_PAGES;
  else if (file.kind === 'categories') {
    const [english, malay] = await Promise.all([categoriesApi(api).categories(), categoriesApi(apiIn('bm')).categories()]);
    if (!english.ok) return plainError(english.status);
    if (!malay.ok) return plainError(malay.status);
    paths = categorySearches(english.data.data, malay.data.data);
  } else {
    const index = await sitemapApi(api).sitemapIndex();
    if (!index.ok) return plainError(index.status);
    if (file.chunk > index.data.chunks[file.kind]) return plainError(404);
    const chunk = await sitemapApi(api).sitemapChunk(file.kind, file.chunk);
    if (!chunk.ok) return plainError(chunk.status);
    paths = chunk.data.data.map(file.kind === 'stores' ? storePath : brandPath);
  }
  return new Response(urlsetStream(origin, paths), { headers });
}
