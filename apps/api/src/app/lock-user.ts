import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Locks the buyer's row until the transaction ends: changes to one buyer's records that check
 * a rule across rows (one default address, a cap on lists) then run one after another.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
