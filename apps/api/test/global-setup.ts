import { ensurePgliteDump, ensurePostgresTemplate, pruneStalePgliteDumps, TEST_POSTGRES_URL } from './test-databases';

/**
 * Vitest global setup: builds the run's test databases once, before any suite starts (they are
 * reused across runs until the seed, schema or TEST_SCALE changes). Suites would build a missing
 * one themselves, but here no two workers race to build the same one.
 *
 * One after the other, not side by side: PGlite seeds on this thread's event loop, and the
 * PostgreSQL client's query timeout would fire while WASM holds it.
 */
export default async function setup(): Promise<void> {
  try {
    await ensurePostgresTemplate('seeded');
    await ensurePostgresTemplate('migrated');
  } catch (error) {
    throw new Error(`the API suites need PostgreSQL at ${TEST_POSTGRES_URL} (TEST_DATABASE_URL): ${(error as Error).message}`, { cause: error });
  }
  pruneStalePgliteDumps();
  await ensurePgliteDump('seeded');
  await ensurePgliteDump('migrated');
}
