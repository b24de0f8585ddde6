import { useId, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { Messages } from '../../i18n/en';
import { loadedCatalogue } from '../../i18n/catalogue';
import { useRootData } from '../session/root-data';
import { scriptJson } from '../../lib/script-json';
import { useIslandsServer, usePageRuntime } from './page-runtime';
import { ISLAND_PAGE_ID, islandElement, islandIdPrefix, packIslandPage, packTables, type IslandName, type IslandPage } from './island-root';

/**
 * The messages islands may show. Islands do not get the whole catalogue (about 9 KB gzip in the
 * page): `island.test.ts` checks that every message key the islands' modules mention is covered.
 * A name ending in a dot covers every key under it.
 */
export const ISLAND_MESSAGES: readonly string[] = [
  'a11y.',
  'account.',
  // The delivery modal speaks the address book's postcode messages.
  'accountV.postcode',
  'accountV.required',
  'alert.',
  'auth.accountMenu',
  'auth.greeting',
  'auth.logout',
  'brands.',
  'carousel.',
  'cart.link',
  'cart.linkWithCount',
  'delivery.',
  'error.retry',
  'error.tooMany',
  'error.unavailable',
  'header.',
  'home.carouselLabel',
  'home.nextPromotions',
  'home.previousPromotions',
  'home.viewAll',
  'modal.close',
  'notices.',
  'pagination.',
  // The gallery's only: ProductPrice and the cards, which use most of product.*, are no island.
  'product.gallery',
  'product.showImage',
  'product.soldOut',
  'promotions.',
  'search.next',
  'search.pageOf',
  'search.pagination',
  'search.previous',
  'searchFilters.',
  'searchSuggestions.',
  'NO.RESULT.FOUND',
  'SOMETHING.WRONG.TRY.LATER',
];

// Each island of a page asks for its part of the same catalogue: cut each catalogue once.
const islandCatalogues = new WeakMap<Partial<Messages>, Partial<Messages>>();

export function islandMessages(messages: Partial<Messages>): Partial<Messages> {
  let cut = islandCatalogues.get(messages);
  if (!cut) {
    cut = Object.fromEntries(Object.entries(messages).filter(([key]) => ISLAND_MESSAGES.some((wanted) => (wanted.endsWith('.') ? key.startsWith(wanted) : key === wanted))));
    islandCatalogues.set(messages, cut);
  }
  return cut;
}

/** The page's `IslandPage` on an islands page rendered on the server; null anywhere else. */
export function useIslandPage(): IslandPage | null {
  const server = useIslandsServer();
  const runtime = usePageRuntime();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const messages = root && loadedCatalogue(root.locale);
  if (runtime !== 'islands' || !server || !root || !messages) return null;
  // The nonce and origin serve the document's head only, and the footer's links the footer, which
  // is no island; the catalogue is cut to the islands' part.
  const navigation = { ...root.navigation, footer: [] };
  return { url: pathname + search, root: { ...root, nonce: undefined, origin: '', navigation }, messages: islandMessages(messages) };
}

/**
 * The JSON script with the page's `IslandPage` (packed: `packIslandPage`), which the root layout
 * writes once on an islands page. Data, not code, but it carries the nonce like every script element of the page.
 */
export function IslandPageScript({ page, nonce }: { page: IslandPage; nonce: string | undefined }) {
  return <script type="application/json" id={ISLAND_PAGE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(packIslandPage(page)) }} />;
}

/**
 * Loads the islands entry once the page has painted. The server's markup is the page (links and
 * forms work before hydration), so on a slow phone the first paint does not wait for, or share
 * the link with, 70 KB of script; hydration follows a frame later.
 */
export function IslandsEntryScript({ entry, nonce }: { entry: string; nonce: string | undefined }) {
  const source = `requestAnimationFrame(() => setTimeout(() => import(${scriptJson(entry)})));`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}

/**
 * A part of the page that works in the browser. On a page React Router hydrates (or renders in
 * the browser) it is just `<Component {...props} />`. On an islands page (`ISLANDS_PAGE`) the
 * server renders it as a React root of its own, with its props in a JSON script after it (lists
 * packed: `packTables`), and
 * `app/islands.client.tsx` hydrates that root with the same element: identical markup and ids.
 * `props` must be plain JSON. Not for use inside another island.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  const server = useIslandsServer();
  const page = useIslandPage();
  const nonce = useRootData()?.nonce;
  const instance = useId();
  if (!server || !page) return <Component {...props} />;
  const identifierPrefix = islandIdPrefix(name, instance);
  const html = server.renderToString(islandElement(page, Component, props), { identifierPrefix });
  // The props script follows its island: that is how the entry pairs them.
  return (
    <>
      <div data-island={name} data-island-prefix={identifierPrefix} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props="" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(packTables(props)) }} />
    </>
  );
}
