import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteClient, pgliteDatabase } from './client';
import { openPgliteThread, type PgliteClient } from './pglite-thread';

/** A statement that keeps PostgreSQL busy for a while (about half a second of WebAssembly). */
const BUSY = 'select count(*) as n from generate_series(1, 400000) as g where g % 7 = 3';

/** How many turns the event loop takes while `work` runs: a blocked thread takes none. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    turns += 1;
  }
  return turns;
}

describe('PGlite on its own thread', () => {
  let client: PgliteClient;
  beforeAll(async () => {
    client = await openPgliteThread(null);
  }, 60_000);
  afterAll(() => client?.close());

  it('answers queries as PGlite does: rows, dates, big integers, bytes, and errors with their SQLSTATE', async () => {
    const { rows } = await client.query<{ at: Date; big: bigint | number; bytes: Uint8Array; t: string }>(
      `select timestamptz '2026-11-25 10:00:00+00' as at, 9007199254740993::int8 as big, '\\x0102'::bytea as bytes, $1::text as t`,
      ['teks'],
    );
    expect(rows[0]?.at).toEqual(new Date('2026-11-25T10:00:00Z'));
    expect(String(rows[0]?.big)).toBe('9007199254740993');
    expect([...(rows[0]?.bytes ?? [])]).toEqual([1, 2]);
    expect(rows[0]?.t).toBe('teks');
    await expect(client.query('select 1 / 0')).rejects.toMatchObject({ code: '22012', message: expect.stringContaining('division by zero') });
  });

  it('commits a transaction that finishes and rolls back one that throws, with a unique violation reported by code', async () => {
    await client.exec('create table kept (id int primary key)');
    await client.transaction(async (tx) => {
      await tx.query('insert into kept values (1)');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into kept values (2)');
        await tx.query('insert into kept values (1)');
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'kept_pkey' });
    expect((await client.query<{ id: number }>('select id from kept order by id')).rows).toEqual([{ id: 1 }]);
  });

  it('keeps the server’s thread free while a statement runs; on the same thread it would stall', async () => {
    const elsewhere = await turnsDuring(client.query(BUSY));
    const sameThread = await createPgliteClient();
    try {
      const here = await turnsDuring(sameThread.query(BUSY));
      expect(here).toBeLessThan(5);
      expect(elsewhere).toBeGreaterThan(50);
    } finally {
      await sameThread.close();
    }
  });

  it('serves Drizzle and the migrations through the app’s Database', async () => {
    const database = pgliteDatabase(await openPgliteThread(null));
    try {
      await database.migrate();
      const { rows } = await database.executeSql('select count(*)::int as n from tiers');
      expect(rows).toEqual([{ n: 0 }]);
      await expect(database.db.transaction(async () => {
        throw new Error('changed my mind');
      })).rejects.toThrow('changed my mind');
    } finally {
      await database.close();
    }
  });
});
