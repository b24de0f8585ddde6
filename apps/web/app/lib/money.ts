import { useLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

/**
 * Money arrives from the API as integer sen (architecture: no float drift). It is shown in MYR
 * with two decimals, formatted for the page's language: `en-MY` in English, `ms-MY` in Malay.
 */
const formatters = new Map<Locale, Intl.NumberFormat>();

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'bm' ? 'ms-MY' : 'en-MY', {
      style: 'currency',
      currency: 'MYR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `16620` → `RM 166.20` (the locale's own spacing and grouping). */
export function formatPrice(sen: number, locale: Locale): string {
  return formatterFor(locale).format(sen / 100);
}

/** The price as a plain decimal string for machines (JSON-LD): `16620` → `"166.20"`, exact. */
export function priceValue(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(sen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The formatter of the visitor's language. */
export function useFormatPrice(): (sen: number) => string {
  const locale = useLocale();
  return (sen) => formatPrice(sen, locale);
}
