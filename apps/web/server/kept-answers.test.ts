import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@borong/api/config';
import { openDatabase, type Database } from '@borong/api/db/client';
import { categories } from '@borong/api/db/schema/index';
import { buildServer } from '@borong/api/server';
import { navigationApi } from '../app/features/navigation/api';
import { createApiClient, KeptAnswers, type ApiFetch } from '../app/lib/api';
import { inProcessApiFetch } from './storefront';

/**
 * The category menu every page asks for, over the real API in memory: kept by the web tier with
 * its ETag and asked for again conditionally, so an unchanged menu comes back as a 304 and the
 * kept value, with nothing to parse or check.
 */
describe('answers kept with their ETag, against the real API', () => {
  let app: FastifyInstance;
  let database: Database;
  let statuses: number[];
  let fetch: ApiFetch;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await database.db.insert(categories).values([
      { categoryId: 'CAT-0001', displayCategoryName: 'Food & Beverage', displayCategoryNameBm: 'Makanan & Minuman', level: 1, path: [1], sort: 1 },
      { categoryId: 'CAT-0002', displayCategoryName: 'Rice', displayCategoryNameBm: 'Beras', parentId: 1, level: 2, path: [1, 2], sort: 1 },
    ]);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), database: { kind: 'pglite' as const, dataDir: null } };
    app = await buildServer({ config, database, logger: false });
    await app.ready();
    const inProcess = inProcessApiFetch(app)('203.0.113.9');
    fetch = async (path, init) => {
      const response = await inProcess(path, init);
      statuses.push(response.status);
      return response;
    };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('asks again with If-None-Match and hands back the kept, frozen menu on a 304', async () => {
    statuses = [];
    const kept = new KeptAnswers();
    const first = await navigationApi(createApiClient({ fetch, locale: 'en', kept })).categoryMenu();
    const second = await navigationApi(createApiClient({ fetch, locale: 'en', kept, token: 'another-visitor' })).categoryMenu();
    expect(statuses).toEqual([200, 304]);
    expect(first.ok && first.data.data.categories.map((c) => [c.display_category_name, c.child_categories.map((child) => child.display_category_name)])).toEqual([['Food & Beverage', ['Rice']]]);
    expect(second.ok && second.data).toBe(first.ok && first.data);
    const menu = first.ok ? first.data.data.categories : [];
    expect(Object.isFrozen(menu[0]?.child_categories)).toBe(true);
    expect(() => (menu as unknown[]).push('changed in place')).toThrow(TypeError);
  });

  it('keeps each language apart, and keeps nothing without a store to keep it in', async () => {
    statuses = [];
    const kept = new KeptAnswers();
    await navigationApi(createApiClient({ fetch, locale: 'en', kept })).categoryMenu();
    const malay = await navigationApi(createApiClient({ fetch, locale: 'ms', kept })).categoryMenu();
    expect(malay.ok && malay.data.data.categories.map((c) => c.child_categories[0]?.display_category_name)).toEqual(['Beras']);
    await navigationApi(createApiClient({ fetch, locale: 'en' })).categoryMenu();
    await navigationApi(createApiClient({ fetch, locale: 'en' })).categoryMenu();
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('answers 304 with no body only to a tag it gave, per language, and says the answer varies by language', async () => {
    const english = await app.inject({ url: '/api/v1/categories/menu', headers: { 'accept-language': 'en' } });
    const malay = await app.inject({ url: '/api/v1/categories/menu', headers: { 'accept-language': 'ms' } });
    const tag = String(english.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(english.headers.vary).toMatch(/Accept-Language/i);
    expect(malay.headers.etag).not.toBe(tag);
    const again = await app.inject({ url: '/api/v1/categories/menu', headers: { 'accept-language': 'en', 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await app.inject({ url: '/api/v1/categories/menu', headers: { 'accept-language': 'ms', 'if-none-match': tag } });
    expect(otherLanguage.statusCode).toBe(200);
    const tree = await app.inject({ url: '/api/v1/sales-agent/aggregator/categories', headers: { 'accept-language': 'en', 'if-none-match': tag } });
    expect(tree.statusCode).toBe(200);
    const treeAgain = await app.inject({ url: '/api/v1/sales-agent/aggregator/categories', headers: { 'accept-language': 'en', 'if-none-match': `W/"x", ${String(tree.headers.etag)}` } });
    expect(treeAgain.statusCode).toBe(304);
  });
});
