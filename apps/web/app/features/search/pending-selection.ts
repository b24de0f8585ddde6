import type { FilterKey, Filters } from './search-params';

/**
 * The selection inside an open filter modal (spec §4): it starts as the applied filters, changes
 * as the buyer picks, and reaches the URL only on Apply. Clear all empties it; closing without
 * Apply throws it away: the modal's body (and this state) only exists while it is open, so the
 * next opening starts again from the applied filters.
 */
export type PendingAction =
  | { type: 'pick'; key: FilterKey; value: string | undefined }
  | { type: 'clear'; keys: readonly FilterKey[] };

export function pendingReducer(state: Filters, action: PendingAction): Filters {
  switch (action.type) {
    case 'pick':
      return { ...state, [action.key]: action.value };
    case 'clear': {
      const next = { ...state };
      for (const key of action.keys) next[key] = undefined;
      return next;
    }
  }
}

/** The applied filters of the given keys, the starting point of a modal's pending selection. */
export function appliedFilters(query: Filters, keys: readonly FilterKey[]): Filters {
  const picked: Filters = {};
  for (const key of keys) picked[key] = query[key];
  return picked;
}
