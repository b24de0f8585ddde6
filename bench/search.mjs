#!/usr/bin/env node
/**
 * Search benchmark (issue 12): product search, store search and suggestions with texts the server
 * has never seen — 3–8 letter fragments of real product and store names and one-letter typos of
 * their words, each sent once, so the 30-second answer cache never helps — at a fixed rate, while
 * /api/health is measured side by side at a light rate in the same run (does searching stall the
 * server?). Then the same searches with a handful of repeated texts (served from the cache).
 * Before each kind's runs, a few hundred other unseen texts warm the server up, unmeasured (until
 * session 19 the 200/s run was the first load after start and measured the warm-up too).
 * Prints figures; asserts nothing about time.
 *
 *   node bench/search.mjs --db pglite|postgres --seed demo|large [--rate 200] [--duration 10] [--only store] [--sequential 1000]
 *
 * Uses its own database (borong_search_<seed> on BENCH_POSTGRES_URL, or data/search-<seed>), so
 * a branch's schema never meets another branch's benchmark database. For the large scale, set
 * BENCH_POSTGRES_MEMORY=4GB: the benchmark then uses a PostgreSQL of its own with that much
 * `shared_buffers` (bench/server.mjs), as a server for that catalogue would have.
 */
import { parseArgs } from 'node:util';
import { loadPaths, postgresCpuMs, serverCpuMs, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seed: { type: 'string', default: 'demo' },
    duration: { type: 'string', default: '10' },
    rate: { type: 'string' },
    'health-rate': { type: 'string', default: '20' },
    port: { type: 'string', default: '3910' },
    connections: { type: 'string', default: '20' },
    // Runs only the scenarios whose name contains this text ("store", "suggestions").
    only: { type: 'string', default: '' },
    // Also sends this many unseen texts one at a time, after the warm-up: the CPU a search costs
    // with no queue, the steadiest figure for comparing two builds on a shared machine.
    sequential: { type: 'string' },
  },
});
if (!['pglite', 'postgres'].includes(args.db) || !['demo', 'large'].includes(args.seed)) {
  console.error('usage: node bench/search.mjs --db pglite|postgres --seed demo|large');
  process.exit(2);
}
// The goals: 200 requests per second on PostgreSQL, 50 on PGlite.
const rate = Number(args.rate ?? (args.db === 'pglite' ? 50 : 200));
const duration = Number(args.duration);

const databaseName = args.db === 'pglite' ? `search-${args.seed}` : `borong_search_${args.seed}`;
const base = await startBenchServer({ port: args.port, database: { db: args.db, seed: args.seed, name: databaseName } });
const getJson = async (path) => (await fetch(`${base}${path}`)).json();

// Real names from across the catalogue (pages spread over the popularity order).
const productNames = [];
for (let page = 1; page <= 40; page++) productNames.push(...(await getJson(`/api/v1/products/search?sort=newest&per_page=100&page=${page * 37}`)).data.map((p) => p.product_name.toLowerCase()));
const storeNames = [];
// Enough names that a flat-out run at demo scale does not use up their texts (ten pages gave 2,659, which a run of
// six seconds ran through, and the rest were answered from the cache).
for (let page = 1; page <= 40; page++) storeNames.push(...(await getJson(`/api/v1/sales-agent/aggregator/domains?per_page=100&page=${page * 5}`)).data.map((s) => s.domain_name.toLowerCase()));

/** Deterministic shuffle, so runs compare. */
function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** What a buyer types: fragments of 3–8 letters, and words of 5+ letters with one slip. */
function unseenTexts(names) {
  const texts = new Set();
  for (const name of names) {
    for (let i = 0; i + 3 <= name.length; i += 3) {
      const fragment = name.slice(i, i + 3 + (i % 6)).trim();
      if (fragment.length >= 3) texts.add(fragment);
    }
    for (const word of name.split(/\s+/)) {
      if (!/^[a-z]{5,}$/.test(word)) continue;
      // The slip's place and kind vary with the word: one letter wrong, two swapped, or one left out.
      const hash = [...word].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
      const at = hash % (word.length - 1);
      const slips = [
        word.slice(0, at) + String.fromCharCode(97 + ((word.charCodeAt(at) - 96) % 26)) + word.slice(at + 1),
        word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
        word.slice(0, at) + word.slice(at + 1),
      ];
      texts.add(slips[hash % 3]);
    }
  }
  return shuffled([...texts]);
}
const productTexts = unseenTexts(productNames);
const storeTexts = unseenTexts(storeNames);
const mixedTexts = shuffled([...productTexts.slice(0, Math.floor(productTexts.length / 2)), ...storeTexts.slice(0, Math.floor(storeTexts.length / 2))]);

/** Runs `paths` at `ratePerSecond`, or flat out with 0. */
const load = (paths, ratePerSecond, connections = Number(args.connections)) => loadPaths(base, paths, { connections, duration, rate: ratePerSecond });

const enc = encodeURIComponent;
const scenarios = [
  { name: 'product search, unseen texts', texts: productTexts, path: (t) => `/api/v1/products/search?search=${enc(t)}` },
  { name: 'store search, unseen texts', texts: storeTexts, path: (t) => `/api/v1/sales-agent/aggregator/domains?search=${enc(t)}` },
  { name: 'suggestions, unseen texts', texts: mixedTexts, path: (t) => `/api/v1/search/suggestions?search=${enc(t)}` },
  { name: 'product search, repeated texts', texts: ['beras', 'minyak masak', 'tisu tandas', 'coffee', 'lampin bayi', 'gula'], repeated: true, path: (t) => `/api/v1/products/search?search=${enc(t)}` },
];

/**
 * Issue 12's goals, for the runs at the goal's rate with unseen texts: on PostgreSQL p99 at most
 * 25 ms (15 for suggestions) at demo scale and twice that at large; on PGlite at most 100 ms,
 * with /api/health's p99 at most 20 ms meanwhile.
 */
function verdict(scenario, searched, health) {
  if (scenario.repeated) return '';
  if (searched.errors + searched.non2xx > 0) return 'NOT met (failed requests)';
  if (args.db === 'pglite') return `p99 ≤ 100 ms ${searched.latency.p99 <= 100 ? 'met' : 'NOT met'}, health p99 ≤ 20 ms ${health.latency.p99 <= 20 ? 'met' : 'NOT met'}`;
  const limit = (scenario.name.startsWith('suggestions') ? 15 : 25) * (args.seed === 'large' ? 2 : 1);
  return `p99 ≤ ${limit} ms ${searched.latency.p99 <= limit ? 'met' : 'NOT met'}`;
}

/** CPU ms per search between two readings; blank where it cannot be told (no process to read, or one that exited during the run: its CPU left the sum). */
function cpuPerSearch(before, after, searches) {
  return Number.isNaN(after - before) || after < before ? '' : ((after - before) / Math.max(1, searches)).toFixed(2);
}

/** Unseen texts sent one at a time before a kind's runs, unmeasured (fewer on PGlite, which serves a few dozen a second). */
const WARM_UP = args.db === 'pglite' ? 50 : 300;

/** One search, read whole and uncompressed (as autocannon asks): whether it answered 2xx, and in how many ms. */
async function searchOnce(scenario, text) {
  const started = performance.now();
  const response = await fetch(`${base}${scenario.path(text)}`, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  return { ok: response.ok, ms: performance.now() - started };
}

/** `texts` sent one after another: latency and CPU with no queue. */
async function oneAtATime(scenario, texts) {
  if (texts.length < Number(args.sequential)) throw new Error(`${scenario.name}: too few texts for --sequential ${args.sequential}`);
  const cpuBefore = { server: serverCpuMs(), postgres: postgresCpuMs(databaseName) };
  const times = [];
  let errors = 0;
  for (const text of texts) {
    const { ok, ms } = await searchOnce(scenario, text);
    if (!ok) errors += 1;
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    scenario: scenario.name,
    load: 'one at a time',
    'req/s': Math.round((1000 * times.length) / Math.max(1, times.reduce((a, b) => a + b, 0))),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    errors,
    'health p50': '',
    'health p99': '',
    'server CPU ms': cpuPerSearch(cpuBefore.server, serverCpuMs(), times.length),
    'PG CPU ms': args.db === 'postgres' ? cpuPerSearch(cpuBefore.postgres, postgresCpuMs(databaseName), times.length) : '',
    'issue 12 goal': '',
  };
}

const table = [];
for (const scenario of scenarios.filter((s) => s.name.includes(args.only))) {
  let offset = 0;
  // Unseen texts of this kind, unmeasured, so the runs measure a warm server (code compiled, pools
  // full, statements planned), as one that has served for a while is; every text is still new to it.
  if (!scenario.repeated) {
    for (const text of scenario.texts.slice(0, WARM_UP)) await searchOnce(scenario, text);
    offset = WARM_UP;
  }
  // First, while texts are plenty (a flat-out run at demo scale uses up the store texts).
  const sequential = args.sequential && !scenario.repeated ? await oneAtATime(scenario, scenario.texts.slice(offset, offset + Number(args.sequential))) : null;
  if (sequential) offset += Number(args.sequential);
  for (const [mode, r] of [[`${rate} req/s`, rate], ['max', 0]]) {
    const paths = scenario.texts.slice(scenario.repeated ? 0 : offset).map(scenario.path);
    // /api/health at a light, steady rate during the search run: its latency shows whether searching blocks the server.
    const cpuBefore = { server: serverCpuMs(), postgres: postgresCpuMs(databaseName) };
    const [searched, health] = await Promise.all([load(paths, r), load(['/api/health'], Number(args['health-rate']), 2)]);
    const perSearch = (before, after) => cpuPerSearch(before, after, searched.requests.total);
    offset += searched.requests.total;
    if (!scenario.repeated && offset > scenario.texts.length) console.warn(`${scenario.name}: texts ran out, some were sent twice`);
    table.push({
      scenario: scenario.name,
      load: mode,
      'req/s': Math.round(searched.requests.average),
      'p50 ms': searched.latency.p50,
      'p99 ms': searched.latency.p99,
      errors: searched.errors + searched.non2xx,
      'health p50': health.latency.p50,
      'health p99': health.latency.p99,
      // CPU per search (the health requests' share is small): the server's, and that of the PostgreSQL backends serving its database.
      'server CPU ms': perSearch(cpuBefore.server, serverCpuMs()),
      // PGlite works on a thread of the server: its CPU is in the server's figure.
      'PG CPU ms': args.db === 'postgres' ? perSearch(cpuBefore.postgres, postgresCpuMs(databaseName)) : '',
      'issue 12 goal': r > 0 && r === (args.db === 'pglite' ? 50 : 200) ? verdict(scenario, searched, health) : '',
    });
  }
  if (sequential) table.push(sequential);
}
console.log(`\nBorong search benchmark — database ${args.db}, seed ${args.seed}, ${args.connections} connections, ${duration} s per run; ${productTexts.length} product texts, ${storeTexts.length} store texts`);
console.table(table);
process.exit(0);
