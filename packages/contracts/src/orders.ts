import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TIME_SLOTS } from './statuses';

const int = () => z.number().int();

/** `GET /mydin-online/order/detail/{id}`: one of the buyer's seller orders, as placed. */
export const orderDetailSchema = z.object({
  id: int(),
  order_no: z.string(),
  checkout_id: int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  pay_by: z.string().nullable(),
  store: z.object({ id: int(), url: z.string(), domain_name: z.string(), logo: z.string().nullable() }),
  items: z.array(
    z.object({
      product_id: int(),
      name: z.string(),
      unit: z.string(),
      image_url: z.string().nullable(),
      quantity: int(),
      price: int(),
      subtotal: int(),
      discount: int(),
      tax_type: z.string(),
      tax_rate: int(),
      tax_amount: int(),
      /** The purchase-with-purchase offer whose special price `price` is, and the unit price without it; both null for a line at its normal price. */
      pwp_offer_id: int().nullable(),
      regular_price: int().nullable(),
    }),
  ),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    slot_date: z.string().nullable(),
    slot: z.enum(TIME_SLOTS).nullable(),
    locker: z.object({ id: int(), name: z.string(), address: z.string(), postcode: z.string() }).nullable(),
    address: z.record(z.string(), z.string()),
  }),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES).nullable(), payment_id: int().nullable(), amount: int() }),
  /** Paid on credit terms: the checkout's charge (all its orders, the service fee included), that fee, and when it falls due; null otherwise. */
  credit_terms: z.object({ charge: int(), service_fee: int(), due_at: z.string() }).nullable(),
  totals: z.object({
    subtotal: int(),
    discount: int(),
    goods_tax: int(),
    delivery_fee: int(),
    delivery_discount: int(),
    delivery_tax: int(),
    grand_total: int(),
    offset_amount: int(),
  }),
  history: z.array(z.object({ from: z.enum(ORDER_STATUSES).nullable(), to: z.enum(ORDER_STATUSES), actor: z.string(), reason: z.string().nullable(), created_at: z.string() })),
  /** The other seller orders placed in the same checkout. */
  siblings: z.array(z.object({ id: int(), order_no: z.string(), store_name: z.string(), status: z.enum(ORDER_STATUSES), grand_total: int() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });
