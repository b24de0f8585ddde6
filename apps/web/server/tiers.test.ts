import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../../api/test/test-databases';
import { ensureStorefrontBuild, freePort, startProcess, type ServerProcess } from './test/server-process';

const MAIN = 'apps/web/server/main.ts';
const CLUSTER = 'apps/web/server/cluster.ts';
const quiet = { LOG_LEVEL: 'silent', HOST: '127.0.0.1' };
/** The supervisor's line for each process that has started listening. */
const READY = /cluster: (web|api) process (\d+) ready/g;

beforeAll(ensureStorefrontBuild);

/**
 * The status of an answer read to its end: an answer left unread holds its connection busy, and
 * the server's graceful stop would wait for it.
 */
async function statusOf(answer: Promise<Response>): Promise<number> {
  const res = await answer;
  await res.arrayBuffer();
  return res.status;
}

/** A form post to a page, as a browser without scripts sends it; its status. */
const formPost = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  statusOf(fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields), redirect: 'manual' }));

describe('SERVE=api and SERVE=web, each in its own process', () => {
  let api: ServerProcess;
  /** A web tier behind a balancer it trusts (here: the test, on loopback) to name the buyer. */
  let web: ServerProcess;
  /** A web tier that trusts no proxy: the buyer is whoever opened the connection. */
  let bareWeb: ServerProcess;
  let apiUrl: string;
  let webUrl: string;
  let bareWebUrl: string;
  let database: Awaited<ReturnType<typeof createScratchPostgres>> | undefined;

  beforeAll(async () => {
    const [apiPort, webPort, bareWebPort] = await Promise.all([freePort(), freePort(), freePort()]);
    [apiUrl, webUrl, bareWebUrl] = [apiPort, webPort, bareWebPort].map((port) => `http://127.0.0.1:${port}`) as [string, string, string];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'borong-tiers-'));
    // API processes run on a PostgreSQL copy of the test base's migrated schema: migrating an
    // in-memory PGlite took six seconds of each start (the embedded start has its own tests, start.test.ts).
    database = await createScratchPostgres('migrated');
    // The API tier believes X-Forwarded-For from the web tiers (loopback here) only. Its sign-in
    // limits are scaled to 1 attempt per address, so a second attempt shows whom it counted.
    api = startProcess(MAIN, { ...quiet, SERVE: 'api', PORT: String(apiPort), DATABASE_URL: database.url, SEED: 'none', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_SCALE: '0.05' });
    await api.said('ready at');
    web = startProcess(MAIN, { ...quiet, SERVE: 'web', PORT: String(webPort), API_URL: apiUrl, TRUST_PROXY: 'loopback' });
    bareWeb = startProcess(MAIN, { ...quiet, SERVE: 'web', PORT: String(bareWebPort), API_URL: `${apiUrl}/` });
    await Promise.all([web.said('ready at'), bareWeb.said('ready at')]);
  });
  afterAll(async () => {
    await Promise.all([web, bareWeb, api].map((server) => server?.stop('SIGKILL')));
    await database?.drop();
  });

  it('SERVE=api answers the API and no pages', async () => {
    const page = await fetch(`${apiUrl}/`);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ error: true });
    expect(await statusOf(fetch(`${apiUrl}/api/ready`))).toBe(200);
  });

  it('renders a buyer’s page on the web tier with the API tier’s data', async () => {
    // Signed in through the web tier's /api, as the browser's login modal does.
    const login = await fetch(`${bareWebUrl}/api/user/social_login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'google', access_token: 'dev:tier.buyer@example.my:Aminah Tiers' }) });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile = await fetch(`${bareWebUrl}/settings/profile`, { headers: { cookie: `borong_session=${accessToken}` }, redirect: 'manual' });
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(html).toContain('tier.buyer@example.my');
    expect(html).toContain('Aminah Tiers');
  });

  it('passes /api requests on to the API tier and its answer back as it was sent', async () => {
    const direct = await fetch(`${apiUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    const through = await fetch(`${webUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(through.status).toBe(200);
    expect(through.headers.get('content-encoding')).toBe('gzip');
    expect(await through.json()).toEqual(await direct.json());
    const missing = await fetch(`${webUrl}/api/v1/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: true, message: expect.stringContaining('/api/v1/no-such-thing') });
    // The web tier's own health and readiness, which reports the API tier's.
    expect(await (await fetch(`${webUrl}/api/ready`)).json()).toEqual({ status: 'ready', checks: { api: 'ok' } });
  });

  it('counts the API calls of a page and of /api against the buyer the web tier’s balancer named', async () => {
    const asBuyer = (ip: string) => ({ 'x-forwarded-for': ip });
    // A page's action (the forgotten-password form) calls the API: one attempt per address.
    expect(await formPost(`${webUrl}/auth`, { intent: 'forgot', email: 'p1@example.my' }, asBuyer('203.0.113.10'))).toBe(200);
    expect(await formPost(`${webUrl}/auth`, { intent: 'forgot', email: 'p2@example.my' }, asBuyer('203.0.113.10'))).toBe(429);
    expect(await formPost(`${webUrl}/auth`, { intent: 'forgot', email: 'p3@example.my' }, asBuyer('203.0.113.11'))).toBe(200);
    // The browser's own calls to /api, passed on.
    const forgot = (email: string, ip: string) => statusOf(fetch(`${webUrl}/api/user/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json', ...asBuyer(ip) }, body: JSON.stringify({ email }) }));
    expect(await forgot('a1@example.my', '203.0.113.20')).toBe(200);
    expect(await forgot('a2@example.my', '203.0.113.20')).toBe(429);
    expect(await forgot('a3@example.my', '203.0.113.21')).toBe(200);
  });

  it('does not pass on an X-Forwarded-For from a proxy the web tier does not trust', async () => {
    // Both attempts count against the connection's address (this test's), whatever the header claims.
    expect(await formPost(`${bareWebUrl}/auth`, { intent: 'forgot', email: 'b1@example.my' }, { 'x-forwarded-for': '198.51.100.1' })).toBe(200);
    expect(await formPost(`${bareWebUrl}/auth`, { intent: 'forgot', email: 'b2@example.my' }, { 'x-forwarded-for': '198.51.100.2' })).toBe(429);
  });

  it('stops on SIGTERM (exit 0); a web tier whose API tier is gone answers error states and 503s at once', async () => {
    expect(await api.stop()).toBe(0);
    expect(api.stderr()).toContain('stopped');

    const page = await fetch(`${bareWebUrl}/product-detail/1`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('temporarily unavailable');
    // The home page shows its blocks' error states, and is not kept for the next guest.
    const home = await fetch(`${bareWebUrl}/?after=api-stopped`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('temporarily unavailable');
    const again = await fetch(`${bareWebUrl}/?after=api-stopped`);
    await again.arrayBuffer();
    expect(again.headers.get('x-page-cache')).not.toBe('hit');
    const call = await fetch(`${bareWebUrl}/api/v1/categories/menu`);
    expect(call.status).toBe(503);
    expect(await call.json()).toMatchObject({ error: true });
    expect(await statusOf(fetch(`${bareWebUrl}/api/ready`))).toBe(503);

    expect(await Promise.all([web.stop(), bareWeb.stop()]), bareWeb.stderr()).toEqual([0, 0]);
    expect(web.stderr()).toContain('stopped');
  });
});

describe('SERVE=web without API_URL', () => {
  it('stops at start with a clear message (exit 78)', async () => {
    const server = startProcess(MAIN, { ...quiet, SERVE: 'web' });
    const bad = startProcess(MAIN, { ...quiet, SERVE: 'both' });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toContain('API_URL: required when SERVE is web');
    expect(await bad.exited).toBe(78);
    expect(bad.stderr()).toContain('SERVE: must be all, api or web');
  });
});

describe('npm run start:cluster', () => {
  it('refuses more than one API process on PGlite before it starts any', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'borong-cluster-')), 'data');
    const cluster = startProcess(CLUSTER, { ...quiet, API_PROCESSES: '2', WEB_PROCESSES: '1', DATA_DIR: dataDir });
    expect(await cluster.exited).toBe(78);
    expect(cluster.stderr()).toContain('API_PROCESSES: 2 API processes need PostgreSQL');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('runs web processes beside an API process, replaces one that dies, and stops them all on SIGTERM', async () => {
    const [port, apiPort] = await Promise.all([freePort(), freePort()]);
    const database = await createScratchPostgres('migrated');
    const cluster = startProcess(CLUSTER, { ...quiet, PORT: String(port), API_PORT: String(apiPort), WEB_PROCESSES: '2', API_PROCESSES: '1', DATABASE_URL: database.url, SEED: 'none', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'borong-cluster-')) });
    try {
      await cluster.said('cluster: ready: 2 web and 1 API processes');
      const pids = [...cluster.stderr().matchAll(READY)].map(([, role, pid]) => ({ role, pid: Number(pid) }));
      expect(pids.map(({ role }) => role).sort()).toEqual(['api', 'web', 'web']);
      expect(await statusOf(fetch(`http://127.0.0.1:${port}/api/ready`))).toBe(200);
      expect(await statusOf(fetch(`http://127.0.0.1:${port}/brands`))).toBe(200);

      const victim = pids.find(({ role }) => role === 'web')?.pid ?? 0;
      process.kill(victim, 'SIGKILL');
      await cluster.said(`web process ${victim} ended (signal SIGKILL): starting another`);
      await cluster.said(READY, 4);
      expect(await statusOf(fetch(`http://127.0.0.1:${port}/brands`))).toBe(200);

      const everyPid = [...cluster.stderr().matchAll(READY)].map(([, , pid]) => Number(pid));
      expect(await cluster.stop()).toBe(0);
      const alive = everyPid.filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    } finally {
      await cluster.stop('SIGKILL');
      await database.drop();
    }
  });
});
