import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, TooManyRequests, type RateLimitStore } from './rate-limit';

/** Redis runs on 127.0.0.1:6379 on every machine (CI too); each run uses its own key prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  ['redis', () => RedisRateLimitStore.connect(REDIS_URL, `borong:test:${randomBytes(4).toString('hex')}:`)],
];

describe.each(stores)('rate limiter with the %s store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());
  const limit = { name: 'test', max: 3, windowMs: 60_000 };

  it('lets `max` attempts through, then answers 429 with the seconds to wait', async () => {
    const limiter = new RateLimiter(store);
    const subject = randomBytes(4).toString('hex');
    for (let i = 0; i < 3; i++) await limiter.check([[limit, subject]], 'slow down');
    const err = await limiter.check([[limit, subject]], 'slow down').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequests);
    expect((err as TooManyRequests).statusCode).toBe(429);
    expect((err as TooManyRequests).message).toBe('slow down');
    expect((err as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
    expect((err as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((err as TooManyRequests).headers).toEqual({ 'retry-after': String((err as TooManyRequests).retryAfterSeconds) });
  });

  it('counts each subject on its own, ignoring letter case', async () => {
    const limiter = new RateLimiter(store);
    const a = `A${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) await limiter.check([[limit, a]], 'x');
    await expect(limiter.check([[limit, a.toLowerCase()]], 'x')).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limiter.check([[limit, `${a}-other`]], 'x')).resolves.toBeUndefined();
  });

  it('scales every limit (benchmarks raise them)', async () => {
    const limiter = new RateLimiter(store, 2);
    const subject = randomBytes(4).toString('hex');
    for (let i = 0; i < 6; i++) await limiter.check([[limit, subject]], 'x');
    await expect(limiter.check([[limit, subject]], 'x')).rejects.toBeInstanceOf(TooManyRequests);
  });

  it('starts a new window when the old one ends', async () => {
    const limiter = new RateLimiter(store);
    const short = { name: 'short', max: 1, windowMs: 50 };
    const subject = randomBytes(4).toString('hex');
    await limiter.check([[short, subject]], 'x');
    await expect(limiter.check([[short, subject]], 'x')).rejects.toBeInstanceOf(TooManyRequests);
    await expect.poll(() => limiter.check([[short, subject]], 'x').then(() => 'through', () => 'limited'), { interval: 20 }).toBe('through');
  });
});

describe('rate limiter when the store fails', () => {
  it('lets the attempt through and reports the failure', async () => {
    const failures: unknown[] = [];
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('down')), close: async () => {} };
    const limiter = new RateLimiter(broken, 1, (err) => failures.push(err));
    await expect(limiter.check([[{ name: 'x', max: 0, windowMs: 1000 }, 'a']], 'x')).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
  });
});
