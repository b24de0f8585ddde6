import type { Route } from './+types/sitemap-index';
import { sitemapIndexResponse } from '../features/seo/sitemap.server';
import { publicOrigin } from '../features/seo/public-origin.server';
import { apiFor } from '../lib/api.server';

/** `/sitemap.xml` (named by robots.txt): the sitemap index, at the public origin. */
export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapIndexResponse(apiFor(context, request), publicOrigin(context, request));
}
