import type { Category } from '@borong/contracts/catalogue';
import type { PageManagementGroup } from '@borong/contracts/content';
import { localizePath, type Locale } from '../../i18n/locale';

/**
 * The header and footer menus in the shape the page needs: names already in the visitor's
 * language, internal links already in their locale, and nothing else (this travels with every
 * page's data, so it stays small).
 */

/** One node of the header's category dropdown; a click searches stores by its name. */
export interface MenuCategory {
  name: string;
  children: MenuCategory[];
}

export interface NavEntry {
  id: number;
  name: string;
  href: string;
  newTab: boolean;
}

export interface NavGroup {
  id: number;
  name: string;
  href: string | null;
  newTab: boolean;
  entries: NavEntry[];
}

export interface Navigation {
  categories: MenuCategory[];
  header: NavGroup[];
  footer: NavGroup[];
}

export const EMPTY_NAVIGATION: Navigation = { categories: [], header: [], footer: [] };

/** Category tree → names only, at most `depth` levels (the header shows three). */
export function toMenuCategories(categories: readonly Category[], depth = 3): MenuCategory[] {
  if (depth <= 0) return [];
  return categories.map((c) => ({ name: c.display_category_name, children: toMenuCategories(c.child_categories, depth - 1) }));
}

/** Malay shows `name_bm`, falling back to `name` when it is missing or blank (spec §2). */
export function localizedName(locale: Locale, name: string, nameBm: string | null | undefined): string {
  return locale === 'bm' && nameBm?.trim() ? nameBm : name;
}

/**
 * An internal path gets the visitor's locale prefix; an http(s), mailto or tel URL is kept as it
 * is. Anything else (`javascript:`, `data:` …, or a typo) is not a safe link: the entry shows as
 * text instead.
 */
export function localizedHref(url: string | null | undefined, locale: Locale): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return localizePath(trimmed, locale);
  return /^(https?:\/\/|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}

export function toNavGroups(groups: readonly PageManagementGroup[], locale: Locale): NavGroup[] {
  return groups.map((g) => ({
    id: g.id,
    name: localizedName(locale, g.name, g.name_bm),
    href: localizedHref(g.url, locale),
    newTab: g.is_external_link,
    // An entry with no page (or a link not safe to follow) is left out: shown as text among links
    // it looked like one and led nowhere (issue 14).
    entries: g.active_page_managements.flatMap((e) => {
      const href = localizedHref(e.url, locale);
      return href ? [{ id: e.id, name: localizedName(locale, e.name, e.name_bm), href, newTab: e.open_in_new_tab }] : [];
    }),
  }));
}

/**
 * The store-search link of a category (spec §2: `/search?display_category_name=<name>`), with
 * `fcat=true` so the results' breadcrumb follows the category's path rather than Home › Search.
 */
export function categorySearchHref(name: string, locale: Locale): string {
  return localizePath(`/search?${new URLSearchParams({ display_category_name: name, fcat: 'true' })}`, locale);
}

/** The store-search link of a brand (spec §2: a brand opens `/search?brand_name=<name>`). */
export function brandSearchHref(name: string, locale: Locale): string {
  return localizePath(`/search?${new URLSearchParams({ brand_name: name })}`, locale);
}
