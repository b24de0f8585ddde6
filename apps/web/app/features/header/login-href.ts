/**
 * The Login link: the current page with `action=auth` (spec §2: that query opens the login
 * modal), other query parameters kept. `resume` is a step a guest started that needs an account
 * ("Save to…"): it rides in the query, which sign-in brings the buyer back to, and the page takes
 * it up from there (issue 14: an intent started as a guest resumes after sign-in).
 */
export function loginHref({ pathname, search }: { pathname: string; search: string }, resume: Record<string, string> = {}): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(resume)) params.set(name, value);
  params.set('action', 'auth');
  return `${pathname}?${params}`;
}
