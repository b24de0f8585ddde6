import { and, asc, between, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CORPORATE_PAY_WINDOW_HOURS, CREDIT_TERM_DAYS, FPX_BANKS, PAY_WINDOW_MINUTES, PICKUP_DAYS_AHEAD, type CheckoutBody, type CheckoutProblem, type DeliveryChoice, type DeliveryOption, type Quote, type QuoteGroup } from '@borong/contracts/checkout';
import { add, formatMoney, percentOf, sum, times } from '@borong/contracts/money';
import { creditTermsFee, priceCheckout, type Priced } from '@borong/contracts/pricing';
import { quantityProblem, quantityProblemMessage, unitPriceAt } from '@borong/contracts/quantity-rules';
import { TIME_SLOTS, type DeliveryMethod, type TimeSlot } from '@borong/contracts/statuses';
import { DomainError, notFound } from '../app/errors';
import type { Db } from '../db/client';
import { addresses, cartItems, eCreditTransactions, lockers, pickupSlotBookings, products, promotionUses, promotions, savedCards, shippingVouchers, states, stores, type TaxClass } from '../db/schema';
import { priceTiersColumn } from '../catalogue/products';
import { creditStanding } from '../credit-terms/account';
import { cartPwp, otherLinesQuantity } from '../cart/pwp';
import { MYT_OFFSET_MS } from '../app/malaysian-time';

/*
 * The quote (issue 10): the buyer's cart priced for checkout, with what each seller can deliver
 * to the chosen address, the promo code, the shipping voucher, SST and the e-credit offset, and
 * every reason it cannot be placed as it is. It only reads; placing an order runs the same
 * function inside its transaction, so the two can never disagree.
 */

const TAX_RATES: Record<TaxClass, number> = { SST_10: 1000, SST_5: 500, EXEMPT: 0 };
/** Service tax on delivery (logistics) for sellers registered for it. */
export const DELIVERY_SERVICE_TAX = 600;
/** The Klang Valley counts as one place for "close to the seller": KL, Selangor, Putrajaya. */
const KLANG_VALLEY = new Set(['KUL', 'SGR', 'PJY']);

export interface PlannedLine {
  cartItemId: number;
  productId: number;
  productName: string;
  unit: string;
  imageUrl: string | null;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  /** The purchase-with-purchase offer whose special price `unitPrice` is, and the unit price without it; both null for a line at its normal price. */
  pwpOfferId: number | null;
  regularUnitPrice: number | null;
}

export interface PlannedGroup {
  storeId: number;
  lines: PlannedLine[];
  delivery: DeliveryChoice | null;
}

/** What placing the order needs beyond the quote the buyer sees. */
export interface Plan {
  groups: PlannedGroup[];
  priced: Priced;
  address: Record<string, string>;
  promotionId: number | null;
  shippingVoucherId: number | null;
  payBy: Date;
  /** CREDIT_TERMS: the buyer's account to charge, and when the charge falls due. */
  credit: { accountId: number; dueAt: Date } | null;
}

/** Today's date in Malaysia, and the dates self-pickup can be booked (tomorrow on). */
export function pickupDates(now: Date): string[] {
  const today = new Date(now.getTime() + MYT_OFFSET_MS);
  return Array.from({ length: PICKUP_DAYS_AHEAD }, (_, i) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1 + i)).toISOString().slice(0, 10));
}

const close = (a: string, b: string) => a === b || (KLANG_VALLEY.has(a) && KLANG_VALLEY.has(b));

type Problem = Quote['problems'][number];

async function cartLines(tx: Db, userId: number) {
  return tx
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      pwpOfferId: cartItems.pwpOfferId,
      productId: products.id,
      productName: products.productName,
      unit: products.unit,
      imageUrl: products.imageUrl,
      stockCount: products.stockCount,
      basePrice: products.priceAfterDiscount,
      minQty: products.minQty,
      qtyStep: products.qtyStep,
      maxQty: products.maxQty,
      taxClass: products.taxClass,
      priceTiers: priceTiersColumn,
      store: {
        id: stores.id,
        url: stores.url,
        domainName: stores.domainName,
        logo: stores.logo,
        stateCode: states.code,
        minOrderAmount: stores.minOrderAmount,
        pickupEnabled: stores.pickupEnabled,
        lockerEnabled: stores.lockerEnabled,
        nationwideEnabled: stores.nationwideEnabled,
        nationwideFee: stores.nationwideFee,
        expressFee: stores.expressFee,
        lockerFee: stores.lockerFee,
        freeDeliveryFrom: stores.freeDeliveryFrom,
        sstRegistered: stores.sstRegistered,
        slotCapacity: stores.slotCapacity,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(states, eq(states.id, stores.stateId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

type CartLine = Awaited<ReturnType<typeof cartLines>>[number];
type StoreRow = CartLine['store'];

/** The buyer's shipping address with its state, copied into the order as it is now. */
async function deliveryAddress(tx: Db, userId: number, addressId: number) {
  const [row] = await tx
    .select({
      recipient: addresses.recipientName,
      phone: addresses.phone,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      zip: addresses.zip,
      stateId: addresses.stateId,
      stateCode: states.code,
      stateName: states.name,
    })
    .from(addresses)
    .innerJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId), eq(addresses.kind, 'shipping')));
  if (!row) throw notFound('No address found');
  return row;
}

function feeFor(store: StoreRow, method: DeliveryMethod, subtotal: number): number {
  const free = store.freeDeliveryFrom !== null && subtotal >= store.freeDeliveryFrom;
  if (method === 'SELF_PICK_UP') return 0;
  if (method === 'EXPRESS_DELIVERY') return store.expressFee ?? 0;
  if (method === 'LOCKER') return free ? 0 : store.lockerFee;
  return free ? 0 : store.nationwideFee;
}

function deliveryOptions(store: StoreRow, buyerState: string, subtotal: number, slots: DeliveryOption['slots'], nearbyLockers: NonNullable<DeliveryOption['lockers']>): DeliveryOption[] {
  const near = store.stateCode !== null && close(store.stateCode, buyerState);
  const option = (method: DeliveryMethod, offered: boolean, needsNear: boolean, extra: Partial<DeliveryOption> = {}): DeliveryOption => {
    const reason = !offered ? 'NOT_OFFERED' : needsNear && !near ? 'OUT_OF_AREA' : null;
    return { method, available: reason === null, fee: feeFor(store, method, subtotal), reason, ...(reason === null ? extra : {}) };
  };
  const locker = option('LOCKER', store.lockerEnabled, false, { lockers: nearbyLockers });
  return [
    option('SELF_PICK_UP', store.pickupEnabled, true, { slots }),
    locker.available && nearbyLockers.length === 0 ? { ...locker, available: false, reason: 'NO_LOCKER', lockers: undefined } : locker,
    option('EXPRESS_DELIVERY', store.expressFee !== null, true),
    // A seller that does not deliver nationwide still delivers to buyers close by.
    option('NATIONWIDE_DELIVERY', true, !store.nationwideEnabled),
  ];
}

async function slotAvailability(tx: Db, storeIds: number[], dates: string[], capacity: Map<number, number>) {
  const booked = storeIds.length
    ? await tx
        .select({ storeId: pickupSlotBookings.storeId, slotDate: pickupSlotBookings.slotDate, slot: pickupSlotBookings.slot, booked: pickupSlotBookings.booked })
        .from(pickupSlotBookings)
        .where(and(inArray(pickupSlotBookings.storeId, storeIds), between(pickupSlotBookings.slotDate, dates[0] ?? '', dates.at(-1) ?? '')))
    : [];
  const key = (storeId: number, date: string, slot: TimeSlot) => `${storeId}|${date}|${slot}`;
  const taken = new Map(booked.map((b) => [key(b.storeId, b.slotDate, b.slot), b.booked]));
  return (storeId: number) => {
    const cap = capacity.get(storeId) ?? 0;
    return dates.flatMap((date) => TIME_SLOTS.map((slot) => ({ date, slot, capacity: cap, remaining: Math.max(0, cap - (taken.get(key(storeId, date, slot)) ?? 0)) })));
  };
}

const money = (sen: number) => formatMoney(sen, 'en');

interface PromotionCheck {
  promotion: { id: number; code: string; description: string; storeId: number | null; discount: number } | null;
  problem: string | null;
}

/** The promo code's discount over the goods it covers, or why it cannot be used. */
async function checkPromotion(tx: Db, userId: number, code: string | undefined, subtotalByStore: Map<number, number>, now: Date): Promise<PromotionCheck> {
  if (!code) return { promotion: null, problem: null };
  const [promo] = await tx.select().from(promotions).where(eq(sql`upper(${promotions.code})`, code.toUpperCase()));
  if (!promo) return { promotion: null, problem: 'Invalid promo code' };
  if (now < promo.startsAt || now > promo.endsAt) return { promotion: null, problem: 'This promo code is not valid now' };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return { promotion: null, problem: 'This promo code has been fully redeemed' };
  const used = await tx.$count(promotionUses, and(eq(promotionUses.promotionId, promo.id), eq(promotionUses.userId, userId)));
  if (used >= promo.perBuyerLimit) return { promotion: null, problem: 'You have already used this promo code' };
  const eligible = promo.storeId === null ? sum(subtotalByStore.values()) : (subtotalByStore.get(promo.storeId) ?? 0);
  if (promo.storeId !== null && eligible === 0) return { promotion: null, problem: 'This promo code is for another seller' };
  if (eligible < promo.minSpend) return { promotion: null, problem: `Spend ${money(promo.minSpend - eligible)} more to use this promo code` };
  const raw = promo.kind === 'PERCENT' ? percentOf(eligible, promo.value) : promo.value;
  const discount = Math.min(raw, promo.maxDiscount ?? raw, eligible);
  return { promotion: { id: promo.id, code: promo.code, description: promo.description, storeId: promo.storeId, discount }, problem: null };
}

async function eCreditBalance(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${eCreditTransactions.amount}), 0)` })
    .from(eCreditTransactions)
    .where(eq(eCreditTransactions.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Prices the buyer's cart for `body` as of `now`. Throws only for ids that are not the buyer's
 * (address 404) and a seller list naming sellers not in the cart (400); everything a buyer can
 * fix at checkout is a problem in the quote.
 */
export async function buildQuote(tx: Db, userId: number, body: CheckoutBody, now = new Date()): Promise<{ quote: Quote; plan: Plan }> {
  const problems: Problem[] = [];
  const problem = (code: CheckoutProblem, message: string, storeId: number | null = null) => problems.push({ code, message, store_id: storeId });
  const method = body.payment_method;

  // Credit terms are for approved buyers only: for anyone else the method itself is bad input, not something to fix at checkout.
  const standing = await creditStanding(tx, userId);
  const credit = standing?.status === 'active' ? standing : null;
  if (method === 'CREDIT_TERMS' && !credit) {
    const message = standing ? 'Your credit-terms account is suspended: choose another payment method' : 'Credit terms are for buyers whose credit-terms application is approved: choose another payment method';
    throw new DomainError(400, message, { payment_method: [message] });
  }

  const address = await deliveryAddress(tx, userId, body.address_id);
  const allLines = await cartLines(tx, userId);
  const wanted = body.store_ids ? new Set(body.store_ids) : null;
  if (wanted) {
    const inCart = new Set(allLines.map((l) => l.store.id));
    const missing = [...wanted].filter((id) => !inCart.has(id));
    if (missing.length > 0) throw new DomainError(400, 'store_ids names a seller with nothing in the cart', { store_ids: ['store_ids names a seller with nothing in the cart'] });
  }
  const lines = wanted ? allLines.filter((l) => wanted.has(l.store.id)) : allLines;
  if (lines.length === 0) problem('EMPTY', 'Your cart is empty');

  // Add-on lines are priced by their offer as the cart prices them (cart/pwp): the special price while it applies, else the normal one.
  const normalPrices = new Map(lines.map((l) => [l.cartItemId, unitPriceAt(l.basePrice, l.priceTiers, l.quantity)]));
  const pwp = await cartPwp(
    tx,
    lines.map((l) => ({ id: l.cartItemId, productId: l.productId, storeId: l.store.id, quantity: l.quantity, pwpOfferId: l.pwpOfferId, normalUnitPrice: normalPrices.get(l.cartItemId) ?? l.basePrice })),
    now,
    { listUnlocked: false },
  );
  const byStore = new Map<number, { store: StoreRow; lines: (CartLine & { unitPrice: number; appliedOfferId: number | null; normalPrice: number })[] }>();
  for (const line of lines) {
    const normalPrice = normalPrices.get(line.cartItemId) ?? line.basePrice;
    const offer = pwp.lines.get(line.cartItemId);
    let group = byStore.get(line.store.id);
    if (!group) byStore.set(line.store.id, (group = { store: line.store, lines: [] }));
    group.lines.push({ ...line, unitPrice: offer?.unitPrice ?? normalPrice, appliedOfferId: offer?.appliedOfferId ?? null, normalPrice });
    // The buyer's own changes (the qualifying items, the quantity) move an add-on to its normal price in the cart, in plain
    // sight; an offer that ended or sold out meanwhile stops the order instead, so no one pays more than they were shown.
    const gone = offer?.pwp.reason;
    if (gone === 'ENDED' || gone === 'SOLD_OUT') problem('PWP', `${line.productName}: this purchase-with-purchase offer has ${gone === 'ENDED' ? 'ended' : 'sold out'}; remove the add-on from your cart`, line.store.id);
    const rules = { min_qty: line.minQty, qty_step: line.qtyStep, max_qty: line.maxQty };
    // A product's normal and add-on lines share its stock.
    const stock = line.stockCount - otherLinesQuantity(lines.map((l) => ({ id: l.cartItemId, productId: l.productId, quantity: l.quantity })), { id: line.cartItemId, productId: line.productId });
    const broken = quantityProblem(line.quantity, rules, stock);
    if (broken) problem(broken === 'OUT_OF_STOCK' || broken === 'ABOVE_STOCK' ? 'OUT_OF_STOCK' : 'QUANTITY', `${line.productName}: ${quantityProblemMessage(broken, rules, stock)}`, line.store.id);
  }
  const groups = [...byStore.values()];
  const subtotalByStore = new Map(groups.map((g) => [g.store.id, sum(g.lines.map((l) => times(l.unitPrice, l.quantity)))]));

  const dates = pickupDates(now);
  const slotsOf = await slotAvailability(
    tx,
    groups.filter((g) => g.store.pickupEnabled).map((g) => g.store.id),
    dates,
    new Map(groups.map((g) => [g.store.id, g.store.slotCapacity])),
  );
  const nearbyLockers = await tx
    .select({ id: lockers.id, name: lockers.name, address: lockers.address, postcode: lockers.postcode })
    .from(lockers)
    .where(eq(lockers.stateId, address.stateId))
    .orderBy(asc(lockers.id));

  const choices = new Map(body.deliveries.map((d) => [d.store_id, d]));
  for (const storeId of choices.keys()) if (!byStore.has(storeId)) throw new DomainError(400, 'deliveries names a seller that is not being checked out', { deliveries: ['deliveries names a seller that is not being checked out'] });

  const planned: PlannedGroup[] = [];
  const options = new Map<number, DeliveryOption[]>();
  for (const group of groups) {
    const storeId = group.store.id;
    const subtotal = subtotalByStore.get(storeId) ?? 0;
    const offered = deliveryOptions(group.store, address.stateCode, subtotal, slotsOf(storeId), nearbyLockers);
    options.set(storeId, offered);
    if (subtotal < group.store.minOrderAmount) problem('BELOW_MIN_ORDER', `Add ${money(group.store.minOrderAmount - subtotal)} more to reach ${group.store.domainName}'s minimum order of ${money(group.store.minOrderAmount)}`, storeId);
    let choice = choices.get(storeId) ?? null;
    if (!offered.some((o) => o.available)) problem('OUT_OF_AREA', 'Items out of area', storeId);
    else if (!choice) problem('DELIVERY_REQUIRED', `Choose how ${group.store.domainName} delivers`, storeId);
    else {
      const option = offered.find((o) => o.method === choice?.method);
      if (!option?.available) {
        problem(option?.reason === 'OUT_OF_AREA' ? 'OUT_OF_AREA' : 'DELIVERY_INVALID', option?.reason === 'OUT_OF_AREA' ? 'Items out of area' : 'This delivery method is not available', storeId);
        choice = null;
      } else if (choice.method === 'SELF_PICK_UP') {
        const slot = option.slots?.find((s) => s.date === choice?.slot_date && s.slot === choice?.slot);
        if (!choice.slot_date || !choice.slot || !slot) {
          problem('DELIVERY_INVALID', 'Choose a pickup date and time', storeId);
          choice = null;
        } else if (slot.remaining === 0) {
          problem('SLOT_FULL', 'This time slot is full', storeId);
          choice = null;
        } else choice = { store_id: storeId, method: choice.method, slot_date: choice.slot_date, slot: choice.slot };
      } else if (choice.method === 'LOCKER') {
        if (!choice.locker_id || !nearbyLockers.some((l) => l.id === choice?.locker_id)) {
          problem('DELIVERY_INVALID', 'Choose a locker near the delivery address', storeId);
          choice = null;
        } else choice = { store_id: storeId, method: choice.method, locker_id: choice.locker_id };
      } else choice = { store_id: storeId, method: choice.method };
    }
    planned.push({
      storeId,
      delivery: choice,
      lines: group.lines.map((l) => ({
        cartItemId: l.cartItemId,
        productId: l.productId,
        productName: l.productName,
        unit: l.unit,
        imageUrl: l.imageUrl,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        taxRate: TAX_RATES[l.taxClass],
        pwpOfferId: l.appliedOfferId,
        regularUnitPrice: l.appliedOfferId === null ? null : l.normalPrice,
      })),
    });
  }

  const promo = await checkPromotion(tx, userId, body.promotion_code, subtotalByStore, now);
  if (promo.problem) problem('PROMOTION', promo.problem);

  let voucher: { id: number; amount: number } | null = null;
  if (body.shipping_promotion_user_id) {
    const [found] = await tx
      .select({ id: shippingVouchers.id, amount: shippingVouchers.amount, minSpend: shippingVouchers.minSpend })
      .from(shippingVouchers)
      .where(and(eq(shippingVouchers.id, body.shipping_promotion_user_id), eq(shippingVouchers.userId, userId), isNull(shippingVouchers.usedAt), gt(shippingVouchers.expiresAt, now)));
    if (!found) problem('SHIPPING_VOUCHER', 'This shipping voucher cannot be used');
    else if (sum(subtotalByStore.values()) < found.minSpend) problem('SHIPPING_VOUCHER', `Spend ${money(found.minSpend - sum(subtotalByStore.values()))} more to use this shipping voucher`);
    else voucher = { id: found.id, amount: found.amount };
  }

  if (method === 'FPX' && !body.bank_code) problem('PAYMENT', 'Choose your bank for FPX');
  if (method === 'CARD' && body.credit_card_id) {
    const card = await tx.$count(savedCards, and(eq(savedCards.id, body.credit_card_id), eq(savedCards.userId, userId)));
    if (card === 0) problem('CARD', 'Please choose a card');
  }

  const pricingGroups = planned.map((g) => {
    const store = byStore.get(g.storeId)?.store;
    const fee = store && g.delivery ? feeFor(store, g.delivery.method, subtotalByStore.get(g.storeId) ?? 0) : 0;
    return {
      deliveryFee: fee,
      deliveryTaxRate: store?.sstRegistered ? DELIVERY_SERVICE_TAX : 0,
      lines: g.lines.map((l) => ({ subtotal: times(l.unitPrice, l.quantity), taxRate: l.taxRate, discountable: promo.promotion !== null && (promo.promotion.storeId === null || promo.promotion.storeId === g.storeId) })),
    };
  });
  const balance = await eCreditBalance(tx, userId);
  const preview = priceCheckout(pricingGroups, { discount: promo.promotion?.discount ?? 0, shippingDiscount: voucher?.amount ?? 0, offset: 0 });
  const wantedOffset = method === 'E-CREDIT' ? preview.total : (body.offset_amount ?? 0);
  if (wantedOffset > balance) problem('E_CREDIT', `Not enough e-credit: your balance is ${money(balance)}`);
  if (body.offset_amount !== undefined && body.offset_amount > preview.total) problem('E_CREDIT', 'The e-credit offset is more than the order total');
  const priced = priceCheckout(pricingGroups, { discount: promo.promotion?.discount ?? 0, shippingDiscount: voucher?.amount ?? 0, offset: Math.min(wantedOffset, balance) });

  // Credit terms charge the payable plus the 1 % fee; E-CREDIT spends the whole total, so on credit its goods would be the total.
  const onCredit = method === 'E-CREDIT' ? priced.total : priced.payable;
  const creditCharge = add(onCredit, creditTermsFee(onCredit));
  const serviceFee = method === 'CREDIT_TERMS' ? creditTermsFee(priced.payable) : 0;
  const dueAt = new Date(now.getTime() + CREDIT_TERM_DAYS * 86_400_000);
  if (method === 'CREDIT_TERMS' && credit && creditCharge > credit.available) {
    problem('CREDIT_LIMIT', `Not enough credit: this order needs ${money(creditCharge)} with the service fee and your available credit is ${money(credit.available)}. Choose a pay-now method.`);
  }

  const quoteGroups: QuoteGroup[] = planned.map((g, i) => {
    const store = byStore.get(g.storeId)?.store;
    const p = priced.groups[i];
    if (!store || !p) throw new Error('quote groups out of step');
    return {
      store: { id: store.id, url: store.url, domain_name: store.domainName, logo: store.logo },
      items: g.lines.map((l, j) => {
        const pl = p.lines[j];
        return {
          cart_item_id: l.cartItemId,
          product_id: l.productId,
          product_name: l.productName,
          unit: l.unit,
          image_url: l.imageUrl,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          subtotal: pl?.subtotal ?? 0,
          discount: pl?.discount ?? 0,
          tax_type: l.taxRate > 0 ? ('SALES_TAX' as const) : ('EXEMPT' as const),
          tax_rate: l.taxRate,
          tax_amount: pl?.taxAmount ?? 0,
          pwp_offer_id: l.pwpOfferId,
          regular_unit_price: l.regularUnitPrice,
        };
      }),
      delivery_options: options.get(g.storeId) ?? [],
      delivery: g.delivery ? { method: g.delivery.method, slot_date: g.delivery.slot_date ?? null, slot: g.delivery.slot ?? null, locker_id: g.delivery.locker_id ?? null } : null,
      subtotal: p.subtotal,
      discount: p.discount,
      goods_tax: p.goodsTax,
      delivery_fee: p.deliveryFee,
      delivery_discount: p.deliveryDiscount,
      delivery_tax: p.deliveryTax,
      grand_total: p.grandTotal,
      offset_amount: p.offset,
    };
  });
  const corporate = method === 'FPX' && FPX_BANKS.some((b) => b.code === body.bank_code && b.corporate);
  const quote: Quote = {
    groups: quoteGroups,
    subtotal: priced.subtotal,
    discount_amount: priced.discount,
    delivery_fee: priced.deliveryFee,
    shipping_discount: priced.deliveryDiscount,
    tax_amount: priced.tax,
    total: add(priced.total, serviceFee),
    offset_amount: priced.offset,
    service_fee: serviceFee,
    payable: add(priced.payable, serviceFee),
    due_date: method === 'CREDIT_TERMS' ? new Date(dueAt.getTime() + MYT_OFFSET_MS).toISOString().slice(0, 10) : null,
    available_credit: credit ? credit.available : null,
    credit_terms_charge: credit ? creditCharge : null,
    promotion: promo.promotion ? { id: promo.promotion.id, code: promo.promotion.code, description: promo.promotion.description } : null,
    e_credit_balance: balance,
    problems,
  };
  return {
    quote,
    plan: {
      groups: planned,
      priced,
      address: {
        recipient_name: address.recipient,
        phone: address.phone,
        address_1: address.address1,
        address_2: address.address2 ?? '',
        city: address.city,
        zip: address.zip,
        state: address.stateName,
      },
      promotionId: promo.promotion?.id ?? null,
      shippingVoucherId: voucher?.id ?? null,
      payBy: new Date(now.getTime() + (corporate ? CORPORATE_PAY_WINDOW_HOURS * 3600_000 : PAY_WINDOW_MINUTES * 60_000)),
      credit: method === 'CREDIT_TERMS' && credit ? { accountId: credit.id, dueAt } : null,
    },
  };
}
