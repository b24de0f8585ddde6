import { sql } from 'drizzle-orm';
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
        where (r.relname = 'store_search' and a.attname = 'name_key') or (r.relname like 'brands_%name%idx' and a.attstattarget >= 0 and a.attnum > 0)
        order by r.relname`,
  );

describe.each(engines)('sizeSearchStatistics on %s', (_engine, open) => {
  it("sizes the searched names' histograms to their tables, once, and again when a table grows", async () => {
    const { database, done } = await open();
    try {
      // The migrations set 1,000 for the large scale; an empty catalogue needs PostgreSQL's default.
      expect((await targets(database)).map((t) => t.target)).toEqual([1000, 1000, 1000, 1000]);
      expect(await sizeSearchStatistics(database.db)).toHaveLength(4);
      expect(await targets(database)).toEqual([
        { relation: 'brands_initial_name_idx', target: 100 },
        { relation: 'brands_name_lower_idx', target: 100 },
        { relation: 'brands_name_trgm_idx', target: 100 },
        { relation: 'store_search', target: 100 },
      ]);
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
