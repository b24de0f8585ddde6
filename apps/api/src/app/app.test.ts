import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './errors';
import { memoize, perDatabase, shareAnswers, type SharedAnswers } from './memo';
import { normalizeSearchText } from '../catalogue/stores';

describe('memoize', () => {
  it('shares one load between callers until it expires, and forgets failures', async () => {
    let loads = 0;
    const slow = memoize(async (n: number) => {
      loads += 1;
      if (n < 0) throw new Error('bad');
      return n * 2;
    }, { ttlMs: 60_000 });
    expect(await Promise.all([slow(2), slow(2)])).toEqual([4, 4]);
    expect(loads).toBe(1);
    await expect(slow(-1)).rejects.toThrow('bad');
    await expect(slow(-1)).rejects.toThrow('bad');
    expect(loads).toBe(3);
  });

  it('runs a lazy thenable load (a Drizzle count builder) once, however many wait on the kept answer', async () => {
    let runs = 0;
    // Like Drizzle's query builders: nothing runs until awaited, and each await runs it again.
    const lazyCount = { then: (resolve: (n: number) => unknown, reject: (e: unknown) => unknown) => Promise.resolve((runs += 1, 42)).then(resolve, reject) };
    const count = memoize((_key: string) => lazyCount as unknown as Promise<number>, { ttlMs: 60_000 });
    expect(await Promise.all([count('all'), count('all')])).toEqual([42, 42]);
    expect(await count('all')).toBe(42);
    expect(runs).toBe(1);
  });

  it('keys by the given function', async () => {
    let loads = 0;
    const byName = memoize(async (o: { name: string; n: number }) => (loads += 1, o.n), { ttlMs: 60_000, key: (o) => o.name });
    await byName({ name: 'a', n: 1 });
    expect(await byName({ name: 'a', n: 2 })).toBe(1);
    expect(loads).toBe(1);
  });
});

describe('perDatabase', () => {
  it('makes one value per database handle, when first asked for', () => {
    let made = 0;
    const of = perDatabase((db: { name: string }) => ({ db: db.name, n: ++made }));
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    expect(made).toBe(0);
    expect(of(a)).toBe(of(a));
    expect(of(b)).toEqual({ db: 'b', n: 2 });
    expect(made).toBe(2);
  });
});

describe('memoize with answers shared between processes', () => {
  /** A shared store in memory: the dependency of the memo under test, standing in for Redis. */
  function sharedInMemory(): SharedAnswers & { kept: Map<string, { value: unknown; expires: number }> } {
    const kept = new Map<string, { value: unknown; expires: number }>();
    return { kept, get: async (key) => kept.get(key) ?? null, set: async (key, value, expires) => void kept.set(key, { value, expires }) };
  }

  it('loads once for every process, and a process that found the answer late keeps it only for what is left', async () => {
    const shared = sharedInMemory();
    const db = {};
    shareAnswers(db, shared);
    let loads = 0;
    const load = async (n: number) => ((loads += 1), { n, at: loads });
    const processA = memoize(load, { ttlMs: 60_000, name: 'test-shared', sharedBy: db });
    const processB = memoize(load, { ttlMs: 60_000, name: 'test-shared', sharedBy: db });
    expect(await processA(1)).toEqual({ n: 1, at: 1 });
    await vi.waitFor(() => expect(shared.kept.size).toBe(1));
    expect(await processB(1)).toEqual({ n: 1, at: 1 });
    expect(loads).toBe(1);

    // An answer about to expire in the shared store expires for the process that read it too.
    shared.kept.set('test-shared:2', { value: { n: 2, at: 0 }, expires: Date.now() + 30 });
    expect(await processB(2)).toEqual({ n: 2, at: 0 });
    await vi.waitFor(async () => expect(await processB(2)).toEqual({ n: 2, at: 2 }));
  });

  it('loads as before when the shared store is not there for that database', async () => {
    let loads = 0;
    const alone = memoize(async () => ++loads, { ttlMs: 60_000, name: 'test-alone', sharedBy: {} });
    expect(await alone(undefined)).toBe(1);
    expect(await alone(undefined)).toBe(1);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises refused connections, admin shutdown and terminated connections, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});

describe('normalizeSearchText', () => {
  it('lower-cases, squeezes spaces and keeps LIKE wildcards, which search matches literally', () => {
    expect(normalizeSearchText('  Kedai   RUNCIT ')).toBe('kedai runcit');
    expect(normalizeSearchText('50%_off\\')).toBe('50%_off');
    expect(normalizeSearchText('%')).toBe('%');
  });
});
