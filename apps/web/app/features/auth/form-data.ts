import { fieldErrors } from '@borong/contracts/auth';
import type { z } from 'zod';

/** A form field's text, or undefined when absent (a schema then says REQUIRED). */
export const formText = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Validates with a shared schema: the parsed value, or the first message key of each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** API field errors (`errors: { field: [message] }`) as the forms show them: the first of each. */
export function apiFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages[0]) out[field] = messages[0];
  return out;
}
