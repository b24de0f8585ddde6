#!/usr/bin/env node
/**
 * Load benchmark: starts the built server on its own port against the chosen database and seed,
 * then measures store search (text, filters, deep pages), /api/health, and the / and /search
 * pages with autocannon — once at a fixed 500 requests/s (the latency goal) and once flat out.
 * Prints figures; asserts nothing about time.
 *
 *   node bench/run.mjs --db pglite|postgres --seed demo|large [--duration 10] [--rate 500]
 *
 * PostgreSQL runs use (and keep) the database borong_bench_<seed> on BENCH_POSTGRES_URL
 * (default postgres://postgres@127.0.0.1:5432), seeded on first use; PGlite runs keep theirs
 * under data/bench-<seed>.
 */
import { parseArgs } from 'node:util';
import { loadPaths, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seed: { type: 'string', default: 'demo' },
    duration: { type: 'string', default: '10' },
    rate: { type: 'string', default: '500' },
    port: { type: 'string', default: '3900' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
if (!['pglite', 'postgres'].includes(args.db) || !['demo', 'large'].includes(args.seed)) {
  console.error('usage: node bench/run.mjs --db pglite|postgres --seed demo|large');
  process.exit(2);
}

const base = await startBenchServer({ port: args.port, database: { db: args.db, seed: args.seed } });

const AGG = '/api/v1/sales-agent/aggregator/domains';
/** Texts and filters vary per request, as real traffic does, so no single cached answer serves them. */
const words = ['kedai', 'borong', 'trading', 'enterprise', 'supplies', 'runcit', 'frozen', 'hardware', 'mutiara', 'selayang', 'kedia', 'bordng'];
const [category] = (await (await fetch(`${base}/api/v1/sales-agent/aggregator/categories`)).json()).data;
const brands = (await (await fetch(`${base}/api/v1/sales-agent/aggregator/brands?sort=popular&per_page=50`)).json()).data;
const { meta } = await (await fetch(`${base}${AGG}`)).json();
// Thousands of distinct fragments of real store names: far more than one run sends, so nearly
// every request misses the server's short-lived answer cache.
const names = [];
for (let page = 1; page <= 6; page++) names.push(...(await (await fetch(`${base}${AGG}?per_page=100&page=${page * 13}`)).json()).data.map((s) => s.domain_name.toLowerCase()));
const fragments = [...new Set(names.flatMap((n) => Array.from({ length: Math.max(0, n.length - 6) }, (_, i) => n.slice(i, i + 4 + (i % 5)).trim())))].filter((f) => f.length >= 3);
for (let i = fragments.length - 1; i > 0; i--) {
  const j = (i * 7919) % (i + 1);
  [fragments[i], fragments[j]] = [fragments[j], fragments[i]];
}

const scenarios = [
  { name: 'health', paths: ['/api/health'] },
  { name: 'store search, popular texts', paths: words.map((w) => `${AGG}?search=${w}`) },
  { name: 'store search, unique texts', paths: fragments.map((f) => `${AGG}?search=${encodeURIComponent(f)}`), once: true },
  {
    name: 'store search, filters',
    paths: brands.slice(0, 20).flatMap((b, i) => [
      `${AGG}?brand_name=${encodeURIComponent(b.brand_name)}`,
      `${AGG}?tier=VIP_DIRECT&display_category_name=${encodeURIComponent(i % 2 ? category.display_category_name : category.child_categories[0].display_category_name)}`,
    ]),
  },
  { name: 'store search, deep pages', paths: Array.from({ length: 20 }, (_, i) => `${AGG}?page=${meta.last_page - i * 7}`) },
  { name: 'page /', paths: ['/'] },
  { name: 'page /search', paths: words.slice(0, 6).map((w) => `/search?search=${w}`) },
].filter((s) => !args.only || s.name.includes(args.only));

const run = (paths, rate) => loadPaths(base, paths, { connections: Number(args.connections), duration: Number(args.duration), rate });

const table = [];
for (const scenario of scenarios) {
  if (!scenario.once) await run(scenario.paths, 0).catch(() => {}); // warm-up at full speed, discarded
  let offset = 0;
  for (const [mode, rate] of [[`${args.rate} req/s`, Number(args.rate)], ['max', 0]]) {
    // A run-once scenario never repeats a path across its two runs, so neither is served from cache.
    const paths = scenario.once ? scenario.paths.slice(offset) : scenario.paths;
    const r = await run(paths, rate);
    offset += r.requests.total;
    table.push({
      scenario: scenario.name,
      load: mode,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
      ...(scenario.once ? { note: `${paths.length} distinct texts` } : {}),
    });
  }
}
console.log(`\nBorong benchmark — database ${args.db}, seed ${args.seed}, ${args.connections} connections, ${args.duration} s per run`);
console.table(table);
process.exit(0);
