import type { z } from 'zod';

/**
 * Messages by field name, as the API sends them (`errors: { field: [message] }`) and as every form
 * shows them; `form` holds a message for the form as a whole ('' means "something went wrong").
 * Messages are the contracts' keys or texts (REQUIRED, "Invalid Postcode" …); the fields put
 * them in the visitor's language.
 */
export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The one converter of zod issues, on the server (actions) and in the browser alike. */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'form'] ??= []).push(issue.message);
  return errors;
}

/** Checks input with a contract schema: the parsed value, or the messages of each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** A form field's text, or undefined when absent (a schema then says it is required). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Form fields as strings, the first of each name (files and repeated names are read by the caller). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in values)) values[key] = value;
  return values;
}

export const hasErrors = (errors: FieldErrors | null | undefined): errors is FieldErrors => !!errors && Object.keys(errors).length > 0;

/** The errors to show after the buyer edits a flagged field: that field's own, fresh from the schema, the others as they were. */
export function errorsAfterEdit(shown: FieldErrors, all: FieldErrors, field: string): FieldErrors {
  const next = { ...shown };
  if (all[field]) next[field] = all[field];
  else delete next[field];
  return next;
}

/** What a page's action answers when it does not redirect: which form, its messages, what was typed. */
export interface FormResult {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

/** The result of the given intent only: each form on a page shows its own errors. */
export function resultFor(result: FormResult | undefined, intent: string): FormResult | undefined {
  return result?.intent === intent ? result : undefined;
}
