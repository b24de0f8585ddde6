import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_ADDRESSES, type Address, type addressBodySchema, type addressFieldsSchema } from '@borong/contracts/addresses';
import { ACCOUNT_MESSAGES as M } from '@borong/contracts/account-messages';
import { conflict, notFound } from '../app/errors';
import { invalidField, isoTime } from '../app/parse-body';
import { lockUser } from '../app/lock-user';
import type { Db } from '../db/client';
import { addresses, states } from '../db/schema';
import { postcodeBelongsToState } from './postcodes';

export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressInput = z.output<typeof addressBodySchema>;

const ADDRESS_NOT_FOUND = 'Address not found';

const addressColumns = {
  id: addresses.id,
  kind: addresses.kind,
  recipientName: addresses.recipientName,
  phone: addresses.phone,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  stateId: addresses.stateId,
  stateName: states.name,
  zip: addresses.zip,
  isDefault: addresses.isDefault,
  updatedAt: addresses.updatedAt,
};

type AddressRow = Omit<typeof addresses.$inferSelect, 'userId' | 'createdAt'> & { stateName: string };

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  recipient_name: row.recipientName,
  phone: row.phone,
  address_1: row.address1,
  address_2: row.address2,
  city: row.city,
  state_id: row.stateId,
  state_name: row.stateName,
  zip: row.zip,
  default: row.isDefault ? 'Y' : 'N',
  updated_at: isoTime(row.updatedAt),
});

const selectAddresses = (db: Db) => db.select(addressColumns).from(addresses).innerJoin(states, eq(states.id, addresses.stateId));

const fieldValues = (f: AddressFields) => ({
  recipientName: f.recipient_name,
  phone: f.phone,
  address1: f.address_1,
  address2: f.address_2 ?? null,
  city: f.city,
  stateId: f.state_id,
  zip: f.zip,
});

/** The state must exist and the postcode must be one of its postcodes ("Invalid Postcode" otherwise). */
async function checkStateAndPostcode(db: Db, fields: AddressFields): Promise<void> {
  const [state] = await db.select({ code: states.code }).from(states).where(eq(states.id, fields.state_id));
  if (!state) throw invalidField('state_id', M['accountV.state']);
  if (!postcodeBelongsToState(fields.zip, state.code)) throw invalidField('zip', M['accountV.postcode']);
}

async function readAddress(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await selectAddresses(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toAddress(row);
}

/** Locks the buyer and checks that `id` is one of their shipping addresses. */
async function lockOwnShippingAddress(tx: Db, userId: number, id: number): Promise<void> {
  await lockUser(tx, userId);
  const [target] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.kind, 'shipping')));
  if (!target) throw notFound(ADDRESS_NOT_FOUND);
}

const clearDefault = (tx: Db, userId: number, except?: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except === undefined ? undefined : ne(addresses.id, except)));

/*
 * The address book (spec §4 "Address"). Rules: exactly one default while the book has any
 * address; the first address becomes the default whatever it asks; `default: 'Y'` on add or edit
 * moves the default to it; deleting the default promotes the most recently updated remaining
 * address. Each change runs in a transaction that first locks the buyer's row, so two requests
 * at once cannot leave two defaults or none.
 */

/** Shipping addresses, the default first, then the most recently updated; and the billing address. */
export async function listAddresses(db: Db, userId: number): Promise<{ data: Address[]; billing_address: Address | null }> {
  const found = await selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id));
  const billing = found.find((a) => a.kind === 'billing');
  return { data: found.filter((a) => a.kind === 'shipping').map(toAddress), billing_address: billing ? toAddress(billing) : null };
}

export async function addAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  await checkStateAndPostcode(db, input);
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await tx.$count(addresses, and(eq(addresses.userId, userId), eq(addresses.kind, 'shipping')));
    if (existing >= MAX_ADDRESSES) throw conflict(`An address book holds at most ${MAX_ADDRESSES} addresses`);
    const makeDefault = existing === 0 || input.default === 'Y';
    if (makeDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, kind: 'shipping', ...fieldValues(input), isDefault: makeDefault })
      .returning({ id: addresses.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return readAddress(db, userId, id);
}

export async function makeDefaultAddress(db: Db, userId: number, id: number): Promise<Address> {
  await db.transaction(async (tx) => {
    await lockOwnShippingAddress(tx, userId, id);
    await clearDefault(tx, userId, id);
    await tx.update(addresses).set({ isDefault: true, updatedAt: sql`now()` }).where(eq(addresses.id, id));
  });
  return readAddress(db, userId, id);
}

/** `default: 'N'` on the current default is ignored: the default only moves by choosing another. */
export async function editAddress(db: Db, userId: number, id: number, input: AddressInput): Promise<Address> {
  await checkStateAndPostcode(db, input);
  await db.transaction(async (tx) => {
    await lockOwnShippingAddress(tx, userId, id);
    const makeDefault = input.default === 'Y';
    if (makeDefault) await clearDefault(tx, userId, id);
    await tx
      .update(addresses)
      .set({ ...fieldValues(input), ...(makeDefault ? { isDefault: true } : {}), updatedAt: sql`now()` })
      .where(eq(addresses.id, id));
  });
  return readAddress(db, userId, id);
}

/** Deletes a shipping address; answers the id of the address that became the default, if one did. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.kind, 'shipping')))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
    if (!deleted.isDefault) return null;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.kind, 'shipping')))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1);
    if (!next) return null;
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    return next.id;
  });
}

/** The first call creates the billing address, later calls replace it. */
export async function saveBillingAddress(db: Db, userId: number, fields: AddressFields): Promise<Address> {
  await checkStateAndPostcode(db, fields);
  const values = fieldValues(fields);
  const [row] = await db
    .insert(addresses)
    .values({ userId, kind: 'billing', ...values })
    .onConflictDoUpdate({ target: addresses.userId, targetWhere: sql`kind = 'billing'`, set: { ...values, updatedAt: sql`now()` } })
    .returning({ id: addresses.id });
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return readAddress(db, userId, row.id);
}
