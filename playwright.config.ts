import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The seeded database is kept between runs, and made anew whenever the seed or schema changes. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const files = ['apps/api/src/seed', 'apps/api/src/db/migrations'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * End-to-end tests drive the built server in Debian's Chromium headless shell (no downloaded browser). The
 * server runs on embedded PGlite under data/e2e-<fingerprint>, seeded once with the small data set (a tenth of the demo: seconds, not a minute, and searches
 * that do not hold up the server's thread for long).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  forbidOnly: true,
  // A hung test's deadline, not a speed check: axe on a full page takes seconds on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Off: recording a trace (screenshots and DOM snapshots of every action) took a third of the
    // e2e run's CPU, for traces no one reads when a test passes. To keep a failure's: `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      // Debian's headless shell: no browser window or toolbar to draw, about half the CPU of full Chromium per page load (docs/testing.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    // Tests tagged @desktop or @phone need that screen; untagged tests run on both, and are only
    // those a 360 px screen can change. Checks that only make HTTP requests (the `request`
    // fixture, no page) are tagged @desktop: a second screen would repeat them unchanged (docs/testing.md).
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    command: 'node apps/web/dist/server.mjs',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 15 * 60 * 1000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // AUTH_DEV_TOOLS: the outbox reader lets the tests follow an emailed reset link (never on a public server).
    // TRUST_PROXY: sign-ups made through the API name their own client address (e2e/auth-helpers.ts).
    // SEARCH_RATE_LIMIT: every test's browser searches from 127.0.0.1, one address for two workers (the limit has its own suite).
    // PUBLIC_URL: absolute links (canonical, sitemaps) name the configured origin, which the SEO checks compare with baseURL.
    env: { PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}`, NODE_ENV: 'production', DATA_DIR: `data/e2e-${seedFingerprint()}`, SEED: 'small', LOG_LEVEL: 'warn', AUTH_DEV_TOOLS: 'true', TRUST_PROXY: 'loopback', SEARCH_RATE_LIMIT: '0' },
  },
});
