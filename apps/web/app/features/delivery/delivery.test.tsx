import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { DELIVERY_LOCKED_PATH_PARTS, isDeliveryLocked, parsePostcode, readStoredPostcode, storedValue } from './delivery';
import { DeliveryButton } from './delivery-button';

describe('delivery-setting button', () => {
  it('is disabled on paths containing voucher-shipping, checkout or payment, in either language', () => {
    for (const path of ['/checkout', '/bm/checkout/summary', '/voucher-shipping', '/settings/payment-methods', '/cart/Checkout']) expect(isDeliveryLocked(path), path).toBe(true);
    for (const path of ['/', '/search', '/bm/brands', '/store/check-out-store']) expect(isDeliveryLocked(path), path).toBe(false);
    expect(DELIVERY_LOCKED_PATH_PARTS).toEqual(['voucher-shipping', 'checkout', 'payment']);
  });

  it('renders disabled on a checkout path and enabled elsewhere', () => {
    expect(tagsWith(renderAt('/checkout', <DeliveryButton />), '<button', 'disabled=""')).toHaveLength(1);
    expect(renderAt('/bm/payment/return', <DeliveryButton />)).toContain('Lokasi penghantaran tidak boleh ditukar');
    const home = renderAt('/search', <DeliveryButton />);
    expect(tagsWith(home, '<button', 'aria-haspopup="dialog"')).toHaveLength(1);
    expect(tagsWith(home, '<button', 'disabled=""')).toHaveLength(0);
    expect(home).toContain('Set delivery location');
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
