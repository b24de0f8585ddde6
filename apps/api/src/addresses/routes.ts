import { sql } from 'drizzle-orm';
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
  type Address,
} from '@borong/contracts/addresses';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import type { ApiApp, ApiDeps } from '../app/types';
import { HttpError, notFound } from '../app/errors';
import { invalidField, isoTime, parseBody } from '../app/parse-body';
import { callerId, requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { postcodeBelongsToState } from './postcodes';
import { lockUser } from '../app/lock-user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const ADDRESS_NOT_FOUND = 'Address not found';

interface AddressRow {
  id: number;
  recipient_name: string;
  phone: string;
  address_1: string;
  address_2: string | null;
  city: string;
  state_id: number;
  state_name: string;
  zip: string;
  is_default: boolean;
  updated_at: Date | string;
}

const addressColumns = sql`a.id, a.recipient_name, a.phone, a.address_1, a.address_2, a.city, a.state_id, s.name as state_name, a.zip, a.is_default, a.updated_at`;

const toAddress = (row: AddressRow): Address => ({
  id: Number(row.id),
  recipient_name: row.recipient_name,
  phone: row.phone,
  address_1: row.address_1,
  address_2: row.address_2,
  city: row.city,
  state_id: Number(row.state_id),
  state_name: row.state_name,
  zip: row.zip,
  default: row.is_default ? 'Y' : 'N',
  updated_at: isoTime(row.updated_at),
});

async function readAddress(db: Db, userId: number, id: number): Promise<Address | null> {
  const [row] = await rows<AddressRow>(db, sql`select ${addressColumns} from addresses a join states s on s.id = a.state_id where a.id = ${id} and a.user_id = ${userId}`);
  return row ? toAddress(row) : null;
}

type AddressFields = z.output<typeof addressFieldsSchema>;

/** The state must exist and the postcode must be one of its postcodes ("Invalid Postcode" otherwise). */
async function checkStateAndPostcode(db: Db, fields: AddressFields): Promise<void> {
  const [state] = await rows<{ code: string }>(db, sql`select code from states where id = ${fields.state_id}`);
  if (!state) throw invalidField('state_id', M['accountV.state']);
  if (!postcodeBelongsToState(fields.zip, state.code)) throw invalidField('zip', M['accountV.postcode']);
}

const fieldValues = (f: AddressFields) => ({
  recipient: f.recipient_name,
  phone: f.phone,
  line1: f.address_1,
  line2: f.address_2 ?? null,
  city: f.city,
  state: f.state_id,
  zip: f.zip,
});

/**
 * The address book (spec §4 "Address"). Rules: exactly one default while the book has any
 * address; the first address becomes the default whatever it asks; `default: 'Y'` on add or edit
 * moves the default to it; deleting the default promotes the most recently updated remaining
 * address. Each change runs in a transaction that first locks the buyer's row, so two requests
 * at once cannot leave two defaults or none.
 */
export default async function addressRoutes(app: ApiApp, { database }: ApiDeps) {
  const { db } = database;
  app.addHook('onRequest', requireUser(db));

  app.get('/user/address', {
    schema: {
      tags: ['account'],
      summary: "The caller's address book and billing address",
      description: 'Shipping addresses, the default first, then the most recently updated. `billing_address` is null until one is saved.',
      response: { 200: addressListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const found = await rows<AddressRow & { kind: string }>(
        db,
        sql`select ${addressColumns}, a.kind from addresses a join states s on s.id = a.state_id where a.user_id = ${userId} order by a.is_default desc, a.updated_at desc, a.id desc`,
      );
      const billing = found.find((a) => a.kind === 'billing');
      return { data: found.filter((a) => a.kind === 'shipping').map(toAddress), billing_address: billing ? toAddress(billing) : null };
    },
  });

  app.post('/user/address/add', {
    schema: {
      tags: ['account'],
      summary: 'Adds an address to the address book',
      description: `Fields: recipient_name (≤ 100), phone (a Malaysian number, stored as +60…), address_1 (≤ 150), address_2 (optional, ≤ 150), city (≤ 80), state_id (from GET /data/states), zip (5 digits of that state, else 'Invalid Postcode'), default ('Y' makes it the default). The first address is always the default. A buyer keeps at most ${MAX_ADDRESSES} addresses (409 beyond).`,
      body: addressBodySchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const body = request.body;
      await checkStateAndPostcode(db, body);
      const id = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from addresses where user_id = ${userId} and kind = 'shipping'`);
        const existing = Number(count?.n ?? 0);
        if (existing >= MAX_ADDRESSES) throw new HttpError(409, `An address book holds at most ${MAX_ADDRESSES} addresses`);
        const makeDefault = existing === 0 || body.default === 'Y';
        if (makeDefault) await tx.execute(sql`update addresses set is_default = false where user_id = ${userId} and is_default`);
        const v = fieldValues(body);
        const [row] = await rows<{ id: number }>(
          tx,
          sql`insert into addresses (user_id, kind, recipient_name, phone, address_1, address_2, city, state_id, zip, is_default)
              values (${userId}, 'shipping', ${v.recipient}, ${v.phone}, ${v.line1}, ${v.line2}, ${v.city}, ${v.state}, ${v.zip}, ${makeDefault}) returning id`,
        );
        return Number(row?.id);
      });
      const address = await readAddress(db, userId, id);
      if (!address) throw notFound(ADDRESS_NOT_FOUND);
      return { error: false as const, message: 'Address added', data: address };
    },
  });

  app.post('/user/address/edit/:id', {
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
        await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [target] = await rows<{ id: number }>(tx, sql`select id from addresses where id = ${id} and user_id = ${userId} and kind = 'shipping'`);
          if (!target) throw notFound(ADDRESS_NOT_FOUND);
          await tx.execute(sql`update addresses set is_default = false where user_id = ${userId} and is_default and id <> ${id}`);
          await tx.execute(sql`update addresses set is_default = true, updated_at = now() where id = ${id}`);
        });
      } else {
        const body = parseBody(addressBodySchema, raw);
        await checkStateAndPostcode(db, body);
        await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [target] = await rows<{ id: number }>(tx, sql`select id from addresses where id = ${id} and user_id = ${userId} and kind = 'shipping'`);
          if (!target) throw notFound(ADDRESS_NOT_FOUND);
          if (body.default === 'Y') await tx.execute(sql`update addresses set is_default = false where user_id = ${userId} and is_default and id <> ${id}`);
          const v = fieldValues(body);
          await tx.execute(sql`
            update addresses set recipient_name = ${v.recipient}, phone = ${v.phone}, address_1 = ${v.line1}, address_2 = ${v.line2}, city = ${v.city},
              state_id = ${v.state}, zip = ${v.zip}, is_default = is_default or ${body.default === 'Y'}, updated_at = now()
            where id = ${id}`);
        });
      }
      const address = await readAddress(db, userId, id);
      if (!address) throw notFound(ADDRESS_NOT_FOUND);
      return { error: false as const, message: onlyDefault ? 'Default address updated' : 'Address updated', data: address };
    },
  });

  app.post('/user/address/delete/:id', {
    schema: {
      tags: ['account'],
      summary: 'Deletes an address',
      description: "Deleting the default address makes the most recently updated remaining address the default (`new_default_id`). Another buyer's address answers 404.",
      params: addressParamsSchema,
      response: { 200: addressDeleteResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const { id } = request.params;
      const newDefault = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [deleted] = await rows<{ is_default: boolean }>(tx, sql`delete from addresses where id = ${id} and user_id = ${userId} and kind = 'shipping' returning is_default`);
        if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
        if (!deleted.is_default) return null;
        const [promoted] = await rows<{ id: number }>(
          tx,
          sql`update addresses set is_default = true where id = (
                select id from addresses where user_id = ${userId} and kind = 'shipping' order by updated_at desc, id desc limit 1
              ) returning id`,
        );
        return promoted ? Number(promoted.id) : null;
      });
      return { error: false as const, message: 'Address deleted', new_default_id: newDefault };
    },
  });

  app.post('/user/address/edit-billing-address', {
    schema: {
      tags: ['account'],
      summary: "Saves the caller's billing address",
      description: 'The same fields as an address (no default). The first call creates the billing address, later calls replace it.',
      body: addressFieldsSchema,
      response: { 200: addressResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = callerId(request);
      const body = request.body;
      await checkStateAndPostcode(db, body);
      const v = fieldValues(body);
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into addresses (user_id, kind, recipient_name, phone, address_1, address_2, city, state_id, zip)
            values (${userId}, 'billing', ${v.recipient}, ${v.phone}, ${v.line1}, ${v.line2}, ${v.city}, ${v.state}, ${v.zip})
            on conflict (user_id) where kind = 'billing' do update set recipient_name = excluded.recipient_name, phone = excluded.phone,
              address_1 = excluded.address_1, address_2 = excluded.address_2, city = excluded.city, state_id = excluded.state_id, zip = excluded.zip, updated_at = now()
            returning id`,
      );
      const address = row ? await readAddress(db, userId, Number(row.id)) : null;
      if (!address) throw notFound(ADDRESS_NOT_FOUND);
      return { error: false as const, message: 'Billing address saved', data: address };
    },
  });
}
