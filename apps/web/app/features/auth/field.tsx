import { useId, type InputHTMLAttributes } from 'react';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n';

/** A message key of the shared schemas (REQUIRED …) in the visitor's language; a server's text as it is. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useT();
  return (message) => (message ? t(message as MessageKey) : undefined);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** A message key or a server message; shown under the field and announced with it. */
  error?: string;
  hint?: string;
}

/**
 * A labelled input whose error sits beside it: `aria-invalid`, and `aria-describedby` pointing at
 * the error (and the hint). Browser validation is off on the forms: the shared schema speaks.
 */
export function TextField({ name, label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const message = useFieldMessage()(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={message ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={`mt-1 block h-11 w-full rounded-lg border px-3 text-base text-slate-900 placeholder:text-slate-500 ${message ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ pending, children, className = '' }: { pending: boolean; children: React.ReactNode; className?: string }) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? t('auth.pleaseWait') : children}
    </button>
  );
}
