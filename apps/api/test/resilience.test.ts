import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { buildServer } from '../src/server';
import { TEST_POSTGRES_URL, firstRow, useTestApi } from './harness';

describe('when PostgreSQL is unreachable', () => {
  it('answers 503 for data, keeps answering health, and reports not ready', async () => {
    const target = { kind: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 2 };
    const database = await openDatabase(target);
    const app = await buildServer({ config: { ...loadConfig({ NODE_ENV: 'test' }), database: target }, database, logger: false });
    try {
      const search = await app.inject({ method: 'GET', url: '/api/v1/sales-agent/aggregator/domains' });
      expect(search.statusCode).toBe(503);
      expect(search.json()).toMatchObject({ error: true, message: expect.stringContaining('temporarily unavailable') });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('when PostgreSQL drops every connection', () => {
  const t = useTestApi('postgres', { seed: false });

  it('fails the affected requests with 503 at worst and recovers by itself', async () => {
    const search = () => t.app.inject({ method: 'GET', url: '/api/v1/sales-agent/aggregator/domains?search=kedai' });
    expect((await search()).statusCode).toBe(200);
    const { name } = await firstRow<{ name: string }>(t.database.db, sql`select current_database() as name`);
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await admin.end();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await search()).statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
