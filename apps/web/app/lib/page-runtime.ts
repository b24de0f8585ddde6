/**
 * How a page reaches the browser (docs/decisions/0007-page-runtimes.md):
 * - `app`: a React Router page, hydrated whole. Every page is one unless it asks otherwise, and
 *   every signed-in visitor gets one.
 * - `static`: no script but a small inline one (features/static-page) that keeps the shell's
 *   small behaviours. For anonymous content pages.
 * - `islands`: the server's page, with its interactive parts hydrated as small React roots without
 *   React Router (features/islands). For anonymous discovery pages.
 */
export type PageRuntime = 'app' | 'static' | 'islands';

/** A route's `handle` asks for a runtime; only guests get it (see `pageRuntime`). */
export interface RuntimeHandle {
  runtime?: Exclude<PageRuntime, 'app'>;
}

/** A content page served without the app's scripts, to guests. */
export const STATIC_PAGE = { runtime: 'static' } as const satisfies RuntimeHandle;

/** A discovery page whose `<Island>`s alone hydrate, for guests. */
export const ISLANDS_PAGE = { runtime: 'islands' } as const satisfies RuntimeHandle;

/** A `?action=` that opens a session modal: such a page hydrates, since the modals need React. */
const MODAL_ACTIONS = new Set(['auth', 'resetPwd']);

export function isModalAction(search: string): boolean {
  return MODAL_ACTIONS.has(new URLSearchParams(search).get('action') ?? '');
}

export interface PageRuntimeInput {
  /** The `handle`s of the matched routes, root first. */
  handles: readonly unknown[];
  /** The page's query string: a session modal's `?action=` needs the app. */
  search: string;
  signedIn: boolean;
  /** The server has the islands build (not in development or Vitest): without it islands pages are app pages. */
  islandsBuild: boolean;
}

/**
 * The one place the runtime is chosen. A signed-in buyer always gets the app: their pages carry
 * cart and account actions, which run on React Router's fetchers and forms, and they have been
 * here before, so the first-visit budget these runtimes serve is not theirs.
 */
export function pageRuntime({ handles, search, signedIn, islandsBuild }: PageRuntimeInput): PageRuntime {
  if (signedIn || isModalAction(search)) return 'app';
  const asked = handles.map((handle) => (handle as RuntimeHandle | undefined)?.runtime);
  if (asked.includes('static')) return 'static';
  if (asked.includes('islands') && islandsBuild) return 'islands';
  return 'app';
}
