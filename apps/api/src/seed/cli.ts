/**
 * `tsx apps/api/src/seed/cli.ts [demo|large]`: migrates the database named by DATABASE_URL (as
 * loadConfig reads it: unset for ./data/pglite, memory:// or postgres://…) and seeds it unless it
 * already holds a seed. Without an argument the SEED variable decides (demo by default).
 * Progress goes to stderr so stdout stays clean for scripts.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { SEED_SCALES, seedDatabase, seededScale } from './index';

const say = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<number> {
  const config = loadConfig();
  const arg = process.argv[2];
  if (arg !== undefined && arg !== 'demo' && arg !== 'small' && arg !== 'large') {
    say(`usage: seed [demo|small|large] (got "${arg}")`);
    return 2;
  }
  const name = arg ?? config.seed;
  if (name === 'none') {
    say('SEED=none: nothing to seed');
    return 0;
  }
  const database = await openDatabase(config.database, { pgliteOnThisThread: true });
  try {
    await database.migrate();
    const existing = await seededScale(database.db);
    if (existing) {
      say(`already seeded: ${JSON.stringify(existing)}`);
      return 0;
    }
    const started = performance.now();
    say(`seeding ${name} scale into ${config.database.kind === 'pglite' ? (config.database.dataDir ?? 'in-memory PGlite') : 'PostgreSQL'}`);
    await seedDatabase(database.db, SEED_SCALES[name], say);
    say(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    say(error instanceof ConfigError ? error.message : `seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
