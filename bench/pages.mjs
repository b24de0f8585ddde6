#!/usr/bin/env node
/**
 * Page benchmark (issue 13): how many pages one process renders, side by side with /api/health
 * in the same run, and how big each page's HTML is. Prints figures; asserts nothing about time.
 *
 * `--cache off` (the default) measures rendering: the guest page cache is off, and search texts
 * and products vary per request (hundreds of distinct URLs), so no answer cache serves a repeated
 * request. `--cache memory` or `--cache redis` measures kept pages: every URL is rendered once
 * first, then served from this process's memory or from Redis (REDIS_URL, default the local one),
 * to a client that accepts compression as browsers do.
 *
 *   node bench/pages.mjs [--db postgres|pglite] [--seed demo] [--duration 10] [--connections 4] [--cache off|memory|redis]
 *
 * Uses the same kept database as bench/run.mjs (borong_bench_<seed>, or data/bench-<seed>).
 */
import { parseArgs } from 'node:util';
import { loadPaths, postgresCpuMs, serverCpuMs, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seed: { type: 'string', default: 'demo' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3901' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    cache: { type: 'string', default: 'off' },
  },
});
if (!['off', 'memory', 'redis'].includes(args.cache)) throw new Error('--cache is off, memory or redis');
const cacheEnv = {
  off: { PAGE_CACHE_SECONDS: '0' },
  memory: { PAGE_CACHE_SECONDS: '60', REDIS_URL: '' },
  redis: { PAGE_CACHE_SECONDS: '60', REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
}[args.cache];

// PostgreSQL's CPU is counted for the benchmark's own database only (bench/server.mjs), named here.
const pgDatabase = args.db === 'postgres' ? `borong_bench_${args.seed}` : null;
const base = await startBenchServer({ port: args.port, database: { db: args.db, seed: args.seed, ...(pgDatabase ? { name: pgDatabase } : {}) }, env: cacheEnv });

const AGG = '/api/v1/sales-agent/aggregator/domains';
const storeNames = [];
for (let page = 1; page <= 4; page++) storeNames.push(...(await (await fetch(`${base}${AGG}?per_page=100&page=${page * 17}`)).json()).data.map((s) => s.domain_name.toLowerCase()));
// Distinct words of real store names: each search page is asked for once per word per run.
const words = [...new Set(storeNames.flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 4))];
const productIds = [];
for (let page = 1; page <= 5; page++) productIds.push(...(await (await fetch(`${base}/api/v1/products/search?per_page=60&page=${page * 11}`)).json()).data.map((p) => p.id));

const scenarios = [
  { name: 'health', paths: ['/api/health'] },
  { name: '/about-us', paths: ['/about-us', '/bm/about-us'] },
  { name: '/', paths: ['/', '/bm'] },
  { name: '/search', paths: words.map((w, i) => `${i % 2 ? '/bm' : ''}/search?search=${encodeURIComponent(w)}`) },
  // The Products tab (issue 12): product search, its facets and the filter bar; the issue sets it no rate.
  { name: '/search products', paths: words.map((w, i) => `${i % 2 ? '/bm' : ''}/search?search=${encodeURIComponent(w)}&type=products`) },
  { name: '/brands', paths: ['/brands', '/bm/brands'] },
  { name: 'product page', paths: productIds.map((id) => `/product-detail/${id}`) },
].filter((s, _, all) => !args.only || s.name === 'health' || (all.some((other) => other.name === args.only) ? s.name === args.only : s.name.includes(args.only)));

const headers = args.cache === 'off' ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };
const run = (paths) => loadPaths(base, paths, { connections: Number(args.connections), duration: Number(args.duration), headers });

/** Renders each URL once and waits until it is kept (the cache keeps a page just after answering it). */
async function keepAll(paths) {
  for (const url of paths) {
    for (let tries = 0; (await fetch(base + url, { headers })).headers.get('x-page-cache') !== 'hit'; tries += 1) {
      if (tries === 50) throw new Error(`${url} is not kept`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/**
 * Issue 13's goals, one line per page: uncached, pages per second one process renders (and the
 * HTML's size); kept, every guest page at 2,000 per second with p99 at most 20 ms.
 */
const GOALS = {
  '/about-us': { rate: 250, htmlKb: 80 },
  '/': { rate: 120, htmlKb: 120 },
  '/search': { rate: 150, htmlKb: 80 },
  '/search products': { htmlKb: 80 },
  '/brands': { htmlKb: 80 },
  'product page': { rate: 150, htmlKb: 80 },
};
function verdict(name, htmlKb, r) {
  const goal = GOALS[name];
  if (!goal) return '';
  const checks =
    args.cache === 'off'
      ? [...(goal.rate ? [[`≥ ${goal.rate}/s`, r.requests.average >= goal.rate]] : []), [`≤ ${goal.htmlKb} KB`, htmlKb <= goal.htmlKb]]
      : [['≥ 2,000/s', r.requests.average >= 2000], ['p99 ≤ 20 ms', r.latency.p99 <= 20]];
  return checks.map(([what, met]) => `${what} ${met ? 'met' : 'NOT met'}`).join(', ');
}

const table = [];
let healthRate = 0;
for (const scenario of scenarios) {
  const html = scenario.name === 'health' ? null : await (await fetch(base + scenario.paths[0])).text();
  if (args.cache !== 'off' && scenario.name !== 'health') await keepAll(scenario.paths);
  await run(scenario.paths.slice(0, 1)); // warm-up (module code, connections), discarded
  const cpuBefore = serverCpuMs();
  const postgresBefore = pgDatabase ? postgresCpuMs(pgDatabase) : 0;
  const r = await run(scenario.paths);
  const cpuPerRequest = (serverCpuMs() - cpuBefore) / Math.max(1, r.requests.total);
  const postgresPerRequest = pgDatabase ? (postgresCpuMs(pgDatabase) - postgresBefore) / Math.max(1, r.requests.total) : NaN;
  if (scenario.name === 'health') healthRate = r.requests.average;
  const htmlKb = html === null ? '' : Math.round(Buffer.byteLength(html) / 1024);
  table.push({
    scenario: scenario.name,
    'HTML KB': htmlKb,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    '÷ health': healthRate ? (r.requests.average / healthRate).toFixed(3) : '',
    // The server process's CPU per answer (its clock ticks are 10 ms: meaningful over a whole run).
    'CPU ms/req': Number.isNaN(cpuPerRequest) ? '' : cpuPerRequest.toFixed(2),
    // PostgreSQL's backends serving the benchmark's database: the other core a page uses.
    'PG ms/req': Number.isNaN(postgresPerRequest) ? '' : postgresPerRequest.toFixed(2),
    errors: r.errors + r.non2xx,
    urls: scenario.paths.length,
    'issue 13 goal': verdict(scenario.name, htmlKb, r),
  });
}
const measured = args.cache === 'off' ? 'uncached pages (rendered per request)' : `kept pages (guest page cache in ${args.cache}), compressed for the client`;
console.log(`\nBorong page benchmark — database ${args.db}, seed ${args.seed}, ${args.connections} connections, ${args.duration} s per run, ${measured}`);
console.table(table);
process.exit(0);
