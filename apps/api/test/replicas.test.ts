import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildServer } from '../src/server';
import { signupPayload } from './auth-helpers';
import { startLocalStandby, type LocalStandby } from './local-standby';

/*
 * Read replicas against a real streaming standby (issue 13): catalogue reads go to the standby,
 * writes and a buyer's own reads to the primary, and a standby that stops mid-run costs nothing.
 */
describe('read replicas with a real PostgreSQL standby', () => {
  let cluster: LocalStandby;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await startLocalStandby();
    // The schema reaches the standby by streaming replication, as any write would.
    const migrator = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolSize: 2 });
    await migrator.migrate();
    await migrator.close();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: cluster.primaryUrl, DATABASE_REPLICA_URLS: cluster.standbyUrl, AUTH_RATE_LIMIT_SCALE: '1000' });
    database = await openDatabase(config.database);
    app = await buildServer({ config, database, logger: false });
    const standby = new pg.Client({ connectionString: cluster.standbyUrl });
    await standby.connect();
    try {
      // Waits for the condition (the standby has replayed the migrations), checking every 100 ms.
      while (!(await standby.query("select to_regclass('public.stores') is not null as ready")).rows[0]?.ready) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await standby.end();
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.stop();
  });

  const searchStores = () => app.inject({ method: 'GET', url: `/api/v1/sales-agent/aggregator/domains?search=${randomBytes(4).toString('hex')}` });
  // Searches read through their own pool (Database.searchDb), routed like catalogue reads.
  const searchProducts = () => app.inject({ method: 'GET', url: `/api/v1/products/search?search=beras${randomBytes(2).toString('hex')}` });

  it('reads the catalogue from the standby, and writes and a buyer’s own reads on the primary', async () => {
    const before = database.replicaCounts();
    for (let i = 0; i < 3; i++) expect((await searchStores()).statusCode).toBe(200);
    const products = await searchProducts();
    expect(products.statusCode, products.body).toBe(200);
    const after = database.replicaCounts();
    expect(after && before && after.replica - before.replica).toBeGreaterThanOrEqual(4);
    expect(after?.primary).toBe(before?.primary);

    const standby = new pg.Client({ connectionString: cluster.standbyUrl });
    await standby.connect();
    try {
      expect((await standby.query('select pg_is_in_recovery() as standby')).rows[0]?.standby).toBe(true);
    } finally {
      await standby.end();
    }

    // A standby refuses writes (25006); sign-up and the buyer's own profile work, so they went to the primary.
    const body = signupPayload();
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(registered.statusCode, registered.body).toBe(201);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${registered.json().data.accessToken}` } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.email).toBe(body.email.toLowerCase());
  });

  it('sends reads to the primary once the standby stops, without failing a request', async () => {
    await cluster.stopStandby();
    const before = database.replicaCounts();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await searchStores()).statusCode);
    statuses.push((await searchProducts()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const after = database.replicaCounts();
    expect(after && before && after.primary - before.primary).toBeGreaterThanOrEqual(5);
    expect(after?.replica).toBe(before?.replica);
  });
});
