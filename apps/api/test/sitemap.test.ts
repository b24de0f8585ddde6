import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITEMAP_CHUNK_SIZE } from '@borong/contracts/sitemap';
import { rows } from '../src/db/rows';
import { DATABASE_KINDS, requests, useTestApi } from './harness';

describe.each(DATABASE_KINDS)('sitemap API on %s', (kind) => {
  const t = useTestApi(kind);
  const { get, json } = requests(t);
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);

  it('counts chunks from the highest id, so a chunk is an id range', async () => {
    const [max] = await q<{ stores: number; brands: number }>(sql`select (select max(id) from stores where is_active) as stores, (select max(id) from brands) as brands`);
    const body = await json('/api/v1/sitemap');
    expect(body).toEqual({
      chunk_size: SITEMAP_CHUNK_SIZE,
      chunks: { stores: Math.ceil(Number(max!.stores) / SITEMAP_CHUNK_SIZE), brands: Math.ceil(Number(max!.brands) / SITEMAP_CHUNK_SIZE) },
    });
    expect(body.chunks.stores).toBeGreaterThan(0);
  });

  it('lists every active store URL of a chunk in id order, and nothing past the end', async () => {
    const active = await q<{ url: string }>(sql`select url from stores where is_active and id <= ${SITEMAP_CHUNK_SIZE} order by id`);
    const res = await get('/api/v1/sitemap/stores/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json().data).toEqual(active.map((r) => r.url));
    expect((await json('/api/v1/sitemap/stores/2')).data).toEqual([]);
  });

  it('leaves out inactive stores and brands no active store sells', async () => {
    const [store] = await q<{ id: number; url: string }>(sql`select id, url from stores where is_active order by id limit 1`);
    await t.database.db.execute(sql`update stores set is_active = false where id = ${store!.id}`);
    const orphan = await q<{ id: number }>(sql`insert into brands (brand_name, initial) values ('Zz Orphan Brand', 'Z') returning id`);
    try {
      const stores = (await json('/api/v1/sitemap/stores/1')).data as string[];
      expect(stores).not.toContain(store!.url);
      const brands = (await json(`/api/v1/sitemap/brands/${Math.ceil(Number(orphan[0]!.id) / SITEMAP_CHUNK_SIZE)}`)).data as string[];
      expect(brands.length).toBeGreaterThan(0);
      expect(brands).not.toContain('Zz Orphan Brand');
      const [sold] = await q<{ brand_name: string }>(sql`select b.brand_name from brands b join store_brands sb on sb.brand_id = b.id join stores s on s.id = sb.store_id and s.is_active order by b.id limit 1`);
      expect((await json('/api/v1/sitemap/brands/1')).data).toContain(sold!.brand_name);
    } finally {
      await t.database.db.execute(sql`update stores set is_active = true where id = ${store!.id}`);
      await t.database.db.execute(sql`delete from brands where id = ${orphan[0]!.id}`);
    }
  });

  it('rejects an unknown kind or a chunk below 1 with a 400', async () => {
    const badKind = await get('/api/v1/sitemap/products/1');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toHaveProperty(['kind']);
    const badChunk = await get('/api/v1/sitemap/stores/0');
    expect(badChunk.statusCode).toBe(400);
    expect(badChunk.json().errors).toHaveProperty(['chunk']);
  });
});
