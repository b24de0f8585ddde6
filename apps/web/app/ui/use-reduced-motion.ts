import { useEffect, useState } from 'react';

/**
 * Whether the visitor asked for less motion. True until the browser answers (and on the server),
 * so nothing starts moving before it is known to be welcome.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
