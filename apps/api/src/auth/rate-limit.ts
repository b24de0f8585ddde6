import { isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import { normalizeEmail } from '@borong/contracts/email';
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

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** What a limit counts by; each kind has one canonical form of its key (see `limitKey`). */
export type LimitSubject = 'ip' | 'email' | 'account' | 'card';

export interface Limit {
  /** Counted separately per action, e.g. `login:ip`. */
  name: string;
  by: LimitSubject;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits (per client IP, per account email or id, per card number). Sign-in allows a whole
 * office behind one address to sign in, but only a handful of wrong guesses on one account;
 * sign-up, forgot and reset are rarer still. Linking a member card by number and security code is
 * limited per card too, so spreading guesses over many accounts and addresses still gets a few a
 * day on one card (six digits: about one in 100,000 a day). AUTH_RATE_LIMIT_SCALE multiplies
 * every `max` (benchmarks only).
 */
export const AUTH_LIMITS = {
  loginIp: { name: 'login:ip', by: 'ip', max: 100, windowMs: 15 * MINUTE },
  loginEmail: { name: 'login:email', by: 'email', max: 10, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', by: 'ip', max: 30, windowMs: HOUR },
  registerEmail: { name: 'register:email', by: 'email', max: 5, windowMs: HOUR },
  forgotIp: { name: 'forgot:ip', by: 'ip', max: 20, windowMs: HOUR },
  forgotEmail: { name: 'forgot:email', by: 'email', max: 5, windowMs: HOUR },
  resetIp: { name: 'reset:ip', by: 'ip', max: 30, windowMs: HOUR },
  resetEmail: { name: 'reset:email', by: 'email', max: 10, windowMs: HOUR },
  socialIp: { name: 'social:ip', by: 'ip', max: 60, windowMs: 15 * MINUTE },
  verifyIp: { name: 'verify:ip', by: 'ip', max: 30, windowMs: HOUR },
  verifySendAccount: { name: 'verify-send:account', by: 'account', max: 5, windowMs: HOUR },
  verifySendIp: { name: 'verify-send:ip', by: 'ip', max: 20, windowMs: HOUR },
  passwordChangeAccount: { name: 'password-change:account', by: 'account', max: 10, windowMs: 15 * MINUTE },
  passwordChangeIp: { name: 'password-change:ip', by: 'ip', max: 30, windowMs: 15 * MINUTE },
  cardLinkAccount: { name: 'card-link:account', by: 'account', max: 10, windowMs: HOUR },
  cardLinkIp: { name: 'card-link:ip', by: 'ip', max: 30, windowMs: HOUR },
  cardLinkCard: { name: 'card-link:card', by: 'card', max: 10, windowMs: 24 * HOUR },
} satisfies Record<string, Limit>;

/** Searches with a text, per client address and minute (`max` from SEARCH_RATE_LIMIT). */
export const searchLimit = (max: number): Limit => ({ name: 'search:ip', by: 'ip', max, windowMs: MINUTE });

/** The eight hextets of an IPv6 address, in the URL standard's canonical spelling (lower case, no leading zeros). */
function ipv6Hextets(address: string): string[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

function ipKey(subject: string): string {
  const address = subject.split('%')[0] ?? subject;
  if (!isIPv6(address)) return address.toLowerCase();
  const h = ipv6Hextets(address);
  if (h.slice(0, 5).every((x) => x === '0') && h[5] === 'ffff') {
    const [hi, lo] = [parseInt(h[6] ?? '0', 16), parseInt(h[7] ?? '0', 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${h.slice(0, 4).join(':')}::/64`;
}

/**
 * The one form of a subject, so variants of one key share a count: an e-mail address as the
 * contracts normalize it (the form stored and looked up: a case variant cannot reach an account
 * under another key); an IPv4 address as is (an IPv4-mapped IPv6 one as IPv4); an IPv6 address
 * as its /64, the block one subscriber holds, in one spelling (else every host of the block, and
 * every way of writing one, would get its own allowance).
 */
export function limitKey(by: LimitSubject, subject: string): string {
  if (by === 'email') return normalizeEmail(subject);
  return by === 'ip' ? ipKey(subject) : subject;
}

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
        hit = await this.store.hit(`${limit.name}:${limitKey(limit.by, subject)}`, limit.windowMs);
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
