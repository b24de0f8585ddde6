import { z } from 'zod';

/** Every API error: `{ error: true, message, errors?, code? }`; `errors` maps a field to its messages. */
export const apiErrorSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable reason where a client may want its own words (the cart's quantity rules). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const LOCALES = ['en', 'ms'] as const;
export type ApiLocale = (typeof LOCALES)[number];

/** Query values arrive as strings; an empty value means "not given", as a browser form sends it. */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const pageParam = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'page must be a whole number from 1' }).int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').max(100_000, 'page must be at most 100000').default(1),
);

export const perPageParam = (defaultSize: number, max = 100) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `per_page must be a whole number from 1 to ${max}` })
      .int(`per_page must be a whole number from 1 to ${max}`)
      .min(1, `per_page must be a whole number from 1 to ${max}`)
      .max(max, `per_page must be a whole number from 1 to ${max}`)
      .default(defaultSize),
  );

export const optionalText = (field: string, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: `${field} must be text` }).max(max, `${field} must be at most ${max} characters`).optional(),
  );

export const idParam = (field: string) =>
  z.coerce.number({ error: `${field} must be a positive whole number` }).int(`${field} must be a positive whole number`).min(1, `${field} must be a positive whole number`).max(2_147_483_647, `${field} is out of range`);

export const paginationMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export function paginationMeta(total: number, page: number, perPage: number): PaginationMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** A search's page meta: `total_estimated` says the total is the planner's estimate (above what a search counts), not a count. */
export const searchMetaSchema = paginationMetaSchema.extend({
  total_estimated: z
    .boolean()
    .describe(
      'True when `total` is the planner\'s estimate, not a count: above 1,000 stores or 5,000 products (STORE_COUNT_LIMIT, PRODUCT_COUNT_LIMIT). Never below what was counted: a total of exactly the limit + 1 means only "more than the limit".',
    ),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

export function searchMeta(total: number, page: number, perPage: number, estimated = false): SearchMeta {
  return { ...paginationMeta(total, page, perPage), total_estimated: estimated };
}
