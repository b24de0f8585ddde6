/**
 * Starts the built server for a benchmark and waits until it answers /api/ready; stops it when the
 * benchmark process exits. `database` is `{ db: 'postgres'|'pglite', seed }` (PostgreSQL keeps
 * borong_bench_<seed> on BENCH_POSTGRES_URL, or on its own server with BENCH_POSTGRES_MEMORY
 * (`ownPostgres`), PGlite keeps data/bench-<seed>; both are seeded on
 * first use; `name` picks another database or data directory name) or `{ memory: true }` (in-memory PGlite, no seed). Returns the server's origin.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * With BENCH_POSTGRES_MEMORY set (`4GB`), PostgreSQL benchmarks use a server of their own: a cluster
 * under data/bench-postgres (made once with the machine's initdb, as the `postgres` user when run as
 * root), started on port 5433 with that `shared_buffers` if it is not running, and left running for
 * the next run (its cache warm). The machine's server has PostgreSQL's default 128 MB, with which the
 * large scale reads most pages through the operating system (docs/benchmarks.md, sessions 16 and
 * 21). Stop it with `pg_ctl -D data/bench-postgres stop`.
 */
function ownPostgres(memory) {
  const dir = path.join(root, 'data', 'bench-postgres');
  const port = 5433;
  const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const asRoot = process.getuid?.() === 0;
  const pgRun = (tool, args) => execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: 'ignore' });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (asRoot) execFileSync('chown', ['postgres:', dir]);
    pgRun('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  }
  let running = true;
  try {
    pgRun('pg_ctl', ['-D', dir, 'status']);
  } catch {
    running = false;
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=${memory} -c effective_cache_size=${memory} -c max_connections=200`;
  if (!running) pgRun('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  return `postgres://postgres@127.0.0.1:${port}`;
}

async function databaseEnv(database) {
  if (database.memory) return { DATABASE_URL: 'memory://', SEED: 'none' };
  if (database.db === 'pglite') return { DATA_DIR: path.join(root, 'data', database.name ?? `bench-${database.seed}`), DATABASE_URL: undefined, SEED: database.seed };
  const pgBase = process.env.BENCH_POSTGRES_MEMORY ? ownPostgres(process.env.BENCH_POSTGRES_MEMORY) : (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432');
  const name = database.name ?? `borong_bench_${database.seed}`;
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  return { DATABASE_URL: `${pgBase}/${name}`, SEED: database.seed };
}

let serverPid;

/**
 * CPU time the server process has used so far (user + system, all its threads), in ms. On a shared,
 * noisy machine the CPU a request costs moves much less than requests per second do.
 */
export function serverCpuMs() {
  return serverPid ? processCpuMs(serverPid) : Number.NaN;
}

function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time the PostgreSQL processes on this machine have used so far, in ms (NaN where there is
 * none to see): with `database`, only the backends serving it (PostgreSQL's process title names
 * the database), so another run on the same server (a test suite, another benchmark) does not
 * count, and neither do parallel workers (their title names their leader's PID) or autovacuum;
 * without, every one. With the server's, it shows what a request costs the machine, which
 * on two shared cores is what caps the rate: a backend that exits between two readings drops its share.
 */
export function postgresCpuMs(database) {
  let total = 0;
  let seen = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres' || (database && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `))) continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(pid);
    if (!Number.isNaN(ms)) {
      total += ms;
      seen = true;
    }
  }
  return seen ? total : Number.NaN;
}

export async function startBenchServer({ port, database, env: extraEnv = {} }) {
  const serverBundle = path.join(root, 'apps', 'web', 'dist', 'server.mjs');
  if (!existsSync(serverBundle)) execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  // Pages are rendered per request unless a benchmark measures the guest page cache (bench/pages.mjs
  // --cache); every request comes from one address, so the per-address search limit is off.
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: '0', SEARCH_RATE_LIMIT: '0', ...(await databaseEnv(database)), ...extraEnv };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: flags for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a run; NODE_OPTIONS refuses it).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, serverBundle], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  serverPid = server.pid;
  process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
  process.on('SIGINT', () => process.exit(130));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Loads `base` with `paths` in turn (each request takes the next one, so distinct paths are not
 * served from an answer cache), at `rate` requests a second overall, or flat out when it is 0;
 * `headers` go with every request.
 */
export function loadPaths(base, paths, { connections, duration, rate = 0, headers = {} }) {
  if (rate) return loadAtRate(base, paths, { connections, duration, rate, headers });
  let i = 0;
  return autocannon({
    url: base,
    connections,
    duration,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
}

/**
 * An open-loop load at a steady rate: request n is due at start + n / rate whatever the answers
 * before it did, and its latency counts from when it was due, so a server (or a client) falling
 * behind shows in the figures. autocannon's `overallRate` was not that: each connection sent its
 * share of a second back to back when the second began, so "200 a second" was a burst of 200
 * requests at once every second, and its coordinated-omission correction recorded every slow
 * answer as a ramp of made-up ones. Answers the fields of autocannon's result the benchmarks read.
 */
async function loadAtRate(base, paths, { connections, duration, rate, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();
  const total = Math.round(rate * duration);
  const inFlight = [];
  const send = (n) =>
    new Promise((resolve) => {
      const due = start + (n * 1000) / rate;
      let settled = false;
      const settle = (outcome) => {
        if (settled) return;
        settled = true;
        if (outcome === 'ok') latencies.push(performance.now() - due);
        else if (outcome === 'non2xx') non2xx += 1;
        else errors += 1;
        resolve();
      };
      const request = http.get(base + paths[n % paths.length], { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => settle(response.statusCode >= 200 && response.statusCode < 300 ? 'ok' : 'non2xx'));
        response.on('error', () => settle('error'));
        response.on('close', () => settle('error'));
      });
      // As autocannon does: an answer later than 10 s is an error, not a wait forever.
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => settle('error'));
    });
  for (let n = 0; n < total; n++) {
    const wait = start + (n * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(n));
  }
  const sending = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  // Nearest rank.
  const at = (q) => (latencies.length ? Math.round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)]) : NaN);
  // `total` counts every request sent, answered or not, as autocannon's does (callers step through their texts by it).
  return { requests: { total, average: latencies.length / Math.max(sending, duration) }, latency: { p50: at(0.5), p99: at(0.99) }, errors, non2xx };
}
