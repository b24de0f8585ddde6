import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { CacheCounts } from '@borong/api/app/memo';
import { connectCacheRedis } from '@borong/api/app/redis';
import { DELIVERY_COOKIE } from '../app/features/delivery/delivery';
import { LOCALE_COOKIE } from '../app/i18n/locale';
import { readCookie } from '../app/lib/cookies';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../app/lib/session.server';
import { isPrivatePage } from './request-guard';

/**
 * The shared page cache for guests (issue 13, decision 0019): a page a signed-out visitor sees is
 * rendered once per URL, language, variant and delivery postcode every few seconds, and every
 * process behind the load balancer serves it from memory or, with REDIS_URL, from Redis.
 *
 * Kept pages carry no nonce a browser could use: they are served with a Content-Security-Policy
 * listing the SHA-256 of each inline script instead, computed once when the page is kept.
 */
export interface CachedPage {
  status: number;
  /** The render's headers but those made per answer (cookies, length, caching, CSP). */
  headers: Array<[string, string]>;
  /** `'sha256-…'` sources for the page's inline scripts; empty for a data answer. */
  scriptHashes: string[];
  storedAt: number;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface PageCacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | null>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a guest page is kept by this server and by a CDN. Worst case a change reaches a guest
 * after the server's 30 s, then a CDN's 15 s of freshness counted from the render (the `Age` the
 * server sends) and 15 s served stale while it refetches: within the 60 s.
 */
export const PAGE_CACHE_DEFAULT_SECONDS = 30;
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=15';

/** The cookies a guest page's render reads (the delivery postcode in the header); any other cookie changes nothing. */
const RENDER_COOKIES = [DELIVERY_COOKIE] as const;
const MAX_URL_LENGTH = 2048;

/**
 * The cache key of a request, or null when its answer must be rendered for it alone: anything
 * but a GET, a visitor with a session cookie (valid or not), the English home page for a visitor
 * who chose Malay (answered by a redirect or, from our own pages, not), account pages and
 * overlong URLs. `scope` names what else a page depends on: the build (asset names) and variant.
 */
export function guestPageKey(request: { method: string; url: string; cookie: string | undefined }, scope: string): string | null {
  if (request.method !== 'GET' || request.url.length > MAX_URL_LENGTH) return null;
  const cookie = request.cookie;
  if (readCookie(cookie, SESSION_COOKIE) !== null || readCookie(cookie, SECURE_SESSION_COOKIE) !== null) return null;
  const pathname = request.url.split('?')[0] ?? '';
  if (isPrivatePage(pathname)) return null;
  if ((pathname === '/' || pathname === '/_root.data') && readCookie(cookie, LOCALE_COOKIE) !== null) return null;
  const varies = RENDER_COOKIES.map((name) => readCookie(cookie, name) ?? '').join('|');
  return `${scope}|${request.url}|${varies}`;
}

const KEPT_TYPES = /^text\/(?:html|x-script)\b/;

/**
 * Whether a rendered answer may be kept and shared: a 200 page or route-data answer that sets no
 * cookie and whose route did not ask to stay private.
 */
export function isShareableAnswer(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  if (!KEPT_TYPES.test(headers.get('content-type') ?? '')) return false;
  return !/no-store|private/i.test(headers.get('cache-control') ?? '');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The CSP sources that allow exactly the inline scripts of `html` (data blocks such as JSON-LD run nothing and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (content === '' || /\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'cache-control', 'content-security-policy', 'content-encoding', 'transfer-encoding', 'connection', 'vary']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered answer made ready to keep: compressed once here (zlib's thread pool), not per request. */
export async function pageToKeep(status: number, headers: Headers, body: Buffer, now: number): Promise<CachedPage> {
  const kept: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) kept.push([name, value]);
  });
  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }), gzipAsync(body, { level: 6 })]);
  return { status, headers: kept, scriptHashes: isHtml ? inlineScriptHashes(body.toString('utf8')) : [], storedAt: now, body, gzip: gz, br };
}

/** The encoding to send a kept page in, from the request's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (params.some((param) => /^q=0(?:\.0*)?$/.test(param))) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const pageBytes = (page: CachedPage) => page.body.length + page.gzip.length + page.br.length + 512;

/** This process's cache: least recently used pages go first once the kept bytes pass `maxBytes`. */
export class MemoryPageCacheStore implements PageCacheStore {
  readonly kind = 'memory';
  private readonly pages = new Map<string, { page: CachedPage; expires: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CachedPage | null> {
    const entry = this.pages.get(key);
    if (!entry) return null;
    this.pages.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.bytes;
      return null;
    }
    this.pages.set(key, entry);
    return entry.page;
  }

  async set(key: string, page: CachedPage, ttlMs: number): Promise<void> {
    const bytes = pageBytes(page);
    if (bytes > this.maxBytes) return;
    const previous = this.pages.get(key);
    if (previous) {
      this.pages.delete(key);
      this.bytes -= previous.bytes;
    }
    this.pages.set(key, { page, expires: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** What is kept now, for tests and metrics. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  async close(): Promise<void> {
    this.pages.clear();
    this.bytes = 0;
  }
}

/** A kept page as one Redis value: a 4-byte length, the JSON of everything but the bodies, then the three bodies. */
export function encodePage(page: CachedPage): Buffer {
  const meta = Buffer.from(JSON.stringify({ status: page.status, headers: page.headers, scriptHashes: page.scriptHashes, storedAt: page.storedAt, lengths: [page.body.length, page.gzip.length, page.br.length] }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, page.body, page.gzip, page.br]);
}

export function decodePage(value: Buffer): CachedPage | null {
  try {
    const metaLength = value.readUInt32BE(0);
    const meta = JSON.parse(value.subarray(4, 4 + metaLength).toString('utf8')) as Omit<CachedPage, 'body' | 'gzip' | 'br'> & { lengths: [number, number, number] };
    let offset = 4 + metaLength;
    const [body, gz, br] = meta.lengths.map((length) => {
      const part = value.subarray(offset, offset + length);
      offset += length;
      return part;
    }) as [Buffer, Buffer, Buffer];
    if (offset !== value.length) return null;
    return { status: meta.status, headers: meta.headers, scriptHashes: meta.scriptHashes, storedAt: meta.storedAt, body, gzip: gz, br };
  } catch {
    return null;
  }
}

/**
 * Every process's cache in one Redis. A Redis that is down or slow is a miss, never an error: the
 * page is rendered as if nothing were kept (commands fail at once while disconnected).
 */
export class RedisPageCacheStore implements PageCacheStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'borong:page:',
  ) {}

  static connect(url: string, prefix?: string, onOutage?: (error: Error) => void): RedisPageCacheStore {
    return new RedisPageCacheStore(connectCacheRedis(url, onOutage), prefix);
  }

  async get(key: string): Promise<CachedPage | null> {
    const value = await this.redis.getBuffer(this.prefix + key).catch(() => null);
    return value ? decodePage(value) : null;
  }

  async set(key: string, page: CachedPage, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, encodePage(page), 'PX', ttlMs).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis behind this process's memory: a page any process kept is read from Redis once, then from
 * memory until the time it was kept for has run out, counted from its render, so a copy never
 * outlives its original. Read from Redis on every hit, a kept page cost this process twice the
 * CPU of one held in memory (0.37–0.52 against 0.22–0.26 ms, `bench/pages.mjs --cache`).
 */
export class LayeredPageCacheStore implements PageCacheStore {
  readonly kind = 'redis';

  constructor(
    private readonly near: MemoryPageCacheStore,
    private readonly shared: PageCacheStore,
    /** How long pages are kept (GuestPageCache's `ttlMs`), for a copy's remaining time. */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CachedPage | null> {
    const near = await this.near.get(key);
    if (near) return near;
    const page = await this.shared.get(key);
    if (!page) return null;
    // At most the whole time, should the rendering machine's clock run ahead of this one's.
    const left = Math.min(this.ttlMs, page.storedAt + this.ttlMs - this.now());
    // Copied: Redis's bodies are slices of its client's read buffer, which a kept slice would keep whole.
    if (left > 0) await this.near.set(key, { ...page, body: Buffer.from(page.body), gzip: Buffer.from(page.gzip), br: Buffer.from(page.br) }, left);
    return page;
  }

  async set(key: string, page: CachedPage, ttlMs: number): Promise<void> {
    await Promise.all([this.near.set(key, page, ttlMs), this.shared.set(key, page, ttlMs)]);
  }

  async close(): Promise<void> {
    await Promise.all([this.near.close(), this.shared.close()]);
  }
}

/** A render this process has started for a key, which other requests for the key wait on. */
export interface PendingRender {
  /** Keeps the answer once its body has been read whole (null: it was not, or must not be). */
  keep(status: number, headers: Headers, body: Promise<Buffer | null>): void;
  /** The answer is not one to keep: the requests waiting render for themselves. */
  abandon(): void;
}

/**
 * One process's view of the cache: the store, plus the renders in flight, so a page that expires
 * under load is rendered once while the other requests for it wait for that render.
 */
export class GuestPageCache {
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();

  constructor(
    readonly store: PageCacheStore,
    readonly ttlMs: number,
    /** Read by /api/metrics under `cache_lookups_total{cache="pages"}`. */
    private readonly counts: CacheCounts,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept page, or the one another request of this process is rendering now; null means render it (then call `startRender` at once). */
  async lookup(key: string): Promise<CachedPage | null> {
    const page = (await (this.rendering.get(key) ?? this.store.get(key))) ?? (await this.rendering.get(key)) ?? null;
    if (page) this.counts.hits += 1;
    else this.counts.misses += 1;
    return page;
  }

  /**
   * Marks `key` as being rendered by this request. Whatever happens, the mark goes once the
   * answer is kept or skipped; failures to keep are swallowed, since keeping a page is an
   * optimisation and the buyer has their answer already.
   */
  startRender(key: string): PendingRender {
    let settle: (page: CachedPage | null) => void = () => undefined;
    const pending = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.rendering.set(key, pending);
    const done = (page: CachedPage | null) => {
      if (this.rendering.get(key) === pending) this.rendering.delete(key);
      settle(page);
    };
    return {
      keep: (status, headers, body) => {
        body
          .then(async (bytes) => {
            if (!bytes) return null;
            const page = await pageToKeep(status, headers, bytes, this.now());
            await this.store.set(key, page, this.ttlMs);
            return page;
          })
          .catch(() => null)
          .then(done);
      },
      abandon: () => done(null),
    };
  }
}
