import type { Category } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api';
import { categorySearches, sitemapFileResponse, sitemapIndexResponse } from './sitemap.server';

const ORIGIN = 'https://borong.example';

/** The real API client over a canned API: the sitemap code is what is under test. */
function apiAnswering(routes: Record<string, unknown>) {
  return apiAnsweringIn('en', routes);
}

function apiAnsweringIn(locale: 'en' | 'ms', routes: Record<string, unknown>) {
  return createApiClient({
    locale,
    fetch: async (path) => (path in routes ? Response.json(routes[path]) : Response.json({ error: true, message: 'Service unavailable' }, { status: 503 })),
  });
}

const node = (id: number, name: string, children: Category[] = []): Category => ({ id, category_id: String(id), display_category_name: name, parent_id: null, image_url: null, image_name: null, child_categories: children });
const search = (name: string) => `/search?${new URLSearchParams({ display_category_name: name })}`;

describe('sitemap responses', () => {
  it('serve the index as cacheable XML', async () => {
    const res = await sitemapIndexResponse(apiAnswering({ '/v1/sitemap': { chunk_size: 10_000, chunks: { stores: 2, brands: 3 } } }), ORIGIN);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await res.text()).match(/<sitemap>/g)).toHaveLength(7);
  });

  it('serve a store chunk from the API, and a chunk past the count as a 404', async () => {
    const api = apiAnswering({ '/v1/sitemap': { chunk_size: 10_000, chunks: { stores: 1, brands: 0 } }, '/v1/sitemap/stores/1': { data: ['kedai-ali', 'toko-bina'] } });
    const res = await sitemapFileResponse(() => api, ORIGIN, { kind: 'stores', chunk: 1 });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${ORIGIN}/store/toko-bina</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/bm/store/kedai-ali</loc>`);
    expect((await sitemapFileResponse(() => api, ORIGIN, { kind: 'stores', chunk: 2 })).status).toBe(404);
    expect((await sitemapFileResponse(() => api, ORIGIN, { kind: 'brands', chunk: 1 })).status).toBe(404);
  });

  it('answer 503 without caching when the API is down', async () => {
    const res = await sitemapIndexResponse(apiAnswering({}), ORIGIN);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('list every category name of the tree once, each language’s search naming it in that language', () => {
    const english = [node(1, 'Beverages', [node(2, 'Coffee'), node(3, 'Tea', [node(4, 'Coffee')])]), node(5, 'Snacks')];
    const malay = [node(1, 'Minuman', [node(2, 'Kopi'), node(3, 'Teh', [node(4, 'Kopi')])])];
    expect(categorySearches(english, malay)).toEqual([
      { en: search('Beverages'), bm: search('Minuman') },
      { en: search('Coffee'), bm: search('Kopi') },
      { en: search('Tea'), bm: search('Teh') },
      // Missing from the Malay tree: the English name serves both.
      { en: search('Snacks'), bm: search('Snacks') },
    ]);
  });

  it('serve the categories file with the Malay address under its Malay name and each as the other’s alternate (walkthrough: Malay entries redirected)', async () => {
    const tree = (name: string) => ({ data: [node(1, name)] });
    const apiIn = (locale: string) => (locale === 'bm' ? apiAnsweringIn('ms', { '/v1/sales-agent/aggregator/categories': tree('Makanan & Minuman') }) : apiAnswering({ '/v1/sales-agent/aggregator/categories': tree('Food & Beverage') }));
    const xml = await (await sitemapFileResponse(apiIn, ORIGIN, { kind: 'categories' })).text();
    const english = `${ORIGIN}/search?display_category_name=Food+%26+Beverage`;
    const malay = `${ORIGIN}/bm/search?display_category_name=Makanan+%26+Minuman`;
    expect(xml).toContain(`<loc>${english}</loc>`);
    expect(xml).toContain(`<loc>${malay}</loc>`);
    expect(xml).toContain(`hreflang="ms-MY" href="${malay}"`);
    expect(xml).toContain(`hreflang="en" href="${english}"`);
    expect(xml).not.toContain('/bm/search?display_category_name=Food');
  });
});
