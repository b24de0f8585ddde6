import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/** A header or footer menu group (spec §3 "Page management"). */
export const pageManagementGroups = pgTable(
  'page_management_groups',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    nameBm: varchar('name_bm', { length: 80 }),
    url: text('url'),
    isExternalLink: boolean('is_external_link').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('page_management_groups_type_idx').on(t.type, t.status, t.sort)],
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
    status: varchar('status', { length: 10 }).notNull().default('active'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('page_managements_group_idx').on(t.groupId, t.sort)],
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

export const promoDeals = pgTable('promo_deals', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  catalogueId: integer('catalogue_id').notNull().references(() => catalogues.id),
  sort: smallint('sort').notNull().default(0),
  status: varchar('status', { length: 10 }).notNull().default('active'),
});

/**
 * Page-managed blocks (spec §2 "Home blocks"): `type` is hero, carousel, image, text, catalogue,
 * promotion or recommended; `content` holds the type's fields exactly as the API returns them.
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: serial('id').primaryKey(),
    placement: varchar('placement', { length: 20 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    catalogueId: integer('catalogue_id').references(() => catalogues.id),
    content: jsonb('content').notNull().default(sql`'{}'::jsonb`),
    sort: smallint('sort').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('active'),
  },
  (t) => [index('page_blocks_placement_idx').on(t.placement, t.status, t.sort)],
);

/** Aggregator banners (search page, credit terms, footer) with the spec's link_type rules. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: varchar('position', { length: 30 }).notNull(),
  imageUrl: text('image_url').notNull(),
  bannerMobile: text('banner_mobile'),
  bannerDesktop: text('banner_desktop'),
  linkType: varchar('link_type', { length: 20 }).notNull(),
  linkUrl: text('link_url'),
  productId: integer('product_id'),
  productType: varchar('product_type', { length: 20 }),
  catalogueUrl: varchar('catalogue_url', { length: 160 }),
  altText: varchar('alt_text', { length: 160 }).notNull(),
  altTextBm: varchar('alt_text_bm', { length: 160 }).notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const interests = pgTable('interests', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  nameBm: varchar('name_bm', { length: 80 }).notNull(),
});
