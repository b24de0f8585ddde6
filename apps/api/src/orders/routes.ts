import { apiPaths } from '@borong/contracts/api-paths';
import { apiErrorSchema, idParam } from '@borong/contracts/common';
import { orderDetailResponseSchema } from '@borong/contracts/orders';
import { z } from 'zod';
import type { ApiApp, ApiDeps } from '../app/types';
import { callerId, requireUser } from '../auth/guard';
import { orderDetail } from './orders';

/** The buyer's orders (issue 10: the confirmation page; issue 11 adds the list and the actions). */
export default async function orderRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.orderDetailRoute, {
    schema: {
      tags: ['orders'],
      summary: 'One of the buyer’s seller orders',
      description: 'Lines as sold (name, unit, quantity, price, subtotal, discount, tax type, rate and amount), the seller, delivery (method, slot, locker, address as placed), payment (method and the checkout payment’s status), credit_terms (for an order paid on credit terms: the checkout’s charge with its service fee, and its due time; else null), totals, the status history and the other seller orders of the same checkout. Another buyer’s order, or none, is a 404 "No order found".',
      params: z.object({ id: idParam('id') }),
      response: { 200: orderDetailResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => ({ data: await orderDetail(db, callerId(request), request.params.id) }),
  });
}
