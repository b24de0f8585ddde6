import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', '**/dist/**'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 60_000,
    pool: 'forks',
    // Each API suite seeds its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
