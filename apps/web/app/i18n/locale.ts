/**
 * Locale routing (spec §1): English is the default and has no prefix; Malay lives under `/bm/…`
 * and is sent to the API as `ms`. Pure functions, shared by server and browser.
 */

import { readCookie } from '../lib/cookies';
export const LOCALES = ['en', 'bm'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const MALAY_PREFIX = '/bm';

/** The cookie and the local-storage key that remember the visitor's choice (path `/`). */
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bm';
}

/** `/bm` and `/bm/…` are Malay; everything else (including `/bmx`) is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === MALAY_PREFIX || pathname.startsWith(`${MALAY_PREFIX}/`) ? 'bm' : 'en';
}

/** The locale-less path: `/bm/search` → `/search`, `/bm` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'en') return pathname || '/';
  return pathname.slice(MALAY_PREFIX.length) || '/';
}

/**
 * Puts an app path (with optional query and hash) in a locale: `localizePath('/search?x=1', 'bm')`
 * → `/bm/search?x=1`. A path already in a locale is moved, so the function also switches
 * languages. External URLs, protocol-relative URLs and bare `?query`/`#hash` pass through.
 */
export function localizePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const bare = stripLocale(pathname);
  if (locale === 'en') return bare + rest;
  return (bare === '/' ? MALAY_PREFIX : MALAY_PREFIX + bare) + rest;
}

/**
 * The language a visitor chose by following a language link before the page's script ran (the
 * link's click handler never fired): they came from the same page in the other language, on this
 * site. Null for any other arrival.
 */
export function languageSwitchedTo(referrer: string, here: URL): Locale | null {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null;
  }
  if (from.origin !== here.origin) return null;
  const locale = localeFromPath(here.pathname);
  if (localeFromPath(from.pathname) === locale) return null;
  return localizePath(from.pathname + from.search, locale) === here.pathname + here.search ? locale : null;
}

/** The API's name for a locale: Malay is `ms` (spec §1). */
export function apiLocale(locale: Locale): 'en' | 'ms' {
  return locale === 'bm' ? 'ms' : 'en';
}

/** `<html lang>`: BCP 47 tags, so Malay is `ms`. */
export function htmlLang(locale: Locale): 'en' | 'ms' {
  return locale === 'bm' ? 'ms' : 'en';
}

/** hreflang of the alternate links (architecture: `ms-MY`). */
export function hrefLang(locale: Locale): string {
  return locale === 'bm' ? 'ms-MY' : 'en';
}

/** Reads the remembered locale from a `Cookie` header; anything unknown reads as none. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** The `document.cookie` assignment that remembers a locale for a year on every path. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Where a request for the English home page should go given the remembered choice: `/bm` (with
 * the query kept) when the visitor chose Malay before and is landing from outside the site, else
 * null. A navigation from one of our own pages (`Sec-Fetch-Site: same-origin`) is an explicit
 * choice of English and is never redirected, so switching language works even before hydration.
 * `Accept-Language` is never consulted (spec §1: no browser language detection).
 */
export function rememberedLocaleRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (url.pathname !== '/') return null;
  if (localeFromCookie(request.headers.get('cookie')) !== 'bm') return null;
  if (request.headers.get('sec-fetch-site') === 'same-origin') return null;
  return `${MALAY_PREFIX}${url.search}`;
}
