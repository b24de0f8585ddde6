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

/** Ringgit as a person types it ("12", "12.5", "12.50") to sen; null for anything else. */
export function ringgitToSen(text: string | null): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
