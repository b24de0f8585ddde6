import { apiPaths } from '@borong/contracts/api-paths';
import { placedOrderResponseSchema, quoteResponseSchema, shippingVouchersResponseSchema, type CheckoutBody } from '@borong/contracts/checkout';
import { orderDetailResponseSchema } from '@borong/contracts/orders';
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@borong/contracts/statuses';
import type { ApiClient } from '../../lib/api';

const paymentResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    amount: z.number().int(),
    checkout_id: z.number().int(),
    continue_url: z.string().nullable(),
    orders: z.array(z.object({ id: z.number().int(), order_no: z.string(), status: z.enum(ORDER_STATUSES), grand_total: z.number().int(), pay_by: z.string().nullable() })),
  }),
});
const retryResponseSchema = z.object({ error: z.literal(false), data: z.object({ id: z.number().int(), status: z.enum(PAYMENT_STATUSES), redirect_url: z.string() }) });

export function checkoutApi(api: ApiClient) {
  return {
    quote: (body: CheckoutBody) => api.post(quoteResponseSchema, apiPaths.cartQuote, body),
    place: (body: CheckoutBody, idempotencyKey: string) => api.json(placedOrderResponseSchema, 'POST', `${apiPaths.checkoutStoreCart}?is_mobile=0`, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    shippingVouchers: () => api.get(shippingVouchersResponseSchema, apiPaths.shippingVouchers),
    order: (id: number) => api.get(orderDetailResponseSchema, apiPaths.orderDetail(id)),
    payment: (id: number) => api.get(paymentResponseSchema, apiPaths.payment(id)),
    retryPayment: (id: number) => api.post(retryResponseSchema, apiPaths.paymentRetry(id)),
  };
}
