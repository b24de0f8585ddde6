import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

/** How long a session lasts without signing in again. */
export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh opaque token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Opens a session for a user and returns the bearer token; only its hash is stored. */
export async function issueAccessToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.execute(sql`
    insert into access_tokens (user_id, token_hash, expires_at)
    values (${userId}, ${hashToken(token)}, now() + make_interval(days => ${SESSION_DAYS}))`);
  return token;
}

/** The user a live (unrevoked, unexpired) token belongs to, or null. */
export async function userIdForToken(db: Db, token: string): Promise<number | null> {
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`select user_id from access_tokens where token_hash = ${hashToken(token)} and revoked_at is null and expires_at > now()`,
  );
  return row?.user_id ?? null;
}

export async function revokeAccessToken(db: Db, token: string): Promise<void> {
  await db.execute(sql`update access_tokens set revoked_at = now() where token_hash = ${hashToken(token)} and revoked_at is null`);
}

/** Ends every session of a user, but `keep` (a password reset ends all the others). */
export async function revokeAllAccessTokens(db: Db, userId: number, keep?: string): Promise<void> {
  await db.execute(sql`
    update access_tokens set revoked_at = now()
    where user_id = ${userId} and revoked_at is null ${keep ? sql`and token_hash <> ${hashToken(keep)}` : sql``}`);
}
