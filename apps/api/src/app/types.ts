import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import type { RateLimiter } from '../auth/rate-limit';

export type ApiApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What every domain plugin is given: nothing global, so tests can build the API around any database. */
export interface ApiDeps {
  config: ApiConfig;
  database: Database;
}

/** The plugins that count attempts share one limiter (one store, one set of keys). */
export interface LimitedDeps extends ApiDeps {
  limiter: RateLimiter;
}
