import type { Route } from './+types/robots';

/** Paths crawlers should skip: the API, account pages and registration, in both locale trees. */
const DISALLOWED = ['/api/', '/settings/', '/register', '/bm/settings/', '/bm/register'];

/**
 * `/robots.txt`, a resource route: everything is allowed except the paths above, and the sitemap
 * sits at this site's own origin (taken from the request, so every host names itself).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const body = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
