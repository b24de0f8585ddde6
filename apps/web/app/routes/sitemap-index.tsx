import type { Route } from './+types/sitemap-index';
import { sitemapIndexResponse } from '../features/seo/sitemap.server';
import { apiFor } from '../lib/api.server';

/** `/sitemap.xml` (named by robots.txt): the sitemap index, at this site's own origin. */
export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapIndexResponse(apiFor(context, request), new URL(request.url).origin);
}
