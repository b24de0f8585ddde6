import { and, asc, eq, ilike } from 'drizzle-orm';
import { paginationMeta } from '@borong/contracts/common';
import { percentOf, subtract } from '@borong/contracts/money';
import type { SellerProduct, SellerProductUpdate } from '@borong/contracts/seller';
import { DomainError, notFound } from '../app/errors';
import { containsPattern } from '../app/like';
import type { Db } from '../db/client';
import { productPriceTiers, products } from '../db/schema';
import { priceTiersColumn } from '../catalogue/products';

/*
 * A seller's own products in the console (issue 11): price and discount, stock, the wholesale
 * quantity rules and the volume tiers. The cart and checkout read these on every request, so a
 * change reaches buyers at once.
 */

const PRODUCT_NOT_FOUND = 'Product not found';

const columns = {
  id: products.id,
  itemType: products.itemType,
  name: products.productName,
  imageUrl: products.imageUrl,
  unit: products.unit,
  price: products.price,
  discountPercent: products.discountPercent,
  priceAfterDiscount: products.priceAfterDiscount,
  stockCount: products.stockCount,
  minQty: products.minQty,
  qtyStep: products.qtyStep,
  maxQty: products.maxQty,
  tiers: priceTiersColumn,
};

type Row = { id: number; itemType: string; name: string; imageUrl: string | null; unit: string; price: number; discountPercent: number; priceAfterDiscount: number; stockCount: number; minQty: number; qtyStep: number; maxQty: number | null; tiers: SellerProduct['price_tiers'] };

const toProduct = (r: Row): SellerProduct => ({
  id: r.id,
  product_type: r.itemType,
  product_name: r.name,
  image_url: r.imageUrl,
  unit: r.unit,
  price: r.price,
  discount_percent: r.discountPercent,
  price_after_discount: r.priceAfterDiscount,
  stock_count: r.stockCount,
  min_qty: r.minQty,
  qty_step: r.qtyStep,
  max_qty: r.maxQty,
  price_tiers: r.tiers,
});

export async function sellerProducts(db: Db, storeId: number, input: { search?: string; page: number; per_page: number }) {
  const where = and(eq(products.storeId, storeId), input.search ? ilike(products.productName, containsPattern(input.search)) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(asc(products.productName), asc(products.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db.$count(products, where),
  ]);
  return { data: rows.map(toProduct), meta: paginationMeta(total, input.page, input.per_page) };
}

async function ownProduct(db: Db, storeId: number, productId: number) {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

/** Every rule the product breaks once the change is applied, by field: the database would refuse it too, but without saying why. */
function ruleErrors(p: SellerProduct): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (p.min_qty % p.qty_step !== 0) add('min_qty', `The minimum must be a multiple of the step (${p.qty_step})`);
  if (p.max_qty !== null && p.max_qty < p.min_qty) add('max_qty', 'The maximum cannot be below the minimum');
  if (p.max_qty !== null && p.max_qty % p.qty_step !== 0) add('max_qty', `The maximum must be a multiple of the step (${p.qty_step})`);
  let previous: { min_qty: number; unit_price: number } | null = null;
  for (const [i, tier] of p.price_tiers.entries()) {
    if (tier.min_qty <= p.min_qty) add(`price_tiers.${i}.min_qty`, 'A tier starts above the minimum order');
    if (tier.unit_price >= (previous?.unit_price ?? p.price_after_discount)) add(`price_tiers.${i}.unit_price`, 'Each tier is cheaper than the price before it');
    if (previous && tier.min_qty <= previous.min_qty) add(`price_tiers.${i}.min_qty`, 'Tiers rise in quantity');
    previous = tier;
  }
  return errors;
}

/** Applies a seller's change to one of the store's products, all of it or none (400 naming each broken rule). */
export async function updateSellerProduct(db: Db, storeId: number, productId: number, change: SellerProductUpdate): Promise<SellerProduct> {
  return db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.storeId, storeId))).for('update');
    const current = await ownProduct(tx, storeId, productId);
    const price = change.price ?? current.price;
    const discountPercent = change.discount_percent ?? current.discount_percent;
    const next: SellerProduct = {
      ...current,
      price,
      discount_percent: discountPercent,
      price_after_discount: subtract(price, percentOf(price, discountPercent * 100)),
      stock_count: change.stock_count ?? current.stock_count,
      min_qty: change.min_qty ?? current.min_qty,
      qty_step: change.qty_step ?? current.qty_step,
      max_qty: change.max_qty === undefined ? current.max_qty : change.max_qty,
      price_tiers: change.price_tiers ?? current.price_tiers,
    };
    const errors = ruleErrors(next);
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new DomainError(400, first, errors);
    await tx
      .update(products)
      .set({ price: next.price, discountPercent: next.discount_percent, priceAfterDiscount: next.price_after_discount, stockCount: next.stock_count, minQty: next.min_qty, qtyStep: next.qty_step, maxQty: next.max_qty })
      .where(eq(products.id, productId));
    if (change.price_tiers) {
      await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, productId));
      if (next.price_tiers.length) await tx.insert(productPriceTiers).values(next.price_tiers.map((t) => ({ productId, minQty: t.min_qty, unitPrice: t.unit_price })));
    }
    return ownProduct(tx, storeId, productId);
  });
}
