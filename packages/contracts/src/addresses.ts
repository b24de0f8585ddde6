import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { formId, malaysianPhone, optionalTrimmed, requiredText } from './account-fields';

/** How many addresses one buyer may keep in the address book. */
export const MAX_ADDRESSES = 50;

/** A Malaysian postcode: five digits. That it belongs to the chosen state is checked by the API. */
export const postcodeField = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M['accountV.postcode'] }).regex(/^\d{5}$/, M['accountV.postcode']));

const yesNo = z.enum(['Y', 'N'], { error: M['accountV.default'] });

/**
 * The fields of an address (spec §7 "address fields"; not shown there, so ours): who receives it,
 * a Malaysian phone, two address lines, city, state (an id of `GET /data/states`) and a 5-digit
 * postcode of that state. `default: 'Y'` makes it the default address.
 */
export const addressFieldsSchema = z.object({
  recipient_name: requiredText(100, M['accountV.recipientMax']),
  phone: malaysianPhone,
  address_1: requiredText(150, M['accountV.addressMax']),
  address_2: optionalTrimmed(150, M['accountV.addressMax']),
  city: requiredText(80, M['accountV.cityMax']),
  state_id: formId(M['accountV.state']),
  zip: postcodeField,
});
export const addressBodySchema = addressFieldsSchema.extend({ default: yesNo.optional() });
export type AddressBody = z.infer<typeof addressBodySchema>;

/** `POST /user/address/edit/{id}` with only `{ default: 'Y' }` makes that address the default. */
export const setDefaultBodySchema = z.strictObject({ default: z.literal('Y', { error: "default must be 'Y'" }) });
export const addressEditBodySchema = z.union([setDefaultBodySchema, addressBodySchema]);

export const addressParamsSchema = z.object({ id: formId() });

export const addressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  phone: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  state_id: z.number().int(),
  state_name: z.string(),
  zip: z.string(),
  /** 'Y' marks the default address (spec §3). */
  default: yesNo,
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ data: z.array(addressSchema), billing_address: addressSchema.nullable() });
export type AddressList = z.infer<typeof addressListResponseSchema>;
export const addressResponseSchema = z.object({ error: z.literal(false), message: z.string(), data: addressSchema });
export const addressDeleteResponseSchema = z.object({
  error: z.literal(false),
  message: z.string(),
  /** The address that became the default because the deleted one was; null otherwise. */
  new_default_id: z.number().int().nullable(),
});
