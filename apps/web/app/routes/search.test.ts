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

describe('the Products tab', () => {
  const card = { id: 7, item_type: 'product', product_name: 'Beras Wangi 5kg', image_url: null, stock_count: 3, price: 2490, rrp_price: 2990, discount_percent: 12, price_after_discount: 2190, unit: 'bag', store_id: 1, min_qty: 1, qty_step: 1, max_qty: null };

  it('asks product search with its filters in sen, no store search, and counts Borong Direct from the tier facet', async () => {
    const api = stubApi((call: ApiCall) => {
      const url = new URL(call.path, 'http://api.test');
      if (url.pathname === apiPaths.tiers) return { status: 200, body: { tiers } };
      if (url.pathname === apiPaths.banners) return { status: 200, body: { data: [] } };
      if (url.pathname === apiPaths.states) return { status: 200, body: { data: [{ id: 10, code: 'SGR', name: 'Selangor', country_id: 1 }] } };
      if (url.pathname === apiPaths.productSearch)
        return { status: 200, body: { data: [card], meta: meta(40, 24), facets: { categories: [], brands: [], tiers: [{ tier: 'VIP_DIRECT', count: 12 }, { tier: 'STANDARD', count: 28 }] }, corrections: [] } };
      return undefined;
    });
    const outcome = await settle(search.loader, { request: pageRequest('/search?search=beras&type=products&min_price=10.5&max_price=20&in_stock=true&state=Selangor'), context: api.context });
    const asked = api.calls.find((c) => c.path.startsWith(apiPaths.productSearch))!;
    const params = new URL(asked.path, 'http://api.test').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ search: 'beras', min_price: '1050', max_price: '2000', in_stock: 'true', state: 'Selangor' });
    expect(api.calls.filter((c) => c.path.startsWith(apiPaths.storeSearch))).toEqual([]);
    const data = outcome.data as { direct: { count: number | null }; states: { code: string; name: string }[]; stores: unknown };
    expect(data.direct.count).toBe(12);
    expect(data.states).toEqual([{ code: 'SGR', name: 'Selangor' }]);
    expect(data.stores).toBeNull();
  });

  it('counts every product as Borong Direct with that tier applied, and none with another', () => {
    const result = { data: [], meta: meta(40, 24), facets: { categories: [], brands: [], tiers: [{ tier: 'VIP_DIRECT', count: 12 }] }, corrections: [] };
    expect(search.productsDirectCount(result, tiers[0]!, 'vip_direct')).toBe(40);
    expect(search.productsDirectCount(result, tiers[0]!, 'STANDARD')).toBe(0);
    expect(search.productsDirectCount({ ...result, facets: { ...result.facets, tiers: [] } }, tiers[0]!, undefined)).toBe(0);
  });
});

describe('the brand panel opened by the URL', () => {
  /**
   * Store search's API, whose product search finds `facetBrands` for the text (those holding `brand_search` when given);
   * the brands list answers the popular ones, or those holding the typed text.
   */
  function brandApi(facetBrands: string[], { productsDown = false } = {}) {
    return stubApi((call: ApiCall) => {
      const url = new URL(call.path, 'http://api.test');
      if (url.pathname === apiPaths.tiers) return { status: 200, body: { tiers } };
      if (url.pathname === apiPaths.banners) return { status: 200, body: { data: [] } };
      if (url.pathname === apiPaths.states) return { status: 200, body: { data: [] } };
      if (url.pathname === apiPaths.storeSearch) return { status: 200, body: { data: [store(1, 'STANDARD')], meta: meta(1, 27) } };
      if (url.pathname === apiPaths.productSearch && productsDown) return { status: 503, body: { error: true, message: 'took too long' } };
      if (url.pathname === apiPaths.productSearch) {
        const typed = url.searchParams.get('brand_search')?.toLowerCase() ?? '';
        const brands = facetBrands.map((brand_name, i) => ({ brand_name, count: 50 - i })).filter((b) => b.brand_name.toLowerCase().includes(typed));
        return { status: 200, body: { data: [], meta: meta(facetBrands.length, 1), facets: { categories: [], brands, tiers: [] }, corrections: [] } };
      }
      if (url.pathname === apiPaths.brands) {
        const typed = url.searchParams.get('search');
        return { status: 200, body: { data: [{ id: 1, brand_name: typed ? `${typed} Foods` : 'Dutch Lady', logo: null, url: 'x' }], meta: meta(1, 20) } };
      }
      return undefined;
    });
  }
  const brandsOf = async (api: ReturnType<typeof stubApi>, path: string) => ((await settle(search.loader, { request: pageRequest(path), context: api.context })).data as { brands: unknown }).brands;
  const productSearches = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.path.startsWith(apiPaths.productSearch)).map((c) => Object.fromEntries(new URL(c.path, 'http://api.test').searchParams));

  it('lists the brands of the products the text finds, under the other filters but not the brand', async () => {
    const api = brandApi(['Jati', 'Faiza']);
    expect(await brandsOf(api, '/search?search=beras&tier=STANDARD&brand_name=Nestle&filter=brand')).toEqual({ q: '', names: ['Jati', 'Faiza'], origin: 'text' });
    expect(productSearches(api)).toEqual([{ search: 'beras', tier: 'STANDARD', per_page: '1' }]);
  });

  it('lists the most popular brands without a text, or when the text’s products name none', async () => {
    const none = brandApi([]);
    expect(await brandsOf(none, '/search?search=zzz&filter=brand')).toEqual({ q: '', names: ['Dutch Lady'], origin: 'popular' });
    const noText = brandApi(['Jati']);
    expect(await brandsOf(noText, '/search?filter=all')).toEqual({ q: '', names: ['Dutch Lady'], origin: 'popular' });
    expect(productSearches(noText)).toEqual([]);
  });

  it('asks the Products tab’s own filters only there, and on that tab without a brand applied reuses the page’s facet', async () => {
    const stores = brandApi(['Jati']);
    await brandsOf(stores, '/search?search=beras&min_price=10&in_stock=true&state=Selangor&filter=brand');
    expect(productSearches(stores)).toEqual([{ search: 'beras', per_page: '1' }]);
    const products = brandApi(['Jati', 'Faiza']);
    expect(await brandsOf(products, '/search?search=beras&type=products&min_price=10&filter=brand')).toEqual({ q: '', names: ['Jati', 'Faiza'], origin: 'text' });
    expect(productSearches(products).map((p) => p.per_page)).toEqual([undefined]);
  });

  it('lists the popular brands when the text’s product search fails', async () => {
    expect(await brandsOf(brandApi(['Jati'], { productsDown: true }), '/search?search=beras&filter=brand')).toEqual({ q: '', names: ['Dutch Lady'], origin: 'popular' });
  });

  it('lists the text’s brands holding what was typed in its box, none when none does (walkthrough: "da" offered Dutch Lady for "beras")', async () => {
    const api = brandApi(['Jati', 'Kancil Emas', 'Faiza']);
    expect(await brandsOf(api, '/search?search=beras&type=products&tier=STANDARD&brand_name=Jati&filter=brand&brand_q=kancil')).toEqual({ q: 'kancil', names: ['Kancil Emas'], origin: 'textTyped' });
    // Beside the page's own product search.
    expect(productSearches(api).filter((p) => p.brand_search)).toEqual([{ search: 'beras', tier: 'STANDARD', brand_search: 'kancil', per_page: '1' }]);
    const none = brandApi(['Jati']);
    expect(await brandsOf(none, '/search?search=beras&type=products&filter=brand&brand_q=dutch')).toEqual({ q: 'dutch', names: [], origin: 'textTyped' });
    expect(none.calls.filter((c) => c.path.startsWith(apiPaths.brands))).toEqual([]);
  });

  it('lists the directory’s brands holding what was typed without a text, or when the text’s product search fails', async () => {
    const noText = brandApi(['Jati']);
    expect(await brandsOf(noText, '/search?filter=brand&brand_q=kancil')).toEqual({ q: 'kancil', names: ['kancil Foods'], origin: 'typed' });
    expect(productSearches(noText)).toEqual([]);
    expect(await brandsOf(brandApi(['Jati'], { productsDown: true }), '/search?search=beras&type=products&filter=brand&brand_q=kancil')).toEqual({ q: 'kancil', names: ['kancil Foods'], origin: 'typed' });
    // The Stores tab's box searches the directory, text or none.
    const stores = brandApi(['Jati']);
    expect(await brandsOf(stores, '/search?search=beras&filter=brand&brand_q=kancil')).toEqual({ q: 'kancil', names: ['kancil Foods'], origin: 'typed' });
    expect(productSearches(stores)).toEqual([]);
  });
});

describe('a URL with fields left empty', () => {
  // Walkthrough: the phone's no-script All filters panel left `brand_q=&min_price=&max_price=` in the URL.
  it('is sent on to the tidy one, in its language, before the API is asked anything', async () => {
    const api = stubApi();
    const outcome = await settle(search.loader, { request: pageRequest('/bm/search?search=kopi&fcat=true&type=products&brand_q=&min_price=&max_price=&in_stock=true'), context: api.context });
    expect(outcome).toMatchObject({ status: 302, location: '/bm/search?search=kopi&type=products&in_stock=true' });
    expect(api.calls).toEqual([]);
  });
});

describe('an empty page of several words', () => {
  /** Product search finding `found[text]` products (none for any other text); store search none. */
  function wordsApi(found: Record<string, number>) {
    return stubApi((call: ApiCall) => {
      const url = new URL(call.path, 'http://api.test');
      if (url.pathname === apiPaths.tiers) return { status: 200, body: { tiers } };
      if (url.pathname === apiPaths.banners) return { status: 200, body: { data: [] } };
      if (url.pathname === apiPaths.states) return { status: 200, body: { data: [] } };
      if (url.pathname === apiPaths.storeSearch) return { status: 200, body: { data: [], meta: meta(0, 27) } };
      if (url.pathname === apiPaths.productSearch) {
        const total = found[url.searchParams.get('search') ?? ''] ?? 0;
        return { status: 200, body: { data: [], meta: meta(total, 24), facets: { categories: [], brands: [], tiers: [] }, corrections: [] } };
      }
      return undefined;
    });
  }
  const fewerOf = async (api: ReturnType<typeof stubApi>, path: string) => ((await settle(search.loader, { request: pageRequest(path), context: api.context })).data as { fewerWords: unknown }).fewerWords;

  it('offers the text without one of its words where products are found, most first, on either tab', async () => {
    const found = { 'beras 10kg': 802, 'murahh 10kg': 0, 'beras murahh': 3 };
    expect(await fewerOf(wordsApi(found), '/search?search=beras+murahh+10kg&type=products')).toEqual([
      { search: 'beras 10kg', count: 802 },
      { search: 'beras murahh', count: 3 },
    ]);
    expect(await fewerOf(wordsApi(found), '/search?search=beras+murahh+10kg')).toEqual([
      { search: 'beras 10kg', count: 802 },
      { search: 'beras murahh', count: 3 },
    ]);
  });

  it('counts under the page’s filters, which its links keep', async () => {
    const api = wordsApi({});
    await fewerOf(api, '/search?search=beras+murahh&type=products&max_price=5&in_stock=true&state=Johor');
    const asked = api.calls.filter((c) => c.path.startsWith(apiPaths.productSearch)).map((c) => Object.fromEntries(new URL(c.path, 'http://api.test').searchParams));
    expect(asked).toHaveLength(3);
    for (const params of asked) expect(params).toMatchObject({ max_price: '500', in_stock: 'true', state: 'Johor' });
  });

  it('opens the price panel, refusing a price that is no amount, instead of applying the other alone', async () => {
    const outcome = await settle(search.loader, { request: pageRequest('/search?search=beras&type=products&min_price=50&max_price=abc'), context: wordsApi({ beras: 9 }).context });
    expect(outcome.data).toMatchObject({ panel: 'price', refused: { key: 'max_price', text: 'abc' } });
    const phone = await settle(search.loader, { request: pageRequest('/search?search=beras&type=products&max_price=abc&filter=all'), context: wordsApi({ beras: 9 }).context });
    expect(phone.data).toMatchObject({ panel: 'all', refused: { key: 'max_price', text: 'abc' } });
  });

  it('asks nothing more for one word, or when something was found', async () => {
    const one = wordsApi({});
    expect(await fewerOf(one, '/search?search=zzzqq&type=products')).toEqual([]);
    expect(one.calls.filter((c) => c.path.startsWith(apiPaths.productSearch))).toHaveLength(1);
    const some = wordsApi({ 'beras wangi': 5, beras: 9 });
    expect(await fewerOf(some, '/search?search=beras+wangi&type=products')).toEqual([]);
  });
});
