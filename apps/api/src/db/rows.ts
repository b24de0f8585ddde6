import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/**
 * `column` among the ids given as the `ids` placeholder, as one array parameter (`= any($1)`): one
 * statement text for any number of ids, so a fetch by id can be a prepared statement, which
 * PostgreSQL plans once per connection instead of on every search (decision 0025, session 19).
 */
export const inIds = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')})`;
