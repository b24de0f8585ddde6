import { SUGGESTION_MIN_LENGTH } from '@borong/contracts/storefront-rules';

/** Spec §4, §9: suggestions open only for text longer than 2 characters. */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_LENGTH;
}

/** Spec §4, §9: at 768 px or narrower, focusing the search box opens the full-screen overlay. */
export const PHONE_QUERY = '(max-width: 768px)';

/**
 * The option the arrow keys move to in a list of `count` options: down from nothing is the first,
 * up from nothing the last, and both wrap around.
 */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
