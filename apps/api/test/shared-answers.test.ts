import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';
import { RedisSharedAnswers } from '../src/app/memo';
import { requests, useTestApi } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two API processes on one PostgreSQL and one Redis (issue 13): an answer one of them loaded is
 * what the other serves, as it was loaded, until it expires.
 */
describe('answers shared by every process through Redis', () => {
  const t = useTestApi('postgres', { env: { REDIS_URL } });
  const { one } = requests(t);
  let second: FastifyInstance;
  const redis = new Redis(REDIS_URL);
  beforeAll(async () => {
    second = await buildServer({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await redis.quit();
  });
  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ms' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('serves the other process the answer as loaded — searches, suggestions, counts, menus — even after the data changed', async () => {
    const { name } = await one<{ name: string }>(sql`select product_name as name from products order by id limit 1`);
    const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
    const urls = [
      `/api/v1/products/search?search=${encodeURIComponent(word)}`,
      `/api/v1/sales-agent/aggregator/domains?search=kedai`,
      `/api/v1/sales-agent/aggregator/domains?per_page=9`,
      `/api/v1/search/suggestions?search=${encodeURIComponent(word.slice(0, 4))}`,
      '/api/page_managements?type=header',
      '/api/v1/sales-agent/aggregator/categories',
      '/api/v1/sales-agent/aggregator/tiers',
    ];
    // Each answer waits for Redis to take it before the other process asks (a process does not wait for the write).
    const prefix = RedisSharedAnswers.prefixFor(t.config.database.kind === 'postgres' ? t.config.database.url : 'not postgres');
    const loaded = [];
    for (const url of urls) {
      const keys = (await redis.keys(`${prefix}*`)).length;
      loaded.push(await get(t.app, url));
      await expect.poll(async () => (await redis.keys(`${prefix}*`)).length).toBeGreaterThan(keys);
    }
    // A change the first process's answers do not show yet: the second one must not show it either.
    await t.database.db.execute(sql`update stores set domain_name = 'Kedai Yang Baru Dinamakan' where id = (select id from stores order by rank desc limit 1)`);
    for (const [i, url] of urls.entries()) expect(await get(second, url), url).toEqual(loaded[i]);
  });
});

describe('where shared answers are kept', () => {
  it('apart for each build and each database, so a process never reads answers of another shape (a rolling deploy)', () => {
    const url = 'postgres://db.example/borong';
    expect(RedisSharedAnswers.prefixFor(url, 'b1')).toBe(RedisSharedAnswers.prefixFor(url, 'b1'));
    expect(RedisSharedAnswers.prefixFor(url, 'b1')).not.toBe(RedisSharedAnswers.prefixFor(url, 'b2'));
    expect(RedisSharedAnswers.prefixFor(url, 'b1')).not.toBe(RedisSharedAnswers.prefixFor(`${url}2`, 'b1'));
  });
});
