#!/usr/bin/env node
/**
 * Commerce load benchmark (issue 10): add-to-cart and place-order against the built server, with
 * /api/health measured in the same run. Starts the server on its own port (PostgreSQL demo seed
 * by default, as bench/run.mjs does), registers buyers with a Kuala Lumpur address, picks
 * products that can be checked out alone with nationwide delivery, then:
 *
 * - add to cart: many buyers adding products one unit at a time, at a fixed rate and flat out;
 * - place order: each request a different buyer with one line in the cart, a fresh
 *   Idempotency-Key, nationwide delivery, paying by e-wallet (a sandbox bill opened in the same
 *   transaction), at a fixed rate and flat out (each buyer places once, so flat out is bounded by
 *   the buyers prepared).
 *
 * Prints figures; asserts nothing about time.
 *
 *   node bench/commerce.mjs [--db postgres|pglite] [--seed demo] [--duration 10] [--buyers 600]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    seed: { type: 'string', default: 'demo' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3902' },
    connections: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '600' },
    'add-rate': { type: 'string', default: '200' },
    'order-rate': { type: 'string', default: '20' },
  },
});

const base = await startBenchServer({ port: args.port, database: { db: args.db, seed: args.seed }, env: { AUTH_RATE_LIMIT_SCALE: '100000' } });
const json = (method, path, token, body) =>
  fetch(`${base}/api${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined }).then(async (r) => ({ status: r.status, body: await r.json() }));

const run = Date.now().toString(36);
async function buyer(i) {
  const password = 'Bench passphrase 2026';
  const reg = await json('POST', '/auth/register', null, { name: 'Bench Buyer', email: `bench.${run}.${i}@kedai.example.my`, mobile_no: '0123456789', company_name: 'Bench Sdn Bhd', reg_no: '202001012345', password, password_confirmation: password, interest: [7] });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const token = reg.body.data.accessToken;
  const address = await json('POST', '/user/address/add', token, { recipient_name: 'Bench Buyer', phone: '0123456789', address_1: '1 Jalan Bench', city: 'Kuala Lumpur', state_id: 14, zip: '50450', default: 'Y' });
  return { token, addressId: address.body.data.id };
}

console.log(`preparing ${args.buyers} buyers (argon2id hashing takes a while)…`);
const buyers = [];
for (let i = 0; i < Number(args.buyers); i += 10) buyers.push(...(await Promise.all(Array.from({ length: Math.min(10, Number(args.buyers) - i) }, (_, j) => buyer(i + j)))));

// Products a buyer can take one unit of, whose seller delivers nationwide to KL with no minimum order in the way.
const candidates = (await json('GET', '/v1/products/recommended?per_page=100')).body.data.filter((p) => p.min_qty === 1 && p.qty_step === 1 && p.stock_count > 1000);
const probe = buyers[0];
const orderable = [];
for (const p of candidates) {
  await json('POST', '/mydin-online/cart/add', probe.token, { product_id: p.id, product_type: p.item_type, quantity: 1 });
  const quote = (await json('POST', '/mydin-online/cart/quote', probe.token, { address_id: probe.addressId, payment_method: 'WALLET', deliveries: [{ store_id: p.store_id, method: 'NATIONWIDE_DELIVERY' }] })).body.data;
  const cart = (await json('GET', '/mydin-online/cart', probe.token)).body.data;
  await json('POST', '/mydin-online/cart/remove', probe.token, { cart_item_ids: cart.groups.flatMap((g) => g.items.map((i) => i.id)) });
  if (quote.problems.length === 0) orderable.push(p);
  if (orderable.length === 20) break;
}
console.log(`${orderable.length} orderable products, ${buyers.length} buyers`);

const table = [];
function record(scenario, load, r, note) {
  table.push({ scenario, load, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, requests: r.requests.total, errors: r.errors + r.non2xx, ...(note ? { note } : {}) });
}

async function health(load, rate) {
  const r = await autocannon({ url: `${base}/api/health`, connections: Number(args.connections), duration: Number(args.duration), ...(rate ? { overallRate: rate } : {}) });
  record('health', load, r);
}

async function addToCart(load, rate) {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: Number(args.connections),
    duration: Number(args.duration),
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/mydin-online/cart/add',
        setupRequest: (req) => {
          const n = i++;
          const b = buyers[n % buyers.length];
          const p = orderable[(n * 7) % orderable.length];
          return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` }, body: JSON.stringify({ product_id: p.id, product_type: p.item_type, quantity: 1 }) };
        },
      },
    ],
  });
  record('add to cart', load, r);
}

/** Every buyer's cart emptied, then one line of one orderable product each, ready to place. */
async function fillCarts(from, to) {
  for (let i = from; i < to; i += 20) {
    await Promise.all(
      buyers.slice(i, Math.min(i + 20, to)).map(async (b, j) => {
        const cart = (await json('GET', '/mydin-online/cart', b.token)).body.data;
        const ids = cart.groups.flatMap((g) => g.items.map((x) => x.id));
        if (ids.length) await json('POST', '/mydin-online/cart/remove', b.token, { cart_item_ids: ids });
        const p = orderable[(i + j) % orderable.length];
        await json('POST', '/mydin-online/cart/add', b.token, { product_id: p.id, product_type: p.item_type, quantity: 1 });
        b.storeId = p.store_id;
      }),
    );
  }
}

async function placeOrders(load, rate, from, to) {
  let i = from;
  const r = await autocannon({
    url: base,
    connections: Number(args.connections),
    ...(rate ? { overallRate: rate, duration: Number(args.duration) } : { amount: to - from }),
    requests: [
      {
        method: 'POST',
        path: '/api/mydin-online/cart/checkout-mydin-store-cart?is_mobile=0',
        setupRequest: (req) => {
          const b = buyers[Math.min(i++, to - 1)];
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}`, 'idempotency-key': `bench-${run}-${i}` },
            body: JSON.stringify({ address_id: b.addressId, deliveries: [{ store_id: b.storeId, method: 'NATIONWIDE_DELIVERY' }], payment_method: 'WALLET' }),
          };
        },
      },
    ],
  });
  record('place order', load, r, `${r.statusCodeStats?.['201']?.count ?? 0} placed`);
  return i;
}

await health('max', 0);
await addToCart('warm-up', 0);
table.length = 1;
await health(`${args['add-rate']} req/s`, Number(args['add-rate']));
await addToCart(`${args['add-rate']} req/s`, Number(args['add-rate']));
await addToCart('max', 0);

const half = Math.floor(buyers.length / 2);
await fillCarts(0, buyers.length);
await placeOrders(`${args['order-rate']} req/s`, Number(args['order-rate']), 0, half);
await placeOrders('max', 0, half, buyers.length);
await health('max, after', 0);

console.log(`\nBorong commerce benchmark — database ${args.db}, seed ${args.seed}, ${args.connections} connections, ${args.duration} s per timed run`);
console.table(table);
process.exit(0);
