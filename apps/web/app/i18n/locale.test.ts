import { describe, expect, it } from 'vitest';
import { apiLocale, htmlLang, languageSwitchedTo, localeCookie, localeFromCookie, localeFromPath, localizePath, rememberedLocaleRedirect, stripLocale } from './locale';

describe('localeFromPath', () => {
  it('reads /bm and /bm/… as Malay, everything else as English', () => {
    expect(localeFromPath('/bm')).toBe('bm');
    expect(localeFromPath('/bm/search')).toBe('bm');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/search')).toBe('en');
    expect(localeFromPath('/bmx')).toBe('en');
    expect(localeFromPath('/brands/bm')).toBe('en');
  });
});

describe('localizePath', () => {
  it('moves a path between the English and Malay trees, keeping query and hash', () => {
    expect(localizePath('/search?x=1', 'bm')).toBe('/bm/search?x=1');
    expect(localizePath('/bm/search?x=1', 'en')).toBe('/search?x=1');
    expect(localizePath('/bm/search?x=1', 'bm')).toBe('/bm/search?x=1');
    expect(localizePath('/search?x=1#top', 'en')).toBe('/search?x=1#top');
    expect(localizePath('/a/b#c', 'bm')).toBe('/bm/a/b#c');
  });

  it('maps the home page to /bm and back to /', () => {
    expect(localizePath('/', 'bm')).toBe('/bm');
    expect(localizePath('/bm', 'en')).toBe('/');
    expect(localizePath('/bm?action=auth', 'en')).toBe('/?action=auth');
    expect(localizePath('/?action=auth', 'bm')).toBe('/bm?action=auth');
  });

  it('round-trips', () => {
    for (const path of ['/', '/search?search=kedai&page=2', '/register', '/brands#A']) expect(localizePath(localizePath(path, 'bm'), 'en')).toBe(path);
  });

  it('leaves external and relative links alone', () => {
    expect(localizePath('https://example.com/x', 'bm')).toBe('https://example.com/x');
    expect(localizePath('//cdn.example.com/x', 'bm')).toBe('//cdn.example.com/x');
    expect(localizePath('?page=2', 'bm')).toBe('?page=2');
  });

  it('does not take /bmx for the Malay prefix', () => {
    expect(localizePath('/bmx', 'bm')).toBe('/bm/bmx');
    expect(stripLocale('/bmx')).toBe('/bmx');
  });
});

describe('language codes', () => {
  it('sends Malay to the API as ms and marks pages lang="ms"', () => {
    expect(apiLocale('bm')).toBe('ms');
    expect(apiLocale('en')).toBe('en');
    expect(htmlLang('bm')).toBe('ms');
    expect(htmlLang('en')).toBe('en');
  });
});

describe('remembered locale', () => {
  it('reads the locale cookie among others and ignores unknown values', () => {
    expect(localeFromCookie('a=1; locale=bm; b=2')).toBe('bm');
    expect(localeFromCookie('locale=en')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBeNull();
    expect(localeFromCookie('xlocale=bm')).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
  });

  it('writes a cookie on path / for a year', () => {
    expect(localeCookie('bm')).toBe('locale=bm; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  const request = (url: string, headers: Record<string, string>) => new Request(url, { headers });

  it('sends a Malay visitor landing on / to /bm, keeping the query', () => {
    expect(rememberedLocaleRedirect(request('http://x.test/', { cookie: 'locale=bm' }))).toBe('/bm');
    expect(rememberedLocaleRedirect(request('http://x.test/?action=auth', { cookie: 'locale=bm', 'sec-fetch-site': 'none' }))).toBe('/bm?action=auth');
    expect(rememberedLocaleRedirect(request('http://x.test/', { cookie: 'locale=bm', 'sec-fetch-site': 'cross-site' }))).toBe('/bm');
  });

  it('never redirects without the cookie, from our own pages, off the home page, or by Accept-Language', () => {
    expect(rememberedLocaleRedirect(request('http://x.test/', { 'accept-language': 'ms-MY,ms' }))).toBeNull();
    expect(rememberedLocaleRedirect(request('http://x.test/', { cookie: 'locale=en' }))).toBeNull();
    expect(rememberedLocaleRedirect(request('http://x.test/', { cookie: 'locale=bm', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(rememberedLocaleRedirect(request('http://x.test/search', { cookie: 'locale=bm' }))).toBeNull();
    expect(rememberedLocaleRedirect(request('http://x.test/bm', { cookie: 'locale=bm' }))).toBeNull();
  });
});

describe('languageSwitchedTo', () => {
  const here = (url: string) => new URL(url);
  it('reads a language link followed before hydration: the same page in the other language, same site', () => {
    expect(languageSwitchedTo('http://x.test/search?search=borong', here('http://x.test/bm/search?search=borong'))).toBe('bm');
    expect(languageSwitchedTo('http://x.test/bm', here('http://x.test/'))).toBe('en');
    expect(languageSwitchedTo('http://x.test/bm/brands', here('http://x.test/brands'))).toBe('en');
  });
  it('is null for any other arrival', () => {
    expect(languageSwitchedTo('', here('http://x.test/bm/search'))).toBeNull();
    expect(languageSwitchedTo('http://evil.test/search', here('http://x.test/bm/search'))).toBeNull();
    expect(languageSwitchedTo('http://x.test/brands', here('http://x.test/bm/search'))).toBeNull();
    expect(languageSwitchedTo('http://x.test/bm/brands', here('http://x.test/bm/search'))).toBeNull();
    expect(languageSwitchedTo('http://x.test/search?search=a', here('http://x.test/bm/search?search=b'))).toBeNull();
  });
});
