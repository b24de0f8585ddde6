import type { StoreSearchResponse } from '@borong/contracts/catalogue';
import { useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';

/** How many stores a search found; above the API's exact-count limit the total is an estimate (OpenAPI: store search). */
export function StoreCount({ meta }: { meta: StoreSearchResponse['meta'] }) {
  const t = useT();
  const formatCount = useFormatCount();
  const count = formatCount(meta.total);
  return <span>{meta.total_estimated ? t('search.countAbout', { count }) : meta.total === 1 ? t('search.countOne') : t('search.countMany', { count })}</span>;
}
