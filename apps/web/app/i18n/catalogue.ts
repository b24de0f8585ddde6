import type { Messages } from './en';
import type { Locale } from './locale';

/**
 * The message catalogues, each in a chunk of its own. The browser loads its visitor's language once
 * and keeps it with the other fingerprinted assets, instead of finding the whole catalogue
 * (about 58 KB) in the data of every page; the server loads both when it starts. Rendering reads
 * them synchronously, so a language is loaded before anything renders in it: by the server entry
 * at start, by the browser entry before hydration, and by the root's client loader before a
 * navigation into the other language.
 */
const loaded: Partial<Record<Locale, Messages>> = {};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  loaded[locale] ??= locale === 'bm' ? (await import('./ms')).ms : (await import('./en')).en;
  return loaded[locale];
}

/** The catalogue of `locale` if it has been loaded. */
export function loadedCatalogue(locale: Locale): Messages | undefined {
  return loaded[locale];
}
