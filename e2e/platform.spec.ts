import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerBuyer, SESSION_COOKIE } from './auth-helpers';
import { collectConsoleErrors, hydrated } from './support';

test.describe('the one-process server', () => {
  test('sends HTML pages with a nonce-based CSP and the careful headers @desktop', async ({ request }) => {
    // A URL no one asked for yet, so the page is rendered for this request (kept pages carry hashes, below).
    const res = await request.get(`/?first=${Date.now()}`);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    const html = await res.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test('pages break none of their CSP, which allows no inline <style> elements', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
    });
    for (const url of ['/', '/all-categories', '/brands']) {
      const res = await page.goto(url);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/style-src 'self'(;|$)/);
      expect(await page.locator('style').count()).toBe(0);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
  });

  test('keeps a public page rendered for a signed-in buyer out of shared caches @desktop', async ({ request }) => {
    const { token } = await registerBuyer(request);
    const guest = await request.get('/brands', { headers: { cookie: '' } });
    expect(guest.headers()['cache-control']).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=15');
    const signedIn = await request.get('/brands', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(await signedIn.text()).toContain('Siti Aminah');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  });

  test('keeps a guest page for every guest: served as rendered, compressed, under a policy of its script hashes @desktop', async ({ request }) => {
    const url = `/all-categories?kept=${Date.now()}`;
    const first = await request.get(url);
    expect(first.headers()['x-page-cache']).toBe('miss');
    expect(first.headers()['cache-control']).toContain('s-maxage=');
    const rendered = await first.text();
    // Kept once the render has been read whole, a moment after the answer.
    await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit');
    const kept = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(kept.headers()['content-encoding']).toBe('br');
    expect(Number(kept.headers().age)).toBeGreaterThanOrEqual(0);
    expect(await kept.text()).toBe(rendered);
    const csp = kept.headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('nonce-');
    const hashes = csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    const inlineScripts = [...rendered.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(([, code]) => code);
    expect(hashes.length).toBe(new Set(inlineScripts.map(([, code]) => code)).size);

    const { token } = await registerBuyer(request);
    const signedIn = await request.get(url, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(signedIn.headers()['x-page-cache']).toBeUndefined();
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    expect(await signedIn.text()).toContain('Siti Aminah');
  });

  test('a kept page runs its scripts under the hashes policy: it hydrates with no violation', async ({ page, request }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
    });
    const errors = collectConsoleErrors(page);
    // A page React Router hydrates whole, and an islands page.
    for (const url of [`/all-categories?hydrate=${Date.now()}`, `/search?search=kedai&hydrate=${Date.now()}`]) {
      await request.get(url);
      await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit');
      const res = await page.goto(url);
      expect(res?.headers()['x-page-cache']).toBe('hit');
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('answers a missing asset with a short 404, not a page @desktop', async ({ request }) => {
    for (const url of ['/assets/missing-abc123.js', '/apple-touch-icon.png']) {
      const res = await request.get(url);
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toContain('text/plain');
      expect((await res.body()).length).toBeLessThan(100);
    }
  });

  test('serves fingerprinted assets with an immutable cache, compressed @desktop', async ({ request }) => {
    // A page React Router hydrates names the framework file; the home page is an islands page.
    const html = await (await request.get('/all-categories')).text();
    const asset = /\/assets\/framework-[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-encoding']).toBe('br');
    // The brotli file the build wrote at its strongest setting, not one compressed per request.
    const prebuilt = statSync(path.join('apps/web/build/client', `${asset!}.br`)).size;
    expect(Number(res.headers()['content-length'])).toBe(prebuilt);
  });

  test('answers an unknown page with a real 404 and a link home @desktop', async ({ page }) => {
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('keeps the API beside the pages @desktop', async ({ request }) => {
    const res = await request.get('/api/v1/sales-agent/aggregator/domains?per_page=9');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(9);
    expect(body.meta.total).toBeGreaterThanOrEqual(2_000); // the seeded stores (SEED=small)
  });
});
