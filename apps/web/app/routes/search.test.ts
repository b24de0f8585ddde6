import { describe, expect, it } from 'vitest';
import { apiPaths } from '@borong/contracts/api-paths';
import { pageRequest, settle, stubApi, type ApiCall } from '../test/route-call';
import * as search from './search';

const tiers = [
  { id: 1, code: 'VIP_DIRECT', name: 'VIP DIRECT', description: 'Sold by Borong', upper_right_text: 'VIP' },
  { id: 2, code: 'STANDARD', name: 'Standard', description: 'Independent sellers', upper_right_text: null },
];
const store = (id: number, tier: string) => ({
  id,
  url: `store-${id}`,
  logo: null,
  domain_name: `Kedai ${id}`,
  upper_right_text: tier === 'VIP_DIRECT' ? 'VIP' : null,
  top_category_text: null,
  industry_text: null,
  description: null,
  tier,
  state: 'Selangor',
});
const meta = (total: number, perPage: number, estimated = false) => ({ total, page: 1, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)), total_estimated: estimated });

/** The API of a store search whose first page holds `stores` of `total` matches; the tier's own search answers `directTotal`. */
function searchApi(stores: ReturnType<typeof store>[], total: number, directTotal: number, estimated = false) {
  return stubApi((call: ApiCall) => {
    const url = new URL(call.path, 'http://api.test');
    if (url.pathname === apiPaths.tiers) return { status: 200, body: { tiers } };
    if (url.pathname === apiPaths.banners) return { status: 200, body: { data: [] } };
    if (url.pathname === apiPaths.storeSearch && url.searchParams.get('tier') === 'VIP_DIRECT') return { status: 200, body: { data: [store(99, 'VIP_DIRECT')], meta: meta(directTotal, 1) } };
    if (url.pathname === apiPaths.storeSearch) return { status: 200, body: { data: stores, meta: meta(total, 27, estimated) } };
    return undefined;
  });
}

const directCount = async (api: ReturnType<typeof stubApi>) => {
  const outcome = await settle(search.loader, { request: pageRequest('/search?search=maju'), context: api.context });
  return (outcome.data as { direct: { count: number | null } }).direct.count;
};
const tierSearches = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith(apiPaths.storeSearch) && c.path.includes('tier=VIP_DIRECT'));

describe('the Borong Direct count beside store results', () => {
  it('counts the results on the page when the page holds every one of them, without searching again', async () => {
    const api = searchApi([store(1, 'VIP_DIRECT'), store(2, 'STANDARD'), store(3, 'VIP_DIRECT')], 3, 0);
    expect(await directCount(api)).toBe(2);
    expect(tierSearches(api.calls)).toEqual([]);
  });

  it('asks the API, narrowed to the tier, when there are more results than the page or the total is an estimate', async () => {
    const many = searchApi([store(1, 'VIP_DIRECT'), store(2, 'STANDARD')], 60, 17);
    expect(await directCount(many)).toBe(17);
    expect(tierSearches(many.calls)).toHaveLength(1);

    const estimated = searchApi([store(1, 'VIP_DIRECT')], 1, 5, true);
    expect(await directCount(estimated)).toBe(5);
    expect(tierSearches(estimated.calls)).toHaveLength(1);
  });
});
