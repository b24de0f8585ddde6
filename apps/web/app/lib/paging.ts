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
