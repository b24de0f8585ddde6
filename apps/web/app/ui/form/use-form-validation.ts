import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorsAfterEdit, formValues, hasErrors, validate, type FieldErrors } from './form-errors';

interface Options {
  /** The action's last answer for this form: what shows until the buyer edits or submits again. */
  serverErrors?: FieldErrors | null;
  /** The schema's input from the form, when it is not the fields' texts as they are (the action builds it the same way). */
  input?: (form: FormData) => unknown;
}

/**
 * Browser validation with the same contract schema the action uses: on submit (an invalid form is
 * not sent, and its first bad field takes focus), then again as the buyer edits a field that shows
 * an error, so it clears once fixed. Not on blur: a message appearing or vanishing as a field
 * loses focus moves the submit button under the pointer, and the click lands beside it. The form
 * still posts to its action without JavaScript, where the same schema answers.
 */
export function useFormValidation(schema: z.ZodType | null, { serverErrors, input = formValues }: Options = {}) {
  // What the browser found, until the action answers anew (pass its answer's errors as they come, not a fresh object each render).
  const [found, setFound] = useState<{ answer: FieldErrors | null | undefined; errors: FieldErrors | null } | null>(null);
  const shown = found && found.answer === serverErrors ? found.errors : null;
  const setShown = (errors: FieldErrors | null) => setFound({ answer: serverErrors, errors });
  const errors = shown ?? serverErrors ?? {};
  const check = (form: HTMLFormElement) => {
    // Not loaded yet (a page that fetches its schema on demand): the action checks alone.
    if (!schema) return {};
    const result = validate(schema, input(new FormData(form)));
    return result.ok ? {} : result.errors;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const invalid = check(event.currentTarget);
    if (!hasErrors(invalid)) {
      setShown(null);
      return;
    }
    event.preventDefault();
    setShown(invalid);
    // A list's message may name an item (`interest.0`): its boxes share the list's name.
    const names = Object.keys(invalid).map((key) => key.split('.')[0]);
    const first = Array.from(event.currentTarget.elements).find((el): el is HTMLInputElement => 'name' in el && names.includes((el as HTMLInputElement).name));
    first?.focus();
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as Partial<HTMLInputElement>;
    if (!field.name || !errors[field.name]) return;
    setShown(errorsAfterEdit(errors, check(event.currentTarget), field.name));
  };

  /** `browserErrors`: the errors shown are the browser's own, not the action's answer. */
  return { errors, browserErrors: shown !== null, form: { noValidate: true, onSubmit, onChange } };
}
