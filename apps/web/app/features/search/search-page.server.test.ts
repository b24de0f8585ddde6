import { describe, expect, it } from 'vitest';
import { apiPaths } from '@borong/contracts/api-paths';
import { KEPT_MS } from '../../lib/kept.server';
import { createApiClient } from '../../lib/api';
import { stubApi } from '../../test/route-call';
import { loadSearchSurroundings } from './search-page.server';

const tier = { id: 1, code: 'VIP_DIRECT', name: 'VIP DIRECT', description: 'Sold by Borong', upper_right_text: 'VIP' };
const banner = {
  id: 3,
  position: 'search',
  image_url: '/b.svg',
  local_image: null,
  banner_mobile: null,
  banner_desktop: null,
  url: null,
  link_type: 'custom_url',
  link_url: 'https://example.com',
  product_id: null,
  product_type: null,
  catalogue_url: null,
  alt_text: 'Ramadan deals',
};

/** The tiers and banners answers, counting the calls; `bannersDown` answers the banners with a 500. */
function surroundingsApi(bannersDown = false) {
  const stub = stubApi((call) => {
    if (call.path.startsWith(apiPaths.tiers)) return { status: 200, body: { tiers: [tier] } };
    return bannersDown ? { status: 500, body: { error: true, message: 'down' } } : { status: 200, body: { data: [banner] } };
  });
  return { asked: stub.calls, client: (locale: 'en' | 'ms') => createApiClient({ fetch: stub.context.apiFetch, locale }) };
}

// Each test starts with nothing kept (test/kept-values.ts) and runs on a clock of its own.
describe('loadSearchSurroundings', () => {
  it('shows the tiers and banner it read for a few seconds without asking again, per language', async () => {
    const api = surroundingsApi();
    const start = 1_600_000_000_000;
    const first = await loadSearchSurroundings(api.client('en'), start);
    expect(first.tiers.map((t) => t.code)).toEqual(['VIP_DIRECT']);
    expect(first.banner?.id).toBe(3);
    expect(api.asked).toHaveLength(2);
    expect(await loadSearchSurroundings(api.client('en'), start + KEPT_MS - 1)).toBe(first);
    expect(api.asked).toHaveLength(2);
    await loadSearchSurroundings(api.client('ms'), start + 1);
    expect(api.asked).toHaveLength(4);
    await loadSearchSurroundings(api.client('en'), start + KEPT_MS);
    expect(api.asked).toHaveLength(6);
  });

  it('leaves a failed part out and asks again on the next page', async () => {
    const api = surroundingsApi(true);
    const start = 1_700_000_000_000;
    const partial = await loadSearchSurroundings(api.client('en'), start);
    expect(partial).toEqual({ tiers: [tier], banner: null });
    await loadSearchSurroundings(api.client('en'), start + 1);
    expect(api.asked).toHaveLength(4);
  });
});
