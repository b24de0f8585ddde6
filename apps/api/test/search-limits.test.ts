import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/app/errors';
import { openDatabase, SEARCH_STATEMENT_TIMEOUT_MS, type Database } from '../src/db/client';
import { answeringSearchTimeout } from '../src/search/query';
import { randomIp } from './auth-helpers';
import { firstRow, useTestApi } from './harness';

const SEARCHES = ['/api/v1/sales-agent/aggregator/domains?search=kedai', '/api/v1/products/search?search=beras', '/api/v1/search/suggestions?search=kop'];

describe('the search rate limit (SEARCH_RATE_LIMIT)', () => {
  const t = useTestApi('pglite', { env: { SEARCH_RATE_LIMIT: '3' } });
  const search = (url: string, ip: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

  it('counts searches with a text per address, of every kind together, and answers 429 with Retry-After past the limit', async () => {
    const ip = randomIp();
    for (const url of SEARCHES) expect((await search(url, ip)).statusCode, url).toBe(200);
    for (const url of SEARCHES) {
      const refused = await search(url, ip);
      expect(refused.statusCode, url).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const malay = await search(SEARCHES[0]!, ip, { 'accept-language': 'ms' });
    expect(malay.json()).toEqual({ error: true, message: 'Terlalu banyak carian dalam masa yang singkat. Sila tunggu sebentar dan cuba lagi.' });
    // Another buyer searches on; listings without a text are not searches.
    expect((await search(SEARCHES[1]!, randomIp())).statusCode).toBe(200);
    expect((await search('/api/v1/sales-agent/aggregator/domains?per_page=9', ip)).statusCode).toBe(200);
    expect((await search('/api/v1/products/search?search=%20%20', ip)).statusCode).toBe(200);
  });
});

describe('the search statement timeout', () => {
  const t = useTestApi('postgres', { seed: false });

  it('stops a search statement that runs too long and answers 503 with Retry-After, not 500; other statements have no such limit', async () => {
    const target = t.config.database;
    if (target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const database = await openDatabase({ ...target, poolSize: 1, searchTimeoutMs: 50 });
    try {
      const slow = answeringSearchTimeout(database.searchDb.execute(sql`select pg_sleep(5)`));
      await expect(slow).rejects.toBeInstanceOf(HttpError);
      await expect(slow).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
      const timeoutOf = async (db: Database['db']) => (await firstRow<{ timeout: string }>(db, sql`select current_setting('statement_timeout') as timeout`)).timeout;
      expect(await timeoutOf(database.searchDb)).toBe('50ms');
      expect(await timeoutOf(database.db)).toBe('0');
      expect(await timeoutOf(t.database.searchDb)).toBe(`${SEARCH_STATEMENT_TIMEOUT_MS / 1000}s`);
    } finally {
      await database.close();
    }
  });
});
