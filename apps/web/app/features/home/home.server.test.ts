import type { ProductCard } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { KEPT_MS } from '../../lib/kept.server';
import { createApiClient, type ApiFetch } from '../../lib/api';
import { stubApi } from '../../test/route-call';
import { loadCatalogueBlock, loadHome, loadHomeBlocks } from './home.server';

const product = (id: number): ProductCard => ({
  id,
  item_type: 'product',
  product_name: `Product ${id}`,
  image_url: null,
  stock_count: 1,
  price: 100,
  rrp_price: 100,
  discount_percent: 0,
  price_after_discount: 100,
  unit: 'pack',
  store_id: 1,
  min_qty: 1,
  qty_step: 1,
  max_qty: null,
});
const catalogue = (products: ProductCard[]) => ({ id: 3, name: 'Café Essentials', url: 'cafe-essentials', image_url: '/c.svg', show_title_status: true, catalogue_products: products });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API that answers each path from `routes` (404 otherwise). */
function api(routes: Record<string, () => Response>) {
  const fetch: ApiFetch = async (path) => (routes[path.split('?')[0] as string] ?? (() => json({ error: true, message: 'Not found' }, 404)))();
  return createApiClient({ fetch, locale: 'en' });
}

describe('loadCatalogueBlock', () => {
  it('gives the catalogue with its products', async () => {
    const client = api({ '/v2/homepage/catalogue_block': () => json({ error: false, data: [{ id: 4, block_catalogue: { catalogue: catalogue([product(1), product(2)]) } }] }) });
    expect((await loadCatalogueBlock(client, 4))?.catalogue_products.map((p) => p.id)).toEqual([1, 2]);
  });

  it('hides the block (null) when the call fails, is flagged an error, is malformed or has no products', async () => {
    const answers = [
      () => json({ error: true, message: 'Server error' }, 500),
      () => json({ error: true, message: 'Catalogue block not found' }, 404),
      () => json({ error: true, data: [] }),
      () => json({ error: false, data: [] }),
      () => json({ unexpected: true }),
      () => json({ error: false, data: [{ id: 4, block_catalogue: { catalogue: catalogue([]) } }] }),
    ];
    for (const answer of answers) expect(await loadCatalogueBlock(api({ '/v2/homepage/catalogue_block': answer }), 4)).toBeNull();
    const unreachable = createApiClient({ fetch: () => Promise.reject(new Error('offline')), locale: 'en' });
    expect(await loadCatalogueBlock(unreachable, 4)).toBeNull();
  });
});

describe('loadHomeBlocks', () => {
  it('leaves the page without blocks when the block list fails', async () => {
    expect(await loadHomeBlocks(api({ '/v1/homepage/blocks': () => json({ error: true, message: 'down' }, 503) }), 'en')).toEqual({ blocks: [], complete: false });
  });

  it('sanitises text blocks with site links in the visitor language, and hides a promotions block whose call failed', async () => {
    const client = api({
      '/v1/homepage/blocks': () =>
        json({
          data: [
            { id: 1, type: 'text', content: '<p onclick="x()">Hi <a href="/register">join</a><script>alert(1)</script></p>' },
            { id: 2, type: 'promotion' },
            { id: 3, type: 'recommended' },
          ],
        }),
      '/promo_deals': () => json({ error: true, message: 'down' }, 500),
      '/v1/products/recommended': () => json({ data: [product(9)], meta: { total: 1, page: 1, per_page: 12, last_page: 1 } }),
    });
    const { blocks, complete } = await loadHomeBlocks(client, 'bm');
    expect(complete).toBe(false);
    expect(blocks[0]).toEqual({ id: 1, type: 'text', html: '<p>Hi <a href="/bm/register">join</a></p>' });
    expect(blocks[1]).toEqual({ id: 2, type: 'promotion', deals: [] });
    expect(blocks[2]).toMatchObject({ id: 3, type: 'recommended', products: [{ id: 9 }] });
  });

  it('does not ask for promotions or recommended products when no block shows them', async () => {
    const asked: string[] = [];
    const fetch: ApiFetch = async (path) => {
      asked.push(path.split('?')[0] as string);
      return json({ data: [{ id: 1, type: 'text', content: '<p>x</p>' }] });
    };
    await loadHomeBlocks(createApiClient({ fetch, locale: 'en' }), 'en');
    expect(asked).toEqual(['/v1/homepage/blocks']);
  });
});

/** The home page's API: every answer it asks for, the calls' paths in `asked`; `failing` paths answer a 500. */
function homeApi(failing: string[] = []) {
  const store = { id: 1, url: 'kedai-ali', logo: null, domain_name: 'Kedai Ali', upper_right_text: null, top_category_text: null, industry_text: null, description: null, tier: null, state: 'Selangor' };
  const answers: Record<string, unknown> = {
    '/v1/sales-agent/aggregator/domains': { data: [store], meta: { total: 1, page: 1, per_page: 9, last_page: 1, total_estimated: false } },
    '/v1/sales-agent/aggregator/brands': { data: [{ id: 2, brand_name: 'Adabi', logo: null }], meta: { total: 1, page: 1, per_page: 12, last_page: 1 } },
    '/v1/homepage/blocks': { data: [{ id: 1, type: 'text', content: '<p>Hi</p>' }, { id: 4, type: 'catalogue', catalogue_url: 'cafe-essentials' }] },
    '/v2/homepage/catalogue_block': { error: false, data: [{ id: 4, block_catalogue: { catalogue: catalogue([product(1)]) } }] },
  };
  const stub = stubApi((call) => {
    const bare = call.path.split('?')[0] as string;
    if (failing.includes(bare)) return { status: 500, body: { error: true, message: 'down' } };
    return bare in answers ? { status: 200, body: answers[bare] } : undefined;
  });
  return {
    get asked() {
      return stub.calls.map((call) => call.path.split('?')[0] as string);
    },
    client: createApiClient({ fetch: stub.context.apiFetch, locale: 'en' }),
  };
}

// Each test starts with nothing kept (test/kept-values.ts) and runs on a clock of its own.
describe('loadHome', () => {
  it('shows the sections it read for a few seconds without asking the API again, catalogue products included', async () => {
    const api = homeApi();
    const start = 1_300_000_000_000;
    const first = await loadHome(api.client, 'en', start);
    expect(first.stores.ok && first.stores.stores[0]?.domain_name).toBe('Kedai Ali');
    expect(first.brands.brands[0]?.brand_name).toBe('Adabi');
    const block = first.blocks[1];
    expect(block?.type === 'catalogue' && (await block.catalogue)?.catalogue_products.map((p) => p.id)).toEqual([1]);
    const calls = api.asked.length;
    expect(calls).toBe(4);

    const again = await loadHome(api.client, 'en', start + KEPT_MS - 1);
    const keptBlock = again.blocks[1];
    expect(keptBlock?.type === 'catalogue' && (await keptBlock.catalogue)?.catalogue_products.map((p) => p.id)).toEqual([1]);
    expect(again.stores).toBe(first.stores);
    expect(api.asked).toHaveLength(calls);

    await loadHome(api.client, 'en', start + KEPT_MS);
    expect(api.asked).toHaveLength(2 * calls);
  });

  it('asks again on the next page for what failed: the sections, or a catalogue block on its own', async () => {
    const start = 1_400_000_000_000;
    const brandsDown = homeApi(['/v1/sales-agent/aggregator/brands']);
    expect((await loadHome(brandsDown.client, 'bm', start)).brands.ok).toBe(false);
    await loadHome(brandsDown.client, 'bm', start + 1);
    expect(brandsDown.asked.filter((path) => path === '/v1/homepage/blocks')).toHaveLength(2);

    const blockDown = homeApi(['/v2/homepage/catalogue_block']);
    const later = start + KEPT_MS;
    const page = await loadHome(blockDown.client, 'bm', later);
    const block = page.blocks[1];
    expect(block?.type === 'catalogue' && (await block.catalogue)).toBeNull();
    const next = (await loadHome(blockDown.client, 'bm', later + 1)).blocks[1];
    expect(next?.type === 'catalogue' && (await next.catalogue)).toBeNull();
    expect(blockDown.asked.filter((path) => path === '/v1/homepage/blocks')).toHaveLength(1);
    expect(blockDown.asked.filter((path) => path === '/v2/homepage/catalogue_block')).toHaveLength(2);
  });

  it('hands every page the same sections, which none may change', async () => {
    const home = await loadHome(homeApi().client, 'en', 1_500_000_000_000);
    expect(() => (home.stores.ok ? home.stores.stores.pop() : null)).toThrow(TypeError);
  });
});
