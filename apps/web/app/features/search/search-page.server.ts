import type { Banner, Tier } from '@borong/contracts/catalogue';
import type { ApiClient } from '../../lib/api';
import { KeptForAWhile } from '../../lib/kept.server';
import { searchApi } from './api';

/** What the search page shows around its results, the same for every search in a language: the store tiers and the search banner. */
export interface SearchSurroundings {
  tiers: Tier[];
  banner: Banner | null;
}

const kept = new KeptForAWhile<SearchSurroundings>(4);

/** The tiers and the banner, in parallel, kept a few seconds (lib/kept.server); a failed call leaves its part out (no tier filter, no banner) and is asked again by the next page. */
export function loadSearchSurroundings(api: ApiClient, now = Date.now()): Promise<SearchSurroundings> {
  return kept.get(
    api.locale,
    async () => {
      const search = searchApi(api);
      const [tiers, banners] = await Promise.all([search.tiers(), search.banners({ position: 'search' })]);
      return { value: { tiers: tiers.ok ? tiers.data.tiers : [], banner: banners.ok ? (banners.data.data[0] ?? null) : null }, complete: tiers.ok && banners.ok };
    },
    now,
  );
}

export type SellerState = { code: string; name: string };

const keptStates = new KeptForAWhile<SellerState[]>(1);

/**
 * The states a seller may be in, for the Products tab's location filter: the same list for every page, so kept a few
 * seconds as the surroundings are. A failed call offers none (the page stands) and is asked again by the next page.
 */
export function loadSellerStates(api: ApiClient, now = Date.now()): Promise<SellerState[]> {
  return keptStates.get(
    'states',
    async () => {
      const states = await searchApi(api).states();
      return { value: states.ok ? states.data.data.map(({ code, name }) => ({ code, name })) : [], complete: states.ok };
    },
    now,
  );
}
