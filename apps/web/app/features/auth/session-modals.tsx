import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { isModalAction } from '../../lib/page-runtime';

const loadAuthModals = () => import('./auth-modals').then((module) => ({ default: module.AuthModals }));
const LazyAuthModals = lazy(loadAuthModals);

/**
 * The modals' component when it was loaded before the first render: always on the server, and in
 * the browser when the page was opened with a modal in its URL (entry.client waits for it before
 * hydrating). Those renders use it directly, with no Suspense boundary: React streams a large
 * boundary's content after the shell, and a browser without scripts would never show it.
 */
let preloadedAuthModals: ComponentType | null = null;

export async function preloadAuthModals(): Promise<void> {
  preloadedAuthModals = (await loadAuthModals()).default;
}

if (import.meta.env.SSR) await preloadAuthModals();

/**
 * The login, new-password and result modals, loaded the first time the URL asks for one. They
 * validate with the shared zod contracts, which are far larger than the rest of a page's own
 * code, and most visits never sign in (docs/decisions/0009-script-free-content-pages.md). Once loaded
 * they stay mounted, so the result modal outlives the query that opened its form.
 */
export function SessionModals() {
  const opening = isModalAction(useLocation().search);
  const [mounted, setMounted] = useState(opening);
  if (opening && !mounted) setMounted(true);
  if (!opening && !mounted) return null;
  const Preloaded = preloadedAuthModals;
  if (Preloaded) return <Preloaded />;
  return (
    <Suspense fallback={null}>
      <LazyAuthModals />
    </Suspense>
  );
}
