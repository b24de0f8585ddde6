import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The `isMobile` session rule (spec §2). The flag lives in session storage under `isMobile`: a
 * page opened with `?isMobile=true` sets it to 'true' (and `?isMobile=false` clears it back to
 * 'false'), so it lasts as long as the tab. While it is 'true', every URL the visitor reaches
 * without an `isMobile` query is replaced by the same URL with `isMobile=true` added, so the
 * app embedding the storefront keeps seeing its flag on every page. Client-side only: the server
 * cannot read session storage, so the first render of a page may lack the query for a moment.
 */
export const IS_MOBILE_KEY = 'isMobile';

/*
 * The two rules below take the key as an argument and use nothing else from this module: the
 * inline script of a page served without React carries their source (StaticPageScript).
 */

/** The value a URL's query asks the session flag to take, or null when it says nothing. */
export function isMobileFromQuery(search: string, key: string): 'true' | 'false' | null {
  const value = new URLSearchParams(search).get(key);
  if (value === null) return null;
  return value === 'true' ? 'true' : 'false';
}

/** The query to replace `search` with, or null when the URL may stay as it is. */
export function isMobileRedirect(search: string, stored: string | null, key: string): string | null {
  if (stored !== 'true') return null;
  const params = new URLSearchParams(search);
  if (params.has(key)) return null;
  params.set(key, 'true');
  return `?${params}`;
}

function readFlag(): string | null {
  try {
    return sessionStorage.getItem(IS_MOBILE_KEY);
  } catch {
    return null;
  }
}

function writeFlag(value: 'true' | 'false'): void {
  try {
    sessionStorage.setItem(IS_MOBILE_KEY, value);
  } catch {
    // Blocked storage: the flag then lasts only as long as the query is in the URL.
  }
}

/** Applies the rule after hydration and after every navigation. */
export function useIsMobileSession(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const asked = isMobileFromQuery(search, IS_MOBILE_KEY);
    if (asked) writeFlag(asked);
    const next = isMobileRedirect(search, readFlag(), IS_MOBILE_KEY);
    if (next !== null) void navigate({ pathname, search: next, hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
}
