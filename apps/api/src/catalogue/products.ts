import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductCard, ProductDetail, ProductType } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { brands, catalogueProducts, categories, productPriceTiers, products, shoppingListItems, stores } from '../db/schema';
import type { PriceTier } from '@borong/contracts/quantity-rules';
import { localized } from '../app/locale';
import { perDatabase } from '../app/memo';
import { inIds } from '../db/rows';
import { selectStores, toStore } from './stores';
import { offersForProduct } from '../cart/pwp';

/** The columns a product card shows, for any listing that joins `products`. */
export const productCardColumns = {
  id: products.id,
  itemType: products.itemType,
  productName: products.productName,
  imageUrl: products.imageUrl,
  stockCount: products.stockCount,
  price: products.price,
  rrpPrice: products.rrpPrice,
  discountPercent: products.discountPercent,
  priceAfterDiscount: products.priceAfterDiscount,
  unit: products.unit,
  storeId: products.storeId,
  minQty: products.minQty,
  qtyStep: products.qtyStep,
  maxQty: products.maxQty,
};

type ProductCardRow = Pick<typeof products.$inferSelect, keyof typeof productCardColumns>;

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    item_type: row.itemType,
    product_name: row.productName,
    image_url: row.imageUrl,
    stock_count: row.stockCount,
    price: row.price,
    rrp_price: row.rrpPrice,
    discount_percent: row.discountPercent,
    price_after_discount: row.priceAfterDiscount,
    unit: row.unit,
    store_id: row.storeId,
    min_qty: row.minQty,
    qty_step: row.qtyStep,
    max_qty: row.maxQty,
  };
}

const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** One page of product cards (popular first) plus the total. */
export async function productPage(db: Db, where: SQL | undefined, page: number, perPage: number) {
  const [found, total] = await Promise.all([
    db.select(productCardColumns).from(products).where(where).orderBy(desc(products.rank), products.id).limit(perPage).offset(offsetOf(page, perPage)),
    db.$count(products, where),
  ]);
  return { cards: found.map(toProductCard), total };
}

/** A store's products, optionally of one type. */
export const storeProductPage = (db: Db, storeId: number, type: ProductType | undefined, page: number, perPage: number) =>
  productPage(db, and(eq(products.storeId, storeId), type ? eq(products.itemType, type) : undefined), page, perPage);

/** One page of a catalogue's products, in the editor's order, plus the total. */
export async function catalogueProductPage(db: Db, catalogueId: number, page: number, perPage: number) {
  const inCatalogue = eq(catalogueProducts.catalogueId, catalogueId);
  const [found, total] = await Promise.all([
    db
      .select(productCardColumns)
      .from(catalogueProducts)
      .innerJoin(products, eq(products.id, catalogueProducts.productId))
      .where(inCatalogue)
      .orderBy(catalogueProducts.sort, products.id)
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.$count(catalogueProducts, inCatalogue),
  ]);
  return { cards: found.map(toProductCard), total };
}

/** The products saved to a list, most recently added first. */
export async function listProductCards(db: Db, listId: number): Promise<ProductCard[]> {
  const found = await db
    .select(productCardColumns)
    .from(shoppingListItems)
    .innerJoin(products, eq(products.id, shoppingListItems.productId))
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(desc(shoppingListItems.addedAt), products.id);
  return found.map(toProductCard);
}

/**
 * A product's volume tiers, lowest quantity first, as a column of the query that reads the
 * product (one round trip, not a second query per page).
 */
export const priceTiersColumn = sql<PriceTier[]>`coalesce((select json_agg(json_build_object('min_qty', ${productPriceTiers.minQty}, 'unit_price', ${productPriceTiers.unitPrice}) order by ${productPriceTiers.minQty}) from ${productPriceTiers} where ${productPriceTiers.productId} = ${products.id}), '[]'::json)`;

/**
 * The statements of a product page, prepared once per database handle: a product page asked for
 * four statements, and building their SQL was most of the product API's own CPU (issue 13).
 */
const productDetailStatements = perDatabase((db: Db) => {
  const productById = (withType: boolean) =>
    db
      .select({
        ...productCardColumns,
        description: products.description,
        descriptionBm: products.descriptionBm,
        images: products.images,
        brandId: brands.id,
        brandName: brands.brandName,
        brandLogo: brands.logo,
        categoryPath: categories.path,
        priceTiers: priceTiersColumn,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, sql.placeholder('id')), withType ? eq(products.itemType, sql.placeholder('type')) : undefined))
      .prepare(withType ? 'product_detail_of_type' : 'product_detail');
  return {
    product: productById(false),
    productOfType: productById(true),
    store: selectStores(db).where(eq(stores.id, sql.placeholder('id'))).prepare('product_detail_store'),
    categories: db
      .select({ id: categories.id, name: categories.displayCategoryName, nameBm: categories.displayCategoryNameBm })
      .from(categories)
      .where(inIds(categories.id))
      .prepare('product_detail_categories'),
  };
});

/**
 * A product by id. `type`, when given, must match the product's own type: a link built for a
 * bundle must not show a plain product that happens to share the id.
 */
export async function productDetail(db: Db, id: number, type: ProductType | undefined, locale: ApiLocale): Promise<ProductDetail | null> {
  const statements = productDetailStatements(db);
  const [row] = type ? await statements.productOfType.execute({ id, type }) : await statements.product.execute({ id });
  if (!row) return null;
  const [storeRow] = await statements.store.execute({ id: row.storeId });
  if (!storeRow) return null;
  const pathIds = row.categoryPath;
  const [pathRows, offers] = await Promise.all([statements.categories.execute({ ids: pathIds }), offersForProduct(db, { id: row.id, storeId: row.storeId })]);
  const byId = new Map(pathRows.map((r) => [r.id, r]));
  return {
    ...toProductCard(row),
    description: row.description === null ? null : localized(locale, row.description, row.descriptionBm),
    images: row.images.length > 0 ? row.images : row.imageUrl ? [row.imageUrl] : [],
    brand: row.brandId === null ? null : { id: row.brandId, brand_name: row.brandName ?? '', logo: row.brandLogo },
    store: toStore(storeRow, locale),
    category_path: pathIds.flatMap((pid) => {
      const c = byId.get(pid);
      return c ? [{ id: pid, display_category_name: localized(locale, c.name, c.nameBm) }] : [];
    }),
    price_tiers: row.priceTiers,
    pwp_offers: offers,
  };
}
