import type { InferInsertModel } from 'drizzle-orm';
import type { lockers, promotions, pwpOfferProducts, pwpOffers } from '../db/schema';
import type { PwpPick } from './catalogue';
import { STATES } from './reference';

/** The first postcode of each state's main town, for lockers that sit where their postcode says. */
const STATE_POSTCODES: Record<string, number> = {
  JHR: 80_000, KDH: 5_000, KTN: 15_000, MLK: 75_000, NSN: 70_000, PHG: 25_000, PRK: 30_000, PLS: 1_000,
  PNG: 10_000, SBH: 88_000, SWK: 93_000, SGR: 40_000, TRG: 20_000, KUL: 50_000, LBN: 87_000, PJY: 62_000,
};

/** Two parcel lockers per state, in its main town. */
export function lockerRows(): InferInsertModel<typeof lockers>[] {
  return STATES.flatMap((state, i) => {
    const base = STATE_POSTCODES[state.code] ?? 50_000;
    const postcode = (offset: number) => String(base + offset).padStart(5, '0');
    return [
      { id: i * 2 + 1, name: `Borong Locker ${state.short} Central`, address: `Lobby, Menara ${state.short}, Jalan Utama`, postcode: postcode(50), stateId: state.id },
      { id: i * 2 + 2, name: `Borong Locker ${state.short} Mall`, address: `Level 1, ${state.short} Sentral Mall`, postcode: postcode(100), stateId: state.id },
    ];
  });
}

/** Fixed dates keep the seed deterministic: the same rows on every run. */
const startsAt = new Date('2026-01-01T00:00:00+08:00');
const endsAt = new Date('2030-12-31T23:59:59+08:00');

/** Platform-wide promo codes buyers can try; LIMITED5 can be used five times in all, for trying the limit. */
export function promotionRows(): InferInsertModel<typeof promotions>[] {
  return [
    { id: 1, code: 'BORONG10', kind: 'PERCENT', value: 1_000, maxDiscount: 5_000, minSpend: 10_000, usageLimit: null, perBuyerLimit: 3, startsAt, endsAt, description: '10% off goods from RM 100, up to RM 50' },
    { id: 2, code: 'HEMAT20', kind: 'FIXED', value: 2_000, minSpend: 20_000, usageLimit: 10_000, perBuyerLimit: 1, startsAt, endsAt, description: 'RM 20 off goods from RM 200' },
    { id: 4, code: 'WELCOME5', kind: 'FIXED', value: 500, minSpend: 0, usageLimit: null, perBuyerLimit: 1, startsAt, endsAt, description: 'RM 5 off your first order' },
    { id: 3, code: 'LIMITED5', kind: 'FIXED', value: 500, minSpend: 0, usageLimit: 5, perBuyerLimit: 1, startsAt, endsAt, description: 'RM 5 off, for the first five buyers' },
  ];
}

/**
 * Demo sellers of the first three stores, with no usable password: a developer signs in as one
 * by asking for a password reset and following the link from the development outbox
 * (GET /api/dev/outbox/latest?to=…), the same path an invited seller takes.
 */
export const DEMO_SELLERS = [1, 2, 3].map((storeId) => ({ storeId, email: `seller${storeId}@demo.borong.my`, name: `Demo seller ${storeId}` }));

/** A special price `percent` below `price`, down to 10 sen, or null when that would not be below it. */
function specialPrice(price: number, percent: number): number | null {
  const special = Math.max(10, Math.floor((price * (100 - percent)) / 1_000) * 10);
  return special < price ? special : null;
}

type OfferRow = InferInsertModel<typeof pwpOffers>;

/** Sellers given purchase-with-purchase offers, whatever the scale. */
export const PWP_SELLERS = 12;

/**
 * Purchase-with-purchase offers at the sellers of the most popular recommended products (so the
 * first page of recommended products shows them), each qualifying with that product: the kinds
 * of offer in turn (one add-on per qualifying unit at half price; two per order at 30 % off with
 * a cap of 50; one per order for any two of the seller's items; three per order with a cap of
 * 200), and at the first two sellers with a second add-on an offer switched off and one that has
 * ended, so both can be seen.
 */
export function pwpOfferRows(picks: readonly PwpPick[]): { offers: OfferRow[]; qualifiers: InferInsertModel<typeof pwpOfferProducts>[] } {
  const kinds: Omit<OfferRow, 'id' | 'storeId' | 'addonProductId' | 'specialPrice' | 'startsAt' | 'endsAt'>[] = [
    { qualifierScope: 'PRODUCTS', minQualifyingQty: 1, limitBasis: 'PER_QUALIFYING_UNIT', maxAddonQty: 1, stockCap: null },
    { qualifierScope: 'PRODUCTS', minQualifyingQty: 1, limitBasis: 'PER_ORDER', maxAddonQty: 2, stockCap: 50 },
    { qualifierScope: 'STORE', minQualifyingQty: 2, limitBasis: 'PER_ORDER', maxAddonQty: 1, stockCap: null },
    { qualifierScope: 'PRODUCTS', minQualifyingQty: 1, limitBasis: 'PER_ORDER', maxAddonQty: 3, stockCap: 200 },
  ];
  const percents = [50, 30, 40, 25];
  const offers: OfferRow[] = [];
  const qualifiers: InferInsertModel<typeof pwpOfferProducts>[] = [];
  const add = (pick: PwpPick, addOn: PwpPick['addOns'][number], kind: number, extra: Partial<OfferRow>) => {
    const price = specialPrice(addOn.price, percents[kind] ?? 30);
    const terms = kinds[kind];
    if (price === null || !terms) return;
    const id = offers.length + 1;
    offers.push({ id, storeId: pick.storeId, addonProductId: addOn.id, specialPrice: price, startsAt, endsAt, isActive: true, createdAt: startsAt, ...terms, ...extra });
    if (terms.qualifierScope === 'PRODUCTS') qualifiers.push({ offerId: id, productId: pick.qualifyingId });
  };
  const chosen = [...picks].sort((a, b) => b.rank - a.rank || a.storeId - b.storeId).slice(0, PWP_SELLERS);
  const ended: Partial<OfferRow>[] = [{ isActive: false }, { startsAt: new Date('2025-01-01T00:00:00+08:00'), endsAt: new Date('2025-12-31T23:59:59+08:00') }];
  chosen.forEach((pick, i) => {
    const [first, second] = pick.addOns;
    if (first) add(pick, first, i % kinds.length, {});
    const off = second && ended.shift();
    if (second && off) add(pick, second, 1, off);
  });
  return { offers, qualifiers };
}
