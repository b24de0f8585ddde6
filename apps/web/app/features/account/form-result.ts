/** Messages by field name; `form` holds a message for the form as a whole ('' means "something went wrong"). */
export type FieldErrors = Record<string, string[]>;

/** What an account page's action answers when it does not redirect. */
export interface FormResult {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

/** The result of the given intent only: each form on a page shows its own errors. */
export function resultFor(result: FormResult | undefined, intent: string): FormResult | undefined {
  return result?.intent === intent ? result : undefined;
}
