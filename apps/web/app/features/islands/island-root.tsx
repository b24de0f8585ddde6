import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { Messages } from '../../i18n/en';
import { I18nProvider } from '../../i18n/i18n';
import type { MenuCategory } from '../navigation/navigation';
import { IslandRootDataContext, type RootData } from '../session/root-data';
import { IslandMarkupContext } from '../../ui/static-markup';

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
  return packTables({ ...page, root: { ...page.root, navigation: { ...navigation, categories: navigation.categories.map(packCategory) } } });
}

/** The `IslandPage` the server rendered the islands with, from its JSON script. */
export function unpackIslandPage(packed: PackedIslandPage): IslandPage {
  const page = unpackTables(packed);
  const { navigation } = page.root;
  return { ...page, root: { ...page.root, navigation: { ...navigation, categories: navigation.categories.map(unpackCategory) } } };
}

/**
 * The key under which `packTables` writes a list of like objects: `{"$rows": [keys, ...rows]}`,
 * each row its values in the keys' order. An object of the data with this key is refused.
 */
const ROWS = '$rows';

/** A plain object, as JSON parses them: a Date or another class's instance is written as JSON writes it. */
const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The keys of `value` that hold something (JSON leaves `undefined` out anyway). */
const keysOf = (value: Record<string, unknown>) => Object.keys(value).filter((key) => value[key] !== undefined);

const holds = (row: Record<string, unknown>, key: string) => Object.hasOwn(row, key) && row[key] !== undefined;

/**
 * JSON for a script element with every list of two or more objects that have the same keys
 * written as a table: the keys once, then one array of values per object. A listing repeats its
 * keys for every entry: on `/brands` they were a third of the directory's 10 KB of props (issue 13).
 * The type is the value's own: only the JSON differs, and `unpackTables` restores it.
 */
export function packTables<T>(value: T): T {
  if (Array.isArray(value)) {
    // `Array.from`: a hole is no object, so a sparse list is no table.
    const rows: unknown[] = Array.from(value);
    const keys = rows.length > 1 && rows.every(isRecord) ? keysOf(rows[0] as Record<string, unknown>) : null;
    const sameKeys = keys && (rows as Record<string, unknown>[]).every((row) => keysOf(row).length === keys.length && keys.every((key) => holds(row, key)));
    if (keys && sameKeys) return { [ROWS]: [keys, ...(rows as Record<string, unknown>[]).map((row) => keys.map((key) => packTables(row[key])))] } as T;
    return value.map(packTables) as T;
  }
  if (isRecord(value)) {
    // Would read back as a table: no data the islands are given has this key.
    if (Object.hasOwn(value, ROWS)) throw new Error(`island JSON cannot hold the key ${ROWS}`);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, packTables(item)])) as T;
  }
  return value;
}

/** What `packTables` was given, from what it wrote (parsed). */
export function unpackTables<T>(value: T): T {
  if (Array.isArray(value)) return value.map(unpackTables) as T;
  if (!isRecord(value)) return value;
  const rows = value[ROWS];
  if (Array.isArray(rows) && Object.keys(value).length === 1) {
    const [keys, ...values] = rows as [string[], ...unknown[][]];
    return values.map((row) => Object.fromEntries(keys.map((key, i) => [key, unpackTables(row[i])]))) as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpackTables(item)])) as T;
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
            <IslandMarkupContext value>
              <Component {...props} />
            </IslandMarkupContext>
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
