import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where memoized answers are shared between processes (issue 13): Redis when REDIS_URL is set
 * and the database is a server every process reads. A value is kept with the moment it expires,
 * so a process that reads it late keeps it only for what is left.
 */
export interface SharedAnswers {
  get(key: string): Promise<{ value: unknown; expires: number } | null>;
  set(key: string, value: unknown, expires: number): Promise<void>;
}

/**
 * The build whose processes share answers: scripts/build.mjs writes one into each server bundle, from its sources. An
 * answer's shape changes between builds (a field added to a response), and during a rolling deploy a process of the
 * new build that read the old build's answers from Redis failed its own response check (review, session 25). Runs
 * from source (tests, development) share as "source".
 */
declare const BORONG_BUILD_ID: string | undefined;
const BUILD = typeof BORONG_BUILD_ID === 'string' ? BORONG_BUILD_ID : 'source';

export class RedisSharedAnswers implements SharedAnswers {
  constructor(
    private readonly redis: Redis,
    /** Names the build and the database, so processes of two builds, deployments (or test databases) never read each other's answers. */
    private readonly prefix: string,
  ) {}

  static prefixFor(databaseUrl: string, build = BUILD): string {
    return `borong:answers:${build}:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}:`;
  }

  async get(key: string) {
    const text = await this.redis.get(this.prefix + key).catch(() => null);
    if (!text) return null;
    try {
      return JSON.parse(text) as { value: unknown; expires: number };
    } catch {
      return null;
    }
  }

  async set(key: string, value: unknown, expires: number) {
    const ttl = expires - Date.now();
    if (ttl <= 0) return;
    await this.redis.set(this.prefix + key, JSON.stringify({ value, expires }), 'PX', ttl).catch(() => undefined);
  }
}

/** The shared store of each database handle's answers (set once by the API when it starts; none by default). */
const sharedByDatabase = new WeakMap<object, SharedAnswers>();

export function shareAnswers(db: object, shared: SharedAnswers): void {
  sharedByDatabase.set(db, shared);
}

/**
 * Keeps the result of a slow, rarely-changing read (category tree, tiers, result counts) for a
 * short time, so hot paths such as store search do not repeat it on every request. Concurrent
 * callers share one pending load; a failed load is forgotten at once.
 *
 * With `shared` (the database handle the answers come from, and this cache's `name`), a miss here
 * asks the processes' shared store before loading, and a load is put there for the others: only
 * for answers that cost a query or more, since the store costs a round trip. Answers kept there
 * must survive JSON (no dates, no bigints).
 */
export function memoize<A, V>(
  load: (arg: A) => Promise<V>,
  options: { ttlMs: number; maxEntries?: number; key?: (arg: A) => unknown; name?: string; sharedBy?: object },
): (arg: A) => Promise<V> {
  const { ttlMs, maxEntries = 500, key = (arg: A) => arg, name = 'answers', sharedBy } = options;
  const counts = cacheLookups.get(name) ?? { hits: 0, misses: 0 };
  cacheLookups.set(name, counts);
  const entries = new Map<unknown, { value: Promise<V>; expires: number }>();

  const loadShared = async (shared: SharedAnswers, sharedKey: string, arg: A, entry: { expires: number }): Promise<V> => {
    const kept = await shared.get(sharedKey);
    if (kept && kept.expires > Date.now()) {
      entry.expires = Math.min(entry.expires, kept.expires);
      return kept.value as V;
    }
    const value = await load(arg);
    void shared.set(sharedKey, value, entry.expires);
    return value;
  };

  return (arg: A) => {
    const k = key(arg);
    const now = Date.now();
    const hit = entries.get(k);
    if (hit && hit.expires > now) {
      counts.hits += 1;
      return hit.value;
    }
    counts.misses += 1;
    const shared = sharedBy ? sharedByDatabase.get(sharedBy) : undefined;
    const entry = { expires: now + ttlMs } as { value: Promise<V>; expires: number };
    // Settled once, kept as a promise: Drizzle's builders (`db.$count`) are lazy thenables that run
    // their query again each time something waits on them.
    entry.value = shared ? loadShared(shared, `${name}:${typeof k === 'string' ? k : JSON.stringify(k)}`, arg, entry) : Promise.resolve(load(arg));
    entry.value.catch(() => entries.delete(k));
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
    entries.set(k, entry);
    return entry.value;
  };
}

/**
 * One `make(db)` per database handle, made when first asked for: a memoized read belongs to the
 * database it read (each test suite has its own), whichever caller asks.
 */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

export interface CacheCounts {
  hits: number;
  misses: number;
}

/** Hits and misses of every memoized read (and of the guest page cache) since the process started, by cache name (for /api/metrics). */
export const cacheLookups = new Map<string, CacheCounts>();
