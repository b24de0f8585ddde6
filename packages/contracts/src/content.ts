import { z } from 'zod';
import { idParam, pageParam, paginationMetaSchema, perPageParam } from './common';
import { productCardSchema } from './catalogue';

export { catalogueBlockSize, linkHref } from './storefront-rules';

/** Spec §9: page management is read 100 groups at a time, active only. */
export const PAGE_MANAGEMENT_PAGE_SIZE = 100;
export const PAGE_MANAGEMENT_TYPES = ['header', 'footer'] as const;

export const pageManagementQuerySchema = z.object({
  page: pageParam,
  type: z.enum(PAGE_MANAGEMENT_TYPES, { error: 'type must be header or footer' }).optional(),
  per_page: perPageParam(PAGE_MANAGEMENT_PAGE_SIZE),
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }).default('active'),
});

export const pageManagementEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_bm: z.string().nullable(),
  /** Null while the entry has no page yet: shown as plain text. */
  url: z.string().nullable(),
  open_in_new_tab: z.boolean(),
});
export const pageManagementGroupSchema = z.object({
  id: z.number().int(),
  type: z.enum(PAGE_MANAGEMENT_TYPES),
  name: z.string(),
  name_bm: z.string().nullable(),
  url: z.string().nullable(),
  is_external_link: z.boolean(),
  active_page_managements: z.array(pageManagementEntrySchema),
});
export type PageManagementGroup = z.infer<typeof pageManagementGroupSchema>;
export const pageManagementResponseSchema = z.object({ data: z.array(pageManagementGroupSchema), meta: paginationMetaSchema });

export const catalogueSummarySchema = z.object({ id: z.number().int(), name: z.string(), url: z.string(), image_url: z.string() });
export const promoDealSchema = z.object({ id: z.number().int(), image_url: z.string(), catalogue: catalogueSummarySchema });
export type PromoDeal = z.infer<typeof promoDealSchema>;
export const promoDealQuerySchema = z.object({ page: pageParam, per_page: perPageParam(20) });
export const promoDealResponseSchema = z.object({ promo_deals: z.array(promoDealSchema), meta: paginationMetaSchema });

export const catalogueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  image_url: z.string(),
  show_title_status: z.boolean(),
  catalogue_products: z.array(productCardSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const catalogueBlockBodySchema = z.object({
  block_ids: z.array(idParam('block_ids'), { error: 'block_ids must be a list of block ids' }).min(1, 'block_ids must name one block').max(1, 'block_ids must name one block'),
});
export const catalogueBlockResponseSchema = z.object({
  error: z.boolean(),
  data: z.array(z.object({ id: z.number().int(), block_catalogue: z.object({ catalogue: catalogueSchema }) })),
});

export const catalogueParamsSchema = z.object({
  catalogue_url: z.string().min(1).max(160).regex(/^[a-z0-9-]+$/, 'catalogue_url must be lower-case letters, digits and dashes'),
});
export const catalogueQuerySchema = z.object({ page: pageParam, per_page: perPageParam(24) });
export const catalogueResponseSchema = z.object({ data: catalogueSchema.omit({ catalogue_products: true }), products: z.array(productCardSchema), meta: paginationMetaSchema });

const linkSchema = z.object({
  link_type: z.enum(['custom_url', 'product_id', 'catalogue_id']),
  link_url: z.string().nullable(),
  product_id: z.number().int().nullable(),
  product_type: z.string().nullable(),
  catalogue_url: z.string().nullable(),
});
export type Link = z.infer<typeof linkSchema>;

export const heroBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('hero'),
  title: z.string(),
  subtitle: z.string(),
  logo_image: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  button_url: z.string().nullable(),
  block_hero_carousel_items: z.array(z.object({ id: z.number().int(), image_url: z.string() })),
});
export const carouselBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('carousel'),
  loop: z.boolean(),
  interval_ms: z.number().int(),
  block_carousel_items: z.array(
    z.object({ id: z.number().int(), type: z.enum(['website', 'mobile_view', 'mobile_app']), image_url: z.string(), alt_text: z.string() }).extend(linkSchema.shape),
  ),
});
export const imageBlockSchema = z.object({
  id: z.number().int(),
  type: z.literal('image'),
  layout: z.enum(['single', 'multiple', 'hotspot']),
  columns: z.number().int().min(1).max(4),
  block_image_redirects: z.array(
    z
      .object({
        id: z.number().int(),
        file_url: z.string(),
        alt_text: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        image_padding: z.number().int(),
        /**
         * How the hotspots' x_axis, y_axis, width and height are measured: `percent` (default) of
         * the image's box, or `px` of the image's own width and height (the web scales them to the
         * rendered size, so either stays on target at any screen width).
         */
        hotspot_unit: z.enum(['percent', 'px']).default('percent').describe('How x_axis, y_axis, width and height are measured: percent of the image (default) or px of its own width and height'),
        block_image_redirect_hotspots: z.array(
          z.object({ id: z.number().int(), x_axis: z.number(), y_axis: z.number(), width: z.number(), height: z.number(), label: z.string() }).extend(linkSchema.shape),
        ),
      })
      .extend(linkSchema.partial().shape),
  ),
});
export const textBlockSchema = z.object({ id: z.number().int(), type: z.literal('text'), content: z.string() });
export const catalogueBlockRefSchema = z.object({ id: z.number().int(), type: z.literal('catalogue'), catalogue_url: z.string() });
export const promotionBlockSchema = z.object({ id: z.number().int(), type: z.literal('promotion') });
export const recommendedBlockSchema = z.object({ id: z.number().int(), type: z.literal('recommended') });
export const pageBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  carouselBlockSchema,
  imageBlockSchema,
  textBlockSchema,
  catalogueBlockRefSchema,
  promotionBlockSchema,
  recommendedBlockSchema,
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export const PAGE_BLOCK_PLACEMENTS = ['store_front', 'sub_page', 'header', 'footer'] as const;
export const pageBlockQuerySchema = z.object({
  placement: z.enum(PAGE_BLOCK_PLACEMENTS, { error: 'placement must be store_front, sub_page, header or footer' }).default('store_front'),
});
export const pageBlockResponseSchema = z.object({ data: z.array(pageBlockSchema) });

export const contentPageParamsSchema = z.object({ slug: z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and dashes') });
export const contentPageResponseSchema = z.object({ data: z.object({ slug: z.string(), title: z.string(), body: z.string() }) });

export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), phone_code: z.string() });
export const stateSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), country_id: z.number().int() });
export const countryListResponseSchema = z.object({ data: z.array(countrySchema) });
export const stateListResponseSchema = z.object({ data: z.array(stateSchema) });
export const stateQuerySchema = z.object({
  unavailable_id: z.enum(['MAIWP', 'MYDIN'], { error: 'unavailable_id must be MAIWP or MYDIN' }).optional(),
  country_id: z.preprocess((v) => (v === '' ? undefined : v), idParam('country_id').optional()),
});

export const postcodeParamsSchema = z.object({ postcode: z.string() });
/** A postcode in use, and the codes (as in `states`) of the states that use it. */
export const postcodeResponseSchema = z.object({ data: z.object({ postcode: z.string(), state_codes: z.array(z.string()) }) });

export const interestSchema = z.object({ id: z.number().int(), name: z.string() });
export const interestListResponseSchema = z.object({ data: z.array(interestSchema) });

