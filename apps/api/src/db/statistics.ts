import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rows as rowsOf } from "./rows";

/**
 * The name columns search asks `LIKE '%fragment%'` of, whose histograms the planner tries each
 * fragment on: store search's names (migration 0028) and the brand names, through every index over
 * `lower(brand_name)` (the planner takes the expression's statistics from whichever it finds first,
 * migration 0030). `column` is the index column's number for an index.
 */
const SEARCHED_NAMES = [
  { relation: "store_search", table: "store_search", column: "name_key" },
  { relation: "brands_name_lower_idx", table: "brands", column: 1 },
  { relation: "brands_name_trgm_idx", table: "brands", column: 1 },
  { relation: "brands_initial_name_idx", table: "brands", column: 2 },
] as const;

/** Rows a histogram entry stands for: the planner's guesses then err by a couple of hundred rows. */
const ROWS_PER_ENTRY = 200;
const MIN_ENTRIES = 100;
const MAX_ENTRIES = 1000;

/**
 * A histogram of one entry per `ROWS_PER_ENTRY` rows, in tens, between PostgreSQL's default of 100
 * and the 1,000 the large scale needs (200,000 stores, 300,000 brands: migrations 0028 and 0030).
 * Fewer entries are cheaper to plan with: every `LIKE` estimate tries its pattern on each one,
 * and at the demo scale planning took longer than running (session 20: 0.43 against 0.11 ms for a
 * store name count, and a millisecond of PostgreSQL's CPU per store search or suggestion).
 */
export function histogramEntriesFor(rows: number): number {
  return Math.min(
    MAX_ENTRIES,
    Math.max(MIN_ENTRIES, Math.round(rows / ROWS_PER_ENTRY / 10) * 10),
  );
}

/**
 * Sizes the searched names' histograms to their tables' rows (`histogramEntriesFor`), and gathers
 * the statistics of a table whose size changed: on every start, after migrating and seeding, so a
 * catalogue that grows gets the larger histogram at its next start. Answers what changed.
 */
export async function sizeSearchStatistics(db: Db): Promise<string[]> {
  const changed: string[] = [];
  const stale = new Set<string>();
  for (const { relation, table, column } of SEARCHED_NAMES) {
    const [row] = await rowsOf<{ rows: number; target: number }>(
      db,
      sql`
      select greatest(t.reltuples, 0)::float8 as rows, a.attstattarget::int as target
      from pg_class t, pg_class r join pg_attribute a on a.attrelid = r.oid
      where t.relname = ${table} and r.relname = ${relation} and ${typeof column === "number" ? sql`a.attnum = ${column}` : sql`a.attname = ${column}`}`,
    );
    if (!row) continue;
    const wanted = histogramEntriesFor(Number(row.rows));
    // -1 is the default (100).
    if ((Number(row.target) < 0 ? MIN_ENTRIES : Number(row.target)) === wanted)
      continue;
    const target =
      typeof column === "number"
        ? sql`index ${sql.identifier(relation)} alter column ${sql.raw(String(column))}`
        : sql`table ${sql.identifier(relation)} alter column ${sql.identifier(column)}`;
    await db.execute(
      sql`alter ${target} set statistics ${sql.raw(String(wanted))}`,
    );
    changed.push(
      `${relation} ${wanted} (${Math.round(Number(row.rows)).toLocaleString("en")} rows)`,
    );
    stale.add(table);
  }
  for (const table of stale)
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  return changed;
}
