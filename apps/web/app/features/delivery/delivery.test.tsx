import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { IslandRootDataContext, type RootData } from '../session/root-data';
import { cookieValue, DELIVERY_COOKIE, deliveryCookie, DELIVERY_LOCKED_PATH_PARTS, EMPTY_DELIVERY, isDeliveryLocked, parsePostcode, readStoredPostcode, requestDelivery, storedValue, type DeliveryState } from './delivery';
import { DeliveryButton } from './delivery-button';

/** The button reads the server's view of the delivery cookie from the root data. */
function withDelivery(delivery: DeliveryState, node: ReactNode) {
  return <IslandRootDataContext value={{ delivery } as RootData}>{node}</IslandRootDataContext>;
}

describe('delivery-setting button', () => {
  it('is disabled on paths containing voucher-shipping, checkout or payment, in either language', () => {
    for (const path of ['/checkout', '/bm/checkout/summary', '/voucher-shipping', '/settings/payment-methods', '/cart/Checkout']) expect(isDeliveryLocked(path), path).toBe(true);
    for (const path of ['/', '/search', '/bm/brands', '/store/check-out-store']) expect(isDeliveryLocked(path), path).toBe(false);
    expect(DELIVERY_LOCKED_PATH_PARTS).toEqual(['voucher-shipping', 'checkout', 'payment']);
  });

  it('renders disabled on a checkout path and enabled elsewhere', () => {
    expect(tagsWith(renderAt('/checkout', withDelivery(EMPTY_DELIVERY, <DeliveryButton />)), '<button', 'disabled=""')).toHaveLength(1);
    expect(renderAt('/bm/payment/return', withDelivery(EMPTY_DELIVERY, <DeliveryButton />))).toContain('Lokasi penghantaran tidak boleh ditukar');
    const home = renderAt('/search', withDelivery(EMPTY_DELIVERY, <DeliveryButton />));
    expect(tagsWith(home, '<button', 'aria-haspopup="dialog"')).toHaveLength(1);
    expect(tagsWith(home, '<button', 'disabled=""')).toHaveLength(0);
    expect(home).toContain('Set delivery location');
  });

  it('shows the postcode of the request’s delivery cookie in the server’s markup', () => {
    const delivery = requestDelivery(`a=1; ${DELIVERY_COOKIE}=${encodeURIComponent(storedValue('50450'))}; b=2`);
    expect(delivery).toEqual({ postcode: '50450', address: null });
    expect(renderAt('/search', withDelivery(delivery, <DeliveryButton />))).toContain('Deliver to 50450');
  });
});

describe('delivery cookie', () => {
  it('is written for a year on the whole site, readable by the browser, and read back', () => {
    const value = storedValue('88000', { id: 7, zip: '88000', updated_at: '2026-01-02T03:04:05Z' });
    const assignment = deliveryCookie(DELIVERY_COOKIE, value, 31_536_000, false);
    expect(assignment).toMatch(/^delivery=[^;\s]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(deliveryCookie(DELIVERY_COOKIE, value, 31_536_000, true)).toMatch(/; Secure$/);
    expect(cookieValue(assignment.split(';')[0], DELIVERY_COOKIE)).toBe(value);
    expect(deliveryCookie(DELIVERY_COOKIE, null, 31_536_000, false)).toBe('delivery=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
  });

  it('reads as empty when absent, empty or not ours', () => {
    for (const header of [null, '', 'deliveryx=1', 'delivery=', 'delivery=%E0%A4%A', 'delivery=%7B%22postcode%22%3A%22123%22%7D']) expect(requestDelivery(header), String(header)).toEqual(EMPTY_DELIVERY);
  });
});

describe('postcode', () => {
  it('accepts exactly five digits', () => {
    expect(parsePostcode(' 50450 ')).toBe('50450');
    for (const bad of ['5045', '504501', '5O450', '', '50 450']) expect(parsePostcode(bad)).toBeNull();
  });

  it('reads back what it stores, and ignores anything else in storage', () => {
    expect(readStoredPostcode(storedValue('88000'))).toBe('88000');
    for (const raw of [null, '', 'not json', '{"postcode":"123"}', '{"postcode":50450}', 'null']) expect(readStoredPostcode(raw)).toBeNull();
  });
});
