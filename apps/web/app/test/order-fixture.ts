import type { OrderDetail } from '@borong/contracts/orders';

/** A paid order as the API details it, for route tests. */
export const ORDER: OrderDetail = {
  id: 12,
  order_no: 'BR00000012',
  checkout_id: 4,
  status: 'PROCESSED',
  created_at: '2026-03-02T02:00:00.000Z',
  pay_by: null,
  store: { id: 3, url: 'kedai-ali', domain_name: 'Kedai Ali', logo: null },
  items: [{ line_id: 1, product_id: 9, name: 'Kopi 1kg', unit: 'pack', image_url: null, quantity: 2, price: 1_000, subtotal: 2_000, discount: 0, tax_type: 'SALES_TAX', tax_rate: 1000, tax_amount: 200, pwp_offer_id: null, regular_price: null }],
  delivery: { method: 'NATIONWIDE_DELIVERY', slot_date: null, slot: null, locker: null, address: { zip: '50450' } },
  payment: { method: 'E-CREDIT', status: 'PAID', payment_id: 7, amount: 2_700 },
  credit_terms: null,
  totals: { subtotal: 2_000, discount: 0, goods_tax: 200, delivery_fee: 500, delivery_discount: 0, delivery_tax: 0, grand_total: 2_700, offset_amount: 0 },
  history: [{ from: null, to: 'NEW_ORDER', actor: 'buyer', reason: 'Order placed', created_at: '2026-03-02T02:00:00.000Z' }],
  siblings: [],
  can_cancel: true,
  can_complete: false,
  refunds: [],
  dispute: null,
  dispute_until: null,
};
