import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaRoutes from './routes';
import { renderMedia } from './svg';

describe('GET /media/:kind/:name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves a generated SVG with long-lived caching and a locked-down CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/logo/store-12.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(renderMedia('logo', 'store-12'));
  });

  it.each([
    ['/media/product/1-2.svg', 'width="480"'],
    ['/media/category/5.svg', 'width="160"'],
    ['/media/banner/hero-1.svg', 'width="1200"'],
    ['/media/banner/carousel-1-mobile.svg', 'width="750"'],
  ])('serves %s', async (url, size) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(size);
  });

  it.each([
    '/media/video/store-1.svg',
    '/media/logo/Store-1.svg',
    '/media/logo/store_1.svg',
    '/media/logo/store-1.png',
    '/media/logo/store-1.svg.svg',
    '/media/logo/..%2F..%2Fetc.svg',
    '/media/logo/%3Cscript%3E.svg',
    `/media/banner/${'a'.repeat(81)}.svg`,
  ])('answers 404 JSON for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, message: 'Image not found' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
