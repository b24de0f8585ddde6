import type { PageManagementGroup } from '@borong/contracts/content';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiFetch } from '../../lib/api';
import { KEPT_MS } from '../../lib/kept.server';
import { loadNavigation } from './navigation.server';

const group = (type: 'header' | 'footer', name: string): PageManagementGroup => ({
  id: 1,
  type,
  name,
  name_bm: `${name} (BM)`,
  url: '/about-us',
  is_external_link: false,
  active_page_managements: [],
});
const meta = { total: 1, page: 1, per_page: 100, last_page: 1 };

/** The API's three menu answers, counting the calls; `failing` answers a 500 for paths holding it. */
function menusApi(failing?: string) {
  const paths: string[] = [];
  const fetch: ApiFetch = async (path) => {
    paths.push(path);
    if (failing && path.includes(failing)) return new Response(JSON.stringify({ error: true, message: 'down' }), { status: 500 });
    const body = path.startsWith('/v1/categories/menu')
      ? { data: { categories: [{ id: 1, category_id: 'C1', display_category_name: 'Food', parent_id: null, image_url: null, image_name: null, child_categories: [] }] } }
      : { data: [group(path.includes('type=header') ? 'header' : 'footer', path.includes('type=header') ? 'PROMOTIONS' : 'Customer care')], meta };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { paths, client: (locale: 'en' | 'ms') => createApiClient({ fetch, locale }) };
}

// Each test starts with nothing kept (test/kept-values.ts) and runs on a clock of its own.
describe('loadNavigation', () => {
  it('shows the menus it read for a few seconds without asking the API again, per language', async () => {
    const api = menusApi();
    const start = 1_000_000_000_000;
    const first = await loadNavigation(api.client('en'), 'en', 'marketplace', start);
    expect(first.header[0]?.name).toBe('PROMOTIONS');
    expect(api.paths).toHaveLength(3);

    expect(await loadNavigation(api.client('en'), 'en', 'marketplace', start + KEPT_MS - 1)).toBe(first);
    expect(api.paths).toHaveLength(3);

    const malay = await loadNavigation(api.client('ms'), 'bm', 'marketplace', start + 1);
    expect(malay.header[0]?.name).toBe('PROMOTIONS (BM)');
    expect(api.paths).toHaveLength(6);

    await loadNavigation(api.client('en'), 'en', 'marketplace', start + KEPT_MS);
    expect(api.paths).toHaveLength(9);
  });

  it('keeps nothing when a menu failed, so the next page asks again', async () => {
    const api = menusApi('type=footer');
    const start = 1_100_000_000_000;
    const partial = await loadNavigation(api.client('en'), 'en', 'retailer', start);
    expect(partial.footer).toEqual([]);
    expect(partial.header[0]?.name).toBe('PROMOTIONS');
    await loadNavigation(api.client('en'), 'en', 'retailer', start + 1);
    expect(api.paths).toHaveLength(6);
  });

  it('hands every page the same menus, which none may change', async () => {
    const navigation = await loadNavigation(menusApi().client('en'), 'en', 'marketplace', 1_200_000_000_000);
    expect(() => navigation.header.push(navigation.header[0]!)).toThrow(TypeError);
  });
});
