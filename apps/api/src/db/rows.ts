import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. Only for
 * what the query builder cannot say (and for tests that inspect tables directly): `T` is taken on
 * trust, so a renamed column is not caught here. Runtime queries use the builder or `sql<T>`
 * fragments over the schema's columns instead.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
