import type { InferInsertModel } from 'drizzle-orm';
import type { lockers, promotions } from '../db/schema';
import { STATES } from './reference';

/** Two parcel lockers per state, named after its main town. */
export function lockerRows(): InferInsertModel<typeof lockers>[] {
  return STATES.flatMap((state, i) => [
    { id: i * 2 + 1, name: `Borong Locker ${state.short} Central`, address: `Lobby, Menara ${state.short}, Jalan Utama`, postcode: String(10_000 + state.id * 4_000).padStart(5, '0'), stateId: state.id },
    { id: i * 2 + 2, name: `Borong Locker ${state.short} Mall`, address: `Level 1, ${state.short} Sentral Mall`, postcode: String(10_100 + state.id * 4_000).padStart(5, '0'), stateId: state.id },
  ]);
}

/** Fixed dates keep the seed deterministic: the same rows on every run. */
const startsAt = new Date('2026-01-01T00:00:00+08:00');
const endsAt = new Date('2030-12-31T23:59:59+08:00');

/** Platform-wide promo codes buyers can try; LIMITED5 can be used five times in all, for trying the limit. */
export function promotionRows(): InferInsertModel<typeof promotions>[] {
  return [
    { id: 1, code: 'BORONG10', kind: 'PERCENT', value: 1_000, maxDiscount: 5_000, minSpend: 10_000, usageLimit: null, perBuyerLimit: 3, startsAt, endsAt, description: '10% off goods from RM 100, up to RM 50' },
    { id: 2, code: 'HEMAT20', kind: 'FIXED', value: 2_000, minSpend: 20_000, usageLimit: 10_000, perBuyerLimit: 1, startsAt, endsAt, description: 'RM 20 off goods from RM 200' },
    { id: 3, code: 'LIMITED5', kind: 'FIXED', value: 500, minSpend: 0, usageLimit: 5, perBuyerLimit: 1, startsAt, endsAt, description: 'RM 5 off, for the first five buyers' },
  ];
}
