import { intlLocale } from '@borong/contracts/money';
import { useLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

/**
 * Dates and times as a Malaysian buyer reads them: in Malaysia's time zone wherever the page is
 * rendered, so the server's HTML and the browser's hydration write the same text.
 */
const FORMATS = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  /** A day with its weekday ("Fri, 27 Nov 2026"), where the day of the week matters (pick-up dates). */
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A month and its year ("October 2026"), for a month's first day. */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

/** A calendar day (`2026-11-27`) reads as that day: its UTC midnight is 08:00 the same day in Malaysia. */
export function formatDate(iso: string | Date, locale: Locale, format: DateFormat = 'date'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...FORMATS[format], timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(iso));
}

export function useFormatDate(): (iso: string | Date, format?: DateFormat) => string {
  const locale = useLocale();
  return (iso, format) => formatDate(iso, locale, format);
}
