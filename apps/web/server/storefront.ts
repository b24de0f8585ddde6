import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebConfig } from './config';
import { ISLANDS_MANIFEST } from '../app/features/islands/manifest';
import { maiwpGate } from './maiwp';
import { isCrossSiteRequest, isPrivatePage } from './request-guard';

/** Calls the API with a fetch-shaped function; the one process answers it in memory. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    /** The nonce every inline script of this page carries, matching its Content-Security-Policy. */
    nonce: string;
    publicConfig: WebConfig['public'];
    /** The islands pages' browser entry (`/assets/islands-….js`), when the build has one. */
    islandsEntry: string | null;
  }
}

/**
 * The URL of the islands entry, from the manifest its build writes (vite.islands.config.ts).
 * Without one (a build from before islands, or a partial build) islands pages hydrate whole.
 */
export function islandsEntryOf(clientDir: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, ISLANDS_MANIFEST), 'utf8')) as Record<string, { file?: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    return entry ? `/${entry}` : null;
  } catch {
    return null;
  }
}

/**
 * The API client's fetch for one page request. `clientIp` is the buyer's address (the page
 * request's `request.ip`), passed as the injected request's socket address, so the API's rate
 * limits count the buyer, never this server. It is not a header: nothing a browser sends can
 * set it.
 */
export function inProcessApiFetch(app: FastifyInstance): (clientIp: string) => ApiFetch {
  return (clientIp) => async (apiPath, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | Buffer | undefined = typeof init.body === 'string' ? init.body : undefined;
    if (init.body != null && payload === undefined) {
      // Multipart, urlencoded and binary bodies: let the Fetch API encode them (and name the
      // multipart boundary) as it would on the wire.
      const encoded = new Request('http://api.invalid/', { method: 'POST', body: init.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type');
      if (type && !headers['content-type']) headers['content-type'] = type;
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${apiPath}`,
      headers,
      payload,
      remoteAddress: clientIp,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}

function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function toRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Serves the built storefront: fingerprinted assets from /assets with a year-long immutable cache,
 * other public files briefly cached, and every other path rendered by React Router on the server.
 */
export async function registerStorefront(app: FastifyInstance, config: WebConfig, apiFetchFor: (clientIp: string) => ApiFetch): Promise<void> {
  const buildDir = config.buildDir;
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  const handle = createRequestHandler(build, config.env === 'production' ? 'production' : 'development');
  const islandsEntry = islandsEntryOf(path.join(buildDir, 'client'));

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    // scripts/build.mjs writes a .br and a .gz beside each fingerprinted asset.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Form posts reach React Router actions as a raw stream; Fastify must not consume them first.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_req, _payload, done) => done(null));

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // Spec §2 maiwp rules, before any rendering: see `maiwpGate`.
    const gate = maiwpGate(config, new URL(request.url, 'http://storefront.invalid'), request.headers.cookie);
    if (gate.action === 'redirect') return reply.header('cache-control', 'no-store').redirect(gate.location, 302);
    if (gate.action === 'not-found') return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This page could not be found');
    if (gate.setCookie) reply.header('set-cookie', gate.setCookie);
    if (isCrossSiteRequest(request.method, request.headers, `${request.protocol}://${request.host}`)) {
      return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send('Cross-site request refused');
    }
    const nonce = randomBytes(16).toString('base64');
    const response = await handle(toRequest(request, reply), { apiFetch: apiFetchFor(request.ip), nonce, publicConfig: config.public, islandsEntry });
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      reply.header(key, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if ((response.headers.get('content-type') ?? '').includes('text/html')) reply.header('content-security-policy', pageCsp(nonce));
    if (isPrivatePage(request.url.split('?')[0] ?? '')) reply.header('cache-control', 'no-store');
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  };
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
}
