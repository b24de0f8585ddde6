import { createContext, use } from 'react';

/**
 * True where the markup is never hydrated: a static or islands page outside its islands (each
 * island renders as a root of its own, where this is false). There the page's inline script, not
 * React, works the markup, so what only React reads need not be written (issue 13).
 */
export const StaticMarkupContext = createContext(false);

export function useStaticMarkup(): boolean {
  return use(StaticMarkupContext);
}

/**
 * True inside an island (features/islands): React hydrates it, but no client router runs on its
 * page, so what only React Router's browser code reads need not be written either.
 */
export const IslandMarkupContext = createContext(false);

export function useIslandMarkup(): boolean {
  return use(IslandMarkupContext);
}
