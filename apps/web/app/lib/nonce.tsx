import { createContext, use } from 'react';

/**
 * The CSP nonce of the page being rendered. The server provides it (entry.server); in the browser
 * it is not needed after the first render, and the root reads it from its loader data so the
 * hydrated markup matches.
 */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext;

export function useNonce(): string | undefined {
  return use(NonceContext);
}
