import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')` for a check constraint. The values are written into the SQL literally:
 * drizzle-kit stores a check as text in the migration, where a bound parameter cannot go.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** Binary content kept in the database (uploaded documents and photos). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
