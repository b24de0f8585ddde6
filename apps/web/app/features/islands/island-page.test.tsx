import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogue';
import { ISLANDS_PAGE } from '../../lib/page-runtime';
import type { RootData } from '../session/root-data';
import { IslandPageScript, useIslandPage } from './island';
import { unpackIslandPage, type IslandPage, type PackedIslandPage } from './island-root';
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
