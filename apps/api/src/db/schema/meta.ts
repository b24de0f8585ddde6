import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Facts about the database itself, such as which seed it holds, so a restart does not seed twice. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
