import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import * as schema from './schema';
import { ReplicaRoutingPool, type ReplicaCounts } from './replicas';
import { openPgliteThread, type PgliteClient } from './pglite-thread';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For read-only catalogue and search queries: the standbys of DATABASE_REPLICA_URLS, falling
   * back to the primary; `db` itself where there are none. Never for a buyer's own data.
   */
  readDb: Db;
  /**
   * For search: read-only like `readDb`, on connections whose every statement gives up after the
   * search timeout (`DatabaseTarget.searchTimeoutMs`), so a pathological text cannot hold one.
   * A pool of its own rather than a timeout `set local` in a transaction per search: that cost
   * three more round trips per search (BEGIN, SET, COMMIT), each a syscall on both sides. PGlite
   * has no timer signal to stop a statement with: there it is `db`.
   */
  searchDb: Db;
  /** How many reads went to a standby and how many to the primary instead (null without standbys). */
  replicaCounts(): ReplicaCounts | null;
  kind: DatabaseTarget['kind'];
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** A cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue): with values, one parameterised
   * statement; without, a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The pool's connections, for metrics; embedded PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Migrations sit beside the source in development and are copied next to the bundle in builds. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/**
 * How close a word must be for a typo to match in brand search (pg_trgm's `<%`). The default 0.6
 * misses two swapped letters in a short word (0.5); 0.45 catches them while exact substrings
 * still rank first. Store and product search correct slips through `search_words` instead.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** Every search statement gives up after this long rather than hold a connection (PostgreSQL). */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * A PGlite client as the app configures it: in `dataDir` (or in memory), or started from a dump of
 * another one's data directory (`loadDataDir`, how the test base copies its seeded database).
 */
export async function createPgliteClient(options: { dataDir?: string | null; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? undefined, { extensions: { pg_trgm, unaccent }, loadDataDir: options.loadDataDir });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return client;
}

/** The app's `Database` around a PGlite client, on this thread or its own (`openPgliteThread`). */
export function pgliteDatabase(client: PgliteClient): Database {
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    searchDb: db,
    replicaCounts: () => null,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: client as PGlite }), { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

/**
 * The database a target names. PGlite runs on a thread of its own unless `pgliteOnThisThread`
 * (tools that do one thing at a time, such as the seed command, gain nothing from the hop).
 */
export async function openDatabase(target: DatabaseTarget, { pgliteOnThisThread = false } = {}): Promise<Database> {
  if (target.kind === 'pglite') return pgliteDatabase(pgliteOnThisThread ? await createPgliteClient({ dataDir: target.dataDir }) : await openPgliteThread(target.dataDir));
  const poolOptions: pg.PoolConfig = {
    max: target.poolSize,
    connectionTimeoutMillis: target.connectTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs on a restarting server should fail the request, not hold it forever.
    query_timeout: target.queryTimeoutMs ?? 10_000,
    // jit off: every statement here is short, and a plan whose estimate runs high (store search's
    // per-store checks, costed at millions) was compiled first: 27 ms of JIT for a 50 ms count.
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c jit=off`,
  };
  const pool = new pg.Pool({ ...poolOptions, connectionString: target.url });
  const searchOptions: pg.PoolConfig = { ...poolOptions, options: `${poolOptions.options} -c statement_timeout=${Math.trunc(target.searchTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS)}` };
  const searchPool = new pg.Pool({ ...searchOptions, connectionString: target.url });
  // An idle client whose server went away emits 'error'; unhandled, that would end the process.
  for (const p of [pool, searchPool]) p.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const counts: ReplicaCounts = { replica: 0, primary: 0 };
  const standbys = (primary: pg.Pool, options: pg.PoolConfig) => (target.replicaUrls?.length ? new ReplicaRoutingPool(primary, target.replicaUrls, { ...options, connectionTimeoutMillis: 1000 }, counts) : null);
  const replicas = standbys(pool, poolOptions);
  const searchReplicas = standbys(searchPool, searchOptions);
  return {
    db,
    readDb: replicas ? (drizzlePg(replicas, { schema }) as unknown as Db) : db,
    searchDb: drizzlePg(searchReplicas ?? searchPool, { schema }) as unknown as Db,
    replicaCounts: () => (replicas ? { ...counts } : null),
    kind: 'postgres',
    migrate: async () => {
      // Several processes may start at once (test workers, replicas); one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7270701)');
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock(7270701)').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A script answers one result per statement; the last is the one a caller reads.
      return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
    },
    poolStats: () => {
      const both = (count: 'totalCount' | 'idleCount' | 'waitingCount') => pool[count] + searchPool[count];
      return { total: both('totalCount'), idle: both('idleCount'), waiting: both('waitingCount') };
    },
    close: async () => {
      await Promise.all([replicas?.end(), searchReplicas?.end()]);
      await Promise.all([pool.end(), searchPool.end()]);
    },
  };
}
