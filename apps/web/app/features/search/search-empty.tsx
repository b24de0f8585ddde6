import { useId } from 'react';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';
import { EmptyState } from '../../ui/states';
import { resultQueryString, type ResultType } from './product-results';
import { FILTER_KEYS, withFilters, type StoreSearchQuery } from './search-params';

const LINK = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-brand-800 hover:border-brand-700';

/**
 * "No result found" with a way on (issue 14): past the last page, a link back to it; otherwise
 * the products the same text finds when no store matched it (`productMatches`: a misspelt
 * "kopii" finds coffee among products, which forgive one typo), the same text without one of its words where
 * products are found, the same search without its filters (when it has any), all categories, all brands, and a
 * quotation request when one is configured.
 */
export function SearchEmpty({
  searchPath,
  query,
  type,
  total,
  lastPage,
  quotationUrl,
  productMatches = null,
  fewerWords = [],
  estimated = false,
}: {
  searchPath: string;
  query: StoreSearchQuery;
  type: ResultType;
  total: number;
  lastPage: number;
  quotationUrl: string | null;
  productMatches?: number | null;
  /** The text without one of its words, where products are found (`fewerWordSearches`): links to those products. */
  fewerWords?: readonly { search: string; count: number }[];
  /** `total` is an estimate: the pages past its last may hold results (`lastPageShown`). */
  estimated?: boolean;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const formatCount = useFormatCount();
  const fewerId = useId();
  if (total > 0 && query.page > lastPage) {
    return (
      <EmptyState>
        <p className="mt-2 text-slate-600">{t('searchEmpty.pastLastPage')}</p>
        {/* Past an estimate's last page the buyer came by Next from a full page: back to it, not to the estimate's last. */}
        <Link to={searchPath + resultQueryString({ ...query, page: estimated ? query.page - 1 : lastPage }, type)} className={`${LINK} mt-4`}>
          {t('searchEmpty.lastPage')}
        </Link>
      </EmptyState>
    );
  }
  const filtered = FILTER_KEYS.some((key) => query[key]);
  const unfiltered = withFilters(query, Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  const productsInstead = type === 'stores' && productMatches !== null && productMatches > 0;
  return (
    <EmptyState>
      {productsInstead && (
        <p className="mt-2 text-slate-700">
          {productMatches === 1 ? t('searchEmpty.productsMatchOne') : t('searchEmpty.productsMatch', { count: formatCount(productMatches) })}{' '}
          <Link to={searchPath + resultQueryString({ ...query, page: 1 }, 'products')} className="font-semibold text-brand-800 underline">
            {t('searchEmpty.seeProducts')}
          </Link>
        </p>
      )}
      {fewerWords.length > 0 && (
        <div className="mt-2">
          <p id={fewerId} className="text-slate-700">
            {t('searchEmpty.fewerWords')}
          </p>
          <ul aria-labelledby={fewerId} className="mt-2 flex flex-wrap justify-center gap-2">
            {fewerWords.map((fewer) => (
              <li key={fewer.search}>
                <Link to={searchPath + resultQueryString({ ...query, search: fewer.search, page: 1 }, 'products')} className={LINK}>
                  {fewer.count === 1 ? t('searchEmpty.fewerWordsLinkOne', { text: fewer.search }) : t('searchEmpty.fewerWordsLink', { text: fewer.search, count: formatCount(fewer.count) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-2 text-slate-600">{t('searchEmpty.hint')}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {filtered && (
          <li>
            <Link to={searchPath + resultQueryString(unfiltered, type)} className={LINK}>
              {t('searchEmpty.withoutFilters')}
            </Link>
          </li>
        )}
        <li>
          <Link to={localePath('/all-categories')} className={LINK}>
            {t('searchEmpty.categories')}
          </Link>
        </li>
        <li>
          <Link to={localePath('/brands')} className={LINK}>
            {t('searchEmpty.brands')}
          </Link>
        </li>
        {quotationUrl && (
          <li>
            <a href={quotationUrl} target="_blank" rel="noopener" className={LINK}>
              {t('brands.quotationLink')}
              <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </EmptyState>
  );
}
