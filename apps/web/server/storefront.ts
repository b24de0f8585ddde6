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
import { cacheLookups } from '@borong/api/app/memo';
import { maiwpGate } from './maiwp';
import { GUEST_CACHE_CONTROL, GuestPageCache, LayeredPageCacheStore, MemoryPageCacheStore, RedisPageCacheStore, guestPageKey, isShareableAnswer, pickEncoding, type CachedPage, type PendingRender } from './page-cache';
import { isCrossSiteRequest, mustNotBeStored } from './request-guard';
import { sessionToken, withoutPlainSessionCookie } from '../app/lib/session.server';
import type { ApiAnswer, ApiFetch } from '../app/lib/api';

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    /** The nonce every inline script of this page carries, matching its Content-Security-Policy. */
    nonce: string;
    publicConfig: WebConfig['public'];
    /** PUBLIC_URL's origin, the start of every absolute URL a page prints. */
    publicOrigin: string;
    /** Whether cookies are marked Secure: in production, which is served over HTTPS. */
    secureCookies: boolean;
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
    const headers = plainHeaders(init.headers);
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
    return new InjectedAnswer(res.statusCode, res.statusMessage, res.headers, res.rawPayload);
  };
}

/** Request headers as light-my-request takes them: names in lower case. The client sends a plain object. */
function plainHeaders(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (init === undefined) return headers;
  if (init instanceof Headers || Array.isArray(init)) {
    new Headers(init).forEach((value, key) => {
      headers[key] = value;
    });
  } else {
    for (const [key, value] of Object.entries(init)) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/**
 * An in-process API answer read straight from what `inject` gave. Building a Fetch `Response`
 * (and copying a dozen headers into a `Headers`) to read it back cost about ten times reading the
 * JSON itself: on the home page, a dozen times per render (issue 13).
 */
class InjectedAnswer implements ApiAnswer {
  constructor(
    readonly status: number,
    readonly statusText: string,
    private readonly rawHeaders: Record<string, string | string[] | number | undefined>,
    private readonly payload: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  readonly headers = {
    get: (name: string): string | null => {
      const value = this.rawHeaders[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
    },
  };

  /** A 204, 205 or 304 has no body, as a Fetch `Response` has none. */
  get body(): ReadableStream<Uint8Array> | null {
    return [204, 205, 304].includes(this.status) ? null : new Blob([this.bytes()]).stream();
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.payload.toString('utf8'));
  }

  async blob(): Promise<Blob> {
    return new Blob([this.bytes()], { type: this.headers.get('content-type') ?? '' });
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return this.bytes().buffer;
  }

  /** The payload in a buffer of its own: files are rare, JSON is read straight from the payload. */
  private bytes(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.payload);
  }
}

/**
 * A page's API calls, watched for failure (no answer, a 5xx, or a 429 refusing this visitor's
 * rate): a page rendered so shows error states in place of data, and is not kept for other guests.
 */
export function watchedApiFetch(apiFetch: ApiFetch): { fetch: ApiFetch; failed: () => boolean } {
  let failed = false;
  return {
    fetch: async (apiPath, init) => {
      try {
        const response = await apiFetch(apiPath, init);
        if (response.status >= 500 || response.status === 429) failed = true;
        return response;
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    failed: () => failed,
  };
}

/** The page's policy; `scriptSources` allow its inline scripts: this answer's nonce, or a kept page's script hashes. */
function pageCsp(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    // Stylesheets only from our origin, no <style> elements (an injected one could read the page
    // through selectors); style attributes stay, for values only known at render time (a banner
    // hotspot's position, a carousel's offset), which select and load nothing.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function toRequest(request: FastifyRequest, reply: FastifyReply, body: Uint8Array<ArrayBuffer> | null, secureCookies: boolean): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, key === 'cookie' && secureCookies ? withoutPlainSessionCookie(v) : v);
  }
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body } : {}),
  });
}

/**
 * The most a page form may send. Plain forms are a few hundred bytes; multipart carries uploads
 * (the credit application's three 2 MB documents, which its action answers with a field error up
 * to about 6 MB), so anything past these is refused before more of it is read.
 */
export const PAGE_BODY_LIMITS = { 'application/x-www-form-urlencoded': 64 * 1024, 'multipart/form-data': 16 * 1024 * 1024 } as const;

type PageBody = { ok: true; body: Uint8Array<ArrayBuffer> | null } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a page request's body for React Router's actions, which understand only HTML forms. The
 * body is counted while it streams, so an oversized or endless one costs at most the limit, and
 * it is parsed once here so a malformed one is a 400 rather than an action's 500.
 */
export async function readPageBody(method: string, headers: Record<string, string | string[] | undefined>, stream: AsyncIterable<Uint8Array>): Promise<PageBody> {
  if (method === 'GET' || method === 'HEAD') return { ok: true, body: null };
  const declaredLength = headers['content-length'] === undefined ? null : Number(headers['content-length']);
  const hasBody = declaredLength !== 0 && (declaredLength !== null || headers['transfer-encoding'] !== undefined);
  if (!hasBody) return { ok: true, body: null };
  const contentType = String(headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data') {
    return { ok: false, status: 415, message: 'A page accepts only form posts (application/x-www-form-urlencoded or multipart/form-data).' };
  }
  const limit = PAGE_BODY_LIMITS[mediaType];
  const tooLarge = { ok: false, status: 413, message: `The form is larger than ${limit / 1024} KB.` } as const;
  if (declaredLength !== null && !(declaredLength <= limit)) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > limit) return tooLarge;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: 'The form could not be read.' };
  }
  return { ok: true, body };
}

/** The most of one answer the page cache reads to keep; a larger one is sent, not kept. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

/** A render's whole body, or null when it failed (the buyer went away) or was too large to keep. */
async function readWhole(stream: ReadableStream<Uint8Array>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks, size);
      size += value.byteLength;
      if (size > MAX_KEPT_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
  } catch {
    return null;
  }
}

/** Answers with a kept guest page: compressed as it was kept, aged, with a policy naming its script hashes. */
function sendKeptPage(reply: FastifyReply, page: CachedPage, acceptEncoding: string | undefined) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  // Kept pages carry hashes only when they are HTML; a route-data answer runs nothing.
  if (page.scriptHashes.length > 0 || String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', pageCsp(page.scriptHashes));
  const encoding = pickEncoding(acceptEncoding);
  reply
    .header('cache-control', GUEST_CACHE_CONTROL)
    .header('age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))))
    .header('vary', 'Accept-Encoding')
    .header('x-page-cache', 'hit');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
}

/** The guest page cache `config` asks for, closed with the server; null when it is off. */
export function guestPageCacheFor(app: FastifyInstance, config: WebConfig): GuestPageCache | null {
  if (config.pageCache.ttlSeconds === 0) return null;
  const ttlMs = config.pageCache.ttlSeconds * 1000;
  const store = config.pageCache.redisUrl
    ? new LayeredPageCacheStore(
        new MemoryPageCacheStore(),
        RedisPageCacheStore.connect(config.pageCache.redisUrl, undefined, (error) => app.log.warn({ err: error.message }, 'page cache: Redis unreachable, rendering every page until it is back')),
        ttlMs,
      )
    : new MemoryPageCacheStore();
  app.addHook('onClose', () => store.close());
  const counts = { hits: 0, misses: 0 };
  cacheLookups.set('pages', counts);
  return new GuestPageCache(store, ttlMs, counts);
}

/**
 * The built client's files: fingerprinted ones under /assets and a few at the root (favicon). A
 * request for one the static files did not answer gets a short 404, not a rendered page. Deeper
 * paths with an extension are pages' own routes (dispute photos, order documents), not files.
 */
const FILE_PATH = /^\/assets\/|^\/[^/]+\.(?:m?js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|json|webmanifest)$/i;

export const isFilePath = (pathname: string): boolean => FILE_PATH.test(pathname);

/**
 * Serves the built storefront: fingerprinted assets from /assets with a year-long immutable cache,
 * other public files briefly cached, and every other path rendered by React Router on the server.
 */
export async function registerStorefront(app: FastifyInstance, config: WebConfig, apiFetchFor: (clientIp: string) => ApiFetch, pageCache: GuestPageCache | null = guestPageCacheFor(app, config)): Promise<void> {
  const buildDir = config.buildDir;
  const build = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild;
  // A kept page names the build's assets and is rendered for one variant and instance.
  const cacheScope = `${build.assets.version}|${config.public.variant}|${config.sourceInstance}`;
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

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFilePath(request.url.split('?')[0] ?? '')) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    // Spec §2 maiwp rules, before any rendering: see `maiwpGate`.
    const gate = maiwpGate(config, new URL(request.url, 'http://storefront.invalid'), request.headers.cookie);
    if (gate.action === 'redirect') return reply.header('cache-control', 'no-store').redirect(gate.location, 302);
    if (gate.action === 'not-found') return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('This page could not be found');
    if (gate.setCookie) reply.header('set-cookie', gate.setCookie);
    if (isCrossSiteRequest(request.method, request.headers, `${request.protocol}://${request.host}`)) {
      return reply.status(403).header('content-type', 'text/plain; charset=utf-8').send('Cross-site request refused');
    }
    const cacheKey = gate.setCookie ? null : guestPageKey({ method: request.method, url: request.url, cookie: request.headers.cookie }, cacheScope);
    if (cacheKey && pageCache) {
      const kept = await pageCache.lookup(cacheKey);
      if (kept) return sendKeptPage(reply, kept, request.headers['accept-encoding']);
    }
    const pending = cacheKey && pageCache ? pageCache.startRender(cacheKey) : null;
    try {
      return await renderPage(request, reply, cacheKey, pending);
    } catch (error) {
      pending?.abandon();
      throw error;
    }
  };

  const renderPage = async (request: FastifyRequest, reply: FastifyReply, cacheKey: string | null, pending: PendingRender | null) => {
    const read = await readPageBody(request.method, request.headers, request.raw);
    if (!read.ok) {
      pending?.abandon();
      // The rest of a refused body is not read: the connection closes after the answer.
      return reply.status(read.status).header('connection', 'close').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(read.message);
    }
    const nonce = randomBytes(16).toString('base64');
    const pageRequest = toRequest(request, reply, read.body, config.env === 'production');
    const api = watchedApiFetch(apiFetchFor(request.ip));
    const response = await handle(pageRequest, { apiFetch: api.fetch, nonce, publicConfig: config.public, publicOrigin: config.publicOrigin, secureCookies: config.env === 'production', islandsEntry });
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      reply.header(key, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if ((response.headers.get('content-type') ?? '').includes('text/html')) reply.header('content-security-policy', pageCsp([`'nonce-${nonce}'`]));
    if (mustNotBeStored({ pathname: request.url.split('?')[0] ?? '', signedIn: sessionToken(pageRequest) !== null, setsCookie: response.headers.has('set-cookie') })) {
      reply.header('cache-control', 'private, no-store');
    }
    const shareable = cacheKey !== null && response.body !== null && isShareableAnswer(response.status, response.headers) && !api.failed();
    if (!shareable || !response.body) {
      pending?.abandon();
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    }
    reply.header('cache-control', GUEST_CACHE_CONTROL);
    if (!pending) return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    reply.header('x-page-cache', 'miss');
    const [toBuyer, toKeep] = response.body.tee();
    // A part streamed after the headers (a deferred block) may still meet a failing API.
    pending.keep(response.status, response.headers, readWhole(toKeep).then((body) => (api.failed() ? null : body)));
    return reply.send(Readable.fromWeb(toBuyer as WebReadableStream));
  };
  await app.register(async (pages) => {
    // Pages read their own bodies (`readPageBody`): Fastify parses none of them, JSON included.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
  });
}
