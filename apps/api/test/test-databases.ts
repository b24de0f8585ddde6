import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPgliteClient, openDatabase, pgliteDatabase, type Database } from '../src/db/client';
import { seedDatabase, type SeedScale } from '../src/seed';

/**
 * The test base (docs/testing.md): every suite gets its own copy of a database that was migrated
 * (and seeded) once per change of the seed or schema, instead of migrating and seeding its own.
 *
 * - PostgreSQL: template databases `borong_tpl_<fingerprint>_s` (seeded) and `…_m` (migrated
 *   only); a suite's scratch database is `create database … template …`, a file copy.
 * - PGlite: the same two states dumped as tarballs under data/test-cache/, loaded with
 *   `PGlite.create({ loadDataDir })`.
 *
 * The fingerprint covers the seed, the schema and migrations, TEST_SCALE and this file, so a
 * change to any of them builds fresh copies; unchanged, the copies are reused across runs.
 */

/** Small enough to seed in a second or two, large enough for paging and filters to mean something. */
export const TEST_SCALE: SeedScale = { stores: 300, brands: 400, products: 3000 };

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `seeded`: migrated and seeded with TEST_SCALE; `migrated`: the empty schema (suites with `seed: false`). */
export type TemplateState = 'seeded' | 'migrated';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_SRC = path.resolve(HERE, '../src');
const REPO_ROOT = path.resolve(HERE, '../../..');
export const TEST_CACHE_DIR = path.join(REPO_ROOT, 'data', 'test-cache');

/** Serialises template builds across workers and concurrent runs (scoped to the admin database). */
const TEMPLATE_LOCK_ID = 7270710;

let fingerprintMemo: string | undefined;

/** A hash of everything that decides the contents of a template. */
export function testDatabaseFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash('sha256');
  const files = [path.join(API_SRC, 'seed'), path.join(API_SRC, 'db')].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  files.push(fileURLToPath(import.meta.url));
  for (const file of files.sort()) hash.update(path.relative(REPO_ROOT, file)).update(readFileSync(file));
  hash.update(JSON.stringify(TEST_SCALE));
  fingerprintMemo = hash.digest('hex').slice(0, 12);
  return fingerprintMemo;
}

async function fill(database: Database, state: TemplateState): Promise<void> {
  await database.migrate();
  if (state === 'seeded') await seedDatabase(database.db, TEST_SCALE);
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────

export function postgresTemplateName(state: TemplateState): string {
  return `borong_tpl_${testDatabaseFingerprint()}_${state === 'seeded' ? 's' : 'm'}`;
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return found.rowCount === 1;
}

/**
 * Makes sure the template exists. One builder at a time holds an advisory lock; it builds under
 * a temporary name, closes every connection, renames it into place and marks it a template that
 * takes no connections (so `create database … template` never meets an open session). Whoever
 * waited on the lock finds it built.
 */
export async function ensurePostgresTemplate(state: TemplateState): Promise<string> {
  const name = postgresTemplateName(state);
  await withAdmin(async (admin) => {
    if (await databaseExists(admin, name)) return;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (await databaseExists(admin, name)) return;
      const building = `${name}_build`;
      // Left by a run that died mid-build; only the lock holder builds, so nobody is using it.
      if (await databaseExists(admin, building)) {
        await admin.query(`alter database ${building} with is_template false`);
        await admin.query(`drop database ${building} with (force)`);
      }
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(building), poolSize: 4 });
      try {
        await fill(database, state);
      } finally {
        await database.close();
      }
      // Marked first, renamed last: a template under its final name is always a finished one.
      await admin.query(`alter database ${building} with is_template true allow_connections false`);
      await admin.query(`alter database ${building} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  });
  return name;
}

/** A scratch PostgreSQL database of one suite's own, copied from a template, dropped when done. */
export async function createScratchPostgres(state: TemplateState | 'empty' = 'empty'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `borong_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = state === 'empty' ? null : await ensurePostgresTemplate(state);
  await withAdmin((admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

// ── PGlite ────────────────────────────────────────────────────────────────────────────────────

export function pgliteDumpPath(state: TemplateState): string {
  return path.join(TEST_CACHE_DIR, `pglite-${testDatabaseFingerprint()}-${state}.tar`);
}

/**
 * Makes sure the PGlite dump exists: built in memory, dumped, written under a temporary name and
 * renamed into place, so a reader never sees half a file. Two processes racing here (only when
 * the global setup did not run) both build and the last rename wins; the contents are equal.
 */
export async function ensurePgliteDump(state: TemplateState): Promise<string> {
  const file = pgliteDumpPath(state);
  if (existsSync(file)) return file;
  const client = await createPgliteClient();
  try {
    await fill(pgliteDatabase(client), state);
    // Uncompressed: loading skips a gunzip per suite, at the cost of disk (tens of MB).
    const dump = await client.dumpDataDir('none');
    mkdirSync(TEST_CACHE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, file);
  } finally {
    await client.close();
  }
  return file;
}

/** Removes PGlite dumps of other fingerprints (older seeds or schemas) from the cache folder. */
export function pruneStalePgliteDumps(): void {
  if (!existsSync(TEST_CACHE_DIR)) return;
  const current = `pglite-${testDatabaseFingerprint()}-`;
  for (const name of readdirSync(TEST_CACHE_DIR)) {
    if (name.startsWith('pglite-') && !name.startsWith(current)) rmSync(path.join(TEST_CACHE_DIR, name), { force: true });
  }
}

/** An in-memory PGlite of one suite's own, loaded from the dump of the given state. */
export async function openPgliteCopy(state: TemplateState): Promise<Database> {
  const file = await ensurePgliteDump(state);
  return pgliteDatabase(await createPgliteClient({ loadDataDir: new Blob([readFileSync(file)]) }));
}
