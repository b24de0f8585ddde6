import { en, type Messages } from './en';
import { ms } from './ms';
import type { Locale } from './locale';

/** The catalogue of one locale, for what loaders and actions write on the server (pages read `catalogue.ts`). */
export function messagesFor(locale: Locale): Messages {
  return locale === 'bm' ? ms : en;
}
