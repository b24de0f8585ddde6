import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { largestQuantity, nearestQuantity, type QuantityRules } from '@borong/contracts/quantity-rules';
import { pwpFallback, pwpLimit, pwpUnitPrice, type CartLinePwp, type CartPwpOffer, type PwpOffer, type PwpTerms } from '@borong/contracts/pwp';
import type { ProductType } from '@borong/contracts/catalogue';
import type { Db } from '../db/client';
import { products, pwpOffers, stores } from '../db/schema';
import { isoTime } from '../app/parse-body';

/*
 * Purchase with purchase in the cart (issue 10, decision 0012 "PWP"). An add-on line carries the
 * offer it was added with; every read decides afresh whether the offer still applies to it:
 *
 * - only lines at their normal price qualify (an add-on never unlocks another offer), and only
 *   lines of the offer's own seller: another seller's items never unlock it;
 * - while the offer is live, its qualifying units reach the minimum and the line is within the
 *   limit and the offer's stock cap, the whole line is at the special price (never above the
 *   normal one); otherwise the whole line falls back to the normal price, with the reason, and
 *   the cart says what brings the special price back. Nothing is ever priced from the client.
 */

/** Qualifying products named on an offer's card; the cart's own come first. */
const NAMED_QUALIFIERS = 3;

/** What the rules need of a cart line. */
export interface PwpCartLine {
  id: number;
  productId: number;
  storeId: number;
  quantity: number;
  pwpOfferId: number | null;
  /** The line's unit price without any offer (price after discount and volume tiers). */
  normalUnitPrice: number;
}

type Qualifier = { id: number; product_type: ProductType; product_name: string };

const idList = (ids: readonly number[]): SQL => (ids.length === 0 ? sql`(null)` : sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

/** The offer's columns, with whether it is live at `now` and, for `cartProductIds`, which of them qualify. */
function offerColumns(now: Date, cartProductIds: readonly number[]) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const inCart = idList(cartProductIds);
  return {
    id: pwpOffers.id,
    storeId: pwpOffers.storeId,
    specialPrice: pwpOffers.specialPrice,
    qualifierScope: pwpOffers.qualifierScope,
    minQualifyingQty: pwpOffers.minQualifyingQty,
    limitBasis: pwpOffers.limitBasis,
    maxAddonQty: pwpOffers.maxAddonQty,
    endsAt: pwpOffers.endsAt,
    // An add-on of another seller's, or of a closed store, is never offered.
    live: sql<boolean>`(${pwpOffers.isActive} and ${pwpOffers.startsAt} <= ${at} and ${pwpOffers.endsAt} > ${at} and ${stores.isActive} and ${products.storeId} = ${pwpOffers.storeId})`,
    stockLeft: sql<number | null>`${pwpOffers.stockCap} - ${pwpOffers.stockUsed}`,
    product: {
      id: products.id,
      itemType: products.itemType,
      productName: products.productName,
      imageUrl: products.imageUrl,
      unit: products.unit,
      stockCount: products.stockCount,
      minQty: products.minQty,
      qtyStep: products.qtyStep,
      maxQty: products.maxQty,
      basePrice: products.priceAfterDiscount,
    },
    qualifiers: sql<Qualifier[]>`coalesce((select json_agg(json_build_object('id', q.id, 'product_type', q.item_type, 'product_name', q.product_name) order by q.in_cart desc, q.id)
      from (select qp.id, qp.item_type, qp.product_name, qp.id in ${inCart} as in_cart from pwp_offer_products qo join products qp on qp.id = qo.product_id
            where qo.offer_id = ${pwpOffers.id} and qp.store_id = ${pwpOffers.storeId} order by qp.id in ${inCart} desc, qp.id limit ${NAMED_QUALIFIERS}) q), '[]'::json)`,
    qualifyingInCart: sql<number[]>`coalesce((select json_agg(qp.id) from pwp_offer_products qo join products qp on qp.id = qo.product_id
      where qo.offer_id = ${pwpOffers.id} and qp.store_id = ${pwpOffers.storeId} and qp.id in ${inCart}), '[]'::json)`,
  };
}

type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

function selectOffers(tx: Db, now: Date, cartProductIds: readonly number[], where: SQL | undefined) {
  return tx
    .select(offerColumns(now, cartProductIds))
    .from(pwpOffers)
    .innerJoin(products, eq(products.id, pwpOffers.addonProductId))
    .innerJoin(stores, eq(stores.id, pwpOffers.storeId))
    .where(where)
    .orderBy(asc(pwpOffers.id));
}

const termsOf = (offer: OfferRow): PwpTerms & { live: boolean } => ({
  minQualifyingQty: offer.minQualifyingQty,
  limitBasis: offer.limitBasis,
  maxAddonQty: offer.maxAddonQty,
  stockLeft: offer.stockLeft,
  live: offer.live,
});

const rulesOf = (p: OfferRow['product']): QuantityRules => ({ min_qty: p.minQty, qty_step: p.qtyStep, max_qty: p.maxQty });

function toOffer(offer: OfferRow): PwpOffer {
  const p = offer.product;
  return {
    id: offer.id,
    store_id: offer.storeId,
    product: { id: p.id, product_type: p.itemType, product_name: p.productName, image_url: p.imageUrl, unit: p.unit, stock_count: p.stockCount, min_qty: p.minQty, qty_step: p.qtyStep, max_qty: p.maxQty },
    special_price: Math.min(offer.specialPrice, p.basePrice),
    normal_price: p.basePrice,
    limit_basis: offer.limitBasis,
    max_addon_qty: offer.maxAddonQty,
    condition: { scope: offer.qualifierScope, min_qty: offer.minQualifyingQty, products: offer.qualifiers },
    ends_at: isoTime(offer.endsAt),
  };
}

/** Units of the buyer's lines at their normal price that count towards the offer. */
function qualifyingQuantity(offer: OfferRow, lines: readonly PwpCartLine[]): number {
  const listed = new Set(offer.qualifyingInCart);
  let units = 0;
  for (const line of lines) {
    if (line.pwpOfferId !== null || line.storeId !== offer.storeId) continue;
    if (offer.qualifierScope === 'STORE' || listed.has(line.productId)) units += line.quantity;
  }
  return units;
}

/** How much of a product the buyer's other lines hold: a product's two lines (normal and add-on) share its stock. */
export function otherLinesQuantity(lines: readonly Pick<PwpCartLine, 'id' | 'productId' | 'quantity'>[], line: Pick<PwpCartLine, 'id' | 'productId'>): number {
  return lines.reduce((held, other) => (other.productId === line.productId && other.id !== line.id ? held + other.quantity : held), 0);
}

export interface PwpLineState {
  unitPrice: number;
  /** The offer, while its special price applies to the line. */
  appliedOfferId: number | null;
  pwp: CartLinePwp;
}

export interface CartPwp {
  /** For each add-on line: its price now and why. */
  lines: Map<number, PwpLineState>;
  /** The offers each seller group unlocks, for the cart page. */
  offersByStore: Map<number, CartPwpOffer[]>;
  /** Every offer read, by id, with its qualifying units in this cart. */
  offers: Map<number, { row: OfferRow; qualifying: number }>;
}

/**
 * Reads the offers that matter to these cart lines (those their add-on lines were taken with,
 * `alsoOfferIds`, and, with `listUnlocked`, every live offer their sellers' lines may unlock for
 * the cart page) and prices the add-on lines. One query, whatever the number of lines, and none
 * when there is nothing to read: the quote of a cart without add-ons costs nothing more.
 */
export async function cartPwp(tx: Db, lines: readonly PwpCartLine[], now: Date, options: { alsoOfferIds?: readonly number[]; listUnlocked: boolean }): Promise<CartPwp> {
  const result: CartPwp = { lines: new Map(), offersByStore: new Map(), offers: new Map() };
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const storeIds = options.listUnlocked ? [...new Set(lines.filter((l) => l.pwpOfferId === null).map((l) => l.storeId))] : [];
  const named = [...new Set([...lines.flatMap((l) => (l.pwpOfferId === null ? [] : [l.pwpOfferId])), ...(options.alsoOfferIds ?? [])])];
  if (named.length === 0 && storeIds.length === 0) return result;
  const at = sql`${now.toISOString()}::timestamptz`;
  const unlockable = and(
    inArray(pwpOffers.storeId, storeIds),
    eq(pwpOffers.isActive, true),
    sql`${pwpOffers.startsAt} <= ${at} and ${pwpOffers.endsAt} > ${at}`,
    or(eq(pwpOffers.qualifierScope, 'STORE'), sql`exists (select 1 from pwp_offer_products qo where qo.offer_id = ${pwpOffers.id} and qo.product_id in ${idList(productIds)})`),
  );
  const rows = await selectOffers(tx, now, productIds, or(inArray(pwpOffers.id, named), unlockable));

  for (const row of rows) result.offers.set(row.id, { row, qualifying: qualifyingQuantity(row, lines) });

  for (const line of lines) {
    if (line.pwpOfferId === null) continue;
    const offer = result.offers.get(line.pwpOfferId);
    if (!offer) throw new Error(`cart line ${line.id} names offer ${line.pwpOfferId}, which was not read`);
    const terms = termsOf(offer.row);
    const reason = pwpFallback(terms, offer.qualifying, line.quantity);
    const unitPrice = pwpUnitPrice(offer.row.specialPrice, line.normalUnitPrice, reason === null);
    result.lines.set(line.id, {
      unitPrice,
      appliedOfferId: reason === null ? offer.row.id : null,
      pwp: {
        offer_id: offer.row.id,
        special_price: Math.min(offer.row.specialPrice, line.normalUnitPrice),
        normal_price: line.normalUnitPrice,
        applied: reason === null,
        reason,
        max_quantity: terms.live ? pwpLimit(terms, offer.qualifying) : 0,
        condition: { scope: offer.row.qualifierScope, min_qty: offer.row.minQualifyingQty, products: offer.row.qualifiers },
      },
    });
  }

  for (const { row, qualifying } of result.offers.values()) {
    const terms = termsOf(row);
    if (!terms.live || qualifying < row.minQualifyingQty || !storeIds.includes(row.storeId)) continue;
    const maxQuantity = pwpLimit(terms, qualifying);
    const line = lines.find((l) => l.pwpOfferId === row.id);
    const inCart = line?.quantity ?? 0;
    const rules = rulesOf(row.product);
    const stock = row.product.stockCount - otherLinesQuantity(lines, { id: line?.id ?? 0, productId: row.product.id });
    const target = inCart === 0 ? nearestQuantity(rules.min_qty, rules, stock) : inCart + rules.qty_step;
    const addQuantity = target > 0 && target <= largestQuantity(rules, stock) && target <= maxQuantity ? target - inCart : 0;
    if (inCart === 0 && addQuantity === 0) continue;
    const offers = result.offersByStore.get(row.storeId) ?? [];
    offers.push({ ...toOffer(row), max_quantity: maxQuantity, cart_item_id: line?.id ?? null, in_cart_quantity: inCart, add_quantity: addQuantity });
    result.offersByStore.set(row.storeId, offers);
  }
  return result;
}

/** Live offers a product qualifies for (its product page's "Buy with … at RM x"), whose add-on can be ordered. */
export async function offersForProduct(db: Db, product: { id: number; storeId: number }, now = new Date()): Promise<PwpOffer[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await selectOffers(
    db,
    now,
    [product.id],
    and(
      eq(pwpOffers.storeId, product.storeId),
      eq(pwpOffers.isActive, true),
      sql`${pwpOffers.startsAt} <= ${at} and ${pwpOffers.endsAt} > ${at}`,
      or(eq(pwpOffers.qualifierScope, 'STORE'), sql`exists (select 1 from pwp_offer_products qo where qo.offer_id = ${pwpOffers.id} and qo.product_id = ${product.id})`),
    ),
  );
  return rows.filter((row) => row.live && (row.stockLeft === null || row.stockLeft > 0) && largestQuantity(rulesOf(row.product), row.product.stockCount) > 0).map(toOffer);
}
