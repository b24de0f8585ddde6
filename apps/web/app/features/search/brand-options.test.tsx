// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@borong/contracts/api-paths';
import { renderAt } from '../../test/render';
import { createApiClient } from '../../lib/api';
import { searchApi } from './api';
import { BRAND_OPTION_COUNT, BrandOptions, brandChoices } from './brand-options';
import { parseStoreSearch } from './search-params';
import { InlineFilterPanel } from './search-filters';

const data = { categories: [], tiers: [] };
const queryOf = (url: string) => parseStoreSearch(new URL(url, 'http://test').searchParams);
const show = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
const liveRegions = (root: Element) => Array.from(root.querySelectorAll('[aria-live]'));

describe('the brand list’s live region (walkthrough: each change read out all 20 brands)', () => {
  it('says how many brands were found, and holds none of them', () => {
    const url = '/search?search=kopi&filter=brand';
    const brands = { q: '', names: ['Kancil', 'Aik Cheong', 'Nescafé'], origin: 'text' as const };
    const root = show(renderAt(url, <InlineFilterPanel panel="brand" query={queryOf(url)} data={{ ...data, brands }} />));
    expect(root.querySelectorAll('input[name="brand_name"]')).toHaveLength(3);
    for (const region of liveRegions(root)) expect(region.querySelectorAll('input, li')).toHaveLength(0);
    expect(liveRegions(root).map((region) => region.textContent)).toContain('3 brands found');
  });

  it('says a full list is the first of more, and how to narrow it (walkthrough: "20 brands found" where 216 held the text)', () => {
    const url = '/bm/search?filter=brand';
    const names = Array.from({ length: BRAND_OPTION_COUNT }, (_, i) => `Cap ${i}`);
    const root = show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} initial={{ q: 'cap', names, origin: 'typed' }} searchNow={0} />));
    expect(liveRegions(root).map((region) => region.textContent)).toEqual([`${BRAND_OPTION_COUNT} jenama pertama: taip lagi nama jenama untuk mengecilkan senarai`]);
  });

  it('is busy while the list loads, in Malay too, and says "one brand" for one', () => {
    const url = '/bm/search?search=kopi';
    const loading = show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} searchNow={0} />));
    const busy = liveRegions(loading).filter((region) => region.getAttribute('aria-busy') === 'true');
    expect(busy.map((region) => region.textContent)).toEqual(['Memuatkan…']);
    const one = show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} initial={{ q: 'kan', names: ['Kancil'], origin: 'typed' }} searchNow={0} />));
    expect(liveRegions(one).map((region) => region.textContent)).toEqual(['1 jenama ditemui']);
    expect(liveRegions(one)[0]?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('the brand search box (walkthrough: Enter on a picked brand searched brands instead of applying)', () => {
  it('and its button belong to a form of their own, which carries the page’s query; the panel’s first button is Apply', () => {
    const url = '/search?search=kopi&tier=PREFERRED&display_category_name=Rice&fcat=true&type=products&sort=price_asc&page=3&filter=all';
    const root = show(renderAt(url, <InlineFilterPanel panel="all" query={queryOf(url)} data={data} />));
    const box = root.querySelector<HTMLInputElement>('input[name="brand_q"]')!;
    const search = root.querySelector<HTMLButtonElement>('button[name="filter"]')!;
    const own = document.getElementById(box.getAttribute('form') ?? '') as HTMLFormElement;
    expect(own.tagName).toBe('FORM');
    expect(search.getAttribute('form')).toBe(own.id);
    expect(own.contains(box)).toBe(false);
    expect(Array.from(own.querySelectorAll('input[type="hidden"]'), (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`)).toEqual([
      'search=kopi',
      'display_category_name=Rice',
      'tier=PREFERRED',
      'fcat=true',
      'type=products',
      'sort=price_asc',
    ]);
    const panel = Array.from(root.querySelectorAll('form')).find((form) => form !== own)!;
    expect(panel.contains(box)).toBe(true);
    expect(panel.querySelector('button[type="submit"]:not([form])')?.textContent).toBe('Apply');
  });
});

describe('what was typed in the brand box on a page with a search text (walkthrough: "da" offered Dutch Lady, which finds nothing for "beras")', () => {
  /**
   * The search API over a fake fetch: product search's brand facet is `facet`, narrowed to the names holding
   * `brand_search` as the API narrows it; the directory answers `directory` holding `search`. The paths asked.
   */
  function fakeApi({ facet, directory, productsDown = false }: { facet: string[]; directory: string[]; productsDown?: boolean }) {
    const asked: URL[] = [];
    const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const meta = { total: 1, page: 1, per_page: 1, last_page: 1 };
    const holding = (names: string[], text: string | null) => names.filter((name) => name.toLowerCase().includes((text ?? '').toLowerCase()));
    const api = searchApi(
      createApiClient({
        locale: 'en',
        fetch: async (path) => {
          const url = new URL(path, 'http://api.test');
          asked.push(url);
          if (url.pathname === apiPaths.productSearch) {
            if (productsDown) return reply(503, { error: true, message: 'took too long' });
            const brands = holding(facet, url.searchParams.get('brand_search')).map((brand_name, i) => ({ brand_name, count: 9 - i }));
            return reply(200, { data: [], meta: { ...meta, total_estimated: false }, facets: { categories: [], brands, tiers: [] }, corrections: [] });
          }
          const data = holding(directory, url.searchParams.get('search')).map((brand_name, id) => ({ id, brand_name, logo: null }));
          return reply(200, { data, meta });
        },
      }),
    );
    return { api, asked: () => asked.map((url) => ({ path: url.pathname, ...Object.fromEntries(url.searchParams) })) };
  }
  const riceBrands = ['Jati', 'Faiza Dagang', 'Cap Rambutan'];
  const allBrands = [...riceBrands, 'Dutch Lady', 'Adabi'];

  it('lists the text’s brands holding it, as product search narrows its brand facet under the page’s other filters', async () => {
    const { api, asked } = fakeApi({ facet: riceBrands, directory: allBrands });
    const query = queryOf('/search?search=beras&type=products&brand_name=Jati&tier=STANDARD&min_price=10&in_stock=true');
    expect(await brandChoices(api, 'da', query)).toEqual({ q: 'da', names: ['Faiza Dagang'], origin: 'textTyped' });
    expect(asked()).toEqual([{ path: apiPaths.productSearch, search: 'beras', brand_search: 'da', tier: 'STANDARD', min_price: '1000', in_stock: 'true', per_page: '1' }]);
  });

  it('lists none, not the directory’s brands, when none of the text’s brands holds it', async () => {
    const { api, asked } = fakeApi({ facet: riceBrands, directory: allBrands });
    expect(await brandChoices(api, 'dutch', queryOf('/search?search=beras&type=products'))).toEqual({ q: 'dutch', names: [], origin: 'textTyped' });
    expect(asked().map((call) => call.path)).toEqual([apiPaths.productSearch]);
  });

  it('searches the directory on the Stores tab: a store found for its name or for rice sells brands no such product carries (review)', async () => {
    const { api, asked } = fakeApi({ facet: riceBrands, directory: allBrands });
    expect(await brandChoices(api, 'dutch', queryOf('/search?search=beras'))).toEqual({ q: 'dutch', names: ['Dutch Lady'], origin: 'typed' });
    expect(asked().map((call) => call.path)).toEqual([apiPaths.brands]);
  });

  it('searches the whole directory without a text on the page, or when product search fails', async () => {
    const noText = fakeApi({ facet: riceBrands, directory: allBrands });
    expect(await brandChoices(noText.api, 'da', queryOf('/search?tier=STANDARD'))).toEqual({ q: 'da', names: ['Faiza Dagang', 'Adabi'], origin: 'typed' });
    expect(noText.asked().map((call) => call.path)).toEqual([apiPaths.brands]);
    const down = fakeApi({ facet: riceBrands, directory: allBrands, productsDown: true });
    expect(await brandChoices(down.api, 'da', queryOf('/search?search=beras&type=products'))).toEqual({ q: 'da', names: ['Faiza Dagang', 'Adabi'], origin: 'typed' });
  });

  it('is captioned as the text’s brands holding what was typed, in both languages; none found says so', () => {
    const render = (url: string, names: string[]) =>
      show(renderAt(url, <BrandOptions panel="brand" form="f" query={queryOf(url)} pending={undefined} onPick={() => {}} initial={{ q: 'da', names, origin: 'textTyped' }} searchNow={0} />));
    const en = render('/search?search=beras', ['Faiza Dagang']);
    expect(en.textContent).toContain('Brands with “da” in their name, of products matching “beras”');
    expect(en.querySelectorAll('input[name="brand_name"]')).toHaveLength(1);
    expect(render('/bm/search?search=beras', ['Faiza Dagang']).textContent).toContain('Jenama yang namanya mengandungi “da”, daripada produk yang sepadan dengan “beras”');
    const none = render('/search?search=beras', []);
    expect(none.querySelectorAll('input[name="brand_name"]')).toHaveLength(0);
    expect(liveRegions(none).map((region) => region.textContent)).toEqual(['No result found']);
    expect(none.textContent).not.toContain('Popular brands');
  });
});
