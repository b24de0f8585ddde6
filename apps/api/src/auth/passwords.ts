import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id at OWASP's first recommended setting (m=19 MiB, t=2, p=1). hash-wasm runs it in
 * WebAssembly, so there is no native build; on this machine one hash or verification takes about 60 ms on a shared core (measured
 * in passwords.test.ts and bench/auth.mjs, see docs/benchmarks.md). The parameters travel inside
 * each encoded hash, so raising them later only affects new hashes.
 */
export const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** A PHC-encoded argon2id hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh 128-bit salt. */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ password: password.normalize('NFC'), salt: randomBytes(16), ...ARGON2, outputType: 'encoded' });
}

/**
 * Whether `password` matches `encoded`. An account without a password (opened by social login)
 * or a malformed hash does not match, after the same work as a real check.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (!encoded.startsWith('$argon2')) return verifyNothing(password);
  try {
    return await argon2Verify({ password: password.normalize('NFC'), hash: encoded });
  } catch {
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
