import { Redis } from 'ioredis';
import { HttpError } from '../app/errors';

/**
 * Fixed-window counters for the sign-in, sign-up and reset limits. With REDIS_URL every API
 * process shares the counts (INCR, and PEXPIRE on the first hit of a window); without it each
 * process counts in memory, which is right for the one-process default.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window and the milliseconds left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired windows are dropped once a minute so the map does not grow with every address seen.
    this.sweeper = setInterval(() => {
      const t = this.now();
      for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number) {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.resetAt - t };
  }

  async close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

/** INCR then, on a window's first hit, PEXPIRE: one round trip, atomic in a MULTI. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'borong:rl:',
  ) {}

  static connect(url: string, prefix?: string): RedisRateLimitStore {
    // Fail fast rather than queue: a request must not hang on an unreachable Redis (see RateLimiter.check).
    return new RedisRateLimitStore(new Redis(url, { lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 }), prefix);
  }

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    if (!result) throw new Error('rate-limit transaction aborted');
    const [[incrErr, count], , [ttlErr, ttl]] = result as [[Error | null, number], [Error | null, number], [Error | null, number]];
    if (incrErr || ttlErr) throw incrErr ?? ttlErr;
    return { count: Number(count), resetMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface Limit {
  /** Counted separately per action, e.g. `login:ip`. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits (per client IP and per account email). Sign-in allows a whole office behind one
 * address to sign in, but only a handful of wrong guesses on one account; sign-up, forgot and
 * reset are rarer still. AUTH_RATE_LIMIT_SCALE multiplies every `max` (benchmarks only).
 */
export const AUTH_LIMITS = {
  loginIp: { name: 'login:ip', max: 100, windowMs: 15 * MINUTE },
  loginEmail: { name: 'login:email', max: 10, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', max: 30, windowMs: 60 * MINUTE },
  registerEmail: { name: 'register:email', max: 5, windowMs: 60 * MINUTE },
  forgotIp: { name: 'forgot:ip', max: 20, windowMs: 60 * MINUTE },
  forgotEmail: { name: 'forgot:email', max: 5, windowMs: 60 * MINUTE },
  resetIp: { name: 'reset:ip', max: 30, windowMs: 60 * MINUTE },
  resetEmail: { name: 'reset:email', max: 10, windowMs: 60 * MINUTE },
  socialIp: { name: 'social:ip', max: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly scale = 1,
    private readonly onStoreError: (err: unknown) => void = () => {},
  ) {}

  /**
   * Counts one attempt against each `[limit, subject]` pair and throws TooManyRequests (429, with
   * the seconds to wait) when any is over. If the shared store is unreachable the attempt is let
   * through and logged: a Redis outage must not lock every buyer out.
   */
  async check(pairs: [Limit, string][], message: string): Promise<void> {
    let wait = 0;
    for (const [limit, subject] of pairs) {
      let hit: { count: number; resetMs: number };
      try {
        hit = await this.store.hit(`${limit.name}:${subject.toLowerCase()}`, limit.windowMs);
      } catch (err) {
        this.onStoreError(err);
        continue;
      }
      if (hit.count > Math.max(1, Math.floor(limit.max * this.scale))) wait = Math.max(wait, Math.ceil(hit.resetMs / 1000));
    }
    if (wait > 0) throw new TooManyRequests(message, wait);
  }

  close() {
    return this.store.close();
  }
}
