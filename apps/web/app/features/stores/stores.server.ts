import type { Store, StoreSearchResponse } from '@borong/contracts/catalogue';
import type { ApiClient } from '../../lib/api';
import { searchApi, type StoreSearchParams } from '../search/api';

/** A store listing for a page: the stores, or the status of the failed call (never thrown). */
export type StoreListing = { ok: true; stores: Store[]; meta: StoreSearchResponse['meta'] } | { ok: false; status: number };

export async function loadStores(api: ApiClient, params: StoreSearchParams): Promise<StoreListing> {
  const result = await searchApi(api).searchStores(params);
  if (!result.ok) return { ok: false, status: result.status };
  return { ok: true, stores: result.data.data, meta: result.data.meta };
}
