import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PWP_LIMIT_BASES, PWP_QUALIFIER_SCOPES, type PwpLimitBasis, type PwpQualifierScope } from '@borong/contracts/pwp';
import { products, stores } from './catalogue';
import { oneOf } from './values';

/**
 * Purchase-with-purchase offers (issue 10): one seller's add-on product at `special_price` sen a
 * unit while the buyer's cart holds `min_qualifying_qty` units of its qualifying products (the
 * rows of `pwp_offer_products`, or any of the seller's products for scope STORE), at most
 * `max_addon_qty` per order or per qualifying unit, between `starts_at` and `ends_at`, while
 * active. `stock_used` counts the add-on units sold at the special price; it only grows by a
 * guarded update when an order is placed, so it never passes `stock_cap` (null: no cap).
 */
export const pwpOffers = pgTable(
  'pwp_offers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    addonProductId: integer('addon_product_id')
      .notNull()
      .references(() => products.id),
    specialPrice: integer('special_price').notNull(),
    qualifierScope: varchar('qualifier_scope', { length: 10 }).$type<PwpQualifierScope>().notNull().default('PRODUCTS'),
    minQualifyingQty: integer('min_qualifying_qty').notNull().default(1),
    limitBasis: varchar('limit_basis', { length: 20 }).$type<PwpLimitBasis>().notNull(),
    maxAddonQty: integer('max_addon_qty').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    stockCap: integer('stock_cap'),
    stockUsed: integer('stock_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pwp_offers_store_idx').on(t.storeId),
    index('pwp_offers_addon_idx').on(t.addonProductId),
    check('pwp_offers_special_price_check', sql`${t.specialPrice} > 0`),
    check('pwp_offers_scope_check', oneOf(t.qualifierScope, PWP_QUALIFIER_SCOPES)),
    check('pwp_offers_limit_basis_check', oneOf(t.limitBasis, PWP_LIMIT_BASES)),
    check('pwp_offers_quantities_check', sql`${t.minQualifyingQty} >= 1 and ${t.maxAddonQty} >= 1`),
    check('pwp_offers_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('pwp_offers_stock_check', sql`${t.stockUsed} >= 0 and (${t.stockCap} is null or ${t.stockUsed} <= ${t.stockCap})`),
  ],
);

/** The qualifying products of an offer of scope PRODUCTS. Only the offer's own seller's products ever qualify (the queries join on the seller). */
export const pwpOfferProducts = pgTable(
  'pwp_offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => pwpOffers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.productId] }), index('pwp_offer_products_product_idx').on(t.productId)],
);
