import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiFetch } from '../../lib/api';
import { CONTENT_PAGE_KEPT_MS, loadContentPage } from './content-page.server';

/** The content page API: `about-us` exists, every other slug is a 404; counts the calls. */
function contentApi() {
  const asked: string[] = [];
  const fetch: ApiFetch = async (path) => {
    asked.push(path);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/v1/pages/about-us') return json({ data: { slug: 'about-us', title: 'About Borong', body: '<p onclick="x()">We are <a href="/register">here</a>.</p><script>alert(1)</script>' } });
    return json({ error: true, message: 'This page could not be found' }, 404);
  };
  return { asked, client: (locale: 'en' | 'ms') => createApiClient({ fetch, locale }) };
}

// Each test starts with nothing kept (test/kept-values.ts) and runs on a clock of its own.
describe('loadContentPage', () => {
  it('sanitises the page with site links in the visitor language, and shows it a few seconds without asking again', async () => {
    const api = contentApi();
    const start = 1_100_000_000_000;
    const page = await loadContentPage(api.client('ms'), 'about-us', 'bm', start);
    expect(page).toEqual({ title: 'About Borong', html: '<p>We are <a href="/bm/register">here</a>.</p>', description: 'We are here.' });
    expect(await loadContentPage(api.client('ms'), 'about-us', 'bm', start + CONTENT_PAGE_KEPT_MS - 1)).toBe(page);
    expect(api.asked).toHaveLength(1);
    await loadContentPage(api.client('en'), 'about-us', 'en', start + 1);
    expect(api.asked).toHaveLength(2);
    await loadContentPage(api.client('ms'), 'about-us', 'bm', start + CONTENT_PAGE_KEPT_MS);
    expect(api.asked).toHaveLength(3);
  });

  it('gives the status of a page the API did not give, and asks again next time', async () => {
    const api = contentApi();
    const start = 1_150_000_000_000;
    expect(await loadContentPage(api.client('en'), 'privacy-policy', 'en', start)).toEqual({ status: 404 });
    await loadContentPage(api.client('en'), 'privacy-policy', 'en', start + 1);
    expect(api.asked).toHaveLength(2);
  });
});
