import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { PRODUCT_KINDS, products } from './catalogue';
import { oneOf } from './values';

/** Whether editors' content is shown; inactive rows are kept for later. */
export const CONTENT_STATUSES = ['active', 'inactive'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const PAGE_MANAGEMENT_TYPES = ['header', 'footer'] as const;
export type PageManagementType = (typeof PAGE_MANAGEMENT_TYPES)[number];
export const PAGE_BLOCK_PLACEMENTS = ['store_front', 'sub_page', 'header', 'footer'] as const;
export type PageBlockPlacement = (typeof PAGE_BLOCK_PLACEMENTS)[number];
export const PAGE_BLOCK_TYPES = ['hero', 'carousel', 'image', 'text', 'catalogue', 'promotion', 'recommended'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];
/** Where a banner leads: an external link, a product, or a catalogue. */
export const LINK_TYPES = ['custom_url', 'product_id', 'catalogue_id'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** A header or footer menu group (spec §3 "Page management"). */
export const pageManagementGroups = pgTable(
  'page_management_groups',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).$type<PageManagementType>().notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    nameBm: varchar('name_bm', { length: 80 }),
    url: text('url'),
    isExternalLink: boolean('is_external_link').notNull().default(false),
    status: varchar('status', { length: 10 }).$type<ContentStatus>().notNull().default('active'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('page_management_groups_type_idx').on(t.type, t.status, t.sort),
    check('page_management_groups_type_check', oneOf(t.type, PAGE_MANAGEMENT_TYPES)),
    check('page_management_groups_status_check', oneOf(t.status, CONTENT_STATUSES)),
  ],
);

/** An entry of a menu group; `url` null means "no link yet" and is shown as text. */
export const pageManagements = pgTable(
  'page_managements',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => pageManagementGroups.id),
    name: varchar('name', { length: 120 }).notNull(),
    nameBm: varchar('name_bm', { length: 120 }),
    url: text('url'),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    status: varchar('status', { length: 10 }).$type<ContentStatus>().notNull().default('active'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('page_managements_group_idx').on(t.groupId, t.sort), check('page_managements_status_check', oneOf(t.status, CONTENT_STATUSES))],
);

/** Editor-made content pages served at their own path (/about, /privacy-policy …), in both languages. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  titleBm: varchar('title_bm', { length: 160 }).notNull(),
  body: text('body').notNull(),
  bodyBm: text('body_bm').notNull(),
});

export const catalogues = pgTable('catalogues', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 160 }).notNull(),
  nameBm: varchar('name_bm', { length: 160 }).notNull(),
  url: varchar('url', { length: 160 }).notNull().unique(),
  imageUrl: text('image_url').notNull(),
  /** The image with Malay text on it, for Malay pages; null: the English one. */
  imageUrlBm: text('image_url_bm'),
  showTitleStatus: boolean('show_title_status').notNull().default(true),
});

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    catalogueId: integer('catalogue_id').notNull().references(() => catalogues.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.catalogueId, t.productId] })],
);

export const promoDeals = pgTable(
  'promo_deals',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    imageUrlBm: text('image_url_bm'),
    catalogueId: integer('catalogue_id').notNull().references(() => catalogues.id),
    sort: smallint('sort').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<ContentStatus>().notNull().default('active'),
  },
  (t) => [check('promo_deals_status_check', oneOf(t.status, CONTENT_STATUSES))],
);

/**
 * Page-managed blocks (spec §2 "Home blocks"): `type` is hero, carousel, image, text, catalogue,
 * promotion or recommended; `content` holds the type's fields exactly as the API returns them.
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: serial('id').primaryKey(),
    placement: varchar('placement', { length: 20 }).$type<PageBlockPlacement>().notNull(),
    type: varchar('type', { length: 20 }).$type<PageBlockType>().notNull(),
    catalogueId: integer('catalogue_id').references(() => catalogues.id),
    content: jsonb('content').notNull().default(sql`'{}'::jsonb`),
    sort: smallint('sort').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<ContentStatus>().notNull().default('active'),
  },
  (t) => [
    index('page_blocks_placement_idx').on(t.placement, t.status, t.sort),
    check('page_blocks_placement_check', oneOf(t.placement, PAGE_BLOCK_PLACEMENTS)),
    check('page_blocks_type_check', oneOf(t.type, PAGE_BLOCK_TYPES)),
    check('page_blocks_status_check', oneOf(t.status, CONTENT_STATUSES)),
  ],
);

/** Aggregator banners (search page, credit terms, footer) with the spec's link_type rules. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: varchar('position', { length: 30 }).notNull(),
    imageUrl: text('image_url').notNull(),
    bannerMobile: text('banner_mobile'),
    bannerDesktop: text('banner_desktop'),
    // The same images with Malay text on them; null: the English ones.
    imageUrlBm: text('image_url_bm'),
    bannerMobileBm: text('banner_mobile_bm'),
    bannerDesktopBm: text('banner_desktop_bm'),
    linkType: varchar('link_type', { length: 20 }).$type<LinkType>().notNull(),
    linkUrl: text('link_url'),
    productId: integer('product_id'),
    productType: varchar('product_type', { length: 20 }).$type<(typeof PRODUCT_KINDS)[number]>(),
    catalogueUrl: varchar('catalogue_url', { length: 160 }),
    altText: varchar('alt_text', { length: 160 }).notNull(),
    altTextBm: varchar('alt_text_bm', { length: 160 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [check('banners_link_type_check', oneOf(t.linkType, LINK_TYPES)), check('banners_product_type_check', oneOf(t.productType, PRODUCT_KINDS))],
);

export const interests = pgTable('interests', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  nameBm: varchar('name_bm', { length: 80 }).notNull(),
});
