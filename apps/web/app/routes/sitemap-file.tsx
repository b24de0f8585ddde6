import type { Route } from './+types/sitemap-file';
import { parseSitemapFile } from '../features/seo/sitemap';
import { plainError, sitemapFileResponse } from '../features/seo/sitemap.server';
import { publicOrigin } from '../features/seo/public-origin.server';
import { apiFor } from '../lib/api.server';

/** `/sitemaps/<file>.xml`: one child sitemap of the index. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return plainError(404);
  return sitemapFileResponse((locale) => apiFor(context, request, undefined, locale), publicOrigin(context, request), file);
}
