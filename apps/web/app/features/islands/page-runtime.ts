import { createContext, use, type ReactElement } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageRuntime, type PageRuntime } from '../../lib/page-runtime';
import { useRootData } from '../session/root-data';

/**
 * What the server knows of the islands build: the browser entry's URL, and how to render an
 * island on its own (`renderToString`, which only the server imports). Absent in the browser.
 */
export interface IslandsServer {
  entry: string;
  renderToString: (element: ReactElement, options: { identifierPrefix: string }) => string;
}

export const IslandsServerContext = createContext<IslandsServer | null>(null);

export function useIslandsServer(): IslandsServer | null {
  return use(IslandsServerContext);
}

/**
 * The runtime of the page being rendered (`pageRuntime` with what React Router knows of it). A
 * route whose loader failed asks for none: its error page (a content page's 404 for a path that
 * names no page, a missing product) is an app page like every other error page.
 */
export function usePageRuntime(): PageRuntime {
  const matches = useMatches();
  const { search } = useLocation();
  const islandsBuild = useIslandsServer() !== null;
  const signedIn = Boolean(useRootData()?.user);
  return pageRuntime({ handles: matches.map((match) => (match.data === undefined ? undefined : match.handle)), search, signedIn, islandsBuild });
}
