import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { applyPaymentEvent, type Applied } from './callbacks';
import type { PaymentProvider } from './provider';

/**
 * A payment is asked about once its callback has had this long to arrive: Billplz posts within
 * seconds, so a payment still pending after a few minutes has most likely lost its callback.
 */
export const RECONCILE_AFTER_MS = 3 * 60_000;

/**
 * The reconciler (issue 10): asks the provider about payments still open some minutes after they
 * were opened or last changed, and applies its answer as a callback would be applied (same
 * de-duplication, same forward-only moves), so a lost callback costs the buyer minutes, not the order.
 */
export async function reconcilePayments(db: Db, provider: PaymentProvider, options: { publicUrl: string; now?: Date; limit?: number }): Promise<Record<Applied | 'unknown', number>> {
  const now = options.now ?? new Date();
  const open = await db
    .select({ providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        isNotNull(payments.providerRef),
        inArray(payments.status, ['PENDING', 'AUTHORIZED']),
        lte(payments.updatedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(options.limit ?? 100);
  const counts: Record<Applied | 'unknown', number> = { applied: 0, duplicate: 0, unchanged: 0, unknown: 0 };
  for (const { providerRef } of open) {
    const event = providerRef ? await provider.queryStatus(providerRef) : null;
    counts[event ? await applyPaymentEvent(db, event, { publicUrl: options.publicUrl, now }) : 'unknown'] += 1;
  }
  return counts;
}
