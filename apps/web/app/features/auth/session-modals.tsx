import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { isModalAction } from '../../lib/static-page';

const loadAuthModals = () => import('./auth-modals').then((module) => ({ default: module.AuthModals }));

/**
 * The server renders the modals in the document it sends, so a `?action=auth` link works before
 * (or without) hydration; a lazy component would stream them after the shell instead, which needs
 * a script to show. The top-level await runs once per server start, in the SSR bundle only.
 */
let serverAuthModals: ComponentType | null = null;
if (import.meta.env.SSR) serverAuthModals = (await loadAuthModals()).default;

const LazyAuthModals = lazy(loadAuthModals);

/**
 * The login, new-password and result modals, loaded the first time the URL asks for one. They
 * validate with the shared zod contracts, which are far larger than the rest of a page's own
 * code, and most visits never sign in (docs/decisions/0003-javascript-budget.md). Once loaded
 * they stay mounted, so the result modal outlives the query that opened its form. While the
 * module loads, a page hydrated with a modal open keeps the server's markup, which already works
 * as a plain form.
 */
export function SessionModals() {
  const opening = isModalAction(useLocation().search);
  const [mounted, setMounted] = useState(opening);
  if (opening && !mounted) setMounted(true);
  if (!opening && !mounted) return null;
  const Modals = serverAuthModals ?? LazyAuthModals;
  return (
    <Suspense fallback={null}>
      <Modals />
    </Suspense>
  );
}
