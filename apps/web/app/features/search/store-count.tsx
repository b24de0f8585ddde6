import type { StoreSearchResponse } from '@borong/contracts/catalogue';
import { isCountFloor, STORE_COUNT_LIMIT } from '@borong/contracts/storefront-rules';
import { useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';

/**
 * How many stores a search found; above the API's exact-count limit the total is an estimate (OpenAPI: store search),
 * and one more than the limit says only that there are more ("About 1,001 stores" read as a count, walkthrough).
 */
export function StoreCount({ meta }: { meta: StoreSearchResponse['meta'] }) {
  const t = useT();
  const formatCount = useFormatCount();
  const count = formatCount(meta.total);
  if (isCountFloor(meta, STORE_COUNT_LIMIT)) return <span>{t('search.countMoreThan', { count: formatCount(STORE_COUNT_LIMIT) })}</span>;
  return <span>{meta.total_estimated ? t('search.countAbout', { count }) : meta.total === 1 ? t('search.countOne') : t('search.countMany', { count })}</span>;
}
