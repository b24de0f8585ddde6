import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig, type ApiConfig, type DatabaseTarget } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildServer } from '../src/server';
import { rows } from '../src/db/rows';
import { issueAccessToken } from '../src/auth/tokens';
import { normalizeEmail } from '@borong/contracts/email';
import { createScratchPostgres, openPgliteCopy } from './test-databases';

export { TEST_POSTGRES_URL, TEST_SCALE, createScratchPostgres } from './test-databases';

/** Both engines the app supports; the integration suites run once against each. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** What the app was built with, for a suite that builds a second process's app on the same database. */
  config: ApiConfig;
}

/**
 * Builds the API around a database of the given kind of the suite's own, copied from the run's
 * migrated and seeded template (or the migrated-only one with `seed: false`; see
 * test-databases.ts). Access the result inside tests (it is filled in beforeAll).
 */
export function useTestApi(kind: DatabaseKind, options: { seed?: boolean; env?: NodeJS.ProcessEnv } = {}): TestApi {
  const holder = {} as TestApi;
  const state = options.seed === false ? 'migrated' : 'seeded';
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let target: DatabaseTarget = { kind: 'pglite', dataDir: null };
    if (kind === 'postgres') {
      const scratch = await createScratchPostgres(state);
      drop = scratch.drop;
      // The concurrency suites send 100 requests at once through 4 connections: on a loaded machine a
      // request may wait seconds for one, or for a row lock, which is queueing, not the failure those suites look for.
      target = { kind: 'postgres', url: scratch.url, poolSize: 4, connectTimeoutMs: 60_000, queryTimeoutMs: 60_000 };
      holder.database = await openDatabase(target);
    } else {
      holder.database = await openPgliteCopy(state);
    }
    const config = { ...loadConfig({ NODE_ENV: 'test', ...options.env }), database: target };
    holder.config = config;
    holder.app = await buildServer({ config, database: holder.database, logger: false });
    await holder.app.ready();
  }, 120_000);
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
    await drop?.();
  });
  return holder;
}

/** The first row of a query a test relies on; a missing row fails the test right there. */
export async function firstRow<T>(db: Database['db'], query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (row === undefined) throw new Error('expected the seeded data to hold a matching row');
  return row;
}

/** The calls every API suite makes: GET, GET expecting 200 JSON, and one seeded row to test against. */
export function requests(t: TestApi) {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const json = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const one = <T>(query: SQL) => firstRow<T>(t.database.db, query);
  return { get, json, one };
}

let testUserCount = 0;

/**
 * A buyer inserted straight into the database with a live session, for suites that test what a
 * signed-in buyer can do (not how they signed in). Its password hash is not a real hash: it
 * cannot sign in with a password. Its email is stored normalized, as the API stores it, and
 * verified unless `verified: false`.
 */
export async function createSignedInUser(
  database: Database,
  overrides: { name?: string; email?: string; verified?: boolean } = {},
): Promise<{ userId: number; token: string; auth: { authorization: string } }> {
  testUserCount += 1;
  const email = normalizeEmail(overrides.email ?? `buyer${testUserCount}.${randomBytes(3).toString('hex')}@example.my`);
  const verifiedAt = overrides.verified === false ? null : new Date().toISOString();
  const [user] = await rows<{ id: number }>(
    database.db,
    sql`insert into users (name, email, mobile_no, company_name, reg_no, password_hash, email_verified_at)
        values (${overrides.name ?? `Test Buyer ${testUserCount}`}, ${email}, '+60123456789', 'Kedai Runcit Ujian Sdn Bhd', '202001012345', 'not-a-hash', ${verifiedAt})
        returning id`,
  );
  if (!user) throw new Error('could not create a test user');
  const token = await issueAccessToken(database.db, user.id);
  return { userId: user.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** Sends one job to a running queue and answers how it ended ('completed' or 'failed'), however long the machine takes. */
export async function runJob(boss: PgBoss, name: string): Promise<string> {
  const id = await boss.send(name, {});
  if (!id) throw new Error(`the ${name} job was not queued`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const state = (await boss.getJobById(name, id))?.state;
    if (state === 'completed' || state === 'failed') return state;
  }
}
