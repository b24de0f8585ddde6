import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { productSearch } from '../db/schema';

/*
 * A sort read as passes (decision 0025): each pass a condition and an order an index holds, read
 * one after the other, so the page of a broad text reads that page's rows and no more. Product
 * search, suggestions and store search read their pages this way.
 */

/** How many rows of `table` (search rows unless told) meet `where`, counted up to `upTo` and no further. */
export async function countUpTo(db: Db, where: SQL | undefined, upTo: number, table: PgTable = productSearch): Promise<number> {
  const capped = db.select({ one: sql<number>`1`.as('one') }).from(table).where(where).limit(upTo).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/**
 * How many rows `query` returns, as the planner estimates it: a total above what is worth counting
 * exactly, and never below the count that found it was above (`atLeast`).
 */
export async function estimatedRows(db: Db, query: SQLWrapper, atLeast: number): Promise<number> {
  const [explained] = await rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(db, sql`explain (format json) ${query}`);
  return Math.max(atLeast, Math.round(explained?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0));
}

/** Rows read by id, put back in the order the ids were found in (a match whose row is gone is left out). */
export function inOrderOf<T extends { id: number }>(found: { id: number }[], rowsById: T[]): T[] {
  const byId = new Map(rowsById.map((row) => [row.id, row]));
  return found.flatMap((f) => byId.get(f.id) ?? []);
}

/** One ordered read of a sort: a condition beyond the search's own, and the order it is read in. */
export interface OrderedPass {
  where?: SQL;
  order: SQL[];
}

/**
 * Rows `offset` to `offset + limit` of `passes` read in turn: `read` fetches a pass's rows after
 * skipping some, `count` counts a pass's rows up to a number (to skip whole passes on later pages).
 * `known[i]`, where a count made before gives it, is pass `i`'s exact number of rows: a pass known
 * to be empty is not read, and one known to lie before the page is skipped without counting it
 * again (each statement costs PostgreSQL its planning, which for store search's passes took longer
 * than running them).
 */
export async function readPasses<T>(
  passes: OrderedPass[],
  { offset, limit }: { offset: number; limit: number },
  read: (pass: OrderedPass, limit: number, offset: number) => Promise<T[]>,
  count: (pass: OrderedPass, upTo: number) => Promise<number>,
  known: readonly number[] = [],
): Promise<T[]> {
  const rows: T[] = [];
  let skip = offset;
  for (const [index, pass] of passes.entries()) {
    const need = limit - rows.length;
    if (need <= 0) break;
    const rowsInPass = known[index];
    if (rowsInPass === 0) continue;
    if (skip > 0) {
      // An exact count skips the pass when it holds no more than `skip`; a count capped at `skip` when it holds fewer.
      const before = rowsInPass ?? (await count(pass, skip));
      if (rowsInPass === undefined ? before < skip : before <= skip) {
        skip -= before;
        continue;
      }
    }
    rows.push(...(await read(pass, need, skip)));
    skip = 0;
  }
  return rows;
}
