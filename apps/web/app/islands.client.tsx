import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { syncRememberedLocale } from './i18n/remember';
import { ISLAND_PAGE_ID, islandElement, unpackIslandPage, unpackTables, type IslandName, type PackedIslandPage } from './features/islands/island-root';

/**
 * The browser entry of an islands page (see `Island`). It is built on its own
 * (`vite.islands.config.ts`) with `react-router` replaced by `router-shim.tsx`, so it carries
 * React DOM, not React Router; each kind of island is a chunk of its own, loaded only by pages
 * that have one.
 */
const ISLANDS: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'site-shell': () => import('./features/shell/live-shell').then((m) => m.SiteShell),
  'search-filters': () => import('./features/search/search-filters').then((m) => m.SearchFilterBar),
  carousel: () => import('./features/home/carousel-block').then((m) => m.CarouselBlock),
  promotions: () => import('./features/home/promotions-strip').then((m) => m.PromotionsStrip),
  'product-gallery': () => import('./features/products/product-gallery').then((m) => m.ProductGallery),
  'brand-directory': () => import('./features/brands/brand-directory-view').then((m) => m.BrandDirectory),
  'home-search': () => import('./features/home/home-search-box').then((m) => m.HomeSearchBox),
};

function readJson<T>(element: Element | null | undefined): T | null {
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

const packed = readJson<PackedIslandPage>(document.getElementById(ISLAND_PAGE_ID));
const page = packed && unpackIslandPage(packed);
const containers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
let waiting = containers.length;
// As on a hydrated page, `<html data-hydrated>` hands the header menus from their CSS fallback to
// script control (app.css), once every island has committed. Tests wait for it too.
const hydrated = () => {
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.hydrated = '';
};

for (const container of containers) {
  const load = ISLANDS[container.dataset.island as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
  const props = unpackTables(readJson<object>(container.nextElementSibling?.matches('script[data-island-props]') ? container.nextElementSibling : null));
  if (!page || !load || !props) {
    hydrated();
    continue;
  }
  void load().then((Component) => {
    // In a transition React hydrates in slices, yielding to the browser between them (as React
    // Router's entry does), so the page stays responsive on a slow phone.
    startTransition(() => {
      hydrateRoot(container, islandElement(page, Component, props, hydrated), { identifierPrefix: container.dataset.islandPrefix ?? '' });
    });
  });
}
syncRememberedLocale();
