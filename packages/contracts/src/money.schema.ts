import { z } from 'zod';

/**
 * An amount in integer sen on the wire. zod 4's `.int()` already means a safe integer, the same
 * bound `money.ts` guards, so what a schema accepts the arithmetic can carry exactly.
 */
export const senSchema = z.number().int();

/** A price, a fee or a balance that cannot go below zero. */
export const nonNegativeSenSchema = senSchema.min(0);
