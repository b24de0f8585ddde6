import { useId, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { accountMessageKey } from '@borong/contracts/account-messages';
import { useT } from '../../i18n/i18n';
import type { FieldErrors } from './form-result';

export const INPUT = 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
export const PRIMARY = 'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const SECONDARY = 'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800';
export const DANGER = 'inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70';

/** A field message from the API or a shared schema, in the visitor's language when we know it. */
export function useFieldMessage(): (message: string) => string {
  const t = useT();
  return (message) => {
    if (!message) return t('SOMETHING.WRONG.TRY.LATER');
    const key = accountMessageKey(message);
    return key ? t(key) : message;
  };
}

interface FieldProps {
  name: string;
  label: string;
  errors?: FieldErrors;
  hint?: string;
  children: (props: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and error beside it, wired with aria-invalid and aria-describedby. */
export function Field({ name, label, errors, hint, children }: FieldProps) {
  const id = useId();
  const message = useFieldMessage();
  const fieldErrors = errors?.[name];
  const describedBy = [hint ? `${id}-hint` : '', fieldErrors?.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': Boolean(fieldErrors?.length), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {fieldErrors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {fieldErrors.map(message).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A text input field. */
export function TextField({ name, label, errors, hint, defaultValue, ...input }: Omit<FieldProps, 'children'> & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  return (
    <Field name={name} label={label} errors={errors} hint={hint}>
      {(props) => <input {...input} {...props} defaultValue={defaultValue} className={INPUT} />}
    </Field>
  );
}

/** A message about the whole form (a failed call), announced to screen readers. */
export function FormError({ errors }: { errors?: FieldErrors }) {
  const message = useFieldMessage();
  const form = errors?.form;
  if (!form) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {form.map(message).join(' ')}
    </p>
  );
}

/**
 * A submit button that says it is working while its own intent is being submitted; `row` (a field
 * name and value) narrows that to one row's form when a list repeats the same intent.
 */
export function SubmitButton({ intent, row, children, className = PRIMARY, ...rest }: { intent: string; row?: [string, string | number]; children: ReactNode; className?: string } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'name' | 'value'>) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!row || navigation.formData.get(row[0]) === String(row[1]));
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-disabled={busy} className={className} {...rest}>
      {busy ? t('accountForm.saving') : children}
    </button>
  );
}
