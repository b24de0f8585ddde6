import type { z } from 'zod';
import { DomainError, HttpError } from './errors';

/** Per-field messages of a failed parse, keyed by the field's dotted path (`documents.0.file_name`). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** A 400 with one field's message, for checks only the server can make (a postcode of another state). */
export function invalidField(field: string, message: string): DomainError {
  return new DomainError(400, message, { [field]: [message] });
}

/**
 * Parses a body against a schema for routes that must choose between shapes before validating;
 * a failure is the same 400 with per-field messages the route schemas give.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
  throw new HttpError(400, first, errors);
}

/** Timestamps reach the API as Date (node-postgres, PGlite) or text; the contract sends ISO strings. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
