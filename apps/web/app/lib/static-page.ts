import { createContext, use, type ReactElement } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useRootData } from './root-data';

/**
 * Pages served without the app's scripts (docs/decisions/0003-javascript-budget.md): a route
 * whose `handle` is `STATIC_PAGE` renders on the server only. The root layout then leaves out
 * React Router's scripts and adds `StaticPageScript`, a few hundred bytes that keep the shell's
 * small behaviours (scroll-to-top, the delivery postcode, the isMobile rule) working.
 * Links become full page loads, which the server answers in milliseconds.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/**
 * Like `STATIC_PAGE`, but the page's interactive parts (`<Island>`s) hydrate as small React roots
 * of their own, without React Router in the browser (features/islands). Only when the server has
 * the islands build; otherwise (development, tests) the page hydrates as every other page does.
 */
export const ISLANDS_PAGE = { hydrate: 'islands' } as const;

/**
 * Islands for guests; a signed-in buyer gets the whole page hydrated (the product page: saving to
 * a shopping list runs on React Router's fetchers). A guest's first visit is the one the
 * JavaScript budget is about; a buyer who signed in has been here before.
 */
export const ISLANDS_PAGE_FOR_GUESTS = { hydrate: 'islands-for-guests' } as const;

/** How the page being rendered reaches the browser. */
export type PageScripts = 'app' | 'static' | 'islands';

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

/** A `?action=` that opens a session modal: such a page hydrates, since the modals need React. */
const MODAL_ACTIONS = new Set(['auth', 'resetPwd']);

export function isModalAction(search: string): boolean {
  return MODAL_ACTIONS.has(new URLSearchParams(search).get('action') ?? '');
}

export function usePageScripts(): PageScripts {
  const matches = useMatches();
  const { search } = useLocation();
  const islands = useIslandsServer();
  const signedIn = Boolean(useRootData()?.user);
  if (isModalAction(search)) return 'app';
  const hydrate = matches.map((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate);
  if (hydrate.includes(false)) return 'static';
  if (islands && (hydrate.includes('islands') || (hydrate.includes('islands-for-guests') && !signedIn))) return 'islands';
  return 'app';
}
