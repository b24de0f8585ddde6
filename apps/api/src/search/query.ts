import { and, eq, getTableName, sql } from 'drizzle-orm';
import { HttpError, hasErrorCode } from '../app/errors';
import { memoize } from '../app/memo';
import type { Db } from '../db/client';
import { pgClass, pgStats } from '../db/catalogs';
import { productSearch, searchWords } from '../db/schema';
import vocabulary from './vocabulary.json';

/** A query keeps at most this many words: more add cost and almost never narrow anything. */
export const MAX_QUERY_WORDS = 8;
/** Words of this many letters or more are corrected when no name holds them (one typo forgiven). */
export const TYPO_MIN_LENGTH = 5;
/** At most this many corrections per word, so a short word near many others stays cheap. */
const MAX_CORRECTIONS = 3;

const STOP_WORDS = new Set(vocabulary.stopWords);

/** Each phrase (words joined by one space) to every phrase of its synonym group, itself included. */
const SYNONYMS = new Map<string, string[][]>();
for (const group of vocabulary.synonyms) {
  const phrases = group.map((phrase) => tokenize(phrase));
  for (const phrase of phrases) SYNONYMS.set(phrase.join(' '), phrases);
}
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((k) => k.split(' ').length));
export const isStopWord = (word: string) => STOP_WORDS.has(word);
/** A text's words that count, as one phrase: company, trade and price words left out ("rice supplier" is "rice"). */
export const meaningfulText = (text: string) =>
  tokenize(text)
    .filter((word) => !STOP_WORDS.has(word))
    .join(' ');

/** Whether the vocabulary knows a phrase (tokenized words joined by spaces): "tea" names a thing, "tes" does not. */
export const isVocabularyPhrase = (phrase: string) => SYNONYMS.has(phrase);

/** A phrase (tokenized words joined by spaces) and its synonyms, as phrases of the same form. */
export function synonymPhrases(phrase: string): string[] {
  return (SYNONYMS.get(phrase) ?? [phrase.split(' ')]).map((p) => p.join(' '));
}

/**
 * Whether a category's name names the thing a phrase does, not something else qualified by it:
 * "Rice" and "Rice, Grains & Staples" name rice, "Rice Cookers" does not (issue 14: "beras" put
 * rice-cooker stores first). The name's parts (between commas, "&", "/" and "and"/"dan") are
 * read for their head word: the last in English ("instant coffee" is coffee, "coffee machines"
 * are not), the first in Malay ("tisu tandas" is tisu, "periuk nasi" is not nasi). A last
 * English word may carry a plural "s".
 */
export function categoryNames(name: string, phrases: string[], language: 'en' | 'ms'): boolean {
  return partsOf(name).some((words) =>
    phrases.some((phrase) => {
      const wanted = phraseWords(phrase);
      if (wanted.length > words.length) return false;
      const at = language === 'en' ? words.length - wanted.length : 0;
      return wanted.every((w, i) => {
        const word = words[at + i]!;
        return word === w || (language === 'en' && at + i === words.length - 1 && word === `${w}s`);
      });
    }),
  );
}

/**
 * `derive` kept per name. Store search and suggestions read every category's and industry's name
 * for each text, and tokenizing them all again was a tenth of their server time (profiles,
 * sessions 14 and 15). Those names are a few hundred; the bound only matters if they churn.
 */
function keptPerName<T>(derive: (name: string) => T): (name: string) => T {
  const kept = new Map<string, T>();
  return (name) => {
    let value = kept.get(name);
    if (value === undefined) {
      value = derive(name);
      if (kept.size >= 10_000) kept.clear();
      kept.set(name, value);
    }
    return value;
  };
}

// Asked of every category's every part for each text: split once.
const phraseWords = keptPerName((phrase) => phrase.split(' '));

/** A category name's parts, as words. */
const partsOf = keptPerName((name) =>
  name
    .split(/[,&/]|\b(?:and|dan)\b/i)
    .map((part) => tokenize(part))
    .filter((words) => words.length > 0),
);

/** Words the vocabulary knows: never "corrected" to a name's word just because no name holds them. */
const VOCABULARY_WORDS = new Set([...SYNONYMS.keys()].flatMap((k) => k.split(' ')));

/**
 * The vocabulary's words of one-word phrases ("coffee", "sugar"), which a slip is corrected to as to a name's word:
 * the names say "Kopi" and "Gula", so "coffe" found nothing while "kopii" found kopi.
 */
const SYNONYM_WORDS = new Set([...SYNONYMS.keys()].filter((phrase) => !phrase.includes(' ')));

/**
 * Text as search compares it: accents folded (as `unaccent` does in the database), lower case,
 * split into the words of letters and digits that the `simple` parser would find ("1.5kg" gives
 * "1.5" and "kg", as in the names).
 */
export function tokenize(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return folded.match(/[\p{L}\p{N}]+(?:\.\p{N}+)?/gu) ?? [];
}

/**
 * A name's words as ` word word `, spaces around, for finding a phrase as whole words
 * (`includes(' phrase ')`) or within words (`includes(phrase)`).
 */
export const spacedWords = keptPerName((name) => ` ${tokenize(name).join(' ')} `);

/** One position of the query: the words typed and what else may stand there. */
interface Clause {
  /** The phrases (each one or more words) that satisfy this position. */
  phrases: string[][];
  /** Spelling corrections of a single typed word, with their synonyms. */
  corrections: string[][];
  /** The words as typed, and the corrections without their synonyms: what a name may hold literally. */
  typed: string[];
  spelled: string[][];
  /** The last word typed may still be incomplete: it matches as a prefix. */
  prefix: boolean;
  /** A quantity ("10 kg", "3ply"): its phrases are the amount and each unit it may be in, written apart and together. */
  quantity?: boolean;
}

export interface SearchPlan {
  /** The typed text, normalised: for exact and prefix comparison with whole names. */
  text: string;
  /** Word-level match, synonyms and corrections included (`to_tsquery` syntax). */
  query: string;
  /** The same without spelling corrections: its matches rank above corrected ones. */
  exactQuery: string;
  /** Whether any word was corrected. */
  corrected: boolean;
  /** Each word no name holds, and the known spellings one edit away it is read as, likeliest first (what a page may tell the buyer). */
  corrections: { word: string; readAs: string[] }[];
  /**
   * What is a kind of each position: the words typed (or their spelling corrections) and their synonyms, without the
   * names of things that are not a kind of them (vocabulary `notKinds`). Its matches rank above the others: "rice"
   * puts beras before "Rice Cooker" and a "Rice Mill" brand's sauces, as "beras" did already.
   */
  kindQuery: string;
  /**
   * What a name starting the same as the text starts with: the text, or for a text that is one synonym phrase, any
   * phrase of its group ("rice": names starting with "beras" too). Such names of kinds rank first. `sure`: a name
   * starting with it is a kind without asking `kindQuery` (the phrase has no things that are no kind of it), which
   * spares checking every "Beras …" name again (thousands at the large scale).
   */
  prefixes: { text: string; sure: boolean }[];
  /**
   * What the index is asked for: `query`, or `query` without the last word still being typed when
   * the other words find far fewer rows than the words starting with it (PREFIX_OUT_RATIO): those
   * rows are checked against the whole query instead. Through the index, a prefix reads the
   * entries of every word starting with it, however few rows the other words leave ("h wa":
   * 16 ms, against 0.1 ms checking the rows "h" finds, at 1.5 million products; docs/benchmarks.md,
   * session 21).
   */
  indexQuery: string;
  /**
   * How many rows a text of one word surely matches, at least: the rows of the words PostgreSQL's
   * statistics list that it is or starts (sampled and possibly stale; never a count to show). A
   * word the statistics do not list counts none, though it may be in thousands of names: this is a
   * floor, to skip a count only when it could not come out low. Null for a text of more positions
   * or a typed phrase (the rows of each word say little of those holding all), or without statistics.
   */
  rowsAtLeast: number | null;
}

/**
 * Every spelling one edit away from `word`, likeliest slip first: two letters swapped, then one
 * left out, one too many, one wrong. A buyer's "kedia" is "kedai" before it is "media".
 */
export function oneEditAway(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const swapped: string[] = [];
  const missing: string[] = [];
  const extra: string[] = [];
  const wrong: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail.length > 1) swapped.push(head + tail[1] + tail[0] + tail.slice(2));
    if (tail) extra.push(head + tail.slice(1));
    for (const c of letters) {
      missing.push(head + c + tail);
      if (tail) wrong.push(head + c + tail.slice(1));
    }
  }
  const out = new Set([...swapped, ...missing, ...extra, ...wrong]);
  out.delete(word);
  return [...out];
}

/**
 * Units a pack size is written with. The names write some sizes apart and some together ("Kertas A4 80gsm", "Tisu Tandas
 * 3-ply", "Beras Wangi 10kg"), and the parser makes "10kg" one word and "10 kg" two, so "beras 10 kg" found nothing.
 */
const UNIT_FORMS = [
  ['kg', 'kilo', 'kilogram', 'kilograms'],
  ['g', 'gm', 'gram', 'grams'],
  ['l', 'lt', 'ltr', 'litre', 'liter', 'litres', 'liters'],
  ['ml', 'mililiter', 'millilitre', 'milliliter'],
  ['pcs', 'pc', 'pieces'],
  ['inci', 'inch'],
  ['mg'],
  ['ply'],
  ['gsm'],
  ['mm'],
  ['cm'],
  ['m'],
  ['w'],
  ['mah'],
  ['gb'],
  ['tb'],
  ['iu'],
];
/** Each way of writing a unit, to all of them: "1 liter" finds "Minyak Masak … 1L". */
const UNIT_SPELLINGS = new Map(UNIT_FORMS.flatMap((forms) => forms.map((form) => [form, forms] as const)));
const UNITS = new Set(UNIT_SPELLINGS.keys());
const NUMBER = /^\d+(?:\.\d+)?$/;
const STUCK_QUANTITY = /^(\d+)([a-z]+)$/;

/**
 * The units `word` stands for, in every spelling: itself when it is one; for the last word, still being typed, the units
 * it starts ("10 k" is 10 kg). Named, not a prefix: "3 m" as a prefix found "Set 3 Mangkuk" (review).
 */
function unitsOf(word: string, last: boolean): string[] {
  const named = UNITS.has(word) ? [word] : last ? [...UNITS].filter((unit) => unit.startsWith(word)) : [];
  return [...new Set(named.flatMap((unit) => UNIT_SPELLINGS.get(unit)!))];
}

/** A pack size at `words[i]`: a number and the units it may be in, how many words it takes, and whether its unit is only begun. */
function quantityAt(words: string[], i: number): { amount: string; units: string[]; taken: number; guessed: boolean } | null {
  const [word, next] = [words[i]!, words[i + 1]];
  if (NUMBER.test(word) && next !== undefined) {
    const units = unitsOf(next, i + 2 === words.length);
    if (units.length > 0) return { amount: word, units, taken: 2, guessed: !UNITS.has(next) };
  }
  const stuck = STUCK_QUANTITY.exec(word);
  const units = stuck ? unitsOf(stuck[2]!, i + 1 === words.length) : [];
  return units.length > 0 ? { amount: stuck![1]!, units, taken: 1, guessed: !UNITS.has(stuck![2]!) } : null;
}

/** Each unit written apart and together; "1.5 kg" has no form written together: the parser splits "1.5kg" as it does "1.5 kg". */
const quantityPhrases = ({ amount, units }: { amount: string; units: string[] }) => units.flatMap((unit) => (amount.includes('.') ? [[amount, unit]] : [[amount, unit], [amount + unit]]));

/** The synonym phrases of more words than `tail` that it starts, its last word a prefix ("3 in" of "3 in 1"), with their groups. */
function unfinishedPhrases(tail: string[]): string[][] {
  if (tail.length < 2 || tail.length >= LONGEST_SYNONYM || SYNONYMS.has(tail.join(' '))) return [];
  const done = tail.slice(0, -1).join(' ') + ' ';
  const typing = tail.at(-1)!;
  const phrases = new Map<string, string[]>();
  for (const [key, group] of SYNONYMS) {
    if (!key.startsWith(done) || !key.slice(done.length).startsWith(typing) || key.split(' ').length <= tail.length - 1) continue;
    for (const phrase of group) phrases.set(phrase.join(' '), phrase);
  }
  phrases.delete(tail.join(' '));
  return [...phrases.values()];
}

/** Splits words into positions, taking the longest synonym phrase first. */
function clausesOf(words: string[]): Clause[] {
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length; ) {
    const quantity = quantityAt(words, i);
    // A pack size whose unit is only begun may be a synonym phrase being typed instead ("kopi 3 in" for 3 in 1, whose
    // names say "3 dalam 1"; read as 3 inches, it found nothing): the words as typed, the last a prefix, the phrases
    // they begin, and the sizes.
    const unfinished = quantity?.guessed && i + quantity.taken === words.length ? unfinishedPhrases(words.slice(i)) : [];
    if (quantity && unfinished.length > 0) {
      clauses.push({ phrases: [words.slice(i), ...unfinished, ...quantityPhrases(quantity)], corrections: [], typed: words.slice(i), spelled: [], prefix: true });
      break;
    }
    if (quantity) {
      clauses.push({ phrases: quantityPhrases(quantity), corrections: [], typed: words.slice(i, i + quantity.taken), spelled: [], prefix: false, quantity: true });
      i += quantity.taken;
      continue;
    }
    let taken = 1;
    let phrases: string[][] = [[words[i]!]];
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 1; n--) {
      const group = SYNONYMS.get(words.slice(i, i + n).join(' '));
      if (group) {
        taken = n;
        phrases = group;
        break;
      }
    }
    clauses.push({ phrases, corrections: [], typed: words.slice(i, i + taken), spelled: [], prefix: false });
    i += taken;
  }
  // Only a last word the buyer may still be typing is a prefix, not a completed synonym phrase.
  const last = clauses.at(-1);
  if (last && !last.quantity && last.phrases.length === 1 && last.phrases[0]!.length === 1) {
    last.prefix = true;
    last.phrases.push(...completionsOf(last.typed[0]!));
  }
  return clauses;
}

/** A last word completes a synonym word from this many letters on ("cof", not "co"): fewer start too many. */
const COMPLETION_MIN_LENGTH = 3;
/** At most this many synonym words a last word completes, the shortest first ("tissue" before "tissues"). */
const MAX_COMPLETIONS = 3;
const SYNONYM_WORDS_SORTED = [...SYNONYM_WORDS].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

/**
 * The synonym groups of the vocabulary's words that a last word still being typed starts, as phrases: the names say
 * "Kopi" and "Tisu", so "coff" and "tissu" found nothing until the English word was whole. Only words at most twice as
 * long as the typed part: "pen" is not yet "penapis" (a filter).
 */
function completionsOf(typed: string): string[][] {
  if (typed.length < COMPLETION_MIN_LENGTH) return [];
  const completed = SYNONYM_WORDS_SORTED.filter((word) => word.length > typed.length && word.length <= 2 * typed.length && word.startsWith(typed)).slice(0, MAX_COMPLETIONS);
  const phrases = new Map<string, string[]>();
  for (const word of completed) for (const phrase of SYNONYMS.get(word)!) phrases.set(phrase.join(' '), phrase);
  phrases.delete(typed);
  return [...phrases.values()];
}

const quote = (word: string) => `'${word}'`;

const NOT_KINDS = new Map(Object.entries(vocabulary.notKinds).map(([word, things]) => [tokenize(word).join(' '), things.map((thing) => tokenize(thing))]));

/**
 * A synonym as a query alternative, without the names of things that are not a kind of it
 * (vocabulary `notKinds`): "beras" finds "Rice 5kg" through rice, not "Rice Cooker". The word
 * typed itself keeps every name holding it. A thing's last word is a prefix, for its plural.
 */
function synonymAlternative(phrase: string[], typed = ''): string {
  const text = phrase.map(quote).join(' <-> ');
  const others = thingsLeftOut(phrase, typed);
  if (others.length === 0) return text;
  return `(${text} & ${others.map((thing) => `!(${thing.map(quote).join(' <-> ')}:*)`).join(' & ')})`;
}

/** The things a phrase's matches leave out (vocabulary `notKinds`), but for one the buyer typed ("rice water cleanser"). */
function thingsLeftOut(phrase: string[], typed: string): string[][] {
  return (NOT_KINDS.get(phrase.join(' ')) ?? []).filter((thing) => !` ${typed} `.includes(` ${thing.join(' ')} `));
}

/** A quantity's forms, each unit apart and together. */
const quantityQuery = (clause: Clause) => `(${clause.phrases.map((phrase) => phrase.map(quote).join(' <-> ')).join(' | ')})`;

function toTsQuery(clauses: Clause[], withCorrections: boolean): string {
  return clauses
    .map((clause) => {
      if (clause.quantity) return quantityQuery(clause);
      const typed = clause.typed.join(' ');
      const alternatives = clause.phrases.map((phrase, i) =>
        phrase.join(' ') === typed ? phrase.map(quote).join(' <-> ') + (clause.prefix && i === 0 ? ':*' : '') : synonymAlternative(phrase),
      );
      if (withCorrections) alternatives.push(...clause.corrections.map((phrase) => phrase.map(quote).join(' <-> ')));
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Each position by what is a kind of it: the words typed (or their spelling corrections, with their synonyms) and, for
 * a synonym phrase, its group, each without the things that are not a kind of it (`synonymAlternative`, the typed
 * phrase included) unless the text names that thing itself.
 */
function toKindTsQuery(clauses: Clause[]): string {
  const text = clauses.flatMap((clause) => clause.typed).join(' ');
  const kindOf = (phrase: string[]) => synonymAlternative(phrase, text);
  return clauses
    .map((clause) => {
      if (clause.quantity) return quantityQuery(clause);
      const typed = clause.typed.join(' ');
      const alternatives = SYNONYMS.has(typed)
        ? clause.phrases.map(kindOf)
        : [clause.typed, ...clause.phrases.slice(1)].map((phrase, i) => (i === 0 ? phrase.map(quote).join(' <-> ') + (clause.prefix ? ':*' : '') : kindOf(phrase)));
      alternatives.push(...clause.corrections.map(kindOf));
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** A word in which one slip is forgiven: long enough, in letters names hold, and not the vocabulary's own (a stop word typed alone, "murah", was read as "merah"). */
const correctable = (word: string) => word.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(word) && !VOCABULARY_WORDS.has(word) && !STOP_WORDS.has(word);

/** How long a process keeps the known words before reading them again: as long as it keeps a search's answer. */
export const VOCABULARY_TTL_MS = 30_000;

/**
 * The known words, read whole and kept by each process: a few thousand short words (19 KB at demo
 * and at large scale), where looking a text's ~350 spellings up in PostgreSQL cost a round trip
 * per search, twice for a suggestion (its product and its store part). A word new to the catalogue
 * is corrected towards once the process reads the words again and the answers given before have
 * expired (within a minute); found as typed at once, as ever. Sorted in byte order (the prefix
 * index's), which for the a–z words looked up agrees with JavaScript's `<`.
 */
const knownWordsOf = memoize(
  async (db: Db): Promise<string[]> => (await db.select({ word: searchWords.word }).from(searchWords).orderBy(sql`${searchWords.word} collate "C"`)).map((r) => r.word),
  { ttlMs: VOCABULARY_TTL_MS, maxEntries: 16, name: 'search-words' },
);

/**
 * How many search rows hold a word, as PostgreSQL's statistics of `product_search.document` have it
 * (ANALYZE's sample of the most common words, `pg_stats.most_common_elems`); every other word is
 * held by fewer rows than the rarest of those. Null until the table has been analyzed.
 */
export interface WordRows {
  common: Map<string, number>;
  /** The listed words in order, for those starting with a prefix (numbers among them, which the known words leave out). */
  sorted: string[];
  /** Rows of the least common word listed: more than any unlisted word is estimated to have. */
  rarest: number;
}

/** Read as often as the known words: ANALYZE changes them only when autovacuum finds the table much changed. */
const wordRowsOf = memoize(
  async (db: Db): Promise<WordRows | null> => {
    const table = getTableName(productSearch);
    const [stats] = await db
      .select({ words: sql<string[] | null>`${pgStats.mostCommonElems}::text::text[]`, frequencies: pgStats.mostCommonElemFreqs, total: pgClass.reltuples })
      .from(pgStats)
      .innerJoin(pgClass, eq(pgClass.oid, sql`to_regclass(${table})`))
      .where(and(eq(pgStats.schemaname, sql`current_schema()`), eq(pgStats.tablename, table), eq(pgStats.attname, 'document')));
    return stats ? wordRowsFrom(stats.words ?? [], stats.frequencies ?? [], stats.total) : null;
  },
  { ttlMs: VOCABULARY_TTL_MS, maxEntries: 16, name: 'search-word-rows' },
);

/** `frequencies` as PostgreSQL keeps them for a tsvector: one per word, then the least and the greatest of them. */
export function wordRowsFrom(words: string[], frequencies: number[], total: number): WordRows | null {
  if (words.length === 0 || frequencies.length < words.length || !(total > 0)) return null;
  return {
    common: new Map(words.map((word, i) => [word, frequencies[i]! * total])),
    sorted: [...words].sort(),
    rarest: Math.min(...frequencies.slice(0, words.length)) * total,
  };
}

/**
 * Checking a row the index found against the whole query costs about as much as reading ten of a
 * prefix's index entries (measured at 1.5 million products, session 21: "kopi t" and "minyak m"
 * 3–4× faster with the letter kept out, "gold u" 2.4× slower, "beras w" even).
 */
const PREFIX_OUT_RATIO = 10;

/** Where `word` is in the sorted list, or would be: the first entry not below it. */
function placeOf(sorted: string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Which of `words` and their spellings one edit away some name holds; with `started`, also the
 * known words starting with it (a last word still being typed).
 */
async function knownSpellings(db: Db, words: string[], started: string | null): Promise<Set<string>> {
  const sorted = await knownWordsOf(db);
  const known = new Set(words.flatMap((word) => [word, ...oneEditAway(word)]).filter((w) => sorted[placeOf(sorted, w)] === w));
  if (started) for (let i = placeOf(sorted, started); i < sorted.length && sorted[i]!.startsWith(started); i++) known.add(sorted[i]!);
  return known;
}

/**
 * Whether every word of a text that counts is whole: one the names hold (the known words, of four letters or more) or
 * the vocabulary knows. "madu" and "honey" are; "tai me", a fragment of a store's name being typed, is not.
 */
export async function isWholeWords(db: Db, text: string): Promise<boolean> {
  const words = meaningfulText(text).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const known = await knownWordsOf(db);
  return words.every((word) => VOCABULARY_WORDS.has(word) || known[placeOf(known, word)] === word);
}

/** A word's spellings one edit away that names hold or the synonyms know, likeliest first, at most MAX_CORRECTIONS. */
const correctionsOf = (word: string, known: Set<string>) =>
  oneEditAway(word)
    .filter((w) => known.has(w) || SYNONYM_WORDS.has(w))
    .slice(0, MAX_CORRECTIONS);

/**
 * Turns typed text into a search plan, or null when nothing searchable is left. Stop words are
 * dropped unless they are all there is. A word of five letters or more that no name holds (and
 * that is not the start of one, for the last word) is replaced by the known words one edit
 * away, among the known words (`search_words`, kept by the process).
 */
export async function planSearch(db: Db, rawText: string): Promise<SearchPlan | null> {
  const all = tokenize(rawText);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  const words = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  const clauses = clausesOf(words);

  const slips = clauses.filter((c) => c.phrases.length === 1 && c.phrases[0]!.length === 1 && correctable(c.phrases[0]![0]!));
  if (slips.length > 0) {
    const last = clauses.at(-1)!;
    const knownWords = await knownSpellings(
      db,
      slips.map((c) => c.phrases[0]![0]!),
      last.prefix && slips.includes(last) ? last.phrases[0]![0]! : null,
    );
    for (const clause of slips) {
      const word = clause.phrases[0]![0]!;
      if (knownWords.has(word)) continue;
      if (clause.prefix && [...knownWords].some((k) => k.startsWith(word))) continue;
      const corrections = correctionsOf(word, knownWords);
      // A correction that is a synonym brings its group along ("berass" finds rice too).
      clause.corrections = corrections.flatMap((w) => SYNONYMS.get(w) ?? [[w]]);
      clause.spelled = corrections.map((w) => [w]);
    }
  }
  const corrected = clauses.some((c) => c.corrections.length > 0);
  const query = toTsQuery(clauses, true);
  const last = clauses.at(-1)!;
  const stats = await wordRowsOf(db);
  // Only a text whose last word is being typed after others has a prefix to keep out of the index.
  const mayKeepOut = clauses.length > 1 && last.prefix;
  const rows = stats && mayKeepOut ? positionRows(stats, await knownWordsOf(db), clauses) : null;
  // The last word, still being typed, is checked on the rows the other words find rather than asked of the index when
  // the words starting with it are held by PREFIX_OUT_RATIO times as many rows as the rarest other position. Without
  // statistics a single letter is (every word starting with it is too many entries to read), a longer prefix is not.
  const keptOut = mayKeepOut && (rows ? rows.at(-1)! > PREFIX_OUT_RATIO * Math.min(...rows.slice(0, -1)) : last.typed.join('').length === 1);
  return {
    text: all.join(' '),
    query,
    indexQuery: keptOut ? toTsQuery(clauses.slice(0, -1), true) : query,
    exactQuery: toTsQuery(clauses, false),
    kindQuery: toKindTsQuery(clauses),
    // Of the words that count: "rice supplier" ranks the names starting with rice or beras first.
    prefixes:
      clauses.length === 1 && SYNONYMS.has(last.typed.join(' '))
        ? last.phrases.map((phrase) => ({ text: phrase.join(' '), sure: thingsLeftOut(phrase, all.join(' ')).length === 0 }))
        : [{ text: words.join(' '), sure: false }],
    corrected,
    // Once per word, however often it was typed.
    corrections: [...new Map(clauses.filter((c) => c.spelled.length > 0).map((c) => [c.typed[0]!, c.spelled.map((phrase) => phrase.join(' '))])).entries()].map(([word, readAs]) => ({ word, readAs })),
    // One word only: "s food" (each word in thousands of names, both in a handful) taken as many walked the
    // popularity index past the search timeout.
    rowsAtLeast: stats && clauses.length === 1 && last.typed.length === 1 ? Math.round(listedRows(stats, last.typed[0]!, last.prefix)) : null,
  };
}

/** The rows of the listed words that `word` is, or with `prefix` starts. */
function listedRows(stats: WordRows, word: string, prefix: boolean): number {
  if (!prefix) return stats.common.get(word) ?? 0;
  let rows = 0;
  for (let i = placeOf(stats.sorted, word); i < stats.sorted.length && stats.sorted[i]!.startsWith(word); i++) rows += stats.common.get(stats.sorted[i]!)!;
  return rows;
}

/**
 * How many search rows each position of the query may find at most, from PostgreSQL's word
 * statistics: a position holds what any of its phrases does (synonyms, corrections), a phrase at
 * most what its rarest word does, a prefix what the listed and the known words starting with it
 * do, each word not listed as many as the rarest listed one.
 */
function positionRows(stats: WordRows, known: string[], clauses: Clause[]): number[] {
  const rowsOf = (word: string) => stats.common.get(word) ?? stats.rarest;
  const startingWith = (prefix: string) => {
    let rows = listedRows(stats, prefix, true);
    for (let i = placeOf(known, prefix); i < known.length && known[i]!.startsWith(prefix); i++) if (!stats.common.has(known[i]!)) rows += stats.rarest;
    return rows;
  };
  return clauses.map((clause) =>
    clause.quantity
      ? clause.phrases.reduce((sum, phrase) => sum + Math.min(...phrase.map(rowsOf)), 0)
      : // The words typed, the last a prefix ("3 in" of 3 in 1: rows holding 3 and a word starting "in", at most).
        [...clause.phrases, ...clause.corrections].reduce((sum, phrase, i) => sum + (clause.prefix && i === 0 ? Math.min(...phrase.slice(0, -1).map(rowsOf), startingWith(phrase.at(-1)!)) : Math.min(...phrase.map(rowsOf))), 0),
  );
}

/**
 * Close spellings of a whole text, for matching inside names (store search): each word in which
 * a slip is forgiven and that no name holds, replaced by the known words one edit away. Unlike
 * planSearch, a word that merely starts a known one is corrected too: the caller asks only when
 * the text as typed matched too little. At most MAX_CORRECTIONS texts, likeliest first; none
 * when nothing is corrected.
 */
export async function correctedTexts(db: Db, text: string): Promise<string[]> {
  // Runs of letters and what lies between them, so "kedia." or "kedia-runcit" stay substrings of a name once corrected.
  const pieces = text.split(/([a-z]+)/);
  const slips = [...new Set(pieces.filter(correctable))].slice(0, MAX_QUERY_WORDS);
  if (slips.length === 0) return [];
  const known = await knownSpellings(db, slips, null);
  const options = pieces.map((piece) => (slips.includes(piece) && !known.has(piece) ? correctionsOf(piece, known) : []));
  if (options.every((o) => o.length === 0)) return [];
  const spell = (changed = -1, rank = 0) => pieces.map((piece, i) => options[i]![i === changed ? rank : 0] ?? piece).join('');
  // The likeliest first: every word's best correction, then one word taking its next one (the last word first), and
  // so on down the lists; the few texts wanted are among these, without spelling out every combination.
  const texts = [spell()];
  for (let rank = 1; rank < MAX_CORRECTIONS; rank++) {
    for (let i = pieces.length - 1; i >= 0; i--) if (options[i]![rank]) texts.push(spell(i, rank));
  }
  return texts.slice(0, MAX_CORRECTIONS);
}

/**
 * Runs a search on `Database.searchDb`, whose connections stop a statement that runs past the
 * search timeout, so a pathological text fails fast instead of holding a pooled connection; the
 * caller gets a 503 saying so, never a 500. PGlite has no timer signal to stop a statement with;
 * its searches are bounded by the text and word caps instead.
 */
export async function answeringSearchTimeout<T>(search: Promise<T>): Promise<T> {
  try {
    return await search;
  } catch (error) {
    if (hasErrorCode(error, QUERY_CANCELED)) throw new HttpError(503, SEARCH_TOO_LONG, undefined, { 'retry-after': '1' });
    throw error;
  }
}

/** SQLSTATE of a statement stopped by its timeout. */
const QUERY_CANCELED = '57014';
const SEARCH_TOO_LONG = 'This search took too long. Please try fewer or more specific words.';
