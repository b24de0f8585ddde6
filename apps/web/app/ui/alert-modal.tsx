import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';

interface AlertApi {
  /** Opens the alert modal; without a message it says "Something went wrong, try again later". */
  showAlert: (message?: string) => void;
}

const AlertContext = createContext<AlertApi>({ showAlert: () => {} });

/** The layout's alert modal (spec §2: message, default "something went wrong", Close). */
export function useAlert(): AlertApi {
  return use(AlertContext);
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [message, setMessage] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const showAlert = useCallback((text?: string) => setMessage(text ?? ''), []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (message !== null && !dialog.open) dialog.showModal();
    if (message === null && dialog.open) dialog.close();
  }, [message]);

  return (
    <AlertContext value={api}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="alert-title"
        aria-describedby="alert-message"
        onClose={() => setMessage(null)}
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <h2 id="alert-title" className="text-lg font-semibold text-slate-900">
            {t('alert.title')}
          </h2>
          <p id="alert-message" className="mt-2 text-slate-700">
            {message || t('SOMETHING.WRONG.TRY.LATER')}
          </p>
          <form method="dialog" className="mt-6 flex justify-end">
            <button type="submit" className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {t('alert.close')}
            </button>
          </form>
        </div>
      </dialog>
    </AlertContext>
  );
}
