import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GuestPageCache,
  LayeredPageCacheStore,
  MemoryPageCacheStore,
  RedisPageCacheStore,
  decodePage,
  encodePage,
  guestPageKey,
  inlineScriptHashes,
  isShareableAnswer,
  pageToKeep,
  pickEncoding,
  type CachedPage,
} from './page-cache';

const get = (url: string, cookie?: string) => ({ method: 'GET', url, cookie });
const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });

async function page(body = '<p>hello</p>', now = 0): Promise<CachedPage> {
  return pageToKeep(200, html, Buffer.from(body), now);
}

describe('guestPageKey', () => {
  it('keys a guest’s GET by scope, URL and delivery postcode, and nothing else the browser sends', () => {
    const key = guestPageKey(get('/search?search=beras'), 'b1');
    expect(key).not.toBeNull();
    expect(guestPageKey(get('/search?search=beras', 'theme=dark; _ga=1'), 'b1')).toBe(key);
    expect(guestPageKey(get('/search?search=beras'), 'b2')).not.toBe(key);
    expect(guestPageKey(get('/bm/search?search=beras'), 'b1')).not.toBe(key);
    const withPostcode = guestPageKey(get('/search?search=beras', 'delivery=%7B%22postcode%22%3A%2250000%22%7D'), 'b1');
    expect(withPostcode).not.toBeNull();
    expect(withPostcode).not.toBe(key);
  });

  it('renders for one visitor alone: other methods, any session cookie, account pages, overlong URLs', () => {
    expect(guestPageKey({ method: 'POST', url: '/', cookie: undefined }, 's')).toBeNull();
    expect(guestPageKey({ method: 'HEAD', url: '/', cookie: undefined }, 's')).toBeNull();
    expect(guestPageKey(get('/brands', 'borong_session=abc'), 's')).toBeNull();
    expect(guestPageKey(get('/brands', 'x=1; __Host-borong_session=not-even-valid'), 's')).toBeNull();
    for (const path of ['/cart', '/bm/checkout', '/settings/orders', '/seller/1/orders']) expect(guestPageKey(get(path), 's'), path).toBeNull();
    expect(guestPageKey(get(`/search?search=${'a'.repeat(3000)}`), 's')).toBeNull();
  });

  it('leaves the English home page of a visitor who chose a language to the remembered-language redirect', () => {
    expect(guestPageKey(get('/', 'locale=bm'), 's')).toBeNull();
    expect(guestPageKey(get('/_root.data', 'locale=bm'), 's')).toBeNull();
    expect(guestPageKey(get('/bm', 'locale=bm'), 's')).not.toBeNull();
    expect(guestPageKey(get('/brands', 'locale=bm'), 's')).toBe(guestPageKey(get('/brands'), 's'));
  });
});

describe('isShareableAnswer', () => {
  it('keeps 200 pages and route data that set no cookie and did not ask for privacy', () => {
    expect(isShareableAnswer(200, html)).toBe(true);
    expect(isShareableAnswer(200, new Headers({ 'content-type': 'text/x-script' }))).toBe(true);
    expect(isShareableAnswer(404, html)).toBe(false);
    expect(isShareableAnswer(302, new Headers({ location: '/' }))).toBe(false);
    expect(isShareableAnswer(200, new Headers({ 'content-type': 'application/json' }))).toBe(false);
    expect(isShareableAnswer(200, new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' }))).toBe(false);
    expect(isShareableAnswer(200, new Headers({ 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(false);
    expect(isShareableAnswer(200, new Headers({ 'content-type': 'text/html', 'cache-control': 'private, max-age=3600' }))).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes each inline script’s exact text once, not scripts loaded by src nor data blocks', () => {
    const code = 'window.__ctx = {"a":"é</"}';
    const document = [
      `<script nonce="n">${code}</script>`,
      '<script type="module" src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `<SCRIPT nonce="n">${code}</SCRIPT>`,
      '<script>import("/assets/b.js")</script>',
    ].join('');
    expect(inlineScriptHashes(document)).toEqual([sha(code), sha('import("/assets/b.js")')]);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0, and sends plain bytes to clients that ask for neither', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('kept pages', () => {
  it('are compressed once, both ways, to the same bytes', async () => {
    const kept = await page('<html><script>go()</script></html>');
    expect(gunzipSync(kept.gzip).toString()).toBe('<html><script>go()</script></html>');
    expect(brotliDecompressSync(kept.br).toString()).toBe('<html><script>go()</script></html>');
    expect(kept.scriptHashes).toHaveLength(1);
    expect(kept.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
  });

  it('survive encoding for Redis, and a damaged value reads as nothing', async () => {
    const kept = await page('<p>ünïcode</p>', 1234);
    expect(decodePage(encodePage(kept))).toEqual(kept);
    expect(decodePage(encodePage(kept).subarray(0, 40))).toBeNull();
    expect(decodePage(Buffer.from('garbage'))).toBeNull();
  });
});

describe('MemoryPageCacheStore', () => {
  it('forgets a page once its time is up', async () => {
    let now = 1_000;
    const store = new MemoryPageCacheStore(1024 * 1024, () => now);
    await store.set('a', await page(), 30_000);
    now += 29_999;
    expect(await store.get('a')).not.toBeNull();
    now += 1;
    expect(await store.get('a')).toBeNull();
    expect(store.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('lets the least recently used pages go when the kept bytes pass the budget', async () => {
    const one = await page('x'.repeat(10_000));
    const budget = 3 * (one.body.length + one.gzip.length + one.br.length + 512);
    const store = new MemoryPageCacheStore(budget);
    await store.set('a', one, 60_000);
    await store.set('b', one, 60_000);
    await store.set('c', one, 60_000);
    await store.get('a');
    await store.set('d', one, 60_000);
    expect(await store.get('b')).toBeNull();
    for (const key of ['a', 'c', 'd']) expect(await store.get(key), key).not.toBeNull();
    expect(store.size.bytes).toBeLessThanOrEqual(budget);
  });
});

describe('RedisPageCacheStore', () => {
  const prefix = `borong:test:page:${process.pid}:${Date.now()}:`;
  const store = RedisPageCacheStore.connect('redis://127.0.0.1:6379', prefix);
  const admin = new Redis('redis://127.0.0.1:6379');
  afterAll(async () => {
    await store.close();
    await admin.quit();
  });

  it('shares a kept page with every process, for its time only', async () => {
    const kept = await page('<p>shared</p>');
    // The first command may race the connection; a store that cannot reach Redis answers "nothing kept".
    await admin.ping();
    await expect.poll(async () => (await store.set('k', kept, 5_000), store.get('k'))).toEqual(kept);
    const ttl = await admin.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });

  it('reads as a miss, not an error, when Redis cannot be reached', async () => {
    const outages: string[] = [];
    const unreachable = RedisPageCacheStore.connect('redis://127.0.0.1:1', undefined, (error) => outages.push(error.message));
    await unreachable.set('k', await page(), 1_000);
    expect(await unreachable.get('k')).toBeNull();
    await expect.poll(() => outages).toEqual([expect.stringContaining('ECONNREFUSED')]);
    await unreachable.close();
  });
});

describe('LayeredPageCacheStore', () => {
  it('reads a page another process kept from the shared store once, then from memory, until its time from its render is up', async () => {
    let now = 10_000;
    const clock = () => now;
    const shared = new MemoryPageCacheStore(1024 * 1024, clock);
    const layered = new LayeredPageCacheStore(new MemoryPageCacheStore(1024 * 1024, clock), shared, 30_000, clock);
    // Kept by another process 10 s ago, for 30 s from its render.
    const kept = await page('<p>elsewhere</p>', now - 10_000);
    await shared.set('k', kept, 20_000);
    expect(await layered.get('k')).toEqual(kept);
    // The shared store forgets it (say, Redis restarted): this process still has its copy, its
    // own bytes rather than a view of the shared store's (Redis's read buffer)...
    await shared.close();
    now += 19_999;
    const copy = await layered.get('k');
    expect(copy).toEqual(kept);
    expect(copy!.br.buffer).not.toBe(kept.br.buffer);
    // ...but not a moment past the time the original was kept for.
    now += 1;
    expect(await layered.get('k')).toBeNull();
  });

  it('keeps a copy no longer than pages are kept when the rendering machine’s clock runs ahead', async () => {
    let now = 50_000;
    const clock = () => now;
    const shared = new MemoryPageCacheStore(1024 * 1024, clock);
    const layered = new LayeredPageCacheStore(new MemoryPageCacheStore(1024 * 1024, clock), shared, 30_000, clock);
    await shared.set('k', await page('<p>ahead</p>', now + 10_000), 30_000);
    expect(await layered.get('k')).not.toBeNull();
    await shared.close();
    now += 29_999;
    expect(await layered.get('k')).not.toBeNull();
    now += 1;
    expect(await layered.get('k')).toBeNull();
  });

  it('keeps what this process renders in both, and reads nothing the shared store does not have', async () => {
    const shared = new MemoryPageCacheStore();
    const layered = new LayeredPageCacheStore(new MemoryPageCacheStore(), shared, 30_000);
    expect(await layered.get('absent')).toBeNull();
    const kept = await page('<p>here</p>', Date.now());
    await layered.set('k', kept, 30_000);
    expect(await shared.get('k')).toEqual(kept);
    await shared.close();
    expect(await layered.get('k')).toEqual(kept);
  });
});

describe('GuestPageCache', () => {
  it('renders a page once while other requests for it wait, then serves it to them', async () => {
    const counts = { hits: 0, misses: 0 };
    const cache = new GuestPageCache(new MemoryPageCacheStore(), 30_000, counts);
    expect(await cache.lookup('k')).toBeNull();
    const render = cache.startRender('k');
    let finish: (body: Buffer) => void = () => undefined;
    const waiting = cache.lookup('k');
    render.keep(200, html, new Promise<Buffer>((resolve) => (finish = resolve)));
    finish(Buffer.from('<p>once</p>'));
    expect((await waiting)?.body.toString()).toBe('<p>once</p>');
    expect((await cache.lookup('k'))?.body.toString()).toBe('<p>once</p>');
    expect(counts).toEqual({ hits: 2, misses: 1 });
  });

  it('sends waiting requests to render for themselves when the answer is not one to keep', async () => {
    const cache = new GuestPageCache(new MemoryPageCacheStore(), 30_000, { hits: 0, misses: 0 });
    const render = cache.startRender('k');
    const waiting = cache.lookup('k');
    render.abandon();
    expect(await waiting).toBeNull();
    const failed = cache.startRender('k');
    failed.keep(200, html, Promise.resolve(null));
    expect(await cache.lookup('k')).toBeNull();
  });
});
