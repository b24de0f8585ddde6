import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchPostgres, openPgliteCopy } from '../../test/test-databases';
import { openDatabase, type Database } from './client';
import { rows } from './rows';
import { histogramEntriesFor, sizeSearchStatistics } from './statistics';

describe('histogramEntriesFor', () => {
  it('gives one entry per 200 rows, between 100 and 1,000', () => {
    expect([0, 5_000, 20_000, 30_000, 123_456, 200_000, 2_000_000].map(histogramEntriesFor)).toEqual([100, 100, 100, 150, 620, 1000, 1000]);
  });
});

const engines: [string, () => Promise<{ database: Database; done: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const database = await openPgliteCopy('migrated');
      return { database, done: () => database.close() };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const scratch = await createScratchPostgres('migrated');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      return { database, done: async () => (await database.close(), await scratch.drop()) };
    },
  ],
];

const targets = async (database: Database) =>
  rows<{ relation: string; target: number }>(
    database.db,
    sql`select r.relname as relation, a.attstattarget::int as target from pg_class r join pg_attribute a on a.attrelid = r.oid
        where r.relname in ('store_search', 'brands') and a.attname = 'name_key'
        order by r.relname`,
  );

describe.each(engines)('sizeSearchStatistics on %s', (_engine, open) => {
  it("sizes the searched names' histograms to their tables, once, and again when a table grows", async () => {
    const { database, done } = await open();
    try {
      // The migrations set 1,000 for the large scale; an empty catalogue needs PostgreSQL's default.
      expect((await targets(database)).map((t) => t.target)).toEqual([1000, 1000]);
      expect(await sizeSearchStatistics(database.db)).toHaveLength(2);
      expect(await targets(database)).toEqual([
        { relation: 'brands', target: 100 },
        { relation: 'store_search', target: 100 },
      ]);
      expect(await sizeSearchStatistics(database.db)).toEqual([]);

      // Within a fifth of the wanted size, a histogram is left alone (each change costs an ANALYZE).
      await database.db.execute(sql`update pg_class set reltuples = 22000 where relname = 'store_search'`);
      expect(await sizeSearchStatistics(database.db)).toEqual([]);

      // What ANALYZE would record of a catalogue of the large scale's size.
      await database.db.execute(sql`update pg_class set reltuples = 200000 where relname = 'store_search'`);
      expect(await sizeSearchStatistics(database.db)).toEqual(['store_search 1000 (200,000 rows)']);
      expect((await targets(database)).find((t) => t.relation === 'store_search')?.target).toBe(1000);
    } finally {
      await done();
    }
  });
});

describe('sizeSearchStatistics beside other processes (PostgreSQL)', () => {
  it('skips the step while another process holds it, and never stops a start when a table stays locked', async () => {
    const scratch = await createScratchPostgres('migrated');
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7270711)');
      expect(await sizeSearchStatistics(database.db)).toEqual([]);
      await other.query('select pg_advisory_unlock(7270711)');

      // A long statement holding the table: the ALTER gives up after lock_timeout, the start goes on.
      await other.query('begin');
      await other.query('lock table store_search in share update exclusive mode');
      const [outcome] = await sizeSearchStatistics(database.db);
      expect(outcome).toMatch(/^left as they were \(.*lock timeout/);
      await other.query('rollback');
      expect((await targets(database)).map((t) => t.target)).toEqual([1000, 1000]);
    } finally {
      await other.end();
      await database.close();
      await scratch.drop();
    }
  });
});
