import { useLocation } from 'react-router';
import { Link } from './link';
import { useT } from '../i18n/i18n';
import { pageHref, pageWindow } from '../lib/paging';
import { ChevronRightIcon } from './icons';

function PageList({ page, lastPage, href, className }: { page: number; lastPage: number; href: (p: number) => string; className: string }) {
  const t = useT();
  return (
    <ul className={`${className} flex-wrap items-center gap-2`}>
      {pageWindow(page, lastPage).map((p, i) =>
        p === null ? (
          <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </li>
        ) : (
          <li key={p}>
            {p === page ? (
              <span aria-current="page" className="page-box-current">
                <span className="sr-only">{t('pagination.page', { page: p })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <Link to={href(p)} className="page-box" aria-label={t('pagination.page', { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Numbered pagination (spec §9: page range 2, hidden with one page or fewer). Real links that
 * keep the other query parameters, so it works before the page hydrates.
 */
export function Pagination({ page, lastPage, search: shownSearch }: { page: number; lastPage: number; search?: string }) {
  const t = useT();
  const location = useLocation();
  const { pathname } = location;
  // A page that changed its query without a navigation (the brand search) says which it shows.
  const search = shownSearch ?? location.search;
  if (lastPage <= 1) return null;
  const href = (p: number) => pageHref(pathname, search, p);
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="page-box">
          <ChevronRightIcon size={18} className="rotate-180 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t('search.previous')}</span>
        </Link>
      )}
      {/* Page numbers, two either side (spec §9), on wider screens; phones get "Page 5 of 14". */}
      <p className="px-2 text-sm font-medium text-slate-700 sm:hidden">{t('search.pageOf', { page, pages: lastPage })}</p>
      <PageList page={page} lastPage={lastPage} href={href} className="hidden sm:flex" />
      {page < lastPage && (
        <Link to={href(page + 1)} rel="next" className="page-box">
          <ChevronRightIcon size={18} className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t('search.next')}</span>
        </Link>
      )}
    </nav>
  );
}
