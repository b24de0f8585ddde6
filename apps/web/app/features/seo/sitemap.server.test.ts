import type { Category } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api';
import { categoryNames, sitemapFileResponse, sitemapIndexResponse } from './sitemap.server';

const ORIGIN = 'https://borong.example';

/** The real API client over a canned API: the sitemap code is what is under test. */
function apiAnswering(routes: Record<string, unknown>) {
  return createApiClient({
    locale: 'en',
    fetch: async (path) => (path in routes ? Response.json(routes[path]) : Response.json({ error: true, message: 'Service unavailable' }, { status: 503 })),
  });
}

const node = (name: string, children: Category[] = []): Category => ({ id: name.length, category_id: name, display_category_name: name, parent_id: null, image_url: null, image_name: null, child_categories: children });

describe('sitemap responses', () => {
  it('serve the index as cacheable XML', async () => {
    const res = await sitemapIndexResponse(apiAnswering({ '/v1/sitemap': { chunk_size: 10_000, chunks: { stores: 2, brands: 3 } } }), ORIGIN);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await res.text()).match(/<sitemap>/g)).toHaveLength(7);
  });

  it('serve a store chunk from the API, and a chunk past the count as a 404', async () => {
    const api = apiAnswering({ '/v1/sitemap': { chunk_size: 10_000, chunks: { stores: 1, brands: 0 } }, '/v1/sitemap/stores/1': { data: ['kedai-ali', 'toko-bina'] } });
    const res = await sitemapFileResponse(api, ORIGIN, { kind: 'stores', chunk: 1 });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${ORIGIN}/store/toko-bina</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/bm/store/kedai-ali</loc>`);
    expect((await sitemapFileResponse(api, ORIGIN, { kind: 'stores', chunk: 2 })).status).toBe(404);
    expect((await sitemapFileResponse(api, ORIGIN, { kind: 'brands', chunk: 1 })).status).toBe(404);
  });

  it('answer 503 without caching when the API is down', async () => {
    const res = await sitemapIndexResponse(apiAnswering({}), ORIGIN);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('list every category name of the tree once', () => {
    expect(categoryNames([node('Beverages', [node('Coffee'), node('Tea', [node('Coffee')])]), node('Snacks')])).toEqual(['Beverages', 'Coffee', 'Tea', 'Snacks']);
  });
});
