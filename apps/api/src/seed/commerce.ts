import type { InferInsertModel } from 'drizzle-orm';
import type { lockers, promotions } from '../db/schema';
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
