import { createContext, forwardRef, use, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * What islands use of React Router, for the islands build only (`vite.islands.config.ts` maps
 * `react-router` here). An islands page has no client router: links are the browser's own, and
 * `useNavigate` loads the next page. `<Link>` writes `to` as the `href`, with no `data-discover`
 * (which `ui/link` leaves out of islands on the server too): the same `<a>` as the server's for a
 * path from the site's root, the only kind islands link to. A relative `to` would be resolved by
 * the server and not here.
 */
interface ShimLocation {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}

const LocationContext = createContext<ShimLocation>({ pathname: '/', search: '', hash: '', state: null, key: 'default' });

export function Router({ location, children }: { location: string; navigator?: unknown; children?: ReactNode }) {
  const url = new URL(location, window.location.origin);
  return <LocationContext value={{ pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' }}>{children}</LocationContext>;
}

export function useLocation(): ShimLocation {
  return use(LocationContext);
}

export function useNavigate(): (to: string | number) => void {
  return (to) => {
    if (typeof to === 'number') window.history.go(to);
    else window.location.assign(to);
  };
}

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  discover?: unknown;
  prefetch?: unknown;
  reloadDocument?: unknown;
  replace?: unknown;
  state?: unknown;
  preventScrollReset?: unknown;
  viewTransition?: unknown;
  relative?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(function Link(
  { to, discover: _discover, prefetch: _prefetch, reloadDocument: _reload, replace: _replace, state: _state, preventScrollReset: _scroll, viewTransition: _vt, relative: _relative, ...rest },
  ref,
) {
  return <a {...rest} ref={ref} href={to} />;
});

/**
 * Islands have no route data: `useRootData` reads the island's own copy of the root data
 * (`IslandRootDataContext`) and only falls back to this on a router page.
 */
export function useRouteLoaderData(): undefined {
  return undefined;
}
