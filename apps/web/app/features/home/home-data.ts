import type { Brand, ProductCard } from '@borong/contracts/catalogue';
import type { Catalogue, PageBlock, PromoDeal } from '@borong/contracts/content';

type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

/**
 * A home-page block as the page renders it: the API's block, with what it needs already loaded
 * (sanitised HTML, promotions, recommended products) or, for catalogue blocks, on its way.
 */
export type HomeBlock =
  | BlockOf<'hero'>
  | BlockOf<'carousel'>
  | BlockOf<'image'>
  | { id: number; type: 'text'; html: string }
  | { id: number; type: 'catalogue'; catalogue_url: string; catalogue: Promise<Catalogue | null> }
  | { id: number; type: 'promotion'; deals: PromoDeal[] }
  | { id: number; type: 'recommended'; products: ProductCard[] };

export interface HomeBrands {
  ok: boolean;
  brands: Brand[];
}
