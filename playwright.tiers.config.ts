import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The end-to-end suite against separate tiers, as docs/deploy.md runs them: the browser talks to
 * a web process (SERVE=web) on E2E_PORT, which calls an API process (SERVE=api) on the next port.
 * Both trust loopback: the web tier for the tests' X-Forwarded-For, the API tier for the web tier's.
 */
const server = base.webServer as { command: string; env: Record<string, string> };
const port = Number(server.env.PORT);
const apiPort = port + 1;

export default defineConfig({
  ...base,
  webServer: [
    { ...server, url: `http://127.0.0.1:${apiPort}/api/ready`, env: { ...server.env, SERVE: 'api', PORT: String(apiPort) } },
    { ...server, url: `http://127.0.0.1:${port}/api/ready`, env: { ...server.env, SERVE: 'web', API_URL: `http://127.0.0.1:${apiPort}` } },
  ],
});
