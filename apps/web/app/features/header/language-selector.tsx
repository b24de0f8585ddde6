import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { useLocale, useT } from '../../i18n/i18n';
import { LOCALES, hrefLang, htmlLang, localizePath, type Locale } from '../../i18n/locale';
import { rememberLocale } from '../../i18n/remember';

const LANGUAGE_NAMES: Record<Locale, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  bm: { short: 'BM', name: 'Bahasa Melayu' },
};

/**
 * Switches between `/x` and `/bm/x`, keeping the rest of the URL. Real links (they work before
 * hydration); a click also remembers the choice in local storage and the `locale` cookie.
 */
export function LanguageSelector({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('header.language')}>
      <ul className={variant === 'compact' ? 'flex items-center divide-x divide-slate-300' : 'flex flex-wrap gap-2'}>
        {LOCALES.map((locale) => {
          const names = LANGUAGE_NAMES[locale];
          const isCurrent = locale === current;
          return (
            <li key={locale} className={variant === 'compact' ? 'px-2 first:pl-0 last:pr-0' : ''}>
              <Link
                to={localizePath(pathname + search + hash, locale)}
                hrefLang={hrefLang(locale)}
                lang={htmlLang(locale)}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => rememberLocale(locale)}
                className={
                  variant === 'compact'
                    ? `rounded px-1 py-0.5 ${isCurrent ? 'font-semibold text-brand-800' : 'text-slate-600 hover:text-brand-800 hover:underline'}`
                    : `inline-flex min-h-11 items-center rounded-lg border px-4 ${isCurrent ? 'border-brand-700 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 text-slate-700'}`
                }
              >
                {variant === 'compact' ? (
                  <>
                    <abbr title={names.name} className="no-underline" aria-hidden="true">
                      {names.short}
                    </abbr>
                    <span className="sr-only">{names.name}</span>
                  </>
                ) : (
                  names.name
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
