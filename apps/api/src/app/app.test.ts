import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';
import { memoize } from './memo';
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

  it('keys by the given function', async () => {
    let loads = 0;
    const byName = memoize(async (o: { name: string; n: number }) => (loads += 1, o.n), { ttlMs: 60_000, key: (o) => o.name });
    await byName({ name: 'a', n: 1 });
    expect(await byName({ name: 'a', n: 2 })).toBe(1);
    expect(loads).toBe(1);
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
  it('lower-cases, squeezes spaces and drops LIKE wildcards', () => {
    expect(normalizeSearchText('  Kedai   RUNCIT ')).toBe('kedai runcit');
    expect(normalizeSearchText('50%_off\\')).toBe('50 off');
  });
});
