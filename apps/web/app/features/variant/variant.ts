import type { PageManagementGroup } from '@borong/contracts/content';

/**
 * The storefront variant (spec §1): `marketplace` (the general marketplace) or `retailer` (the
 * retailer-branded storefront over the same catalogue).
 *
 * The spec's client switched variants with a flag kept in session storage. Ours is server
 * configuration (`STOREFRONT_VARIANT`), one per deployment, for three reasons: the server renders
 * each page with its variant already applied (no flash of the wrong footer before a script reads
 * storage); a crawler, which has no session storage, sees what buyers see; and a visitor cannot
 * switch a storefront into the other brand's variant by editing storage. Each variant is its own
 * deployment (its own domain), as the two storefronts of the spec are.
 */
export type StorefrontVariant = 'marketplace' | 'retailer';

/**
 * Footer groups the retailer variant hides (spec §1 "some footer menus (Customer care) are
 * hidden"). Groups are matched on their English name, case-insensitively, as the editors name them.
 */
export const RETAILER_HIDDEN_FOOTER_GROUPS: readonly string[] = ['customer care'];

export function footerGroupsFor<G extends Pick<PageManagementGroup, 'name'>>(groups: readonly G[], variant: StorefrontVariant): G[] {
  if (variant !== 'retailer') return [...groups];
  return groups.filter((g) => !RETAILER_HIDDEN_FOOTER_GROUPS.includes(g.name.trim().toLowerCase()));
}
