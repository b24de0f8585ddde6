#!/usr/bin/env node
/**
 * Sign-in throughput: starts the built server (in-memory PGlite, no seed) with the sign-in rate
 * limits raised (AUTH_RATE_LIMIT_SCALE=100000: every request comes from 127.0.0.1 and one email,
 * which the real limits would stop after 10), registers one buyer, then drives
 * `POST /api/auth/login` flat out with autocannon: correct password, then a wrong one (which
 * costs the same argon2id verification). Prints figures; asserts nothing about time.
 *
 *   node bench/auth.mjs [--duration 10] [--connections 10] [--port 3901]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '3901' } },
});

const base = await startBenchServer({ port: args.port, database: { memory: true }, env: { AUTH_RATE_LIMIT_SCALE: '100000' } });

const email = 'bench.buyer@kedai.example.my';
const password = 'Bench passphrase 2026';
const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench Buyer', email, mobile_no: '0123456789', company_name: 'Bench Sdn Bhd', reg_no: 'B-1', password, password_confirmation: password, interest: [7] }),
});
if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);

async function run(title, body, expected) {
  const result = await autocannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: Number(args.connections),
    duration: Number(args.duration),
  });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== expected);
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${result.requests.total} requests${unexpected.length ? `   unexpected: ${JSON.stringify(Object.fromEntries(unexpected))}` : ''}`,
  );
}

console.log(`POST /api/auth/login, ${args.connections} connections, ${args.duration} s each (argon2id m=19456 KiB, t=2, p=1)`);
await run('correct password (200)', { type: 'email', email, password }, 200);
await run('wrong password (401)', { type: 'email', email, password: 'not the password 1' }, 401);
process.exit(0);
