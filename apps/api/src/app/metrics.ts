import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { cacheLookups } from './memo';

/**
 * What an operator watches (issue 13, docs/operations.md): request rate and latency by route and
 * status, the database pool, the answer caches' hit ratio, the job queue's depth and the event
 * loop's delay, in Prometheus' text format at /api/metrics. One registry per server, so tests that
 * build several servers in one process do not collide.
 */
export interface ServerMetrics {
  registry: Registry;
  /** Called once per answered request (an onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The job queue reports its depth once it runs (start.ts starts it after the server). */
  setQueueDepth(read: () => Promise<Record<string, number>>): void;
}

const byDatabase = new WeakMap<Database, ServerMetrics>();

export function serverMetrics(database: Database): ServerMetrics {
  let found = byDatabase.get(database);
  if (!found) {
    found = createMetrics(database);
    byDatabase.set(database, found);
  }
  return found;
}

/** A web-tier process's metrics: requests, caches and the event loop, with no database of its own. */
export function webTierMetrics(): ServerMetrics {
  return createMetrics(null);
}

/** Pages are one route for the router ('/*'); their label says which kind of path they are, never the path itself (unbounded). */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  if (route === '/*' || route === '/') return 'page';
  return route;
}

function createMetrics(database: Database | null): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on embedded PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database?.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Counter({
    name: 'db_replica_reads_total',
    help: 'Read-only catalogue queries by where they ran: a standby, or the primary when no standby answered (DATABASE_REPLICA_URLS)',
    labelNames: ['target'],
    registers: [registry],
    collect() {
      const counts = database?.replicaCounts();
      if (!counts) return;
      this.reset();
      this.inc({ target: 'replica' }, counts.replica);
      this.inc({ target: 'primary' }, counts.primary);
    },
  });
  new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of the in-process answer caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of cacheLookups) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
  let readQueueDepth: (() => Promise<Record<string, number>>) | null = null;
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting in each queue of the job queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      if (!readQueueDepth) return;
      for (const [queue, depth] of Object.entries(await readQueueDepth())) this.set({ queue }, depth);
    },
  });
  return {
    registry,
    observe(request, reply) {
      duration.observe({ method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    },
    setQueueDepth(read) {
      readQueueDepth = read;
    },
  };
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The operator's scraper: the configured bearer token, or, with none configured, a caller on this machine. */
export function metricsAllowed(authorization: string | undefined, ip: string, token: string | null): boolean {
  if (token === null) return LOOPBACK.test(ip);
  const sent = Buffer.from(authorization?.startsWith('Bearer ') ? authorization.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
