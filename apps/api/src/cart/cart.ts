import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_LINES, type Cart, type CartGroup, type CartItem } from '@borong/contracts/cart';
import type { ProductType } from '@borong/contracts/catalogue';
import { subtract, sum, times } from '@borong/contracts/money';
import { nearestQuantity, quantityProblem, quantityProblemMessage, unitPriceAt, type QuantityRules } from '@borong/contracts/quantity-rules';
import { DomainError, conflict, notFound } from '../app/errors';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { cartItems, products, shoppingListItems, shoppingLists, stores, users } from '../db/schema';
import { priceTiersColumn } from '../catalogue/products';
import { addProductToList } from '../shopping-lists/shopping-lists';

/*
 * The buyer's cart (issue 10): one line per product, priced afresh on every read from the
 * product's price after discount and its volume tiers, never from anything the client sent.
 * Every change locks the buyer's row first, so two requests of one buyer (two tabs, a double
 * click) apply one after the other and the line cap and the quantity rules hold for their sum.
 */

const LINE_NOT_FOUND = 'Cart item not found';
const PRODUCT_NOT_FOUND = 'Product not found';

const lineColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  productId: products.id,
  itemType: products.itemType,
  productName: products.productName,
  imageUrl: products.imageUrl,
  unit: products.unit,
  stockCount: products.stockCount,
  basePrice: products.priceAfterDiscount,
  minQty: products.minQty,
  qtyStep: products.qtyStep,
  maxQty: products.maxQty,
  storeId: stores.id,
  storeUrl: stores.url,
  storeName: stores.domainName,
  storeLogo: stores.logo,
  minOrderAmount: stores.minOrderAmount,
  priceTiers: priceTiersColumn,
};

const rulesOf = (row: { minQty: number; qtyStep: number; maxQty: number | null }): QuantityRules => ({ min_qty: row.minQty, qty_step: row.qtyStep, max_qty: row.maxQty });

/** The buyer's cart: lines grouped by seller, groups in the order their first line was added. */
export async function readCart(db: Db, userId: number): Promise<Cart> {
  const lines = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const rules = rulesOf(line);
    const priceTiers = line.priceTiers;
    const unitPrice = unitPriceAt(line.basePrice, priceTiers, line.quantity);
    const item: CartItem = {
      id: line.id,
      product_id: line.productId,
      product_type: line.itemType,
      product_name: line.productName,
      image_url: line.imageUrl,
      unit: line.unit,
      quantity: line.quantity,
      unit_price: unitPrice,
      subtotal: times(unitPrice, line.quantity),
      stock_count: line.stockCount,
      ...rules,
      base_price: line.basePrice,
      price_tiers: priceTiers,
      problem: quantityProblem(line.quantity, rules, line.stockCount),
    };
    let group = groups.get(line.storeId);
    if (!group) {
      group = {
        store: { id: line.storeId, url: line.storeUrl, domain_name: line.storeName, logo: line.storeLogo },
        items: [],
        subtotal: 0,
        min_order_amount: line.minOrderAmount,
        min_order_shortfall: 0,
      };
      groups.set(line.storeId, group);
    }
    group.items.push(item);
  }
  for (const group of groups.values()) {
    group.subtotal = sum(group.items.map((i) => i.subtotal));
    group.min_order_shortfall = Math.max(0, subtract(group.min_order_amount, group.subtotal));
  }
  const all = [...groups.values()];
  return { groups: all, item_count: lines.length, subtotal: sum(all.map((g) => g.subtotal)) };
}

/** How many lines the buyer's cart holds, for the header's badge. */
export const cartItemCount = (db: Db, userId: number) => db.$count(cartItems, eq(cartItems.userId, userId));

type ProductForCart = { id: number; stockCount: number; minQty: number; qtyStep: number; maxQty: number | null };

/** The product behind a line, or a 404 when it is unknown, not of `type`, or its store is closed. */
async function orderableProduct(tx: Db, productId: number, type: ProductType | undefined): Promise<ProductForCart> {
  const [product] = await tx
    .select({ id: products.id, stockCount: products.stockCount, minQty: products.minQty, qtyStep: products.qtyStep, maxQty: products.maxQty })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, productId), type ? eq(products.itemType, type) : undefined, eq(stores.isActive, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** A 400 naming the rule `quantity` breaks, with the message on the `quantity` field. */
function checkQuantity(quantity: number, product: ProductForCart): void {
  const rules = rulesOf(product);
  const problem = quantityProblem(quantity, rules, product.stockCount);
  if (!problem) return;
  const message = quantityProblemMessage(problem, rules, product.stockCount);
  throw new DomainError(400, message, { quantity: [message] }, problem);
}

async function lineCount(tx: Db, userId: number): Promise<number> {
  return tx.$count(cartItems, eq(cartItems.userId, userId));
}

/**
 * Locks the buyer's row, then reads in one round trip what adding a product depends on: the
 * product if it can be ordered, the buyer's line of it, and how many lines the cart holds. The
 * lock is its own statement: a statement that waited for it would still see the rows of its
 * start, from before the other request's line was written.
 */
async function lockedForAdd(tx: Db, userId: number, productId: number, type: ProductType) {
  await lockUser(tx, userId);
  const [row] = await tx
    .select({
      product: { id: products.id, stockCount: products.stockCount, minQty: products.minQty, qtyStep: products.qtyStep, maxQty: products.maxQty },
      openStore: stores.id,
      line: { id: cartItems.id, quantity: cartItems.quantity },
      lineCount: sql<number>`(select count(*)::int from ${cartItems} counted where counted.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(products, and(eq(products.id, productId), eq(products.itemType, type)))
    .leftJoin(stores, and(eq(stores.id, products.storeId), eq(stores.isActive, true)))
    .leftJoin(cartItems, and(eq(cartItems.userId, users.id), eq(cartItems.productId, products.id)))
    .where(eq(users.id, userId));
  if (!row?.product || row.openStore === null) throw notFound(PRODUCT_NOT_FOUND);
  return { product: row.product, line: row.line, lineCount: row.lineCount };
}

/** Adds `quantity` to the buyer's line of the product, or starts a line; the total must keep the rules. */
export async function addToCart(db: Db, userId: number, input: { productId: number; productType: ProductType; quantity: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const { product, line, lineCount } = await lockedForAdd(tx, userId, input.productId, input.productType);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    checkQuantity(quantity, product);
    if (line) {
      await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, line.id));
      return;
    }
    if (lineCount >= MAX_CART_LINES) throw conflict(`A cart holds at most ${MAX_CART_LINES} products`);
    await tx.insert(cartItems).values({ userId, productId: product.id, quantity });
  });
}

/** Sets the quantity of one of the buyer's lines; 0 removes it. */
export async function updateCartItem(db: Db, userId: number, itemId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [line] = await tx
      .select({ id: cartItems.id, productId: cartItems.productId })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    if (!line) throw notFound(LINE_NOT_FOUND);
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return;
    }
    checkQuantity(quantity, await orderableProduct(tx, line.productId, undefined));
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, line.id));
  });
}

/** All or nothing: when any id is not one of the buyer's lines, nothing is removed (404). */
export async function removeCartItems(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)))
      .returning({ id: cartItems.id });
    if (removed.length !== unique.length) throw notFound(LINE_NOT_FOUND);
    return removed.length;
  });
}

/**
 * Every product of one of the buyer's lists that is not in the cart yet, at its smallest
 * orderable quantity. Products that cannot be ordered now (no stock) are left out and counted.
 */
export async function addShoppingListToCart(db: Db, userId: number, listId: number): Promise<{ added: number; skipped: number }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [list] = await tx
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
    if (!list) throw notFound('Shopping list not found');
    const candidates = await tx
      .select({ id: products.id, stockCount: products.stockCount, minQty: products.minQty, qtyStep: products.qtyStep, maxQty: products.maxQty, inCart: sql<boolean>`${cartItems.id} is not null` })
      .from(shoppingListItems)
      .innerJoin(products, eq(products.id, shoppingListItems.productId))
      .innerJoin(stores, and(eq(stores.id, products.storeId), eq(stores.isActive, true)))
      .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId)))
      .where(eq(shoppingListItems.listId, list.id))
      .orderBy(asc(shoppingListItems.addedAt), asc(products.id));
    const wanted = candidates.filter((p) => !p.inCart);
    const rows = wanted.flatMap((p) => {
      const quantity = nearestQuantity(p.minQty, rulesOf(p), p.stockCount);
      return quantity > 0 ? [{ userId, productId: p.id, quantity }] : [];
    });
    const room = MAX_CART_LINES - (await lineCount(tx, userId));
    if (rows.length > room) throw conflict(`A cart holds at most ${MAX_CART_LINES} products`);
    if (rows.length > 0) await tx.insert(cartItems).values(rows);
    return { added: rows.length, skipped: wanted.length - rows.length };
  });
}

/** Saves a line's product to one of the buyer's lists and takes the line out of the cart, in one transaction. */
export async function moveCartItemToList(db: Db, userId: number, itemId: number, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [line] = await tx
      .select({ id: cartItems.id, productId: cartItems.productId, itemType: products.itemType })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    if (!line) throw notFound(LINE_NOT_FOUND);
    const saved = await addProductToList(tx, userId, listId, line.productId, line.itemType);
    if (!saved.ok) throw new DomainError(saved.status, saved.message);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}
