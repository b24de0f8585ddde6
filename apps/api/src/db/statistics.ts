import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { pgAttribute, pgClass } from './catalogs';

/**
 * The name columns search asks `LIKE '%fragment%'` of, whose histograms the planner tries each
 * fragment on: store search's names (migration 0028) and the brands' lower-cased names (0030,
 * 0032).
 */
const SEARCHED_NAMES = [
  { table: 'store_search', column: 'name_key' },
  { table: 'brands', column: 'name_key' },
] as const;

/** Rows a histogram entry stands for: the planner's guesses then err by a couple of hundred rows. */
const ROWS_PER_ENTRY = 200;
const MIN_ENTRIES = 100;
const MAX_ENTRIES = 1000;

/**
 * A histogram of one entry per `ROWS_PER_ENTRY` rows, in tens, between PostgreSQL's default of 100
 * and the 1,000 the large scale needs (200,000 stores, 300,000 brands: migrations 0028, 0030, 0032).
 * Fewer entries are cheaper to plan with: every `LIKE` estimate tries its pattern on each one,
 * and at the demo scale planning took longer than running (session 20: 0.43 against 0.11 ms for a
 * store name count, and a millisecond of PostgreSQL's CPU per store search or suggestion).
 */
export function histogramEntriesFor(rows: number): number {
  return Math.min(MAX_ENTRIES, Math.max(MIN_ENTRIES, Math.round(rows / ROWS_PER_ENTRY / 10) * 10));
}

/** A target within this share of the wanted one is left alone: row estimates drift, and each change costs an ANALYZE. */
const TOLERANCE = 0.2;

/** Held by the one process sizing the statistics; others starting at the same moment skip the step. */
const STATISTICS_LOCK_ID = 7270711;

/**
 * Sizes the searched names' histograms to their tables' rows (`histogramEntriesFor`), and gathers
 * the statistics of a table whose target changed: on every start, after migrating and seeding, so
 * a catalogue that has grown (and been analyzed: by autovacuum on PostgreSQL, by the seed, or by
 * hand) gets the larger histogram at its next start. Answers what changed. It never stops a start:
 * a failure (a role that does not own the tables, a lock held past `lock_timeout`) leaves the
 * histograms as they were and says so.
 */
export async function sizeSearchStatistics(db: Db): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await tx.select({ held: sql<boolean>`pg_try_advisory_xact_lock(${STATISTICS_LOCK_ID})` }).from(sql`(values (1)) as attempt`);
      if (!lock?.held) return [];
      await tx.execute(sql`set local lock_timeout = '5s'`);
      const changed: string[] = [];
      const stale = new Set<string>();
      for (const { table, column } of SEARCHED_NAMES) {
        // Resolved as ALTER and ANALYZE resolve them (the search path).
        const tableRows = tx.select({ rows: pgClass.reltuples }).from(pgClass).where(eq(pgClass.oid, sql`to_regclass(${table})`));
        const [row] = await tx
          .select({
            rows: sql<number>`greatest(coalesce((${tableRows}), 0), 0)::float8`.mapWith(Number),
            target: pgAttribute.attstattarget,
            fallback: sql<number>`current_setting('default_statistics_target')::int`.mapWith(Number),
          })
          .from(pgAttribute)
          .where(and(eq(pgAttribute.attrelid, sql`to_regclass(${table})`), eq(pgAttribute.attname, column)));
        if (!row) continue;
        const wanted = histogramEntriesFor(row.rows);
        const current = row.target === null || row.target < 0 ? row.fallback : row.target;
        if (Math.abs(wanted - current) <= current * TOLERANCE) continue;
        await tx.execute(sql`alter table ${sql.identifier(table)} alter column ${sql.identifier(column)} set statistics ${sql.raw(String(wanted))}`);
        changed.push(`${table} ${wanted} (${Math.round(row.rows).toLocaleString('en')} rows)`);
        stale.add(table);
      }
      for (const table of stale) await tx.execute(sql`analyze ${sql.identifier(table)}`);
      return changed;
    });
  } catch (error) {
    // The driver's own message: Drizzle's wrapper repeats the statement and its parameters.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return [`left as they were (${reason instanceof Error ? reason.message : String(reason)})`];
  }
}
