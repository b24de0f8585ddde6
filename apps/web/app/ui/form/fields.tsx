import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { accountMessageKey } from '@borong/contracts/account-messages';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';
import type { FieldErrors } from './form-errors';

export const INPUT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
export const PRIMARY = 'inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const SECONDARY = 'inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800';
export const DANGER = 'inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70';

/**
 * A field message in the visitor's language: a contract key (REQUIRED, MUST.BE.EMAIL …) or an
 * account text the API sends in English ("Invalid Postcode") becomes the catalogue's entry; any
 * other server text is shown as it came (the API already speaks the visitor's language); an
 * empty message means the call failed.
 */
export function useFieldMessage(): (message: string) => string {
  const t = useT();
  return (message) => {
    if (!message) return t('SOMETHING.WRONG.TRY.LATER');
    return t(accountMessageKey(message) ?? (message as MessageKey));
  };
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  errors?: FieldErrors;
  hint?: ReactNode;
  /** The wrapper's classes (spacing, grid placement). */
  className?: string;
}

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its first error beside it: `aria-invalid`, and
 * `aria-describedby` naming the error (and the hint) so a screen reader reads them with the field.
 */
export function Field({ name, label, errors, hint, className, children }: FieldProps & { children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const message = useFieldMessage();
  const error = errors?.[name]?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error !== undefined ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, name, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {message(error ?? '')}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** A text, email, password, number … input. */
export function TextField({ name, label, errors, hint, className, ...input }: FieldProps & InputProps) {
  return (
    <Field name={name} label={label} errors={errors} hint={hint} className={className}>
      {(props) => <input type="text" {...input} {...props} className={INPUT} />}
    </Field>
  );
}

export function TextAreaField({ name, label, errors, hint, className, ...input }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  return (
    <Field name={name} label={label} errors={errors} hint={hint} className={className}>
      {(props) => <textarea {...input} {...props} className={`${INPUT} h-auto min-h-24 py-2`} />}
    </Field>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

/** A select; `placeholder` is the empty first option ("Choose a state"), which a required schema rejects. */
export function SelectField({ name, label, errors, hint, className, options, placeholder, ...select }: FieldProps & { options: Option[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>) {
  return (
    <Field name={name} label={label} errors={errors} hint={hint} className={className}>
      {(props) => (
        <select {...select} {...props} className={INPUT}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Checkboxes sharing one name (the API reads the list); the group is a fieldset whose legend is
 * the label, and its error (a list's message may name an item: `interest.0`) is described on the
 * group and flagged on it. Each box's id is `name-value`, for CSS that reacts to one being ticked;
 * `children` go inside the group, after the boxes.
 */
export function CheckboxGroupField({
  name,
  label,
  errors,
  hint,
  className,
  options,
  defaultChecked = [],
  optionsClassName = 'mt-2 grid gap-2 sm:grid-cols-2',
  optionClassName = 'flex min-h-11 items-center gap-3 text-slate-800',
  children,
}: FieldProps & { options: Option[]; defaultChecked?: (string | number)[]; optionsClassName?: string; optionClassName?: string; children?: ReactNode }) {
  const id = useId();
  const message = useFieldMessage();
  const error = (errors?.[name] ?? Object.entries(errors ?? {}).find(([key]) => key.startsWith(`${name}.`))?.[1])?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error !== undefined ? `${id}-error` : undefined;
  const checked = new Set(defaultChecked.map(String));
  return (
    <fieldset className={className} aria-invalid={errorId ? true : undefined} aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}>
      <legend className="block text-sm font-semibold text-slate-800">{label}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={optionsClassName}>
        {options.map((o) => (
          <label key={o.value} className={optionClassName}>
            <input type="checkbox" name={name} value={o.value} id={`${name}-${o.value}`} defaultChecked={checked.has(String(o.value))} className="size-5 accent-brand-700" />
            {o.label}
          </label>
        ))}
      </div>
      {errorId && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {message(error ?? '')}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A message about the whole form (a failed call), announced to screen readers. */
export function FormError({ errors, className = '' }: { errors?: FieldErrors; className?: string }) {
  const message = useFieldMessage();
  const form = errors?.form;
  if (!form) return null;
  return (
    <p role="alert" className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ${className}`}>
      {form.map(message).join(' ')}
    </p>
  );
}

/**
 * A submit button that says it is working while its form is being sent: `pending` when the caller
 * knows (a fetcher), else while the page's navigation submits its `intent` (and `row`, a field
 * name and value, narrows that to one row's form when a list repeats the same intent).
 */
export function SubmitButton({
  intent,
  row,
  pending,
  busyLabel,
  children,
  className = PRIMARY,
  ...rest
}: { intent?: string; row?: [string, string | number]; pending?: boolean; busyLabel?: string; children: ReactNode; className?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'name' | 'value'>) {
  const t = useT();
  const navigation = useNavigation();
  const busy =
    pending ?? (navigation.state === 'submitting' && intent !== undefined && navigation.formData?.get('intent') === intent && (!row || navigation.formData.get(row[0]) === String(row[1])));
  return (
    <button type="submit" {...(intent ? { name: 'intent', value: intent } : {})} disabled={busy} aria-disabled={busy} className={className} {...rest}>
      {busy ? (busyLabel ?? t('accountForm.saving')) : children}
    </button>
  );
}
