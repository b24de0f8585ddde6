import { z } from 'zod';
import { paginationMetaSchema } from './common';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'mydebit', 'unionpay'] as const;

/** A saved card: brand, last four digits and expiry; never a card number. */
export const savedCardSchema = z.object({
  id: z.number().int(),
  brand: z.enum(CARD_BRANDS),
  last_four: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  is_expired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListResponseSchema = z.object({ data: z.array(savedCardSchema) });

export const eCreditQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'per_page must be a whole number from 1 to 50' }).int().min(1).max(50).default(20),
});
/** Spec §3: date, invoice number, amount (signed sen: positive credits, negative payments). */
export const eCreditTransactionSchema = z.object({ id: z.number().int(), date: z.string(), invoice_number: z.string(), amount: z.number().int() });
export type ECreditTransaction = z.infer<typeof eCreditTransactionSchema>;
export const eCreditResponseSchema = z.object({
  /** The balance in sen: the sum of every transaction. */
  balance: z.number().int(),
  data: z.array(eCreditTransactionSchema),
  meta: paginationMetaSchema,
});
export type ECreditStatement = z.infer<typeof eCreditResponseSchema>;
