import { integer, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The columns of PostgreSQL's own catalogues the API reads: the start's statistics step
 * (`statistics.ts`) and search's word statistics (`search/query.ts`). Declared here, outside the
 * schema drizzle-kit migrates (`db/schema`): they are the server's, never ours to create.
 */
export const pgClass = pgTable('pg_class', { oid: integer('oid').notNull(), reltuples: real('reltuples').notNull() });

export const pgAttribute = pgTable('pg_attribute', {
  attrelid: integer('attrelid').notNull(),
  attname: text('attname').notNull(),
  attnum: smallint('attnum').notNull(),
  // -1, or NULL from PostgreSQL 17 (PGlite), while the column keeps the server's default.
  attstattarget: smallint('attstattarget'),
});

/** What ANALYZE found of a column. `most_common_elems` is an `anyarray`: read it cast to the element type it holds. */
export const pgStats = pgTable('pg_stats', {
  schemaname: text('schemaname').notNull(),
  tablename: text('tablename').notNull(),
  attname: text('attname').notNull(),
  mostCommonElems: text('most_common_elems'),
  mostCommonElemFreqs: real('most_common_elem_freqs').array(),
});
