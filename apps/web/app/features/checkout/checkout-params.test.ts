import { describe, expect, it } from 'vitest';
import { checkoutBody, readCheckoutParams, writeCheckoutParams } from './checkout-params';

describe('checkout parameters in the URL', () => {
  it('read back what they write, the shipping voucher included', () => {
    const search = new URLSearchParams('step=review&address_id=7&delivery_3=SELF_PICK_UP&slot_date_3=2026-12-01&slot_3=NIGHT&delivery_4=LOCKER&locker_4=9&promotion_code=WELCOME5&shipping_promotion_user_id=12&payment_method=CARD&credit_card_id=5&offset=10.5');
    const params = readCheckoutParams(search);
    expect(params).toMatchObject({ step: 'review', addressId: 7, shippingVoucherId: 12, paymentMethod: 'CARD', creditCardId: 5, offsetAmount: 1_050, promotionCode: 'WELCOME5' });
    const written = writeCheckoutParams(params, 7);
    expect(readCheckoutParams(written)).toEqual({ ...params, step: 'address' });
    expect(checkoutBody(params, 7)).toEqual({
      address_id: 7,
      deliveries: [
        { store_id: 3, method: 'SELF_PICK_UP', slot_date: '2026-12-01', slot: 'NIGHT' },
        { store_id: 4, method: 'LOCKER', locker_id: 9 },
      ],
      promotion_code: 'WELCOME5',
      shipping_promotion_user_id: 12,
      payment_method: 'CARD',
      credit_card_id: 5,
      offset_amount: 1_050,
    });
  });

  it('drop a voucher id that is no id, and an empty choice of none', () => {
    for (const value of ['', '0', '-3', 'abc', '1e3', '12345678901']) expect(readCheckoutParams(new URLSearchParams({ shipping_promotion_user_id: value })).shippingVoucherId, value).toBeNull();
    expect(checkoutBody(readCheckoutParams(new URLSearchParams('shipping_promotion_user_id=')), 1)).not.toHaveProperty('shipping_promotion_user_id');
  });
});
