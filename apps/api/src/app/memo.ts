/**
 * Keeps the result of a slow, rarely-changing read (category tree, tiers, result counts) for a
 * short time, so hot paths such as store search do not repeat it on every request. Concurrent
 * callers share one pending load; a failed load is forgotten at once.
 */
export function memoize<A, V>(
  load: (arg: A) => Promise<V>,
  options: { ttlMs: number; maxEntries?: number; key?: (arg: A) => unknown; name?: string },
): (arg: A) => Promise<V> {
  const { ttlMs, maxEntries = 500, key = (arg: A) => arg, name = 'answers' } = options;
  const counts = cacheLookups.get(name) ?? { hits: 0, misses: 0 };
  cacheLookups.set(name, counts);
  const entries = new Map<unknown, { value: Promise<V>; expires: number }>();
  return (arg: A) => {
    const k = key(arg);
    const now = Date.now();
    const hit = entries.get(k);
    if (hit && hit.expires > now) {
      counts.hits += 1;
      return hit.value;
    }
    counts.misses += 1;
    const value = load(arg);
    value.catch(() => entries.delete(k));
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
    entries.set(k, { value, expires: now + ttlMs });
    return value;
  };
}

/** Hits and misses of every memoized read since the process started, by cache name (for /api/metrics). */
export const cacheLookups = new Map<string, { hits: number; misses: number }>();
