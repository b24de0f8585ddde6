import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const CONTROL_MESSAGE = 'must not contain control characters';
export const SURROGATE_MESSAGE = 'must be valid Unicode text';

/**
 * Tab, line feed and carriage return are legitimate in multi-line text a buyer types (an address,
 * a note), so a body may carry them; a query string or a path segment never needs any. Everything
 * else in C0, DEL and C1 is refused: PostgreSQL rejects U+0000 outright (a 500), and the rest would
 * be stored and shown to someone else. A lone surrogate cannot be encoded as UTF-8 and would be
 * stored silently replaced.
 */
const BODY_CONTROL = /(?![\t\n\r])\p{Cc}/u;
const STRICT_CONTROL = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/** Enough to tell the caller what to fix without building an answer as large as the body. */
const MAX_REPORTED = 20;

type Problems = Record<string, string[]>;

/** A key shown as a field name must not carry the character it is refused for. */
const printable = (key: string) => key.replace(/[\p{Cc}\p{Cs}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function check(text: string, control: RegExp): string | null {
  if (control.test(text)) return CONTROL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * Every string in a parsed value (and every key, since records and pass-through objects can store
 * keys), with its dotted path as the validation errors name fields. Walked with an explicit stack:
 * a deeply nested body must not overflow the call stack.
 */
function collect(root: unknown, rootName: string, control: RegExp, problems: Problems): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && Object.keys(problems).length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = check(value, control);
      if (problem) (problems[path.join('.') || rootName] ??= []).push(problem);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyProblem = check(key, control);
        if (keyProblem) (problems[[...path, printable(key)].join('.')] ??= []).push(keyProblem);
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
}

/**
 * The API's edge check, run before any route validates or touches the database: one answer for
 * every field of every route, the 400 shape of a validation failure naming each bad field.
 */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  const problems: Problems = {};
  // The catch-all's wildcard is an unknown path, whose answer is the 404 naming it, not a field error.
  const { '*': _unknownPath, ...params } = (request.params ?? {}) as Record<string, unknown>;
  collect(params, 'params', STRICT_CONTROL, problems);
  collect(request.query, 'query', STRICT_CONTROL, problems);
  collect(request.body, 'body', BODY_CONTROL, problems);
  const fields = Object.keys(problems);
  if (fields.length === 0) return;
  throw new HttpError(400, `Invalid ${fields.join(', ')}: ${problems[fields[0]!]![0]}`, problems);
}
