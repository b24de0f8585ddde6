import type { ProductCard } from '@borong/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiFetch } from '../../lib/api';
import { loadCatalogueBlock, loadHomeBlocks } from './home.server';

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
    expect(await loadHomeBlocks(api({ '/v1/homepage/blocks': () => json({ error: true, message: 'down' }, 503) }), 'en')).toEqual([]);
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
    const blocks = await loadHomeBlocks(client, 'bm');
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
