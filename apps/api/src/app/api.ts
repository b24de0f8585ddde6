import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@borong/contracts/api-paths';
import type { ApiDeps, LimitedDeps } from './types';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from '../auth/rate-limit';
import { DomainError, registerErrorHandling } from './errors';
import { metricsAllowed, serverMetrics } from './metrics';
import { RedisSharedAnswers, shareAnswers } from './memo';
import { connectCacheRedis } from './redis';
import { rejectControlCharacters } from './control-characters';
import catalogueRoutes from '../catalogue/routes';
import contentRoutes from '../content/routes';
import referenceRoutes from '../reference/routes';
import mediaRoutes from '../media/routes';
import sitemapRoutes from '../sitemap/routes';
import addressRoutes from '../addresses/routes';
import shoppingListRoutes from '../shopping-lists/routes';
import cartRoutes from '../cart/routes';
import checkoutRoutes from '../checkout/routes';
import orderRoutes from '../orders/routes';
import sellerRoutes, { sellerDevRoutes } from '../seller/routes';
import disputeRoutes from '../disputes/routes';
import paymentRoutes from '../payments/routes';
import walletRoutes from '../wallet/routes';
import membershipRoutes from '../membership/routes';
import creditTermsRoutes from '../credit-terms/routes';
import authRoutes from '../auth/routes';
import userRoutes from '../user/routes';

const DEPENDENCY_STATES = ['ok', 'down', 'not configured'] as const;
type DependencyState = (typeof DEPENDENCY_STATES)[number];
const readyAnswer = z.object({
  status: z.literal('ready'),
  database: z.string(),
  checks: z.object({ database: z.enum(DEPENDENCY_STATES), redis: z.enum(DEPENDENCY_STATES) }),
});

/**
 * The REST API as one Fastify plugin, mounted under `/api` by the server. Infrastructure comes
 * first (validation, errors, docs), then one plugin per domain.
 */
export default async function api(parent: FastifyInstance, options: ApiDeps) {
  // Only the dependencies travel on: Fastify's own options (prefix) must not reach the domain plugins.
  const deps: ApiDeps = { config: options.config, database: options.database };
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before validation, so no route's schema has to remember it and no handler sees such a string.
  app.addHook('preValidation', rejectControlCharacters);
  // Filled in by the auth guard on routes that need a signed-in buyer.
  app.decorateRequest('userId', null);
  app.decorateRequest('accessToken', null);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Borong storefront API',
        version: '1.0.0',
        description:
          'The REST API behind the Borong wholesale storefront. Every error is JSON `{ error: true, message, errors? }`; `errors` maps each invalid field to its messages. Send `Accept-Language: ms` for Malay names. Money is integer sen (MYR).',
      },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: apiPaths.docs, staticCSP: true });

  app.get(apiPaths.health, {
    schema: { tags: ['operations'], summary: 'Liveness: answers without touching the database', response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });
  const store = deps.config.redisUrl ? RedisRateLimitStore.connect(deps.config.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store, deps.config.authRateLimitScale, (err) => app.log.warn({ err: { message: (err as Error).message } }, 'rate-limit store unavailable; attempt let through'));
  app.addHook('onClose', () => limiter.close());
  const limited: LimitedDeps = { ...deps, limiter };
  // Answers (searches, counts, menus) are shared by every process reading one PostgreSQL; an
  // embedded PGlite has one process, which its own memory serves.
  if (deps.config.redisUrl && deps.config.database.kind === 'postgres') {
    const redis = connectCacheRedis(deps.config.redisUrl, (err) => app.log.warn({ err: { message: err.message } }, 'answer cache: Redis unreachable, reading the database until it is back'));
    const shared = new RedisSharedAnswers(redis, RedisSharedAnswers.prefixFor(deps.config.database.url));
    shareAnswers(deps.database.db, shared);
    shareAnswers(deps.database.readDb, shared);
    shareAnswers(deps.database.searchDb, shared);
    app.addHook('onClose', () => redis.quit().then(() => undefined, () => redis.disconnect()));
  }

  app.get(apiPaths.ready, {
    schema: {
      tags: ['operations'],
      summary: 'Readiness: checks each dependency',
      description:
        'One round trip to each dependency this server uses: the database (`database` names its kind) and, when REDIS_URL is set, Redis (the shared rate-limit store). `checks` says `ok`, `down` or `not configured` for each; any `down` answers 503, so a load balancer stops sending buyers to this process.',
      response: { 200: readyAnswer, 503: readyAnswer.extend({ error: z.literal(true), message: z.string() }).omit({ status: true }) },
    },
    handler: async (request, reply) => {
      const check = async (name: string, ping: (() => Promise<void>) | undefined): Promise<DependencyState> => {
        if (!ping) return 'not configured';
        try {
          await ping();
          return 'ok';
        } catch (err) {
          request.log.warn({ err: { message: (err as Error).message }, dependency: name }, 'readiness check failed');
          return 'down';
        }
      };
      const [database, redis] = await Promise.all([check('database', () => deps.database.ping()), check('redis', store instanceof RedisRateLimitStore ? () => store.ping() : undefined)]);
      const checks = { database, redis };
      if (database === 'down' || redis === 'down') return reply.status(503).send({ error: true as const, message: `Unavailable: ${Object.entries(checks).filter(([, state]) => state === 'down').map(([name]) => name).join(', ')}`, database: deps.database.kind, checks });
      return { status: 'ready' as const, database: deps.database.kind, checks };
    },
  });

  const metrics = serverMetrics(deps.database);
  app.get(apiPaths.metrics, {
    schema: {
      tags: ['operations'],
      summary: 'Metrics in Prometheus text format',
      description:
        'Request latency histograms by method, route template and status (`http_request_duration_seconds`; pages are the route `page`), the PostgreSQL pool (`db_pool_connections`), the answer caches (`cache_lookups_total` by hit/miss), the job queue (`job_queue_depth`), and Node.js process metrics with the event loop\'s delay (`nodejs_eventloop_lag_seconds`, `nodejs_eventloop_lag_p99_seconds`). With METRICS_TOKEN set, a scraper sends `Authorization: Bearer <token>`; without it only callers on this machine (loopback) are answered. Anyone else: 403. docs/operations.md lists the dashboards and alerts built on these.',
    },
    handler: async (request, reply) => {
      if (!metricsAllowed(request.headers.authorization, request.ip, deps.config.metricsToken)) throw new DomainError(403, 'Metrics are for the operator’s scraper');
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    },
  });


  await app.register(catalogueRoutes, limited);
  await app.register(contentRoutes, deps);
  await app.register(referenceRoutes, deps);
  await app.register(mediaRoutes);
  await app.register(sitemapRoutes, deps);
  // Account areas: each plugin guards all of its routes with requireUser.
  await app.register(addressRoutes, deps);
  await app.register(shoppingListRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(sellerRoutes, deps);
  await app.register(disputeRoutes, deps);
  await app.register(sellerDevRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(membershipRoutes, limited);
  await app.register(creditTermsRoutes, deps);
  await app.register(authRoutes, limited);
  await app.register(userRoutes, deps);
}
