import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadAuthModals } from './features/auth/session-modals';
import { loadCatalogue } from './i18n/catalogue';
import { localeFromPath } from './i18n/locale';
import { shouldReloadAfterChunkError } from './lib/chunk-reload';
import { isModalAction } from './lib/page-runtime';

/**
 * A code chunk that fails to load (usually a new deployment replaced it) reloads the page, at
 * most once per 60 seconds (spec §8), so a broken network cannot loop the page.
 */
window.addEventListener('vite:preloadError', (event) => {
  let last: string | null = null;
  try {
    last = sessionStorage.getItem('chunkReloadAt');
  } catch {
    // Storage blocked: fall through with no record.
  }
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return;
  event.preventDefault();
  try {
    sessionStorage.setItem('chunkReloadAt', String(now));
  } catch {
    // Without storage the guard cannot hold; reload anyway, this is rare.
  }
  window.location.reload();
});

// Hydration renders in the page's language, so its catalogue must be here first; the server
// rendered the session modals in place, so hydration must find the same component.
await Promise.all([loadCatalogue(localeFromPath(window.location.pathname)), isModalAction(window.location.search) ? preloadAuthModals() : null]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
