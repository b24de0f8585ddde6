import { localizePath, type Locale } from '../../i18n/locale';

/**
 * Where a guest goes to sign in before an account-only step (spec §2: `/?action=auth&t=<time>`,
 * which opens the login modal on the home page), and `then`, the page of that step, where sign-in
 * brings them (issue 14: the step resumes). `now` comes from the loader, so the server's and the
 * browser's first render write the same link.
 */
export function signInHref(locale: Locale, now: number, then: string): string {
  return localizePath(`/?${new URLSearchParams({ action: 'auth', t: String(now), redirect: localizePath(then, locale) })}`, locale);
}
