import { intlLocale } from '@borong/contracts/money';
import { useLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

/**
 * Counts (results, stock, loyalty points) written the way the page's language groups digits:
 * `en-MY` in English, `ms-MY` in Malay. Not for money, which has its own two-decimal formatter.
 */
const formatters = new Map<Locale, Intl.NumberFormat>();

/** `12345` → `12,345`. */
export function formatCount(count: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale));
    formatters.set(locale, formatter);
  }
  return formatter.format(count);
}

/** The count formatter of the visitor's language. */
export function useFormatCount(): (count: number) => string {
  const locale = useLocale();
  return (count) => formatCount(count, locale);
}
