import { parsePage } from '../../lib/paging';

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

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

export function parseStoreSearch(params: URLSearchParams): StoreSearchQuery {
  return {
    // `key` is the older name of `search`; `search` wins when both are given.
    search: text(params.get('search'), 100) ?? text(params.get('key'), 100),
    brand_name: text(params.get('brand_name'), 120),
    display_category_name: text(params.get('display_category_name'), 120),
    tier: text(params.get('tier'), 40),
    page: parsePage(params.get('page')),
  };
}
