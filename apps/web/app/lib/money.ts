import { formatMoney, toDecimalString } from '@borong/contracts/money';
import { useLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

/**
 * Money arrives from the API as integer sen; the rules for writing it live in the contracts'
 * money module, shared with the API. These names stay for the pages that already call them.
 */

/** `16620` → `RM 166.20` (the locale's own spacing and grouping). */
export function formatPrice(sen: number, locale: Locale): string {
  return formatMoney(sen, locale);
}

/** The price as a plain decimal string for machines (JSON-LD): `16620` → `"166.20"`, exact. */
export function priceValue(sen: number): string {
  return toDecimalString(sen);
}

/** The formatter of the visitor's language. */
export function useFormatPrice(): (sen: number) => string {
  const locale = useLocale();
  return (sen) => formatMoney(sen, locale);
}
