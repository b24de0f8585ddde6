import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ShippingVoucher } from '@borong/contracts/checkout';
import { isoTime } from '../app/parse-body';
import type { Db } from '../db/client';
import { shippingVouchers } from '../db/schema';

/**
 * The buyer's shipping vouchers that can still be spent (unused and unexpired), the largest
 * first, then the soonest to expire: what the `voucher-shipping` page offers. Whether one fits a
 * given cart (its minimum spend) is the quote's to say.
 */
export async function usableShippingVouchers(db: Db, userId: number, now = new Date()): Promise<ShippingVoucher[]> {
  const v = shippingVouchers;
  const rows = await db
    .select({ id: v.id, amount: v.amount, minSpend: v.minSpend, expiresAt: v.expiresAt })
    .from(v)
    .where(and(eq(v.userId, userId), isNull(v.usedAt), gt(v.expiresAt, now)))
    .orderBy(desc(v.amount), asc(v.expiresAt), asc(v.id))
    .limit(100);
  return rows.map((r) => ({ shipping_promotion_user_id: r.id, amount: r.amount, min_spend: r.minSpend, expires_at: isoTime(r.expiresAt) }));
}
