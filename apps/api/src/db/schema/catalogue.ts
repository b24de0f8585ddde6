import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from './values';

/** The spec's product types, sent as `?type=` and `product_type`. */
export const PRODUCT_KINDS = ['product', 'bundle'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * SST on goods (issue 10): sales tax at 10 % or 5 %, or exempt. The rate is the tax class's; the
 * order line records the rate it was charged at.
 */
export const TAX_CLASSES = ['SST_10', 'SST_5', 'EXEMPT'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** Seller tiers, e.g. VIP DIRECT; `upper_right_text` is what a store card shows in its corner. */
export const tiers = pgTable('tiers', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  nameBm: varchar('name_bm', { length: 80 }).notNull(),
  description: text('description').notNull(),
  descriptionBm: text('description_bm').notNull(),
  upperRightText: varchar('upper_right_text', { length: 40 }),
  sort: smallint('sort').notNull().default(0),
});

/**
 * The product category tree (spec §3, first static list), three to four levels deep.
 * `path` holds the ids from the root down to this node so a subtree is one prefix match.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    categoryId: varchar('category_id', { length: 40 }).notNull().unique(),
    displayCategoryName: varchar('display_category_name', { length: 120 }).notNull(),
    displayCategoryNameBm: varchar('display_category_name_bm', { length: 120 }).notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    path: integer('path').array().notNull(),
    imageUrl: text('image_url'),
    imageName: varchar('image_name', { length: 160 }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_name_lower_idx').on(sql`lower(${t.displayCategoryName})`),
  ],
);

/** The second static list of spec §3: nine groups shown on /all-categories. */
export const categoryGroups = pgTable('category_groups', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  categoryName: varchar('category_name', { length: 120 }).notNull(),
  categoryNameBm: varchar('category_name_bm', { length: 120 }).notNull(),
  imageUrl: text('image_url').notNull(),
  childCategories: text('child_categories').array().notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    brandName: varchar('brand_name', { length: 120 }).notNull(),
    /** Upper-case first letter, or '#' for names that start with a digit or symbol. */
    initial: varchar('initial', { length: 1 }).notNull(),
    logo: text('logo'),
    /** Popularity, used to order brand cards on the home page. */
    rank: integer('rank').notNull().default(0),
    /**
     * The lower-cased name, which search and the directory compare and sort by. Stored: a broad
     * fragment ("gold") has 11,000 candidates at 300,000 brands, and lowering each name again to
     * check and rank it cost a fifth of the statement over 540 texts (migration 0032;
     * docs/benchmarks.md, session 23).
     */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(brand_name)`),
  },
  (t) => [
    index('brands_name_key_idx').on(t.nameKey),
    index('brands_initial_name_key_idx').on(t.initial, t.nameKey),
    index('brands_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    // The home page's "Discover brands" (sort=popular) read the first 12 of a sort of every brand.
    index('brands_rank_idx').on(t.rank.desc().nullsFirst(), t.id),
  ],
);

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  countryId: integer('country_id').notNull(),
  /** Sources (MAIWP, MYDIN) that do not deliver to this state: `GET /data/states?unavailable_id=`. */
  unavailableFor: text('unavailable_for').array().notNull().default(sql`'{}'::text[]`),
  sort: smallint('sort').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 120 }).notNull().unique(),
    domainName: varchar('domain_name', { length: 160 }).notNull(),
    logo: text('logo'),
    upperRightText: varchar('upper_right_text', { length: 40 }),
    topCategoryText: varchar('top_category_text', { length: 160 }),
    industryText: varchar('industry_text', { length: 160 }),
    description: text('description'),
    // The same texts in Malay (spec §1: Malay pages show Malay; null falls back to English).
    topCategoryTextBm: varchar('top_category_text_bm', { length: 160 }),
    industryTextBm: varchar('industry_text_bm', { length: 160 }),
    descriptionBm: text('description_bm'),
    tierId: integer('tier_id').references(() => tiers.id),
    stateId: integer('state_id').references(() => states.id),
    /** Higher ranks first when no search text orders the results. */
    rank: integer('rank').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The smallest order, in sen, the seller accepts (0: none); the cart shows how far a group is from it. */
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    // Delivery the seller offers (issue 10). Fees in sen; express and self-pickup only to buyers close by.
    pickupEnabled: boolean('pickup_enabled').notNull().default(true),
    lockerEnabled: boolean('locker_enabled').notNull().default(true),
    nationwideEnabled: boolean('nationwide_enabled').notNull().default(true),
    nationwideFee: integer('nationwide_fee').notNull().default(1_000),
    /** Null: no express delivery. */
    expressFee: integer('express_fee'),
    lockerFee: integer('locker_fee').notNull().default(500),
    /** Nationwide and locker delivery are free from this order subtotal (null: never). */
    freeDeliveryFrom: integer('free_delivery_from'),
    /** Registered for service tax: its delivery fees carry 6 % SST. */
    sstRegistered: boolean('sst_registered').notNull().default(false),
    /** Self-pickup orders the seller takes per day and slot. */
    slotCapacity: smallint('slot_capacity').notNull().default(5),
    // The supplier as its invoices and e-invoices name it (issue 11).
    businessAddress: varchar('business_address', { length: 200 }),
    tin: varchar('tin', { length: 14 }),
    regNo: varchar('reg_no', { length: 20 }),
    /** Null when not registered for SST. */
    sstRegNo: varchar('sst_reg_no', { length: 20 }),
  },
  (t) => [
    // The list of industries store search names (a scan of every store without it).
    index('stores_industry_idx').on(t.industryText, t.industryTextBm),
  ],
);

/** Which brands a store sells; the brand filter of store search. */
export const storeBrands = pgTable(
  'store_brands',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    brandId: integer('brand_id').notNull().references(() => brands.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.brandId] }), index('store_brands_brand_idx').on(t.brandId, t.storeId)],
);

/** Which categories a store sells in, ancestors included, so a filter on any level is one lookup. */
export const storeCategories = pgTable(
  'store_categories',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] }), index('store_categories_category_idx').on(t.categoryId, t.storeId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** `product` or `bundle`: the spec's product type, sent as `?type=` and `product_type`. */
    itemType: varchar('item_type', { length: 20 }).$type<ProductKind>().notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    description: text('description'),
    /** The description in Malay; null falls back to English. */
    descriptionBm: text('description_bm'),
    imageUrl: text('image_url'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unit: varchar('unit', { length: 40 }).notNull(),
    stockCount: integer('stock_count').notNull(),
    /** Money in integer sen. */
    price: integer('price').notNull(),
    rrpPrice: integer('rrp_price').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    priceAfterDiscount: integer('price_after_discount').notNull(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    isRecommended: boolean('is_recommended').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    /** Wholesale quantity rules (contracts/quantity-rules): from min_qty, in steps of qty_step, at most max_qty. */
    minQty: integer('min_qty').notNull().default(1),
    qtyStep: integer('qty_step').notNull().default(1),
    maxQty: integer('max_qty'),
    taxClass: varchar('tax_class', { length: 10 }).$type<TaxClass>().notNull().default('SST_10'),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.rank.desc().nullsFirst(), t.id),
    index('products_recommended_idx').on(t.isRecommended, t.rank.desc().nullsFirst(), t.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
    check('products_item_type_check', oneOf(t.itemType, PRODUCT_KINDS)),
    check('products_tax_class_check', oneOf(t.taxClass, TAX_CLASSES)),
    // The minimum and maximum are whole cartons, so every quantity between them in steps is orderable.
    check('products_quantity_rules_check', sql`${t.qtyStep} >= 1 and ${t.minQty} >= ${t.qtyStep} and ${t.minQty} % ${t.qtyStep} = 0 and (${t.maxQty} is null or (${t.maxQty} >= ${t.minQty} and ${t.maxQty} % ${t.qtyStep} = 0))`),
    check('products_stock_check', sql`${t.stockCount} >= 0`),
  ],
);

/**
 * What product search reads (decision 0025): one narrow row per product of an active store, with
 * the store's tier and state, kept by triggers on products and stores (migration 0026), so a
 * search reads a fifth of the bytes and joins nothing. Its words, `document` (a tsvector), are
 * hand-written in the migration, as on products.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The lower-cased name, for names equal to or starting with the text. */
    nameKey: text('name_key').notNull(),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id'),
    storeId: integer('store_id').notNull(),
    tierId: integer('tier_id'),
    stateId: integer('state_id'),
    stockCount: integer('stock_count').notNull(),
    rank: integer('rank').notNull(),
    /** The price after discount, in sen. */
    price: integer('price').notNull(),
  },
  (t) => [
    // Read in the search's orders, stopping at the page's end: a broad text ("car", 15,000
    // matches) reads a page's worth of rows, not every match.
    index('product_search_popular_idx').on(sql`(${t.stockCount} > 0) desc`, t.rank.desc().nullsFirst(), t.productId),
    index('product_search_rank_idx').on(t.rank.desc().nullsFirst(), t.productId),
    index('product_search_price_idx').on(t.price, t.productId),
    index('product_search_name_idx').on(sql`${t.nameKey} text_pattern_ops`),
    // A text naming a category finds its products too (decision 0018, session 26): without this, the union's
    // `document @@ … or category_id in (…)` could only be a scan of every row (58 ms against 2.4 ms at demo scale).
    index('product_search_category_idx').on(t.categoryId),
  ],
);

/**
 * What store search reads (decision 0025, session 17 update): one narrow row per active store, kept
 * by triggers on stores (migration 0028), as `product_search` is for products. A fragment cut
 * mid-word ("t h") has tens of thousands of candidates in the name's trigram index, each rechecked
 * on its row: on `stores` that read 700-byte rows spread over the whole table.
 */
export const storeSearch = pgTable(
  'store_search',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The lower-cased name, which search compares. */
    nameKey: text('name_key').notNull(),
    tierId: integer('tier_id'),
    industryText: varchar('industry_text', { length: 160 }),
    rank: integer('rank').notNull(),
  },
  (t) => [
    index('store_search_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    // Names starting with the text, read as a range (decision 0025).
    index('store_search_name_idx').on(sql`${t.nameKey} text_pattern_ops`),
    // Popularity order is `rank desc, store_id`: read in order, stopping at the page's end. The name after the key
    // lets a broad text's names be checked in the index alone: "ndah" read 2,119 stores' rows for a page of 20
    // (7.7 ms at 200,000 stores), the index alone 0.5 ms (migration 0033).
    index('store_search_rank_idx').on(t.rank.desc().nullsFirst(), t.storeId, t.nameKey),
    index('store_search_tier_rank_idx').on(t.tierId, t.rank.desc().nullsFirst(), t.storeId),
    index('store_search_industry_idx').on(t.industryText),
  ],
);

/** Volume prices: from `min_qty` on, each unit costs `unit_price` sen (below the first tier, the product's own price). */
export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQty] }), check('product_price_tiers_price_check', sql`${t.unitPrice} > 0 and ${t.minQty} > 1`)],
);

/**
 * Every distinct word of at least four letters in product, brand, category and store names (the
 * lexemes of the `borong_search` text search configuration), kept up to date by statement
 * triggers. Search corrects a mistyped query word to a word of this table one edit away: looking up
 * a few hundred candidate spellings here is cheaper than comparing the word with every name.
 */
export const searchWords = pgTable(
  'search_words',
  { word: varchar('word', { length: 64 }).primaryKey() },
  (t) => [index('search_words_prefix_idx').on(t.word.op('text_pattern_ops'))],
);
