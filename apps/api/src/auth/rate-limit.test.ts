import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { limitKey, MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, TooManyRequests, type Limit, type RateLimitStore } from './rate-limit';

/** Redis runs on 127.0.0.1:6379 on every machine (CI too); each run uses its own key prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  ['redis', () => RedisRateLimitStore.connect(REDIS_URL, `borong:test:${randomBytes(4).toString('hex')}:`)],
];

describe.each(stores)('rate limiter with the %s store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());
  const limit: Limit = { name: 'test', by: 'account', max: 3, windowMs: 60_000 };

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

  it('counts each subject on its own, every form of one address on one count', async () => {
    const limiter = new RateLimiter(store);
    const byEmail: Limit = { ...limit, by: 'email' };
    const local = `ilham${randomBytes(4).toString('hex')}`;
    for (const variant of [`${local}@kedai.my`, `${local.toUpperCase()}@KEDAI.MY`, ` ${local}@ＫＥＤＡＩ.my `]) await limiter.check([[byEmail, variant]], 'x');
    await expect(limiter.check([[byEmail, `${local}@Kedai.my`]], 'x')).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limiter.check([[byEmail, `${local}-other@kedai.my`]], 'x')).resolves.toBeUndefined();
  });

  it('scales every limit (benchmarks raise them)', async () => {
    const limiter = new RateLimiter(store, 2);
    const subject = randomBytes(4).toString('hex');
    for (let i = 0; i < 6; i++) await limiter.check([[limit, subject]], 'x');
    await expect(limiter.check([[limit, subject]], 'x')).rejects.toBeInstanceOf(TooManyRequests);
  });

  it('starts a new window when the old one ends', async () => {
    const limiter = new RateLimiter(store);
    const short: Limit = { name: 'short', by: 'account', max: 1, windowMs: 50 };
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
    await expect(limiter.check([[{ name: 'x', by: 'account', max: 0, windowMs: 1000 }, 'a']], 'x')).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
  });
});

describe('limit keys', () => {
  it('normalizes e-mail addresses as the contracts do, so case variants share a key and other letters do not', () => {
    expect(limitKey('email', ' Ilham@Kedai.MY ')).toBe('ilham@kedai.my');
    expect(limitKey('email', 'ＩＬＨＡＭ@kedai.my')).toBe('ilham@kedai.my');
    expect(limitKey('email', '\u0130LHAM@kedai.my')).toBe(limitKey('email', 'i\u0307lham@kedai.my'));
    expect(limitKey('email', '\u0131lham@kedai.my')).not.toBe(limitKey('email', 'ilham@kedai.my'));
  });

  it('counts an IPv6 client by its /64, however the address is written, and an IPv4-mapped one as IPv4', () => {
    const block = limitKey('ip', '2001:db8:0:1::1');
    for (const same of ['2001:DB8:0:1::1', '2001:0db8:0000:0001:0000:0000:0000:0001', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8::1:0:0:0:9', '2001:db8:0:1::1%eth0']) {
      expect(limitKey('ip', same), same).toBe(block);
    }
    expect(limitKey('ip', '2001:db8:0:2::1')).not.toBe(block);
    expect(limitKey('ip', '::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitKey('ip', '::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(limitKey('ip', '192.0.2.7')).toBe('192.0.2.7');
  });

  it('keeps account ids and card numbers as they are', () => {
    expect(limitKey('account', '42')).toBe('42');
    expect(limitKey('card', '6019000000000013')).toBe('6019000000000013');
  });
});
