import { describe, expect, it } from 'vitest';
import { HttpError } from '../app/errors';
import { PasswordPool, PasswordPoolBusy } from './password-pool';
import { ARGON2, hashPassword, runOnPool, verifyPassword } from './passwords';

const job = (password: string) => ({ op: 'hash' as const, password, salt: new Uint8Array(16).fill(7), params: ARGON2 });

describe('PasswordPool', () => {
  it('hashes and verifies with argon2id in a worker thread', async () => {
    const encoded = await hashPassword('kopi-o kosong 25kg');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('kopi-o kosong 25kg', encoded)).toBe(true);
    expect(await verifyPassword('kopi-o kosong 24kg', encoded)).toBe(false);
  });

  it('leaves the event loop free while it hashes', async () => {
    let turns = 0;
    let hashing = true;
    const spin = () => {
      turns += 1;
      if (hashing) setImmediate(spin);
    };
    setImmediate(spin);
    await Promise.all([hashPassword('one password'), hashPassword('another password')]);
    hashing = false;
    // On the event loop, each argon2id call would have run start to end between two turns.
    expect(turns).toBeGreaterThan(50);
  });

  it('refuses work past its queue instead of queueing without bound, and finishes what it took', async () => {
    const pool = new PasswordPool(1, 2);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => pool.run(job(`password ${n}`))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof PasswordPoolBusy)).toBe(true);
    expect(pool.queued).toBe(0);
  });

  it('turns a full queue into a 503 with Retry-After for the caller', async () => {
    const pool = new PasswordPool(1, 0);
    const [taken, refused] = await Promise.allSettled([runOnPool(job('first'), pool), runOnPool(job('second'), pool)]);
    expect(taken?.status).toBe('fulfilled');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(HttpError);
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
  });
});
