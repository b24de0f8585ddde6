import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens } from '../db/schema';

/** How long a session lasts without signing in again. */
export const SESSION_DAYS = 30;
/**
 * A session not used for this long has ended (issue 14, finding 15): a token left on a shared
 * shop computer or copied from a lost phone stops working within a fortnight, while a buyer who
 * restocks every week or two stays signed in.
 */
export const SESSION_IDLE_DAYS = 14;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh opaque token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session for a user and returns the bearer token; only its hash is stored. */
export async function issueAccessToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({ userId, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` });
  return token;
}

/** The user a live (unrevoked, unexpired, not idle) token belongs to, or null; marks the session used. */
export async function userIdForToken(db: Db, token: string): Promise<number | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: accessTokens.userId, markUsed: sql<boolean>`${accessTokens.lastUsedAt} < now() - interval '1 hour'` })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        gt(accessTokens.lastUsedAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
      ),
    );
  if (!row) return null;
  // Hourly, not per request: a write on every call would cost more than the idle limit is worth.
  if (row.markUsed) await db.update(accessTokens).set({ lastUsedAt: sql`now()` }).where(eq(accessTokens.tokenHash, tokenHash));
  return row.userId;
}

export async function revokeAccessToken(db: Db, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}

/** Ends every session of a user, but `keep` (a password reset ends all the others). */
export async function revokeAllAccessTokens(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), keep ? ne(accessTokens.tokenHash, hashToken(keep)) : undefined));
}
