import { useLocation, useMatches } from 'react-router';

/**
 * Pages served without the app's scripts (docs/decisions/0003-javascript-budget.md): a route
 * whose `handle` is `STATIC_PAGE` renders on the server only. The root layout then leaves out
 * React Router's scripts and adds `StaticPageScript`, a few hundred bytes that keep the shell's
 * small behaviours (scroll-to-top, the delivery postcode, the isMobile rule) working.
 * Links become full page loads, which the server answers in milliseconds.
 */
export const STATIC_PAGE = { hydrate: false } as const;

/** A `?action=` that opens a session modal: such a page hydrates, since the modals need React. */
const MODAL_ACTIONS = new Set(['auth', 'resetPwd']);

export function isModalAction(search: string): boolean {
  return MODAL_ACTIONS.has(new URLSearchParams(search).get('action') ?? '');
}

export function useIsStaticPage(): boolean {
  const matches = useMatches();
  const { search } = useLocation();
  if (isModalAction(search)) return false;
  return matches.some((match) => (match.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}
