import { describe, expect, it } from 'vitest';
import { KEPT_MS } from '../../lib/kept.server';
import { createApiClient } from '../../lib/api';
import { stubApi } from '../../test/route-call';
import { loadContentPage } from './content-page.server';

/** The content page API: `about-us` exists, every other slug is a 404; counts the calls. */
function contentApi() {
  const stub = stubApi((call) =>
    call.path === '/v1/pages/about-us'
      ? { status: 200, body: { data: { slug: 'about-us', title: 'About Borong', body: '<p onclick="x()">We are <a href="/register">here</a>.</p><script>alert(1)</script>' } } }
      : { status: 404, body: { error: true, message: 'This page could not be found' } },
  );
  return { asked: stub.calls, client: (locale: 'en' | 'ms') => createApiClient({ fetch: stub.context.apiFetch, locale }) };
}

// Each test starts with nothing kept (test/kept-values.ts) and runs on a clock of its own.
describe('loadContentPage', () => {
  it('sanitises the page with site links in the visitor language, and shows it a few seconds without asking again', async () => {
    const api = contentApi();
    const start = 1_100_000_000_000;
    const page = await loadContentPage(api.client('ms'), 'about-us', 'bm', start);
    expect(page).toEqual({ title: 'About Borong', html: '<p>We are <a href="/bm/register">here</a>.</p>', description: 'We are here.' });
    expect(await loadContentPage(api.client('ms'), 'about-us', 'bm', start + KEPT_MS - 1)).toBe(page);
    expect(api.asked).toHaveLength(1);
    await loadContentPage(api.client('en'), 'about-us', 'en', start + 1);
    expect(api.asked).toHaveLength(2);
    await loadContentPage(api.client('ms'), 'about-us', 'bm', start + KEPT_MS);
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
