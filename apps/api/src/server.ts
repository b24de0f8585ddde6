import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import api from './app/api';
import { loggableError } from './app/errors';
import { serverMetrics, type ServerMetrics } from './app/metrics';

export interface ServerOptions {
  config: ApiConfig;
  database: Database;
  /** Pino options, or false to keep tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Mounts more routes on the root instance (the storefront, in the one-process default). */
  extend?: (app: FastifyInstance) => Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Headers every response carries; HTML pages replace the CSP with their own nonce-based one. */
function securityHeaders(config: ApiConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.env === 'production' ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Swagger UI needs its own scripts and styles; everything else under /api is data only. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";

/** Query values that are secrets (reset tokens) replaced in a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(config: ApiConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials never reach the log, whatever a future route logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.password_confirmation', '*.token', '*.access_token', '*.accessToken'],
      censor: '[redacted]',
    },
    serializers: {
      // Whatever logs an error (a job, a plugin), its query parameters and row values stay out.
      err: loggableError,
      // A reset link's token arrives in a page URL (`/?action=resetPwd&token=…`): the log keeps the path, not the secret.
      req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
    },
  };
}

/** Fastify's form of TRUST_PROXY: the addresses as they are, a hop count as the hops nearest this server. */
function trustProxyOption(trust: ApiConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}

/**
 * The root instance every tier starts from: logging, request ids, limits and timeouts, the
 * trusted proxies, security headers, compression and request metrics.
 */
export async function buildRoot(config: ApiConfig, metrics: ServerMetrics, logger: FastifyServerOptions['logger'] = loggerOptions(config)): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    connectionTimeout: 30_000,
    keepAliveTimeout: 65_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
  });

  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));

  const headers = securityHeaders(config);
  if (config.trustProxy !== false) {
    // A trusted proxy passes X-Forwarded-For on; a value in it that is no address is refused, not used as one.
    app.addHook('onRequest', async (request, reply) => {
      const forwarded = request.headers['x-forwarded-for'];
      if (forwarded === undefined) return;
      const entries = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').map((entry) => entry.trim());
      if (entries.every((entry) => isIP(entry) !== 0)) return;
      return reply.status(400).send({ error: true, message: 'X-Forwarded-For must list IP addresses' });
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', request.url.startsWith('/api/docs') ? DOCS_CSP : API_CSP);
    return payload;
  });

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  return app;
}

export async function buildServer({ config, database, logger, extend }: ServerOptions): Promise<FastifyInstance> {
  const app = await buildRoot(config, serverMetrics(database), logger);
  await app.register(api, { prefix: '/api', config, database });
  // The storefront, when mounted, renders every other path; the API alone (SERVE=api) has none.
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: true, message: `Nothing at ${request.method} ${request.url.split('?')[0]}: this server answers under /api` }));
  if (extend) await extend(app);
  return app;
}
