import type { ApiClient } from '../../lib/api';
import { cartApi } from './api';

/** The header badge's count: null for a guest, or when the API cannot say (the badge then shows no number). */
export async function loadCartCount(api: ApiClient, hasSession: boolean): Promise<number | null> {
  if (!hasSession) return null;
  const res = await cartApi(api).count();
  return res.ok ? res.data.data.item_count : null;
}
