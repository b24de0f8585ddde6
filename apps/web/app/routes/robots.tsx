import type { Route } from './+types/robots';
import { publicOrigin } from '../features/seo/public-origin.server';

/** Paths crawlers should skip: the API, account pages and registration, in both locale trees. */
const DISALLOWED = ['/api/', '/settings/', '/register', '/bm/settings/', '/bm/register'];

/**
 * `/robots.txt`, a resource route: everything is allowed except the paths above, and the sitemap
 * sits at the public origin (PUBLIC_URL's, never the Host the request names: the answer is cached).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(context, request);
  const body = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
