import { describe, expect, it } from 'vitest';
import { syncDelivery, type AddressSummary } from './address-sync';
import { EMPTY_DELIVERY, readStoredDelivery, storedValue, type DeliveryState } from './delivery';

const home: AddressSummary = { id: 1, zip: '50450', updated_at: '2026-11-01T00:00:00.000Z', is_default: true };
const shop: AddressSummary = { id: 2, zip: '10200', updated_at: '2026-11-02T00:00:00.000Z', is_default: false };
const at = (a: AddressSummary) => ({ id: a.id, zip: a.zip, updated_at: a.updated_at });

describe('syncDelivery (spec §4 address sync)', () => {
  it('leaves a guest alone, whatever is stored', () => {
    const state: DeliveryState = { postcode: '10200', address: at(shop) };
    expect(syncDelivery(state, [home], false)).toEqual({ state, openStoreSelection: false });
    expect(syncDelivery(EMPTY_DELIVERY, [], false)).toEqual({ state: EMPTY_DELIVERY, openStoreSelection: false });
  });

  it('changes nothing for a signed-in buyer without addresses', () => {
    const state: DeliveryState = { postcode: '88000', address: null };
    expect(syncDelivery(state, [], true)).toEqual({ state, openStoreSelection: false });
    expect(syncDelivery(EMPTY_DELIVERY, [], true)).toEqual({ state: EMPTY_DELIVERY, openStoreSelection: false });
  });

  it('opens store selection when no address is set and the buyer has addresses but no default', () => {
    const state: DeliveryState = { postcode: '88000', address: null };
    expect(syncDelivery(state, [shop], true)).toEqual({ state, openStoreSelection: true });
    expect(syncDelivery(EMPTY_DELIVERY, [shop], true)).toEqual({ state: EMPTY_DELIVERY, openStoreSelection: true });
  });

  it('takes postcode and address from a default in another postcode and opens store selection', () => {
    expect(syncDelivery({ postcode: '10200', address: null }, [shop, home], true)).toEqual({ state: { postcode: '50450', address: at(home) }, openStoreSelection: true });
    expect(syncDelivery(EMPTY_DELIVERY, [home], true)).toEqual({ state: { postcode: '50450', address: at(home) }, openStoreSelection: true });
  });

  it('adopts a default in the same postcode quietly', () => {
    expect(syncDelivery({ postcode: '50450', address: null }, [home, shop], true)).toEqual({ state: { postcode: '50450', address: at(home) }, openStoreSelection: false });
  });

  it('keeps a chosen address that is unchanged, even when another one is the default', () => {
    const state: DeliveryState = { postcode: '10200', address: at(shop) };
    const result = syncDelivery(state, [home, shop], true);
    expect(result).toEqual({ state, openStoreSelection: false });
    expect(result.state).toBe(state);
  });

  it('replaces a chosen address whose updated_at changed, the postcode following its zip', () => {
    const edited = { ...shop, zip: '10250', updated_at: '2026-11-20T00:00:00.000Z' };
    expect(syncDelivery({ postcode: '10200', address: at(shop) }, [home, edited], true)).toEqual({ state: { postcode: '10250', address: at(edited) }, openStoreSelection: false });
  });

  it('removes a chosen address no longer in the list, then falls back to the default', () => {
    const removed: DeliveryState = { postcode: '10200', address: at(shop) };
    expect(syncDelivery(removed, [home], true)).toEqual({ state: { postcode: '50450', address: at(home) }, openStoreSelection: true });
    expect(syncDelivery({ postcode: '50450', address: at(shop) }, [home], true)).toEqual({ state: { postcode: '50450', address: at(home) }, openStoreSelection: false });
  });

  it('removes a chosen address when the list is empty, keeping the postcode', () => {
    expect(syncDelivery({ postcode: '10200', address: at(shop) }, [], true)).toEqual({ state: { postcode: '10200', address: null }, openStoreSelection: false });
  });

  it('is stable: running again on its own result asks for nothing more', () => {
    const first = syncDelivery({ postcode: '10200', address: null }, [home, shop], true);
    expect(syncDelivery(first.state, [home, shop], true)).toEqual({ state: first.state, openStoreSelection: false });
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
