import { apiPaths } from '@borong/contracts/api-paths';
import type { z } from 'zod';
import { apiErrorSchema } from '@borong/contracts/common';
import {
  MAX_ADDRESSES,
  addressBodySchema,
  addressDeleteResponseSchema,
  addressEditBodySchema,
  addressFieldsSchema,
  addressListResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  setDefaultBodySchema,
} from '@borong/contracts/addresses';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiApp, ApiDeps } from '../app/types';
import { parseBody } from '../app/parse-body';
import { callerId, requireUser } from '../auth/guard';
import { addAddress, deleteAddress, editAddress, listAddresses, makeDefaultAddress, saveBillingAddress } from './addresses';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The address book (spec §4 "Address"); its rules live in ./addresses. */
export default async function addressRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get(apiPaths.addresses, {
    schema: {
      tags: ['account'],
      summary: "The caller's address book and billing address",
      description: 'Shipping addresses, the default first, then the most recently updated. `billing_address` is null until one is saved.',
      response: { 200: addressListResponseSchema, ...errors },
    },
    handler: (request) => listAddresses(db, callerId(request)),
  });

  app.post(apiPaths.addressAdd, {
    schema: {
      tags: ['account'],
      summary: 'Adds an address to the address book',
      description: `Fields: recipient_name (≤ 100), phone (a Malaysian number, stored as +60…), address_1 (≤ 150), address_2 (optional, ≤ 150), city (≤ 80), state_id (from GET /data/states), zip (5 digits of that state, else 'Invalid Postcode'), default ('Y' makes it the default). The first address is always the default. A buyer keeps at most ${MAX_ADDRESSES} addresses (409 beyond).`,
      body: addressBodySchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => ({ error: false as const, message: 'Address added', data: await addAddress(db, callerId(request), request.body) }),
  });

  app.post(apiPaths.addressEditRoute, {
    schema: {
      tags: ['account'],
      summary: 'Edits an address, or makes it the default',
      description:
        "Either the full address fields (as for add), or only `{ \"default\": \"Y\" }` to make it the default address. `default: 'N'` on the current default is ignored: there is always one default, moved by choosing another. Another buyer's address, or one that does not exist, answers 404.",
      params: addressParamsSchema,
      body: addressEditBodySchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    // The body is one of two shapes; it is parsed below, so each shape gets its own field messages.
    validatorCompiler: (route) => (route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0])),
    handler: async (request) => {
      const userId = callerId(request);
      const { id } = request.params as z.output<typeof addressParamsSchema>;
      const raw = request.body;
      const onlyDefault = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 1 && 'default' in raw;
      if (onlyDefault) {
        parseBody(setDefaultBodySchema, raw);
        return { error: false as const, message: 'Default address updated', data: await makeDefaultAddress(db, userId, id) };
      }
      return { error: false as const, message: 'Address updated', data: await editAddress(db, userId, id, parseBody(addressBodySchema, raw)) };
    },
  });

  app.post(apiPaths.addressDeleteRoute, {
    schema: {
      tags: ['account'],
      summary: 'Deletes an address',
      description: "Deleting the default address makes the most recently updated remaining address the default (`new_default_id`). Another buyer's address answers 404.",
      params: addressParamsSchema,
      response: { 200: addressDeleteResponseSchema, ...errors },
    },
    handler: async (request) => ({ error: false as const, message: 'Address deleted', new_default_id: await deleteAddress(db, callerId(request), request.params.id) }),
  });

  app.post(apiPaths.billingAddressEdit, {
    schema: {
      tags: ['account'],
      summary: "Saves the caller's billing address",
      description: 'The same fields as an address (no default). The first call creates the billing address, later calls replace it.',
      body: addressFieldsSchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => ({ error: false as const, message: 'Billing address saved', data: await saveBillingAddress(db, callerId(request), request.body) }),
  });
}
