import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_CART_LINES, type Cart, type CartGroup, type CartItem } from '@borong/contracts/cart';
import type { ProductType } from '@borong/contracts/catalogue';
import { subtract, sum, times } from '@borong/contracts/money';
import { nearestQuantity, quantityProblem, quantityProblemMessage, unitPriceAt, type QuantityRules } from '@borong/contracts/quantity-rules';
import { pwpLimit, type PwpError } from '@borong/contracts/pwp';
import { DomainError, conflict, notFound } from '../app/errors';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { cartItems, products, shoppingListItems, shoppingLists, stores, users } from '../db/schema';
import { priceTiersColumn } from '../catalogue/products';
import { addProductToList } from '../shopping-lists/shopping-lists';
import { cartPwp, otherLinesQuantity, type PwpCartLine } from './pwp';

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
  pwpOfferId: cartItems.pwpOfferId,
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
export async function readCart(db: Db, userId: number, now = new Date()): Promise<Cart> {
  const lines = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const normalPrices = new Map(lines.map((line) => [line.id, unitPriceAt(line.basePrice, line.priceTiers, line.quantity)]));
  const pwp = await cartPwp(db, lines.map((line) => pwpLine(line, normalPrices.get(line.id) ?? line.basePrice)), now, { listUnlocked: true });
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const rules = rulesOf(line);
    const offer = pwp.lines.get(line.id);
    const unitPrice = offer?.unitPrice ?? normalPrices.get(line.id) ?? line.basePrice;
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
      price_tiers: line.priceTiers,
      problem: quantityProblem(line.quantity, rules, line.stockCount - otherLinesQuantity(lines, line)),
      pwp: offer?.pwp ?? null,
    };
    let group = groups.get(line.storeId);
    if (!group) {
      group = {
        store: { id: line.storeId, url: line.storeUrl, domain_name: line.storeName, logo: line.storeLogo },
        items: [],
        subtotal: 0,
        min_order_amount: line.minOrderAmount,
        min_order_shortfall: 0,
        pwp_offers: pwp.offersByStore.get(line.storeId) ?? [],
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

const pwpLine = (line: { id: number; productId: number; storeId: number; quantity: number; pwpOfferId: number | null }, normalUnitPrice: number): PwpCartLine => ({
  id: line.id,
  productId: line.productId,
  storeId: line.storeId,
  quantity: line.quantity,
  pwpOfferId: line.pwpOfferId,
  normalUnitPrice,
});

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
      // The product's add-on lines share its stock with this line.
      heldElsewhere: sql<number>`(select coalesce(sum(held.quantity), 0)::int from ${cartItems} held where held.user_id = ${users.id} and held.product_id = ${productId} and held.pwp_offer_id is not null)`,
    })
    .from(users)
    .leftJoin(products, and(eq(products.id, productId), eq(products.itemType, type)))
    .leftJoin(stores, and(eq(stores.id, products.storeId), eq(stores.isActive, true)))
    .leftJoin(cartItems, and(eq(cartItems.userId, users.id), eq(cartItems.productId, products.id), isNull(cartItems.pwpOfferId)))
    .where(eq(users.id, userId));
  if (!row?.product || row.openStore === null) throw notFound(PRODUCT_NOT_FOUND);
  return { product: { ...row.product, stockCount: row.product.stockCount - row.heldElsewhere }, line: row.line, lineCount: row.lineCount };
}

/**
 * Adds `quantity` to the buyer's line of the product, or starts a line; the total must keep the
 * rules. With `pwpOfferId` the product is that offer's add-on and goes to the offer's own line.
 */
export async function addToCart(db: Db, userId: number, input: { productId: number; productType: ProductType; quantity: number; pwpOfferId?: number }, now = new Date()): Promise<void> {
  if (input.pwpOfferId !== undefined) return addOnToCart(db, userId, { ...input, pwpOfferId: input.pwpOfferId }, now);
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

const pwpRefusal = (code: PwpError, field: 'pwp_offer_id' | 'quantity', message: string) => new DomainError(400, message, { [field]: [message] }, code);

/** The buyer's lines as the offer rules read them, after the buyer's lock. */
async function lockedPwpLines(tx: Db, userId: number) {
  await lockUser(tx, userId);
  const lines = await tx
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      storeId: products.storeId,
      quantity: cartItems.quantity,
      pwpOfferId: cartItems.pwpOfferId,
      basePrice: products.priceAfterDiscount,
      priceTiers: priceTiersColumn,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  return lines.map((l) => pwpLine(l, unitPriceAt(l.basePrice, l.priceTiers, l.quantity)));
}

/**
 * The offer's checks, in the order a buyer can act on them: the offer is for this product, still
 * live, unlocked by the seller's items in this cart, and the line's new total is within its limit
 * and what its stock cap has left; then the product's own quantity rules and stock.
 */
async function addOnToCart(db: Db, userId: number, input: { productId: number; productType: ProductType; quantity: number; pwpOfferId: number }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await lockedPwpLines(tx, userId);
    const { offers } = await cartPwp(tx, lines, now, { alsoOfferIds: [input.pwpOfferId], listUnlocked: false });
    const found = offers.get(input.pwpOfferId);
    if (!found) throw notFound('Offer not found');
    const { row: offer, qualifying } = found;
    if (offer.product.id !== input.productId || offer.product.itemType !== input.productType) throw pwpRefusal('PWP_PRODUCT', 'pwp_offer_id', 'This offer is for another product');
    if (!offer.live) throw pwpRefusal('PWP_ENDED', 'pwp_offer_id', 'This offer is not available now');
    if (qualifying < offer.minQualifyingQty) {
      const needed = offer.qualifierScope === 'STORE' ? `${offer.minQualifyingQty} of this seller's items` : `${offer.minQualifyingQty} of ${offer.qualifiers.map((q) => q.product_name).join(' or ')}`;
      throw pwpRefusal('PWP_NOT_UNLOCKED', 'pwp_offer_id', `This offer needs ${needed} in your cart`);
    }
    const line = lines.find((l) => l.pwpOfferId === offer.id);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    const limit = pwpLimit({ ...offer, stockLeft: null }, qualifying);
    if (quantity > limit) throw pwpRefusal('PWP_LIMIT', 'quantity', `At most ${limit} can be bought at the special price with this offer`);
    if (offer.stockLeft !== null && quantity > offer.stockLeft) throw pwpRefusal('PWP_SOLD_OUT', 'quantity', offer.stockLeft > 0 ? `Only ${offer.stockLeft} left at the special price` : 'This offer has sold out');
    checkQuantity(quantity, { ...offer.product, stockCount: offer.product.stockCount - otherLinesQuantity(lines, { id: line?.id ?? 0, productId: offer.product.id }) });
    if (line) {
      await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, line.id));
      return;
    }
    if (lines.length >= MAX_CART_LINES) throw conflict(`A cart holds at most ${MAX_CART_LINES} products`);
    await tx.insert(cartItems).values({ userId, productId: offer.product.id, quantity, pwpOfferId: offer.id });
  });
}

/**
 * Sets the quantity of one of the buyer's lines; 0 removes it. An add-on line stays within its
 * offer's limit and stock cap while the offer applies to the cart; a line whose offer no longer
 * applies is at its normal price and keeps only the product's rules.
 */
export async function updateCartItem(db: Db, userId: number, itemId: number, quantity: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await lockedPwpLines(tx, userId);
    const line = lines.find((l) => l.id === itemId);
    if (!line) throw notFound(LINE_NOT_FOUND);
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return;
    }
    if (line.pwpOfferId !== null) {
      const offer = (await cartPwp(tx, lines, now, { listUnlocked: false })).offers.get(line.pwpOfferId);
      if (offer?.row.live && offer.qualifying >= offer.row.minQualifyingQty) {
        const limit = pwpLimit({ ...offer.row, stockLeft: null }, offer.qualifying);
        if (quantity > limit) throw pwpRefusal('PWP_LIMIT', 'quantity', `At most ${limit} can be bought at the special price with this offer`);
        const left = offer.row.stockLeft;
        if (left !== null && quantity > left) throw pwpRefusal('PWP_SOLD_OUT', 'quantity', left > 0 ? `Only ${left} left at the special price` : 'This offer has sold out');
      }
    }
    const product = await orderableProduct(tx, line.productId, undefined);
    checkQuantity(quantity, { ...product, stockCount: product.stockCount - otherLinesQuantity(lines, line) });
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
      .leftJoin(cartItems, and(eq(cartItems.productId, products.id), eq(cartItems.userId, userId), isNull(cartItems.pwpOfferId)))
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
