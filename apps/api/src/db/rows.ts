import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** How many rows of `from` match `where`. */
export async function countRows(db: Db, from: SQL, where: SQL): Promise<number> {
  const [row] = await rows<{ total: number | string }>(db, sql`select count(*)::int as total from ${from} where ${where}`);
  return Number(row?.total ?? 0);
}

/** One page of a listing and the number of rows in all its pages, read side by side. */
export async function pageOfRows<T>(
  db: Db,
  query: { columns: SQL; from: SQL; where: SQL; order: SQL; page: number; perPage: number },
): Promise<{ found: T[]; total: number }> {
  const { columns, from, where, order, page, perPage } = query;
  const [found, total] = await Promise.all([
    rows<T>(db, sql`select ${columns} from ${from} where ${where} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
    countRows(db, from, where),
  ]);
  return { found, total };
}
