import { toDecimalString } from '@borong/contracts/money';
import { sellerProductSchema, sellerProductUpdateSchema, type SellerProduct, type SellerProductUpdate } from '@borong/contracts/seller';
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/en';
import { issuesToFieldErrors, type FieldErrors } from '../../ui/form/form-errors';
import { ringgitToSen } from '../../lib/money';

/*
 * The product editor's form (issue 11): prices typed in ringgit, quantities as whole numbers,
 * volume tiers as up to five rows of "from quantity" and "unit price". The form carries the
 * product as it was shown (`original`), and only what the seller changed is sent: stock sold
 * while the editor was open is not written back over when only the price changes.
 */

export const MAX_TIERS = 5;

/** The editable part of a product, as the form carries it in `original`. */
export const editableProductSchema = sellerProductSchema.pick({ price: true, discount_percent: true, stock_count: true, min_qty: true, qty_step: true, max_qty: true, price_tiers: true });
export type EditableProduct = z.infer<typeof editableProductSchema>;

export const tierField = (index: number, part: 'min_qty' | 'unit_price') => `price_tiers.${index}.${part}`;

/** The form's fields filled from a product: ringgit with two decimals, empty for no maximum and unused tier rows. */
export function productFormValues(product: EditableProduct): Record<string, string> {
  const values: Record<string, string> = {
    price: toDecimalString(product.price),
    discount_percent: String(product.discount_percent),
    stock_count: String(product.stock_count),
    min_qty: String(product.min_qty),
    qty_step: String(product.qty_step),
    max_qty: product.max_qty === null ? '' : String(product.max_qty),
  };
  for (let i = 0; i < MAX_TIERS; i++) {
    const tier = product.price_tiers[i];
    values[tierField(i, 'min_qty')] = tier ? String(tier.min_qty) : '';
    values[tierField(i, 'unit_price')] = tier ? toDecimalString(tier.unit_price) : '';
  }
  return values;
}

const WHOLE = /^\s*\d{1,9}\s*$/;

export type ProductFormResult = { ok: true; change: SellerProductUpdate | null } | { ok: false; errors: FieldErrors };

/**
 * Reads the submitted form against the product it was opened on: the change to send (null when
 * nothing changed), or the messages of the fields that are not numbers at all. Whether the numbers
 * are allowed is the contract schema's (checked here too, so its messages show before a call) and
 * then the API's (the rules between fields).
 */
export function readProductForm(values: Record<string, string | undefined>, original: EditableProduct): ProductFormResult {
  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey) => ((errors[field] ??= []).push(key), null);
  const text = (field: string) => (values[field] ?? '').trim();
  const whole = (field: string) => (WHOLE.test(text(field)) ? Number(text(field)) : fail(field, text(field) ? 'seller.v.wholeNumber' : 'REQUIRED'));
  const ringgit = (field: string) => ringgitToSen(text(field)) ?? fail(field, text(field) ? 'seller.v.ringgit' : 'REQUIRED');

  const next = {
    price: ringgit('price'),
    discount_percent: whole('discount_percent'),
    stock_count: whole('stock_count'),
    min_qty: whole('min_qty'),
    qty_step: whole('qty_step'),
    max_qty: text('max_qty') === '' ? null : whole('max_qty'),
    price_tiers: [] as { min_qty: number | null; unit_price: number | null }[],
  };
  for (let i = 0; i < MAX_TIERS; i++) {
    const [qtyField, priceField] = [tierField(i, 'min_qty'), tierField(i, 'unit_price')];
    // A row left empty is no tier; a half-filled one asks for its other half.
    if (text(qtyField) === '' && text(priceField) === '') continue;
    next.price_tiers.push({ min_qty: whole(qtyField), unit_price: ringgit(priceField) });
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const change: Record<string, unknown> = {};
  for (const key of ['price', 'discount_percent', 'stock_count', 'min_qty', 'qty_step', 'max_qty'] as const) if (next[key] !== original[key]) change[key] = next[key];
  if (JSON.stringify(next.price_tiers) !== JSON.stringify(original.price_tiers.map((t) => ({ min_qty: t.min_qty, unit_price: t.unit_price })))) change.price_tiers = next.price_tiers;
  if (Object.keys(change).length === 0) return { ok: true, change: null };
  const parsed = sellerProductUpdateSchema.safeParse(change);
  return parsed.success ? { ok: true, change: parsed.data } : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** The product as the form carried it; null when the field was tampered with. */
export function readOriginal(value: string | undefined): EditableProduct | null {
  try {
    const parsed = editableProductSchema.safeParse(JSON.parse(value ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const originalOf = (product: SellerProduct): string => JSON.stringify(editableProductSchema.parse(product));
