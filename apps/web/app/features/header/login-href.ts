/**
 * The Login link: the current page with `action=auth` (spec §2: that query opens the login
 * modal), other query parameters kept.
 */
export function loginHref({ pathname, search }: { pathname: string; search: string }): string {
  const params = new URLSearchParams(search);
  params.set('action', 'auth');
  return `${pathname}?${params}`;
}
