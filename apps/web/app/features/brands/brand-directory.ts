import type { Brand, BrandListResponse } from '@borong/contracts/catalogue';
import type { ApiResult } from '../../lib/api';
import { parsePage } from '../../lib/paging';

/** The letter index of the brands page: A–Z, then `#`, which clears the letter filter (spec §2). */
export const BRAND_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Brands per page: 30,000 exist, so the directory is paged rather than loaded whole. */
export const BRANDS_PAGE_SIZE = 120;
/** Spec §4/§9: the brand search box waits 500 ms after the last keystroke. */
export const BRAND_SEARCH_DEBOUNCE_MS = 500;

export interface BrandQuery {
  /** One letter A–Z, or undefined for all. */
  letter?: string;
  search?: string;
  page: number;
}

/** The brands page's query, cleaned to what the API accepts. */
export function parseBrandQuery(params: URLSearchParams): BrandQuery {
  const letter = params.get('letter')?.trim().toUpperCase();
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    letter: letter && BRAND_LETTERS.includes(letter) ? letter : undefined,
    search: search || undefined,
    page: parsePage(params.get('page')),
  };
}

/** The API's parameters: a letter beats the text (spec §4), so the text is not sent with one. */
export function brandApiParams(query: BrandQuery) {
  return query.letter ? { letter: query.letter, page: query.page, per_page: BRANDS_PAGE_SIZE } : { search: query.search, page: query.page, per_page: BRANDS_PAGE_SIZE };
}

/** The brands page's query string for `query`: `?…`, or empty. */
export function brandsSearch(query: BrandQuery): string {
  const params = new URLSearchParams();
  if (query.letter) params.set('letter', query.letter);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The brands page's URL for `query`. */
export function brandsHref(pathname: string, query: BrandQuery): string {
  return pathname + brandsSearch(query);
}

/**
 * The brands page filtered by `letter`, or with `#` (null) every brand; page 1. The typed text is
 * dropped: a letter beats it (spec §4), so kept it would sit in the box filtering nothing, and `#`
 * is "all brands" (issue 14: it kept the text filter).
 */
export function letterHref(pathname: string, letter: string | null): string {
  return brandsHref(pathname, { letter: letter ?? undefined, page: 1 });
}

/** The group a brand is listed under: its first letter, or `#` for anything else. */
export function brandInitial(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return BRAND_LETTERS.includes(first) ? first : '#';
}

/** Brands grouped by first letter, in the order they arrived (the API sorts by name). */
export function groupBrands(brands: readonly Brand[]): { letter: string; brands: Brand[] }[] {
  const groups = new Map<string, Brand[]>();
  for (const brand of brands) {
    const letter = brandInitial(brand.brand_name);
    const list = groups.get(letter);
    if (list) list.push(brand);
    else groups.set(letter, [brand]);
  }
  return [...groups].map(([letter, list]) => ({ letter, brands: list }));
}

/** Calls `run` once, `waitMs` after the last of a burst of calls; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), waitMs);
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}

/** One page of the directory as the page shows it: the brands and their paging, or the failure. */
export type BrandResults = { ok: true; list: Brand[]; meta: BrandListResponse['meta'] } | { ok: false; status: number };

/** The API's answer as `BrandResults` (the loader's, and the search box's in the browser). */
export function brandResults(result: ApiResult<BrandListResponse>): BrandResults {
  return result.ok ? { ok: true, list: result.data.data, meta: result.data.meta } : { ok: false, status: result.status };
}
