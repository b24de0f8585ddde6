import { describe, expect, it } from 'vitest';
import { syncDelivery, type AddressSummary } from './address-sync';
import { EMPTY_DELIVERY, readStoredDelivery, storedValue, type DeliveryState } from './delivery';

const home: AddressSummary = { id: 1, zip: '50450', updated_at: '2026-11-01T00:00:00.000Z', is_default: true };
const shop: AddressSummary = { id: 2, zip: '10200', updated_at: '2026-11-02T00:00:00.000Z', is_default: false };
const at = (a: AddressSummary) => ({ id: a.id, zip: a.zip, updated_at: a.updated_at });

describe('syncDelivery (spec §4 address sync)', () => {
  it('leaves a guest alone, whatever is stored', () => {
    const state: DeliveryState = { postcode: '10200', address: at(shop) };
    expect(syncDelivery(state, [home], false)).toBe(state);
    expect(syncDelivery(EMPTY_DELIVERY, [], false)).toBe(EMPTY_DELIVERY);
  });

  it('changes nothing for a signed-in buyer without addresses, or with addresses but no default', () => {
    const state: DeliveryState = { postcode: '88000', address: null };
    expect(syncDelivery(state, [], true)).toBe(state);
    expect(syncDelivery(state, [shop], true)).toBe(state);
    expect(syncDelivery(EMPTY_DELIVERY, [shop], true)).toBe(EMPTY_DELIVERY);
  });

  it('takes postcode and address from the default on sign-in, over a postcode typed as a guest', () => {
    expect(syncDelivery({ postcode: '10200', address: null }, [shop, home], true)).toEqual({ postcode: '50450', address: at(home) });
    expect(syncDelivery(EMPTY_DELIVERY, [home], true)).toEqual({ postcode: '50450', address: at(home) });
  });

  it('follows a new default address: the header shows its postcode (issue 14)', () => {
    const before: DeliveryState = { postcode: '50450', address: at(home) };
    const shopIsDefault = [{ ...home, is_default: false }, { ...shop, is_default: true }];
    expect(syncDelivery(before, shopIsDefault, true)).toEqual({ postcode: '10200', address: at(shop) });
  });

  it('keeps a postcode typed over the default while the default stays the same', () => {
    const typed: DeliveryState = { postcode: '88000', address: at(home) };
    expect(syncDelivery(typed, [home, shop], true)).toBe(typed);
  });

  it('follows the default when it is edited, its new zip with it', () => {
    const edited = { ...home, zip: '50460', updated_at: '2026-11-20T00:00:00.000Z' };
    expect(syncDelivery({ postcode: '88000', address: at(home) }, [edited, shop], true)).toEqual({ postcode: '50460', address: at(edited) });
  });

  it('without a default: removes an address no longer in the list, keeping the postcode, and follows an edited one', () => {
    const noDefault = { ...shop, zip: '10250', updated_at: '2026-11-20T00:00:00.000Z' };
    expect(syncDelivery({ postcode: '10200', address: at(shop) }, [], true)).toEqual({ postcode: '10200', address: null });
    expect(syncDelivery({ postcode: '10200', address: at(shop) }, [noDefault], true)).toEqual({ postcode: '10250', address: at(noDefault) });
  });

  it('is stable: running again on its own result changes nothing', () => {
    const first = syncDelivery({ postcode: '10200', address: null }, [home, shop], true);
    expect(syncDelivery(first, [home, shop], true)).toBe(first);
  });
});

describe('stored delivery state', () => {
  it('reads back the postcode and address it stores', () => {
    expect(readStoredDelivery(storedValue('50450', at(home)))).toEqual({ postcode: '50450', address: at(home) });
    expect(readStoredDelivery(storedValue('88000'))).toEqual({ postcode: '88000', address: null });
  });

  it('still reads the old { postcode } value, and drops a malformed address', () => {
    expect(readStoredDelivery('{"postcode":"10200"}')).toEqual({ postcode: '10200', address: null });
    expect(readStoredDelivery('{"postcode":"10200","address":{"id":"1","zip":"10200","updated_at":"x"}}')).toEqual({ postcode: '10200', address: null });
    for (const raw of [null, '', 'not json', 'null', '[]']) expect(readStoredDelivery(raw)).toEqual(EMPTY_DELIVERY);
  });
});
