#!/usr/bin/env node
/**
 * Page-speed benchmark: Lighthouse 12 (performance only, its default mobile form factor and
 * simulated throttling: a mid-range phone on a slow 4G link) in the system Chromium, against the
 * built server. For each page it does `--runs` cold first visits (Lighthouse clears the cache
 * before each) and prints the median performance score, LCP, TBT and CLS, and the JavaScript
 * the first visit loads: as transferred (the server picks br or gzip) and gzip-compressed (the
 * budget's unit, computed here with gzip -6 from the same files), the inline script in the page,
 * and which element was the LCP. Prints figures; asserts nothing.
 *
 *   node bench/lighthouse.mjs [--db postgres|pglite] [--seed demo|large] [--runs 5]
 *   node bench/lighthouse.mjs --base-url http://127.0.0.1:3000    # an already running server
 *   node bench/lighthouse.mjs --paths /about-us,/dropee-credit     # other pages
 *   node bench/lighthouse.mjs --signed-in                          # /cart and /checkout as a buyer
 *
 * The server is started by bench/server.mjs, as for bench/run.mjs (same databases). Chromium comes from
 * CHROMIUM_PATH or /usr/bin/chromium.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seed: { type: 'string', default: 'demo' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3901' },
    'base-url': { type: 'string' },
    /** Comma-separated paths to measure instead of the default four pages. */
    paths: { type: 'string' },
    /**
     * As a signed-in buyer with an address and a product in the cart (registered for the run):
     * /cart and /checkout's delivery step unless --paths says otherwise.
     */
    'signed-in': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!['pglite', 'postgres'].includes(args.db) || !['demo', 'large'].includes(args.seed) || !(runs >= 1)) {
  console.error('usage: node bench/lighthouse.mjs [--db pglite|postgres] [--seed demo|large] [--runs 5] [--base-url URL]');
  process.exit(2);
}

const base = args['base-url']?.replace(/\/+$/, '') ?? (await startBenchServer({ port: args.port, database: { db: args.db, seed: args.seed } }));

// A product page: the first recommended product, with its type as product cards link it.
async function defaultPages() {
  const { data: products } = await (await fetch(`${base}/api/v1/products/recommended?per_page=1`)).json();
  const product = products[0];
  return [
    { name: '/', path: '/' },
    { name: '/search', path: '/search' },
    { name: '/brands', path: '/brands' },
    { name: 'product page', path: `/product-detail/${product.id}?type=${product.item_type}` },
  ];
}
/** A new buyer with a Kuala Lumpur address and one product in the cart; answers the storefront's session cookie. */
async function signedInBuyer() {
  const api = (method, apiPath, token, body) =>
    fetch(`${base}/api${apiPath}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body && JSON.stringify(body) }).then((r) => r.json());
  const email = `lighthouse.${Date.now().toString(36)}@kedai.example.my`;
  const password = 'Lighthouse passphrase 2026';
  const registered = await api('POST', '/auth/register', null, { name: 'Lighthouse Buyer', email, mobile_no: '0123456789', company_name: 'Lighthouse Sdn Bhd', reg_no: '202001012345', password, password_confirmation: password, interest: [7] });
  const token = registered.data.accessToken;
  await api('POST', '/user/address/add', token, { recipient_name: 'Lighthouse Buyer', phone: '0123456789', address_1: '1 Jalan Ampang', city: 'Kuala Lumpur', state_id: 14, zip: '50450', default: 'Y' });
  const { data: products } = await api('GET', '/v1/products/recommended?per_page=20');
  const product = products.find((p) => p.stock_count >= p.min_qty);
  await api('POST', '/mydin-online/cart/add', token, { product_id: product.id, product_type: product.item_type, quantity: product.min_qty });
  const signIn = await fetch(`${base}/auth`, { method: 'POST', body: new URLSearchParams({ intent: 'login', email, password, redirect: '/' }), redirect: 'manual' });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('borong_session=')) throw new Error(`signing in answered ${signIn.status} without a session`);
  return cookie;
}
const cookie = args['signed-in'] ? await signedInBuyer() : null;
const pages = args.paths
  ? args.paths.split(',').map((p) => ({ name: p, path: p }))
  : cookie
    ? [
        { name: '/cart (signed in)', path: '/cart' },
        { name: '/checkout (signed in)', path: '/checkout?step=delivery' },
      ]
    : await defaultPages();
const withCookie = cookie ? { headers: { cookie } } : {};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
process.on('exit', () => chrome.kill());
// The buyer's session in the browser's own cookie jar (Lighthouse keeps cookies between runs; a
// Cookie header through its extraHeaders did not reach the storefront here).
if (cookie) {
  const { chromium } = await import('playwright-core');
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  await cdp.contexts()[0].addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base })));
}

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) gzipCache.set(url, fetch(url).then(async (r) => gzipSync(Buffer.from(await r.arrayBuffer()), { level: 6 }).length));
  return gzipCache.get(url);
}

/**
 * Script written into the page itself (React Router's hydration data and module loader, an
 * islands page's JSON data, or a script-free page's small inline script), gzip -6: the first
 * visit loads it too.
 */
async function inlineScriptGzipBytes(url) {
  const html = await (await fetch(url, withCookie)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return inline ? gzipSync(Buffer.from(inline), { level: 6 }).length : 0;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const table = [];
const lcpElements = [];
for (const page of pages) {
  const samples = [];
  let lcpElement = '';
  for (let i = 0; i < runs; i++) {
    // A trace that failed to record (NO_NAVSTART and the like) is Lighthouse's own flake: retry it.
    let lhr;
    for (let attempt = 1; ; attempt++) {
      ({ lhr } = await lighthouse(base + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }));
      if (!lhr.runtimeError) break;
      if (attempt === 3) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      process.stderr.write(`${page.name}: ${lhr.runtimeError.code}, retrying\n`);
    }
    const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
    samples.push({
      score: lhr.categories.performance.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsWire: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      jsGzip: (await Promise.all(scripts.map((r) => gzipBytes(r.url)))).reduce((a, b) => a + b, 0),
      jsFiles: scripts.length,
    });
    lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? lcpElement;
    process.stderr.write(`${page.name} run ${i + 1}/${runs}: score ${samples.at(-1).score.toFixed(0)}\n`);
  }
  const m = (key) => median(samples.map((s) => s[key]));
  table.push({
    page: page.name,
    score: m('score').toFixed(0),
    'LCP (s)': (m('lcp') / 1000).toFixed(2),
    'TBT (ms)': m('tbt').toFixed(0),
    CLS: m('cls').toFixed(3),
    'JS files': m('jsFiles'),
    'JS transferred (KB)': (m('jsWire') / 1024).toFixed(1),
    'JS gzip (KB)': (m('jsGzip') / 1024).toFixed(1),
    'inline JS gzip (KB)': ((await inlineScriptGzipBytes(base + page.path)) / 1024).toFixed(1),
  });
  lcpElements.push(`${page.name}: ${lcpElement || 'not reported'}`);
}

const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
console.log(`\nLighthouse ${lighthouseVersion}, mobile, default throttling, median of ${runs} runs, ${base}\n`);
const columns = Object.keys(table[0]);
console.log(`| ${columns.join(' | ')} |`);
console.log(`| ${columns.map(() => '---').join(' | ')} |`);
for (const row of table) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
console.log(`\nLCP element (last run):\n${lcpElements.map((line) => `- ${line}`).join('\n')}`);
process.exit(0);
