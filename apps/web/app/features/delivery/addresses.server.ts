import type { ApiClient } from '../../lib/api';
import { accountApi } from '../account/api';
import type { AddressSummary } from './address-sync';

/**
 * The buyer's addresses as the address sync needs them (id, zip, updated_at, default), loaded by
 * the root loader next to the profile, and only when the request carries a session (guests pay
 * nothing). Null when they could not be loaded: the sync then leaves the delivery state alone
 * rather than treating a failed call as "no addresses".
 */
export async function loadAddressSummaries(api: ApiClient, hasSession: boolean): Promise<AddressSummary[] | null> {
  if (!hasSession) return null;
  const res = await accountApi(api).addresses();
  if (!res.ok) return null;
  return res.data.data.map(({ id, zip, updated_at, default: isDefault }) => ({ id, zip, updated_at, is_default: isDefault === 'Y' }));
}
