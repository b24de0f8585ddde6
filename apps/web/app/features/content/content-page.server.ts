import type { Locale } from '../../i18n/locale';
import { localizePath } from '../../i18n/locale';
import type { ApiClient } from '../../lib/api';
import { KeptForAWhile } from '../../lib/kept.server';
import { shorten } from '../../lib/meta';
import { contentApi } from './api';
import { textOf } from './content-pages';
import { sanitizeHtml } from './sanitize-html';

/** A content page as the storefront shows it: the editor HTML sanitised, its site links in the visitor's language. */
export interface ShownContentPage {
  title: string;
  html: string;
  description: string;
}

// Both languages of every editor page (CONTENT_PAGE_SLUGS) fit.
const kept = new KeptForAWhile<ShownContentPage | { status: number }>(200);

/**
 * The content page `slug` names, the same for every visitor of a language: sanitised once and kept
 * a few seconds (lib/kept.server). `{ status }` when the API did not give it (404 for a page that does not exist,
 * which is not kept).
 */
export function loadContentPage(api: ApiClient, slug: string, locale: Locale, now = Date.now()): Promise<ShownContentPage | { status: number }> {
  return kept.get(
    `${locale} ${slug}`,
    async () => {
      const result = await contentApi(api).contentPage(slug);
      if (!result.ok) return { value: { status: result.status }, complete: false };
      const html = sanitizeHtml(result.data.data.body, { localizeHref: (href) => localizePath(href, locale) });
      return { value: { title: result.data.data.title, html, description: shorten(textOf(html), 160) }, complete: true };
    },
    now,
  );
}
