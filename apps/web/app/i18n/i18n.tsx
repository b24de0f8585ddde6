import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Messages } from './en';
import { localizePath, type Locale } from './locale';
import { translate, type Translate } from './translate';

interface I18nValue {
  locale: Locale;
  t: Translate;
  /** Puts an app path in the visitor's locale: `/search` → `/bm/search` in Malay. */
  localePath: (path: string) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Partial<Messages>; children: ReactNode }) {
  const value = useMemo<I18nValue>(
    () => ({ locale, t: (key, vars) => translate(messages, key, vars), localePath: (path) => localizePath(path, locale) }),
    [locale, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useT and useLocale need an <I18nProvider> above them');
  return value;
}

/** The translate function of the visitor's locale. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

/** `(path) => localized path`, for building hrefs in the visitor's language. */
export function useLocalePath(): (path: string) => string {
  return useI18n().localePath;
}
