import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The transaction handle `seedDatabase` works in; anything with `execute` will do. */
export type Executor = Pick<Db, 'execute'>;

/**
 * Inserts rows as one JSON parameter expanded by `json_populate_recordset`. One bind parameter per
 * statement sidesteps PostgreSQL's 65,535-parameter limit and the cost of binding every value
 * separately, and the server converts types (arrays, jsonb) from the table's own definition.
 * Rows are typed by the Drizzle table, so a renamed or retyped column fails the typecheck.
 */
export async function insertRows<T extends PgTable>(ex: Executor, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  // A key left out of every row keeps its column default; a key set in any row is written for all.
  const used = columns.filter(({ key }) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const payload = rows.map((row) => {
    const record = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { key, name } of used) out[name] = record[key] ?? null;
    return out;
  });
  const tableName = sql.identifier(getTableName(table));
  const names = sql.join(
    used.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  await ex.execute(
    sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(payload)}::json)`,
  );
}

/** Explicit ids leave serial sequences behind; move each past the highest id so later inserts work. */
export async function resetSequence(ex: Executor, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await ex.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${sql.identifier(name)}`,
  );
}
