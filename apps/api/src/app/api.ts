import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@borong/contracts/api-paths';
import type { ApiDeps, LimitedDeps } from './types';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from '../auth/rate-limit';
import { registerErrorHandling } from './errors';
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
  app.get(apiPaths.ready, {
    schema: {
      tags: ['operations'],
      summary: 'Readiness: checks the database',
      response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: z.object({ error: z.literal(true), message: z.string() }) },
    },
    handler: async (request, reply) => {
      try {
        await deps.database.ping();
        return { status: 'ready' as const, database: deps.database.kind };
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message } }, 'readiness check failed');
        return reply.status(503).send({ error: true as const, message: 'Database unavailable' });
      }
    },
  });

  const store = deps.config.redisUrl ? RedisRateLimitStore.connect(deps.config.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store, deps.config.authRateLimitScale, (err) => app.log.warn({ err: { message: (err as Error).message } }, 'rate-limit store unavailable; attempt let through'));
  app.addHook('onClose', () => limiter.close());
  const limited: LimitedDeps = { ...deps, limiter };

  await app.register(catalogueRoutes, deps);
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
