import { LOCALE_STORAGE_KEY, isLocale, languageSwitchedTo, localeCookie, type Locale } from './locale';

/**
 * Remembers the visitor's language choice: in local storage (spec §1) and in a `locale` cookie on
 * path `/`, which lets the server send a returning Malay visitor from `/` to `/bm`.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked (private mode, policy); the cookie still carries the choice.
  }
}

/**
 * Remembers a language chosen before hydration (see `languageSwitchedTo`), else restores the
 * cookie from local storage when only the latter survived (cookies cleared).
 */
export function syncRememberedLocale(): void {
  const switched = languageSwitchedTo(document.referrer, new URL(window.location.href));
  if (switched) {
    rememberLocale(switched);
    return;
  }
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return;
  }
  if (isLocale(stored) && !/(?:^|;\s*)locale=/.test(document.cookie)) document.cookie = localeCookie(stored);
}
