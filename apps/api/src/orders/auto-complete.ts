import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { moveOrders } from './transitions';

/**
 * How long a buyer has to confirm a shipped order before it completes by itself (issue 11): long
 * enough for a delivery anywhere in Malaysia (3–5 days) and a few days to check the goods.
 */
export const AUTO_COMPLETE_DAYS = 7;

/**
 * Completes shipped orders the buyer has not confirmed within AUTO_COMPLETE_DAYS of shipping
 * (`updated_at` is the move to SHIPPED: nothing else changes a shipped order), each in its own
 * transaction through the state machine, as the system. Safe to run twice: a completed order is
 * no longer SHIPPED.
 */
export async function completeShippedOrders(db: Db, options: { publicUrl: string; now?: Date; limit?: number }): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'SHIPPED'), lte(orders.updatedAt, new Date(now.getTime() - AUTO_COMPLETE_DAYS * 86_400_000))))
    .orderBy(asc(orders.updatedAt))
    .limit(options.limit ?? 200);
  let completed = 0;
  for (const { id } of due) {
    completed += await db.transaction(async (tx) => {
      // Locked and checked again: the buyer may have confirmed it since it was listed.
      const [still] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
      if (still?.status !== 'SHIPPED') return 0;
      await moveOrders(tx, [id], { to: 'COMPLETE', actor: 'system', reason: `Not confirmed within ${AUTO_COMPLETE_DAYS} days of shipping`, now, publicUrl: options.publicUrl });
      return 1;
    });
  }
  return completed;
}
