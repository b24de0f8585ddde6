import { parseBrandQuery } from '../brands/brand-directory';
import { parseStoreSearch } from '../search/search-params';
import { localizePath, stripLocale, type Locale } from '../../i18n/locale';
import { parsePage } from '../../lib/paging';

/**
 * The canonical form of a page URL: the same path (locale prefix kept: the Malay page is a page of
 * its own, tied to the English one by hreflang), with only the query parameters that change what
 * the page shows, cleaned and in a fixed order. Everything else is dropped:
 *
 * | page | kept | dropped (examples) |
 * | --- | --- | --- |
 * | `/search` | `search` (`key`, its old name, becomes `search`), `brand_name`, `display_category_name`, `tier`, `page` > 1 | `fcat` (only the breadcrumb changes) |
 * | `/brands` | `letter`, or `search` when no letter (a letter beats the text), `page` > 1 | |
 * | `/store/:url`, `/catalogue/:url`, `/recommended-products`, `/promotion-and-deals` | `page` > 1 | |
 * | `/product-detail/:id` | `type` | |
 * | every other page | nothing | |
 *
 * Dropped everywhere: `isMobile` (a session flag, spec §2), `t` and `action` (login modal
 * triggers), `verify_key` (the maiwp gate), tracking parameters (`utm_*`, `fbclid` …).
 */
export function canonicalPath(pathname: string, search: string): string {
  const bare = stripLocale(pathname);
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const keep = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') kept.set(name, String(value));
  };
  const keepPage = (page: number) => keep('page', page > 1 ? page : undefined);

  if (bare === '/search') {
    const query = parseStoreSearch(params);
    keep('search', query.search);
    keep('brand_name', query.brand_name);
    keep('display_category_name', query.display_category_name);
    keep('tier', query.tier);
    keepPage(query.page);
  } else if (bare === '/brands') {
    const query = parseBrandQuery(params);
    keep('letter', query.letter);
    keep('search', query.letter ? undefined : query.search);
    keepPage(query.page);
  } else if (/^\/(store|catalogue)\/[^/]+$/.test(bare) || bare === '/recommended-products' || bare === '/promotion-and-deals') {
    keepPage(parsePage(params.get('page')));
  } else if (/^\/product-detail\/[^/]+$/.test(bare)) {
    keep('type', params.get('type')?.trim() || undefined);
  }

  // A trailing slash is the same page; `/bm/` and `/bm` too.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Query parameters that read differently in the other language's page: a category search names
 * its category in the page's language (`/search?display_category_name=Rice` is
 * `/bm/search?display_category_name=Beras`). A route's loader returns them as `alternateQuery`;
 * the hreflang links use them, so no alternate is a URL that only redirects.
 */
export type AlternateQuery = Partial<Record<Locale, Record<string, string>>>;

/** The `alternateQuery` of a route's loader data, if it has one. */
export function alternateQueryOf(data: unknown): AlternateQuery | null {
  if (typeof data !== 'object' || data === null || !('alternateQuery' in data)) return null;
  const value = (data as { alternateQuery: unknown }).alternateQuery;
  return typeof value === 'object' && value !== null ? (value as AlternateQuery) : null;
}

/** The canonical path of this page in `locale`, with that language's own words for its query. */
export function alternatePath(pathname: string, search: string, locale: Locale, alternate: AlternateQuery | null): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(alternate?.[locale] ?? {})) params.set(name, value);
  return localizePath(canonicalPath(pathname, `?${params.toString()}`), locale);
}
