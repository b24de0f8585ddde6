/**
 * The store-search query of a `/search` URL (spec §2: search or key, brand_name,
 * display_category_name, tier, page), cleaned to what the API accepts so a hand-edited URL
 * cannot turn into a 400: text trimmed and cut to the API's limits, `page` a whole number ≥ 1.
 */
export interface StoreSearchQuery {
  search?: string;
  brand_name?: string;
  display_category_name?: string;
  tier?: string;
  page: number;
}

const MAX_PAGE = 100_000;

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

export function parseStoreSearch(params: URLSearchParams): StoreSearchQuery {
  const page = Number(params.get('page'));
  return {
    // `key` is the older name of `search`; `search` wins when both are given.
    search: text(params.get('search'), 100) ?? text(params.get('key'), 100),
    brand_name: text(params.get('brand_name'), 120),
    display_category_name: text(params.get('display_category_name'), 120),
    tier: text(params.get('tier'), 40),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The same search on another page; page 1 drops the parameter. */
export function searchPageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
