import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { Messages } from '../../i18n/en';
import { I18nProvider } from '../../i18n/i18n';
import type { MenuCategory } from '../navigation/navigation';
import { IslandRootDataContext, type RootData } from '../session/root-data';

/** The islands a page can have; the browser entry (`app/islands.client.tsx`) maps each to its component. */
export type IslandName = 'site-shell' | 'search-filters' | 'carousel' | 'promotions' | 'product-gallery' | 'brand-directory' | 'home-search';

/**
 * What every island of a page reads besides its props, written once per page: the page's URL
 * (what `useLocation` returns inside an island) and the root data the shell uses, with only
 * the messages islands show (`ISLAND_MESSAGES`).
 */
export interface IslandPage {
  url: string;
  root: RootData;
  messages: Partial<Messages>;
}

/** The id of the JSON script holding the page's `IslandPage`. */
export const ISLAND_PAGE_ID = 'island-page';

/**
 * A category as the page's JSON script carries it: its name, then its children, each the same.
 * As `{"name":…,"children":[…]}` objects, the keys were over half of the tree's 8 KB (issue 13).
 */
type PackedCategory = [name: string, ...children: PackedCategory[]];

/** An `IslandPage` as its JSON script holds it: the categories packed. */
export type PackedIslandPage = Omit<IslandPage, 'root'> & {
  root: Omit<RootData, 'navigation'> & { navigation: Omit<RootData['navigation'], 'categories'> & { categories: PackedCategory[] } };
};

const packCategory = ({ name, children }: MenuCategory): PackedCategory => [name, ...children.map(packCategory)];
const unpackCategory = ([name, ...children]: PackedCategory): MenuCategory => ({ name, children: children.map(unpackCategory) });

export function packIslandPage(page: IslandPage): PackedIslandPage {
  const { navigation } = page.root;
  return { ...page, root: { ...page.root, navigation: { ...navigation, categories: navigation.categories.map(packCategory) } } };
}

/** The `IslandPage` the server rendered the islands with, from its JSON script. */
export function unpackIslandPage(packed: PackedIslandPage): IslandPage {
  const { navigation } = packed.root;
  return { ...packed, root: { ...packed.root, navigation: { ...navigation, categories: navigation.categories.map(unpackCategory) } } };
}

/**
 * The browser moves between pages by loading them (no client router on an islands page):
 * `useNavigate` in an island assigns `location` (see `router-shim.tsx`). On the server this
 * navigator only builds hrefs.
 */
const SERVER_NAVIGATOR = {
  createHref: (to: string | { pathname?: string; search?: string; hash?: string }) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** Calls `onHydrated` once the island's first render has committed (in the browser only). */
function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/** An island's React tree: its component under the providers it reads (root data, language, location). */
export function islandElement<P extends object>(page: IslandPage, Component: ComponentType<P>, props: P, onHydrated?: () => void) {
  return (
    <Hydrated onHydrated={onHydrated}>
      <IslandRootDataContext value={page.root}>
        <I18nProvider locale={page.root.locale} messages={page.messages}>
          <Router location={page.url} navigator={SERVER_NAVIGATOR}>
            <Component {...props} />
          </Router>
        </I18nProvider>
      </IslandRootDataContext>
    </Hydrated>
  );
}

/**
 * Each island's `useId` values start with its own prefix (its name and its place in the page),
 * so two islands, or two of one kind, never share an id.
 */
export function islandIdPrefix(name: IslandName, instance: string): string {
  return `${name}-${instance.replace(/[^\w-]/g, '')}-`;
}
