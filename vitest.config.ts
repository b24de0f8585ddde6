import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's loaded modules: importing the app anew for each of 150 files was
    // 150 s of the unit run's time (417 s → 254 s on a 2-core machine, docs/testing.md). What a
    // module keeps (answer caches) is keyed by each suite's own database.
    isolate: false,
    // The migrated and seeded databases are built once per change of the seed or schema; each API
    // suite copies one (docs/testing.md).
    globalSetup: ['apps/api/test/global-setup.ts'],
    // A console.error during a test fails it; nothing the storefront keeps for a few seconds outlives a test.
    setupFiles: ['test/console-guard.ts', 'test/kept-values.ts'],
    maxWorkers: 2,
  },
});
