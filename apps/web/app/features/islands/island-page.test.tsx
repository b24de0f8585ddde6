import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogue';
import { ISLANDS_PAGE } from '../../lib/page-runtime';
import type { RootData } from '../session/root-data';
import { IslandPageScript, useIslandPage } from './island';
import { packTables, unpackIslandPage, unpackTables, type IslandPage, type PackedIslandPage } from './island-root';
import { IslandsServerContext } from './page-runtime';

const navigation = {
  categories: [{ name: 'Beauty', children: [] }],
  header: [{ id: 1, name: 'PROMOTIONS', entries: [] }],
  footer: [{ id: 2, name: 'ABOUT', entries: [{ id: 3, name: 'About us', href: '/about-us', newTab: false }] }],
} as unknown as RootData['navigation'];

/** The `IslandPage` an islands page at `/` writes, rendered as the server renders it. */
async function islandPageAt(root: Partial<RootData>) {
  await loadCatalogue('en');
  function Page() {
    return <pre>{JSON.stringify(useIslandPage())}</pre>;
  }
  const router = createMemoryRouter([{ id: 'root', path: '*', element: <Page />, handle: ISLANDS_PAGE }], {
    initialEntries: ['/'],
    hydrationData: { loaderData: { root: { locale: 'en', user: null, cartCount: null, nonce: 'n', origin: 'https://borong.example', navigation, ...root } } },
  });
  const html = renderToString(
    <IslandsServerContext value={{ entry: '/assets/islands.js', renderToString: () => '' }}>
      <RouterProvider router={router} />
    </IslandsServerContext>,
  );
  const json = html.replace(/^<pre>|<\/pre>$/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return JSON.parse(json) as { root: RootData };
}

describe("the islands' copy of the root data", () => {
  it('keeps what the shell reads, and leaves out the footer, which is no island, and what only the head uses', async () => {
    const page = await islandPageAt({});
    expect(page.root.navigation.categories).toEqual(navigation.categories);
    expect(page.root.navigation.header).toEqual(navigation.header);
    expect(page.root.navigation.footer).toEqual([]);
    expect(page.root.nonce).toBeUndefined();
    expect(page.root.origin).toBe('');
  });
});

describe("the islands page's JSON script", () => {
  it('gives the islands back the page the server rendered them with, categories and all, in far fewer bytes', () => {
    const categories = [
      { name: 'Food & Beverage', children: [{ name: 'Rice, Grains & Staples', children: [{ name: 'Rice', children: [] }, { name: 'Flour & Sugar', children: [] }] }] },
      { name: 'Beauty', children: [] },
      { name: '</script>', children: [{ name: '"Quoted"', children: [] }] },
    ];
    const page: IslandPage = {
      url: '/search?q=1',
      root: { locale: 'en', user: null, cartCount: null, navigation: { categories, header: navigation.header, footer: [] } } as unknown as RootData,
      messages: { 'header.categories': 'All categories' },
    };
    const html = renderToString(<IslandPageScript page={page} nonce="n" />);
    const json = html.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(json).not.toContain('</script>');
    const packed = JSON.parse(json) as PackedIslandPage;
    expect(unpackIslandPage(packed)).toEqual(page);
    expect(JSON.stringify(packed.root.navigation.categories).length).toBeLessThan(JSON.stringify(categories).length / 2);
  });
});

describe('lists in islands’ JSON (packTables)', () => {
  const brands = {
    query: { page: 1 },
    brands: {
      ok: true,
      list: [
        { id: 19251, brand_name: '101 Best', logo: '/api/media/logo/brand-19251.svg' },
        { id: 9274, brand_name: '</script> "Betik"', logo: null },
        { id: 26669, brand_name: '101 Care', logo: '/api/media/logo/brand-26669.svg' },
      ],
      meta: { total: 3, page: 1, last_page: 1 },
    },
  };
  const roundTrip = <T,>(value: T): T => unpackTables(JSON.parse(JSON.stringify(packTables(value))) as T);

  it('writes each key of a list of like objects once, and gives back what it was given', () => {
    const packed = JSON.stringify(packTables(brands));
    expect(packed.match(/brand_name/g)).toHaveLength(1);
    expect(roundTrip(brands)).toEqual(brands);
  });

  it('leaves lists of unlike objects, of one object, of arrays and of values as they are', () => {
    const unlike = [{ id: 1, name: 'a' }, { id: 2 }, { id: 3, name: undefined }];
    const mixed = { one: [{ id: 1 }], nested: [[1, 2], ['a']], values: ['a', 1, null, true], empty: [] };
    expect(packTables(unlike)).toEqual(unlike);
    expect(packTables(mixed)).toEqual(mixed);
    expect(roundTrip({ unlike, mixed })).toEqual(JSON.parse(JSON.stringify({ unlike, mixed })));
  });

  it('reads only a row’s own keys, writes dates and sparse lists as JSON does, and refuses its own marker key', () => {
    const inherited: Record<string, number>[] = [{ constructor: 1 }, { x: 2 }];
    expect(roundTrip(inherited)).toEqual(inherited);
    const dated = [{ at: new Date('2026-11-28T00:00:00Z') }, { at: new Date('2026-11-29T00:00:00Z') }];
    expect(roundTrip(dated)).toEqual(JSON.parse(JSON.stringify(dated)));
    // eslint-disable-next-line no-sparse-arrays
    const sparse = [{ id: 1 }, , { id: 3 }];
    expect(roundTrip(sparse)).toEqual(JSON.parse(JSON.stringify(sparse)));
    expect(() => packTables({ $rows: [] })).toThrow(/\$rows/);
  });

  it('packs tables inside tables, and keys written in another order', () => {
    const groups = [
      { id: 1, name: 'PROMOTIONS', entries: [{ id: 1, name: 'Monthly', href: '/m' }, { href: '/s', id: 2, name: 'Special' }] },
      { id: 2, name: 'CAMPAIGN', entries: [] },
    ];
    expect(JSON.stringify(packTables(groups)).match(/"href"/g)).toHaveLength(1);
    expect(roundTrip(groups)).toEqual(groups);
  });
});
