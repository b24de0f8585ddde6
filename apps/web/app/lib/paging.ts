/** The `page` query parameter as a whole number from 1 (the API's bounds); anything else is 1. */
export const MAX_PAGE = 100_000;

export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The same URL on another page; page 1 drops the parameter. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page numbers a pagination control shows (spec §9: page range 2): the first, the last, and
 * `range` pages either side of the current one, with `null` where pages are skipped.
 */
export function pageWindow(current: number, last: number, range = 2): (number | null)[] {
  if (last <= 1) return [];
  const from = Math.max(1, current - range);
  const to = Math.min(last, current + range);
  const pages: (number | null)[] = [];
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(from === 3 ? 2 : null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < last - 1) pages.push(to === last - 2 ? last - 1 : null);
  if (to < last) pages.push(last);
  return pages;
}

/**
 * The last page to offer. Above what a search counts, its total is the planner's estimate, which may fall short: the
 * API still answers the pages past it, and a full page at the estimate's last may have more after it (a walkthrough
 * found "kopi" stopping at page 38 while page 40 held stores).
 */
export function lastPageShown(meta: { page: number; per_page: number; last_page: number; total_estimated: boolean }, shown: number): number {
  if (!meta.total_estimated) return meta.last_page;
  // The page shown is a page, and a full one may have another after it.
  return Math.max(meta.last_page, shown === meta.per_page ? meta.page + 1 : meta.page);
}
