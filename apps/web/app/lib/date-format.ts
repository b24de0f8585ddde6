import { intlLocale } from '@borong/contracts/money';
import { useLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

/** A day as Malaysia sees it (a due date, an expiry), in the page's language: `12 Jun 2026`. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));
}

/** The date formatter of the visitor's language. */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => formatDate(iso, locale);
}
