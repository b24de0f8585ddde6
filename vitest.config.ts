import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 60_000,
    pool: 'forks',
    // The migrated and seeded databases are built once per change of the seed or schema; each API
    // suite copies one (docs/testing.md).
    globalSetup: ['apps/api/test/global-setup.ts'],
    // A console.error during a test fails it.
    setupFiles: ['test/console-guard.ts'],
    maxWorkers: 2,
  },
});
