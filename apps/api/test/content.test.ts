import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageBlockSchema } from '@borong/contracts/content';
import { rows } from '../src/db/rows';
import { DATABASE_KINDS, requests, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('content API on %s', (kind) => {
  const t = useTestApi(kind);
  const { get, json, one } = requests(t);
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);

  it('lists active header and footer groups with their entries', async () => {
    const header = await json('/api/page_managements?type=header&per_page=100&status=active');
    expect(header.data.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['PROMOTIONS', 'CAMPAIGN', 'LOYALTY PROGRAM']));
    expect(header.data.every((g: { type: string }) => g.type === 'header')).toBe(true);
    const footer = await json('/api/page_managements?type=footer');
    const entries = footer.data.flatMap((g: { active_page_managements: { url: string | null; name: string }[] }) => g.active_page_managements);
    expect(entries.some((e: { url: string | null }) => e.url === null)).toBe(true);
    expect(entries.find((e: { url: string | null }) => e.url === '/contact-us')).toMatchObject({ open_in_new_tab: true });
    // Each page is listed once in the footer (issue 14: "Return & refund policy" was in two groups).
    const names = entries.map((e: { name: string }) => e.name);
    expect(names.filter((name: string, at: number) => names.indexOf(name) !== at)).toEqual([]);
  });

  it('leaves inactive groups out unless asked for, and rejects a bad type', async () => {
    const active = await json('/api/page_managements');
    const inactive = await json('/api/page_managements?status=inactive');
    expect(inactive.data.length).toBeGreaterThan(0);
    const activeIds = new Set(active.data.map((g: { id: number }) => g.id));
    expect(inactive.data.some((g: { id: number }) => activeIds.has(g.id))).toBe(false);
    const bad = await get('/api/page_managements?type=sidebar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['type']);
  });

  it('lists active promo deals with their catalogue', async () => {
    const body = await json('/api/promo_deals');
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from promo_deals where status = 'active'`);
    expect(body.promo_deals).toHaveLength(n);
    expect(body.promo_deals[0].catalogue.url).toMatch(/^[a-z0-9-]+$/);
  });

  describe('catalogue blocks', () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v2/homepage/catalogue_block', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

    it('answers 6 products when a catalogue has fewer than 12, otherwise 12', async () => {
      const blocks = await q<{ id: number; n: number }>(
        sql`select b.id, count(cp.product_id)::int as n from page_blocks b join catalogue_products cp on cp.catalogue_id = b.catalogue_id
            where b.type = 'catalogue' and b.status = 'active' group by b.id`,
      );
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const res = await post({ block_ids: [block.id] });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.error).toBe(false);
        const products = body.data[0].block_catalogue.catalogue.catalogue_products;
        expect(products).toHaveLength(block.n >= 12 ? 12 : Math.min(6, block.n));
      }
    });

    it('answers 404 with error true for an unknown block, 400 for bad ids', async () => {
      const missing = await post({ block_ids: [987654] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(true);
      for (const bad of [{ block_ids: [] }, { block_ids: 'x' }, {}, { block_ids: [1, 2] }, { block_ids: [-1] }]) {
        const res = await post(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().errors).toBeDefined();
      }
    });
  });

  it('shows a catalogue by url, and says when it does not exist', async () => {
    const catalogue = await one<{ url: string }>(sql`select url from catalogues order by id limit 1`);
    const body = await json(`/api/v1/catalogues/${catalogue.url}?per_page=4`);
    expect(body.data.url).toBe(catalogue.url);
    expect(body.products.length).toBeLessThanOrEqual(4);
    const missing = await get('/api/v1/catalogues/no-such-catalogue');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Catalogue Does Not Exist');
  });

  it('serves the home page blocks in order, each matching its contract', async () => {
    const body = await json('/api/v1/homepage/blocks');
    const types = body.data.map((b: { type: string }) => b.type);
    expect(types).toEqual(expect.arrayContaining(['hero', 'carousel', 'image', 'text', 'catalogue', 'promotion', 'recommended']));
    for (const block of body.data) expect(pageBlockSchema.safeParse(block).success).toBe(true);
  });

  it('serves block texts in the caller language, never the Malay twins themselves', async () => {
    const en = await json('/api/v1/homepage/blocks');
    const ms = await json('/api/v1/homepage/blocks', { 'accept-language': 'ms' });
    const hero = (body: { data: { type: string; title?: string }[] }) => body.data.find((b) => b.type === 'hero');
    expect(hero(en)?.title).toBe('The largest B2B one-stop solution in Malaysia');
    expect(hero(ms)?.title).toBe('Penyelesaian B2B sehenti terbesar di Malaysia');
    const text = (body: { data: { type: string; content?: string }[] }) => body.data.find((b) => b.type === 'text')?.content ?? '';
    expect(text(ms)).toContain('Mengapa perniagaan membeli di Borong');
    expect(JSON.stringify(ms)).not.toMatch(/_bm"/);
    const hotspots = ms.data.find((b: { type: string; layout?: string }) => b.type === 'image' && b.layout === 'hotspot').block_image_redirects[0];
    expect(hotspots.hotspot_unit).toBe('percent');
    expect(hotspots.block_image_redirect_hotspots[1].label).toBe('Terma kredit 30 hari');
  });

  it('serves content pages in English and Malay', async () => {
    const en = await json('/api/v1/pages/privacy-policy');
    const ms = await json('/api/v1/pages/privacy-policy', { 'accept-language': 'ms' });
    expect(en.data.body).toContain('PDPA');
    expect(ms.data.title).not.toBe(en.data.title);
    expect((await get('/api/v1/pages/not-a-page')).statusCode).toBe(404);
    expect((await get('/api/v1/pages/..%2Fetc')).statusCode).toBe(400);
  });

  it('lists countries and states, leaving out states MAIWP does not serve when asked', async () => {
    const countries = await json('/api/data/countries');
    expect(countries.data[0]).toMatchObject({ code: 'MY', phone_code: '+60' });
    const all = await json('/api/data/states');
    expect(all.data.length).toBe(16);
    const maiwp = await json('/api/data/states?unavailable_id=MAIWP');
    expect(maiwp.data.map((s: { code: string }) => s.code).sort()).toEqual(['KUL', 'LBN', 'PJY']);
    expect((await get('/api/data/states?unavailable_id=FOO')).statusCode).toBe(400);
  });

  it('tells a postcode in use, with its state, from one the address book would refuse', async () => {
    expect((await json('/api/data/postcodes/50450')).data).toEqual({ postcode: '50450', state_codes: ['KUL'] });
    expect((await json('/api/data/postcodes/10200')).data.state_codes).toEqual(['PNG']);
    for (const refused of ['00000', '99999', '5045', '504500', 'abcde', '%20']) {
      const res = await get(`/api/data/postcodes/${refused}`);
      expect(res.statusCode, refused).toBe(404);
      expect(res.json().message).toBe('Invalid Postcode');
    }
  });

  it('lists the interest options 6 to 13 and 100', async () => {
    const body = await json('/api/data/interests');
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 100]);
  });
});
