import { Redis } from 'ioredis';

/**
 * A Redis connection for caches: a command fails at once while Redis is unreachable (no offline
 * queue, no retries, a short timeout), so a cache that is down reads as a miss and never holds a
 * request up. `onOutage` hears of the first error after Redis was reachable, not of every
 * reconnection attempt.
 */
export function connectCacheRedis(url: string, onOutage: (error: Error) => void = () => undefined): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 2000, commandTimeout: 500 });
  let reachable = true;
  redis.on('ready', () => (reachable = true));
  redis.on('error', (error: Error) => {
    if (reachable) onOutage(error);
    reachable = false;
  });
  return redis;
}
