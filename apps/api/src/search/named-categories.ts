import { withDescendants, type categoryRows } from '../catalogue/categories';
import { categoryNames, isStopWord, synonymPhrases, tokenize } from './query';

type CategoryList = Awaited<ReturnType<typeof categoryRows>>;

/**
 * A text as category names are compared with it: its words as search reads them (accents and case folded, punctuation
 * and "&" gone, stop words left out), without "and"/"dan", and a lone "s" joined to the word before it, so "Men's
 * Watches" is also "mens watches". Made of the text's words only, as the product search's cache key is.
 */
export function categoryKey(text: string): string {
  const words: string[] = [];
  for (const word of tokenize(text)) {
    if (word === 's' && words.length > 0) words.push(`${words.pop()!}s`);
    // "and"/"dan" among them: "Coffee & Tea", "coffee and tea" and "kopi dan teh" are one name.
    else if (!isStopWord(word)) words.push(word);
  }
  return words.join(' ');
}

/**
 * Each category name (both languages) as `categoryKey` has it, to the ids of the categories so called. Built once per
 * list read: the list is kept for a minute, and a search asks it for every text.
 */
const namesByList = new WeakMap<CategoryList, Map<string, number[]>>();

function namesOf(list: CategoryList): Map<string, number[]> {
  let names = namesByList.get(list);
  if (names) return names;
  names = new Map();
  for (const category of list) {
    for (const name of new Set([categoryKey(category.displayCategoryName), categoryKey(category.displayCategoryNameBm)])) {
      if (name) names.set(name, [...(names.get(name) ?? []), category.id]);
    }
  }
  namesByList.set(list, names);
  return names;
}

/**
 * The categories a search text names as a whole, with their descendants (products sit on leaves; "Beverages" is every
 * drink): the text is a category's name in English or Malay, or a phrase of the synonym list whose group holds one
 * ("toilet paper" is "Tisu Tandas", Toilet Rolls in Malay). Words merely inside a name do not count ("coffee" names no
 * category; "coffee & tea" does). In memory: no statement for any text.
 */
export function categoriesNamedBy(list: CategoryList, text: string): number[] {
  const key = categoryKey(text);
  if (!key) return [];
  const names = namesOf(list);
  return withDescendants(list, synonymPhrases(key).flatMap((phrase) => names.get(phrase) ?? [])).sort((a, b) => a - b);
}

/** Whether a category, by either of its names, names the thing one of `phrases` does (`categoryNames`: Rice, not Rice Cookers). */
export const categoryOfThing = (category: Pick<CategoryList[number], 'displayCategoryName' | 'displayCategoryNameBm'>, phrases: string[]) =>
  categoryNames(category.displayCategoryName, phrases, 'en') || categoryNames(category.displayCategoryNameBm, phrases, 'ms');
