import type { FastifyRequest } from 'fastify';
import { HttpError } from '../app/errors';
import type { Db } from '../db/client';
import { userIdForToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in caller's user id. */
    userId: number | null;
    /** The caller's bearer token, when it sent one. */
    accessToken: string | null;
  }
}

export const UNAUTHENTICATED = 'Unauthenticated.';

/** The token of `Authorization: Bearer <token>`, or null (the spec's client sends an empty one when anonymous). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * A hook (`onRequest`, so it runs before body validation) for routes that act for a signed-in buyer: it answers 401 without a live token
 * and otherwise sets `request.userId`. Handlers then scope every query to that id, so another
 * user's record is simply not found (404), never touched.
 */
export function requireUser(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await userIdForToken(db, token) : null;
    if (userId === null) throw new HttpError(401, UNAUTHENTICATED);
    request.userId = userId;
    request.accessToken = token;
  };
}

/** The signed-in caller's id inside a handler guarded by `requireUser`. */
export function callerId(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, UNAUTHENTICATED);
  return request.userId;
}
