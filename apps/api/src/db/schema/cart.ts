import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { products } from './catalogue';
import { pwpOffers } from './pwp';

/**
 * A buyer's cart lives on the server (issue 10), one line per product, so it follows the buyer
 * across devices and sign-ins. Prices are never stored here: every read prices the line afresh.
 * An add-on taken with a purchase-with-purchase offer is a line of its own (`pwp_offer_id`, one
 * per offer), beside any line of the same product at its normal price.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    pwpOfferId: integer('pwp_offer_id').references(() => pwpOffers.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId).where(sql`${t.pwpOfferId} is null`),
    uniqueIndex('cart_items_user_pwp_idx').on(t.userId, t.pwpOfferId).where(sql`${t.pwpOfferId} is not null`),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
