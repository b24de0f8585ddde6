import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and while hydrating, true after: controls that need JavaScript (a button
 * that opens a modal or switches a form's mode) replace their fallback, or turn on, only once
 * they can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
