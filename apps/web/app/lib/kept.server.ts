import { deepFreeze } from './api';

const everyKept = new Set<{ clear(): void }>();

/**
 * Forgets every kept value. For tests: files share a worker's modules (vitest.config.ts), so a
 * loader run against one suite's API would otherwise hand its answers to the next suite's.
 */
export function forgetKeptValues(): void {
  for (const kept of everyKept) kept.clear();
}

/** How long a kept value is shown before the API is asked again. */
export const KEPT_MS = 5_000;

/**
 * What this process shows every visitor for a few seconds (`KEPT_MS`) before asking the API again: answers
 * that are the same for every visitor of a language (the shell's menus on every page, the home
 * page's sections) and that a page would otherwise ask for on every render (issue 13). A few
 * seconds on top of the API's own keeping is well inside what the guest page cache already
 * allows (decision 0022), and changes still reach guests within its minute.
 *
 * Only a complete value is kept: after a failed call the next page asks again. Kept values are
 * frozen, as every page shares them. Pages that ask while a value is being loaded wait for that
 * load instead of starting their own: when a value expires under load, the API is asked once.
 */
export class KeptForAWhile<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 50) {
    everyKept.add(this);
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }

  get(key: string, load: () => Promise<{ value: T; complete: boolean }>, now = Date.now()): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return Promise.resolve(kept.value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = this.load(key, load, now).finally(() => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    });
    this.loading.set(key, loaded);
    return loaded;
  }

  private async load(key: string, load: () => Promise<{ value: T; complete: boolean }>, now: number): Promise<T> {
    const { value, complete } = await load();
    const frozen = deepFreeze(value);
    if (complete) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
      this.entries.set(key, { value: frozen, until: now + KEPT_MS });
    }
    return frozen;
  }
}
