import { en, type Messages } from './en';
import { ms } from './ms';
import type { Locale } from './locale';

/**
 * The catalogue of one locale. Only the server imports the catalogues: the root loader sends the
 * visitor's one to the browser with the page data, so neither weighs on the JavaScript bundle.
 */
export function messagesFor(locale: Locale): Messages {
  return locale === 'bm' ? ms : en;
}
