import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard, ProductDetail, ProductType } from '@borong/contracts/catalogue';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { pageOfRows, rows } from '../db/rows';
import { localized } from '../app/locale';
import { storeColumns, storeJoins, toStore, type StoreRow } from './stores';

export const productCardColumns = sql`p.id, p.item_type, p.product_name, p.image_url, p.stock_count, p.price, p.rrp_price,
  p.discount_percent, p.price_after_discount, p.unit, p.store_id`;

type ProductCardRow = Omit<ProductCard, 'item_type'> & { item_type: string };

export function toProductCard(row: ProductCardRow): ProductCard {
  return {
    ...row,
    id: Number(row.id),
    item_type: row.item_type === 'bundle' ? 'bundle' : 'product',
    stock_count: Number(row.stock_count),
    price: Number(row.price),
    rrp_price: Number(row.rrp_price),
    discount_percent: Number(row.discount_percent),
    price_after_discount: Number(row.price_after_discount),
    store_id: Number(row.store_id),
  };
}

/** One page of product cards plus the total, for any product listing. */
export async function productPage(db: Db, where: SQL, order: SQL, page: number, perPage: number, from: SQL = sql`products p`) {
  const { found, total } = await pageOfRows<ProductCardRow>(db, { columns: productCardColumns, from, where, order, page, perPage });
  return { cards: found.map(toProductCard), total };
}

/**
 * A product by id. `type`, when given, must match the product's own type: a link built for a
 * bundle must not show a plain product that happens to share the id.
 */
export async function productDetail(db: Db, id: number, type: ProductType | undefined, locale: ApiLocale): Promise<ProductDetail | null> {
  const [row] = await rows<ProductCardRow & { description: string | null; images: string[]; brand_id: number | null; brand_name: string | null; brand_logo: string | null; category_path: number[] }>(
    db,
    sql`select ${productCardColumns}, p.description, p.images, b.id as brand_id, b.brand_name, b.logo as brand_logo, c.path as category_path
        from products p left join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id = ${id} ${type ? sql`and p.item_type = ${type}` : sql``}`,
  );
  if (!row) return null;
  const [storeRow] = await rows<StoreRow>(db, sql`select ${storeColumns} from stores s ${storeJoins} where s.id = ${row.store_id}`);
  if (!storeRow) return null;
  const pathIds = row.category_path.map(Number);
  const pathRows = await rows<{ id: number; display_category_name: string; display_category_name_bm: string }>(
    db,
    sql`select id, display_category_name, display_category_name_bm from categories where id in (${sql.join(pathIds.map((i) => sql`${i}`), sql`, `)})`,
  );
  const byId = new Map(pathRows.map((r) => [Number(r.id), r]));
  return {
    ...toProductCard(row),
    description: row.description,
    images: row.images.length > 0 ? row.images : row.image_url ? [row.image_url] : [],
    brand: row.brand_id === null ? null : { id: Number(row.brand_id), brand_name: row.brand_name ?? '', logo: row.brand_logo },
    store: toStore(storeRow),
    category_path: pathIds.flatMap((pid) => {
      const c = byId.get(pid);
      return c ? [{ id: pid, display_category_name: localized(locale, c.display_category_name, c.display_category_name_bm) }] : [];
    }),
  };
}
