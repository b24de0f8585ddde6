import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Thrown by handlers for an expected failure the caller should see as-is. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. `retry-after` on a 429. */
    public readonly headers?: Record<string, string>,
    /** A machine-readable reason (`code` in the answer), for clients that show their own words for it. */
    public readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** The statuses a broken domain rule may answer with; 5xx are never a rule's answer. */
export type DomainStatus = 400 | 401 | 403 | 404 | 409 | 422;

/**
 * A rule of a domain module refused the request (not found, a conflict, a field the rules reject).
 * Domain modules throw only these, so any caller (a route, a job, a test) can tell an expected
 * refusal from a fault; the API answers it with its status and message as they are.
 */
export class DomainError extends HttpError {
  constructor(
    public override readonly statusCode: DomainStatus,
    message: string,
    errors?: Record<string, string[]>,
    errorCode?: string,
  ) {
    super(statusCode, message, errors, undefined, errorCode);
  }
}

export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);

/** Codes PostgreSQL and node-postgres use when the server is unreachable, restarting or shutting down. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_MESSAGES = /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout/i;

/** The error and the errors it wraps (`cause`), outermost first: drivers and Drizzle wrap the database's own. */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Whether the error, or one it wraps, carries `code` (a SQLSTATE such as 57014, or a system code). */
export function hasErrorCode(error: unknown, code: string): boolean {
  for (const e of errorChain(error)) if (e.code === code) return true;
  return false;
}

/** Fields of an error (and of node-postgres' and PGlite's) that describe the fault, never the data. */
const LOGGABLE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'] as const;

export interface LoggableError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * What a log may keep of an error. Drizzle puts the query's parameters into its message ("params:
 * …") and onto `params`; PostgreSQL puts values into `detail` ("Key (email)=(…) already exists") and
 * quotes a rejected value at the end of some messages. Parameters are buyers' data and secrets
 * (addresses, tokens), so only the name, the message without them, the fields above and the stack
 * frames survive, through the chain of causes.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: 'Error', message: String(error), stack: '' };
  const e = error as Error & Record<string, unknown>;
  const message = typeof e.message === 'string' ? withoutValues(e.message, e.code) : '';
  // A plain object is an error this function already made loggable (the logger's serializer runs after it).
  const type = typeof e.name === 'string' ? e.name : typeof e.type === 'string' ? e.type : 'Error';
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: LoggableError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of LOGGABLE_FIELDS) if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  if (e.cause !== undefined && depth < 4) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** SQLSTATE class 22 (data exception) messages quote the value refused: `invalid input syntax for type integer: "…"`. */
function withoutValues(message: string, code: unknown): string {
  const text = message.replace(/\nparams:[\s\S]*$/, '');
  return typeof code === 'string' && code.startsWith('22') ? text.replace(/"[^"]*"/g, '"[redacted]"') : text;
}

/**
 * One error shape for every failure: `{ error: true, message, errors? }`. Validation failures name
 * each bad field; 5xx details stay in the log and never reach the caller.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: true, message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  app.setNotFoundHandler(notFound);
  // The storefront's page catch-all sits beside the API; this keeps every unknown /api path JSON.
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: notFound });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // An expected 5xx that wraps a fault (a payment gateway down or refusing us) is the operator's to see.
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.warn({ err: loggableError(error) }, 'upstream failure');
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ error: true, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.errorCode ? { code: error.errorCode } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        (errors[field] ??= []).push(issue.message ?? 'is invalid');
      }
      const fields = Object.keys(errors);
      return reply.status(400).send({ error: true, message: `Invalid ${fields.join(', ')}: ${Object.values(errors)[0]?.[0] ?? 'invalid value'}`, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error), issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: true, message: 'Internal server error' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({ error: true, message: 'Service temporarily unavailable, please try again shortly' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(500).send({ error: true, message: 'Internal server error' });
    }
    // Fastify's own 4xx (malformed JSON, payload too large, unsupported media type) carry a safe message.
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Malformed JSON body' : error.message;
    return reply.status(status).send({ error: true, message });
  });
}
