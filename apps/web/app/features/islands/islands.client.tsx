import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { syncRememberedLocale } from '../../i18n/remember';
import { SiteShell } from '../../layouts/live-shell';
import { SearchFilterBar } from '../search/search-filters';
import { ISLAND_PAGE_ID, islandElement, islandIdPrefix, type IslandName, type IslandPage } from './island-root';

/**
 * The browser entry of an islands page (see `Island`). It is built on its own
 * (`vite.islands.config.ts`) with `react-router` replaced by `router-shim.tsx`, so it carries
 * React DOM and the islands' code, not React Router.
 */
const ISLANDS: Record<IslandName, ComponentType<never>> = {
  'site-shell': SiteShell,
  'search-filters': SearchFilterBar,
};

function readJson<T>(element: Element | null): T | null {
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

const page = readJson<IslandPage>(document.getElementById(ISLAND_PAGE_ID));
const containers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
let waiting = containers.length;
// As on a hydrated page, `<html data-hydrated>` hands the header menus from their CSS fallback to
// script control (app.css), once every island has committed. Tests wait for it too.
const hydrated = () => {
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.hydrated = '';
};

for (const container of containers) {
  const name = container.dataset.island as IslandName;
  const Component = ISLANDS[name] as ComponentType<object> | undefined;
  const props = readJson<object>(document.querySelector(`script[data-island-props="${name}"]`));
  if (!page || !Component || !props) {
    hydrated();
    continue;
  }
  // In a transition React hydrates in slices, yielding to the browser between them (as React
  // Router's entry does), so the page stays responsive on a slow phone.
  startTransition(() => {
    hydrateRoot(container, islandElement(page, Component, props, hydrated), { identifierPrefix: islandIdPrefix(name) });
  });
}
syncRememberedLocale();
