import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../app/errors';
import { PasswordPoolBusy, passwordPool, type PasswordJob, type PasswordPool } from './password-pool';

/**
 * argon2id at OWASP's first recommended setting (m=19 MiB, t=2, p=1). hash-wasm runs it in
 * WebAssembly, so there is no native build; on this machine one hash or verification takes about
 * 60 ms of CPU (bench/auth.mjs, docs/benchmarks.md), spent in worker threads (password-pool.ts).
 * The parameters travel inside each encoded hash, so raising them later only affects new hashes.
 */
export const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** A PHC-encoded argon2id hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh 128-bit salt. */
export async function hashPassword(password: string): Promise<string> {
  return String(await runOnPool({ op: 'hash', password: password.normalize('NFC'), salt: new Uint8Array(randomBytes(16)), params: ARGON2 }));
}

/** A full queue is the caller's 503 with Retry-After: the server is busy, not broken. */
export async function runOnPool(job: PasswordJob, pool: PasswordPool = passwordPool): Promise<string | boolean> {
  try {
    return await pool.run(job);
  } catch (err) {
    if (err instanceof PasswordPoolBusy) throw new HttpError(503, 'Too many sign-ins at once, please try again shortly', undefined, { 'retry-after': '1' });
    throw err;
  }
}

/**
 * Whether `password` matches `encoded`. An account without a password (opened by social login)
 * or a malformed hash does not match, after the same work as a real check.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (!encoded.startsWith('$argon2')) return verifyNothing(password);
  try {
    return (await runOnPool({ op: 'verify', password: password.normalize('NFC'), hash: encoded })) === true;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no account to check, so a sign-in for an
 * unknown email takes as long as one with a wrong password (no enumeration by timing).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** The shipped list sits beside this file in the source and beside the bundle in builds (scripts/build.mjs copies it). */
function commonPasswordsFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
}

let common: Set<string> | null = null;

/** Whether a password is on the shipped list of the most common ones (compared lower-cased). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(commonPasswordsFile(), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}
