import type { categoryRows } from '../catalogue/categories';
import { isStopWord, synonymPhrases, tokenize } from './query';

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
 * Each category name (both languages) as `categoryKey` has it, to the ids of the categories so called and of all their
 * descendants (products sit on leaves; "Beverages" is every drink). Built once per list read: the list is kept for a
 * minute, and a search asks it for every text.
 */
const namesByList = new WeakMap<CategoryList, Map<string, number[]>>();

function namesOf(list: CategoryList): Map<string, number[]> {
  let names = namesByList.get(list);
  if (names) return names;
  names = new Map();
  for (const category of list) {
    const subtree = list.filter((c) => c.path.includes(category.id)).map((c) => c.id);
    for (const name of new Set([categoryKey(category.displayCategoryName), categoryKey(category.displayCategoryNameBm)])) {
      if (name) names.set(name, [...new Set([...(names.get(name) ?? []), ...subtree])]);
    }
  }
  namesByList.set(list, names);
  return names;
}

/**
 * The categories a search text names as a whole, with their descendants: the text is a category's name in English or
 * Malay, or a phrase of the synonym list whose group holds one ("toilet paper" is "Tisu Tandas", Toilet Rolls in
 * Malay). Words merely inside a name do not count ("coffee" names no category; "coffee & tea" does). In memory: no
 * statement for any text.
 */
export function categoriesNamedBy(list: CategoryList, text: string): number[] {
  const key = categoryKey(text);
  if (!key) return [];
  const names = namesOf(list);
  return [...new Set(synonymPhrases(key).flatMap((phrase) => names.get(phrase) ?? []))].sort((a, b) => a - b);
}
