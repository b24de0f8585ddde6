import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, requests, useTestApi } from './harness';

const AGG = '/api/v1/sales-agent/aggregator';

describe.each(DATABASE_KINDS)('catalogue API on %s', (kind) => {
  const t = useTestApi(kind);
  const { get, json, one } = requests(t);

  describe('operations', () => {
    it('answers health without the database and readiness with it', async () => {
      expect((await json('/api/health')).status).toBe('ok');
      expect(await json('/api/ready')).toEqual({ status: 'ready', database: kind, checks: { database: 'ok', redis: 'not configured' } });
    });

    it('serves Prometheus metrics to a caller on this machine: request latency by route and status, caches, the event loop', async () => {
      await get('/api/v1/sales-agent/aggregator/tiers');
      await get('/api/v1/sales-agent/aggregator/tiers');
      await get('/api/no-such-route');
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/sales-agent\/aggregator\/tiers",status_code="200"\} [1-9]/);
      expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status_code="404"\} [1-9]/);
      expect(res.body).toMatch(/cache_lookups_total\{cache="tiers",result="hit"\} [1-9]/);
      expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
      if (kind === 'postgres') expect(res.body).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
      const outsider = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
      expect(outsider.statusCode).toBe(403);
    });

    it('sends security headers and a request id on API responses', async () => {
      const res = await get('/api/health', { 'x-request-id': 'trace-123' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toBe('trace-123');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const res = await get('/api/v1/nothing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('/api/v1/nothing-here') });
    });

    it('publishes an OpenAPI description naming the store search', async () => {
      const doc = await json('/api/docs/json');
      expect(doc.servers).toEqual([{ url: '/api' }]);
      expect(doc.paths).toHaveProperty(['/v1/sales-agent/aggregator/domains']);
    });

    it('compresses large responses when the client accepts it', async () => {
      const res = await get(`${AGG}/domains`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('store search', () => {
    it('pages 27 stores by default with the total in meta', async () => {
      const body = await json(`${AGG}/domains`);
      const { total } = await one<{ total: number }>(sql`select count(*)::int as total from stores where is_active`);
      expect(body.data).toHaveLength(27);
      expect(body.meta).toEqual({ total, page: 1, per_page: 27, last_page: Math.ceil(total / 27), total_estimated: false });
      expect(Object.keys(body.data[0]).sort()).toEqual(
        ['id', 'url', 'logo', 'domain_name', 'upper_right_text', 'top_category_text', 'industry_text', 'description', 'tier', 'state'].sort(),
      );
    });

    it('gives the home page its 9 stores and keeps pages apart and stable', async () => {
      expect((await json(`${AGG}/domains?per_page=9`)).data).toHaveLength(9);
      const first = (await json(`${AGG}/domains?page=1`)).data.map((s: { id: number }) => s.id);
      const second = (await json(`${AGG}/domains?page=2`)).data.map((s: { id: number }) => s.id);
      expect(first.filter((id: number) => second.includes(id))).toEqual([]);
      expect((await json(`${AGG}/domains?page=1`)).data.map((s: { id: number }) => s.id)).toEqual(first);
    });

    it('answers a page past the end with no stores and the same total', async () => {
      const body = await json(`${AGG}/domains?page=999`);
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBeGreaterThan(0);
    });

    it('finds a store by any part of its name, in any case, best match first', async () => {
      const store = await one<{ id: number; domain_name: string }>(sql`select id, domain_name from stores order by id limit 1 offset 7`);
      const exact = await json(`${AGG}/domains?search=${encodeURIComponent(store.domain_name.toUpperCase())}`);
      expect(exact.data[0].id).toBe(store.id);
      const part = store.domain_name.split(' ')[0]!.slice(1).toLowerCase();
      const found = await json(`${AGG}/domains?search=${encodeURIComponent(part)}&per_page=100`);
      expect(found.data.length).toBeGreaterThan(0);
      for (const s of found.data.slice(0, found.data.length)) {
        if (!s.domain_name.toLowerCase().includes(part)) {
          // Substring matches always rank above spelling-only matches.
          expect(found.data.slice(found.data.indexOf(s)).every((x: { domain_name: string }) => !x.domain_name.toLowerCase().includes(part))).toBe(true);
          break;
        }
      }
    });

    it('tolerates a missing letter in a word of the name', async () => {
      const store = await one<{ id: number; domain_name: string }>(
        sql`select id, domain_name from stores where domain_name ~ '^[A-Za-z]{7,} ' order by id limit 1`,
      );
      const word = store.domain_name.split(' ')[0]!;
      const typo = word.slice(0, 2) + word.slice(3);
      const body = await json(`${AGG}/domains?search=${encodeURIComponent(typo)}&per_page=100`);
      expect(body.data.some((s: { domain_name: string }) => s.domain_name.split(' ')[0] === word)).toBe(true);
    });

    it('leaves close spellings out when the exact text already fills a page', async () => {
      const common = await one<{ word: string; n: number }>(
        sql`select lower(split_part(domain_name, ' ', 1)) as word, count(*)::int as n from stores group by 1 having count(*) >= 27 order by n desc limit 1`,
      );
      const body = await json(`${AGG}/domains?search=${encodeURIComponent(common.word)}&per_page=100`);
      const contains = await one<{ n: number }>(sql`select count(*)::int as n from stores where lower(domain_name) like ${'%' + common.word + '%'}`);
      expect(body.meta.total).toBe(contains.n);
      expect(body.data.every((s: { domain_name: string }) => s.domain_name.toLowerCase().includes(common.word))).toBe(true);
    });

    it('accepts key as the older name of search', async () => {
      const store = await one<{ domain_name: string }>(sql`select domain_name from stores order by id limit 1`);
      const bySearch = await json(`${AGG}/domains?search=${encodeURIComponent(store.domain_name)}`);
      const byKey = await json(`${AGG}/domains?key=${encodeURIComponent(store.domain_name)}`);
      expect(byKey).toEqual(bySearch);
    });

    it('filters by tier, brand and category, and the filters combine', async () => {
      const vip = await json(`${AGG}/domains?tier=VIP_DIRECT&per_page=100`);
      expect(vip.meta.total).toBeGreaterThan(0);
      expect(vip.data.every((s: { tier: string; upper_right_text: string }) => s.tier === 'VIP_DIRECT' && s.upper_right_text === 'VIP')).toBe(true);

      const brand = await one<{ brand_name: string; n: number }>(
        sql`select b.brand_name, count(*)::int as n from store_brands sb join brands b on b.id = sb.brand_id group by b.brand_name order by n desc, b.brand_name limit 1`,
      );
      const byBrand = await json(`${AGG}/domains?brand_name=${encodeURIComponent(brand.brand_name.toLowerCase())}&per_page=100`);
      expect(byBrand.meta.total).toBe(brand.n);

      const category = await one<{ display_category_name: string }>(sql`select display_category_name from categories where level = 1 order by sort, id limit 1`);
      const byCategory = await json(`${AGG}/domains?display_category_name=${encodeURIComponent(category.display_category_name)}&per_page=100`);
      expect(byCategory.meta.total).toBeGreaterThan(0);

      const both = await json(`${AGG}/domains?tier=VIP_DIRECT&display_category_name=${encodeURIComponent(category.display_category_name)}&per_page=100`);
      const expected = vip.meta.total <= 100 ? vip.data.filter((s: { id: number }) => byCategory.data.some((c: { id: number }) => c.id === s.id)) : null;
      expect(both.meta.total).toBeLessThanOrEqual(Math.min(vip.meta.total, byCategory.meta.total));
      if (expected && byCategory.meta.total <= 100) expect(both.data.map((s: { id: number }) => s.id).sort()).toEqual(expected.map((s: { id: number }) => s.id).sort());
    });

    it('filters by a tier given by its id, as /tiers lists it, as by its code and its name', async () => {
      const listed = (await json(`${AGG}/tiers`)) as { tiers: { id: number; code: string }[] };
      const vip = await one<{ id: number; code: string; name: string }>(sql`select id, code, name from tiers where code = 'VIP_DIRECT'`);
      expect(listed.tiers.find((tier) => tier.code === vip.code)?.id).toBe(vip.id);
      const byCode = await json(`${AGG}/domains?tier=VIP_DIRECT&per_page=100`);
      expect(byCode.meta.total).toBeGreaterThan(0);
      expect(await json(`${AGG}/domains?tier=${vip.id}&per_page=100`)).toEqual(byCode);
      expect(await json(`${AGG}/domains?tier=${encodeURIComponent(vip.name)}&per_page=100`)).toEqual(byCode);
      expect((await json(`${AGG}/domains?tier=999999`)).meta.total).toBe(0);
    });

    it('finds stores of a subcategory when filtering by its parent', async () => {
      const leaf = await one<{ id: number; parent_name: string; name: string }>(
        sql`select c.id, p.display_category_name as parent_name, c.display_category_name as name from store_categories sc
            join categories c on c.id = sc.category_id join categories p on p.id = c.parent_id where c.level = 3 order by c.id limit 1`,
      );
      const leafStores = await json(`${AGG}/domains?display_category_name=${encodeURIComponent(leaf.name)}&per_page=100`);
      const parentStores = await json(`${AGG}/domains?display_category_name=${encodeURIComponent(leaf.parent_name)}&per_page=100`);
      expect(leafStores.meta.total).toBeGreaterThan(0);
      expect(parentStores.meta.total).toBeGreaterThanOrEqual(leafStores.meta.total);
    });

    it('gives no stores for an unknown brand, category or tier', async () => {
      for (const filter of ['brand_name=No%20Such%20Brand', 'display_category_name=Nothing', 'tier=GOLDEN']) {
        expect((await json(`${AGG}/domains?${filter}`)).meta.total).toBe(0);
      }
    });

    it('rejects bad query values with a 400 naming the field', async () => {
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['per_page=1000', 'per_page'],
        ['per_page=2.5', 'per_page'],
        [`search=${'x'.repeat(101)}`, 'search'],
      ] as const) {
        const res = await get(`${AGG}/domains?${query}`);
        expect(res.statusCode, query).toBe(400);
        const body = res.json();
        expect(body.error).toBe(true);
        expect(body.errors).toHaveProperty([field]);
        expect(body.message).toContain(field);
      }
    });

    it('never lets LIKE wildcards in the text act as wildcards', async () => {
      expect((await json(`${AGG}/domains?search=zq%25%25qz`)).meta.total).toBe(0);
      expect((await json(`${AGG}/domains?search=zq__qz`)).meta.total).toBe(0);
      // Text made only of wildcards is text like any other, which no name holds (it listed every store, as no text).
      expect((await json(`${AGG}/domains?search=%25`)).meta.total).toBe(0);
      expect((await json(`${AGG}/domains`)).meta.total).toBeGreaterThan(0);
    });
  });

  describe('suggestions', () => {
    it('suggest stores for text longer than 2 characters only', async () => {
      expect((await get('/api/v1/search/suggestions?search=ke')).statusCode).toBe(400);
      const store = await one<{ domain_name: string }>(sql`select domain_name from stores order by id limit 1`);
      const body = await json(`/api/v1/search/suggestions?search=${encodeURIComponent(store.domain_name.slice(0, 6))}`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.length).toBeLessThanOrEqual(8);
      expect(Object.keys(body.data[0]).sort()).toEqual(['domain_name', 'id', 'logo', 'product_name', 'url']);
    });
  });

  describe('tiers, brands, categories, banners', () => {
    it('lists the tiers with VIP DIRECT among them, in Malay when asked', async () => {
      const en = await json(`${AGG}/tiers`);
      expect(en.tiers.map((x: { code: string }) => x.code)).toContain('VIP_DIRECT');
      const ms = await json(`${AGG}/tiers`, { 'accept-language': 'ms' });
      expect(ms.tiers.map((x: { code: string }) => x.code)).toEqual(en.tiers.map((x: { code: string }) => x.code));
    });

    it('lists brands by letter, and the letter beats the text', async () => {
      const byLetter = await json(`${AGG}/brands?letter=a&per_page=500`);
      expect(byLetter.data.length).toBeGreaterThan(0);
      expect(byLetter.data.every((b: { brand_name: string }) => b.brand_name[0]!.toUpperCase() === 'A')).toBe(true);
      const names = byLetter.data.map((b: { brand_name: string }) => b.brand_name.toLowerCase());
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const letterAndText = await json(`${AGG}/brands?letter=A&search=zzzz&per_page=500`);
      expect(letterAndText.meta.total).toBe(byLetter.meta.total);
    });

    it('filters brands by a case-insensitive part of the name', async () => {
      const brand = await one<{ brand_name: string }>(sql`select brand_name from brands where length(brand_name) > 6 order by id limit 1`);
      const part = brand.brand_name.slice(1, 5).toUpperCase();
      const body = await json(`${AGG}/brands?search=${encodeURIComponent(part)}&per_page=500`);
      expect(body.data.some((b: { brand_name: string }) => b.brand_name === brand.brand_name)).toBe(true);
      expect(body.data[0].brand_name.toLowerCase()).toContain(part.toLowerCase());
    });

    it('rejects a letter that is not A-Z or #', async () => {
      const res = await get(`${AGG}/brands?letter=ab`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(['letter']);
    });

    it('returns the category tree three levels deep at least, and the menu at most three', async () => {
      const depth = (nodes: { child_categories: unknown[] }[]): number =>
        nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.child_categories as { child_categories: unknown[] }[])));
      const tree = await json(`${AGG}/categories`);
      expect(depth(tree.data)).toBeGreaterThanOrEqual(3);
      const menu = await json('/api/v1/categories/menu');
      expect(depth(menu.data.categories)).toBe(3);
      expect(menu.data.categories.map((c: { display_category_name: string }) => c.display_category_name)).toContain('Food & Beverage');
      const groups = await json('/api/v1/categories/groups');
      expect(groups.data).toHaveLength(9);
    });

    it('lists banners of a position with a link target', async () => {
      const body = await json(`${AGG}/banners?position=search`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((b: { position: string; url: string }) => b.position === 'search' && b.url.length > 0)).toBe(true);
    });
  });

  describe('store redirect', () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: `${AGG}/get-redirect-url`, payload, headers: { 'content-type': contentType } });

    it("gives the store's URL for a known store", async () => {
      const store = await one<{ id: number; url: string }>(sql`select id, url from stores order by id limit 1`);
      const res = await post(JSON.stringify({ to_domain_id: store.id }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, redirect_url: expect.stringMatching(new RegExp(`/store/${store.url}$`)) });
    });

    it('answers bad input with 400, unknown stores with 404, huge bodies with 413', async () => {
      expect((await post('{"to_domain_id": ')).statusCode).toBe(400);
      expect((await post('{"to_domain_id": ')).json()).toEqual({ error: true, message: 'Malformed JSON body' });
      expect((await post('{}')).json().errors).toHaveProperty(['to_domain_id']);
      expect((await post('{"to_domain_id":"abc"}')).statusCode).toBe(400);
      expect((await post('[1,2]')).statusCode).toBe(400);
      expect((await post(JSON.stringify({ to_domain_id: 99999999 }))).statusCode).toBe(404);
      expect((await post(JSON.stringify({ to_domain_id: 1, pad: 'x'.repeat(300 * 1024) }))).statusCode).toBe(413);
    });
  });

  describe('stores, products', () => {
    it('pages a store front until the last item reaches the total', async () => {
      const store = await one<{ url: string; n: number }>(
        sql`select s.url, count(p.id)::int as n from stores s join products p on p.store_id = s.id group by s.url order by n desc limit 1`,
      );
      expect((await json(`/api/v1/stores/${store.url}`)).data.url).toBe(store.url);
      const seen: number[] = [];
      let page = 1;
      for (;;) {
        const body = await json(`/api/v1/stores/${store.url}/products?page=${page}&per_page=5`);
        seen.push(...body.data.map((p: { id: number }) => p.id));
        expect(body.total).toBe(store.n);
        if (body.to >= body.total) break;
        page += 1;
      }
      expect(new Set(seen).size).toBe(store.n);
      expect((await get('/api/v1/stores/no-such-store')).statusCode).toBe(404);
    });

    it('shows a product with its store, brand and category path, and checks its type', async () => {
      const product = await one<{ id: number; item_type: string }>(sql`select id, item_type from products where brand_id is not null order by id limit 1`);
      const body = await json(`/api/v1/products/${product.id}?type=${product.item_type}`);
      expect(body.data).toMatchObject({ id: product.id, item_type: product.item_type });
      expect(body.data.store.id).toBe(body.data.store_id);
      expect(body.data.category_path.length).toBeGreaterThanOrEqual(3);
      expect(body.data.price_after_discount).toBeLessThanOrEqual(body.data.price);
      const other = product.item_type === 'bundle' ? 'product' : 'bundle';
      expect((await get(`/api/v1/products/${product.id}?type=${other}`)).statusCode).toBe(404);
      expect((await get('/api/v1/products/abc')).statusCode).toBe(400);
      expect((await get(`/api/v1/products/${product.id}?type=gift`)).statusCode).toBe(400);
    });

    it('lists recommended products', async () => {
      const body = await json('/api/v1/products/recommended?per_page=12');
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.meta.per_page).toBe(12);
    });
  });
});
