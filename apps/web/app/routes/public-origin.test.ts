import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadWebConfig } from '../../server/config';
import { settle, stubApi, type ApiAnswer, type ApiCall } from '../test/route-call';
import { loader as rootLoader } from '../root';
import { loader as robotsLoader } from './robots';
import { loader as sitemapFileLoader } from './sitemap-file';
import { loader as sitemapIndexLoader } from './sitemap-index';

const PUBLIC = 'https://www.borong.example';

/** A request as toRequest (server/storefront.ts) builds it when the sender names another host. */
function hostileRequest(path: string): Request {
  return new Request(new URL(path, 'http://evil.example'), { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
}

function contextWith(answer: (call: ApiCall) => ApiAnswer): AppLoadContext {
  return { ...stubApi(answer).context, publicOrigin: PUBLIC };
}

const sitemapApi = (call: ApiCall): ApiAnswer => {
  if (call.path === '/v1/sitemap') return { status: 200, body: { chunk_size: 1000, chunks: { stores: 1, brands: 1 } } };
  if (call.path === '/v1/sitemap/stores/1') return { status: 200, body: { data: ['kedai-maju', 'borong-direct'] } };
  if (call.path.startsWith('/v1/categories/menu')) return { status: 200, body: { data: [] } };
  return undefined;
};

/** Every absolute URL in a text: `<loc>`, `href="…"`, `Sitemap: …`. */
const absoluteUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]).filter((url) => !url.startsWith('http://www.sitemaps.org') && !url.startsWith('http://www.w3.org'));

async function bodyOf(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<string> {
  const response = (await fn({ request, context: contextWith(sitemapApi), params } as never)) as Response;
  expect(response.status).toBe(200);
  return response.text();
}

describe('absolute URLs a page prints', () => {
  it.each([
    ['the sitemap index', sitemapIndexLoader, '/sitemap.xml', {}],
    ['the pages sitemap', sitemapFileLoader, '/sitemaps/pages.xml', { file: 'pages.xml' }],
    ['a stores sitemap', sitemapFileLoader, '/sitemaps/stores-1.xml', { file: 'stores-1.xml' }],
    ['robots.txt', robotsLoader, '/robots.txt', {}],
  ] as const)('in %s start with PUBLIC_URL, whatever Host the request names', async (_name, loader, path, params) => {
    const text = await bodyOf(loader as (args: never) => unknown, hostileRequest(path), params);
    const urls = absoluteUrls(text);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
    expect(text).not.toContain('evil.example');
  });

  it('in the canonical and hreflang links and the product JSON-LD come from the root data, on PUBLIC_URL', async () => {
    const outcome = await settle(rootLoader, { request: hostileRequest('/bm/search?search=kopi'), context: contextWith(() => ({ status: 503, body: { error: true, message: 'down' } })) });
    expect(outcome.data).toMatchObject({ origin: PUBLIC });
  });
});

describe('the public origin in the web configuration', () => {
  it('is PUBLIC_URL’s origin, or localhost on PORT as the API has it', () => {
    expect(loadWebConfig({ PUBLIC_URL: 'https://www.borong.example/' }).publicOrigin).toBe('https://www.borong.example');
    expect(loadWebConfig({ PUBLIC_URL: 'https://shop.example:8443/ms' }).publicOrigin).toBe('https://shop.example:8443');
    expect(loadWebConfig({ PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    expect(loadWebConfig({}).publicOrigin).toBe('http://localhost:3000');
  });
});
