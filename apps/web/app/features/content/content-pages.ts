/**
 * The editor content pages of spec §2 ("Other content routes"): each slug is a route of its own
 * (`/about-us`, `/bm/about-us` …) served from `GET /v1/pages/:slug`. A slug not listed here is not
 * a route, so it gets the site's 404 without asking the API.
 */
export const CONTENT_PAGE_SLUGS = [
  'terms-service',
  'monthly-catalogue',
  'press-ad',
  'in-store-promotion',
  'special-promotion',
  'on-going-campaign',
  'e-wallet',
  'cashback',
  'meriah-loyalty-program-faq',
  'feedback',
  'features',
  'solutions',
  'pricing',
  'initiative-listing',
  'frequently-asked-questions',
  'contact-us',
  'about',
  'career',
  'about-us',
  'corporate-social-responsibility',
  'careers',
  'news-and-articles',
  'product-listing',
  'corporate-purchase',
  'voucher-purchase',
  'collaboration-and-advertising',
  'mall-and-tenants-enquiry',
  'terms-and-conditions',
  'privacy-policy',
  'return-refund-policy',
  'return-and-refund-policy',
  'pdpa',
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/** Tags inside a line of text: gone without a trace, so "<strong>Malaysia</strong>: one" reads "Malaysia: one". */
const INLINE_TAG = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)(?:\s[^>]*)?>/gi;

/** The plain text of sanitised HTML, for a meta description: other tags (paragraphs, headings, line breaks) part words. */
export function textOf(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
