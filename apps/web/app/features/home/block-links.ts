import type { Link } from '@borong/contracts/content';
import { linkHref } from '@borong/contracts/storefront-rules';

export interface ResolvedLink {
  /** In the visitor's language when it is a page of this site. */
  href: string;
  /** Another site: a plain `<a>`, never a client-side navigation. */
  external: boolean;
}

/**
 * Where a banner, carousel slide, image or hotspot leads (spec §2): `custom_url` is followed as
 * written (a plain link; a path of this site is put in the visitor's language), `product_id` goes
 * to `/product-detail/{id}?type=…`, `catalogue_id` to `/catalogue/{url}`, and anything incomplete
 * goes home.
 */
export function resolveBlockLink(link: Partial<Link>, localePath: (path: string) => string): ResolvedLink {
  const href = linkHref(link);
  if (/^https?:\/\//i.test(href)) return { href, external: true };
  // Only site paths are followed; `javascript:` and other schemes an editor may paste go home.
  if (!href.startsWith('/') || href.startsWith('//')) return { href: localePath('/'), external: false };
  return { href: localePath(href), external: false };
}
