import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '@borong/api/config';
import { metricsAllowed, webTierMetrics } from '@borong/api/app/metrics';
import { buildRoot } from '@borong/api/server';
import { serveUntilStopped, startLog } from '@borong/api/start';
import { apiTier } from './api-tier';
import type { WebConfig } from './config';
import { registerStorefront } from './storefront';

/**
 * The web tier (SERVE=web): the storefront's pages, rendered with data from the API tier at
 * `apiUrl`, and the browsers' `/api/…` requests passed on to it. No database, no job queue: any
 * number of these run behind the balancer. Its own health, readiness and metrics answer here.
 */
export async function buildWebTier(config: ApiConfig, web: WebConfig, apiUrl: string, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const metrics = webTierMetrics();
  const app = await buildRoot(config, metrics, logger);
  const tier = apiTier(apiUrl);
  app.addHook('onClose', async () => tier.close());

  app.get('/api/health', async () => ({ status: 'ok' }));
  // The balancer takes a process out whose API tier cannot be reached: it could only show error states.
  app.get('/api/ready', async (_request, reply) => {
    if (await tier.reachable()) return { status: 'ready', checks: { api: 'ok' } };
    return reply.status(503).send({ error: true, message: 'Unavailable: api', checks: { api: 'down' } });
  });
  app.get('/api/metrics', async (request, reply) => {
    if (!metricsAllowed(request.headers.authorization, request.ip, config.metricsToken)) return reply.status(403).send({ error: true, message: 'Metrics are for the operator’s scraper' });
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });

  await app.register(async (proxied) => {
    // Bodies go to the API tier as they arrive; it parses and limits them.
    proxied.removeAllContentTypeParsers();
    proxied.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of ['/api', '/api/*']) {
      proxied.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url, compress: false, decompress: false, handler: tier.proxy });
    }
  });

  await registerStorefront(app, web, tier.fetchFor);
  return app;
}

export async function startWebTier(config: ApiConfig, web: WebConfig, apiUrl: string): Promise<void> {
  startLog(`starting the web tier (pages only; the API tier at ${apiUrl})`);
  const app = await buildWebTier(config, web, apiUrl);
  await serveUntilStopped(app, config, { ready: `pages, and /api passed on to ${apiUrl}` });
}
