import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath, useT } from '../i18n/i18n';
import { Modal } from './modal';

/** What closing the alert does besides closing it (spec §4 "Alert modal close"). */
export interface AlertOptions {
  /** Go here on close: a site path (put in the visitor's language) or an absolute URL. */
  redirectTo?: string;
  /** Go to the home page on close (ignored when `redirectTo` is given). */
  goHome?: boolean;
  /** Told when the alert closes, however it closes: the notice queue completes its task here. */
  onClose?: () => void;
  /** Shown by the notice queue, not in answer to something the buyer did (see `Modal`'s `notice`). */
  queued?: boolean;
}

/**
 * Where closing an alert leads: an absolute URL is left for (a full page load), a site path is
 * navigated to in the visitor's language, `goHome` goes home; otherwise the visitor stays put.
 * Anything else an editor or server could put in `redirectTo` (`javascript:` …) is ignored.
 */
export function alertCloseTarget(options: AlertOptions, localePath: (path: string) => string): { external: boolean; href: string } | null {
  const { redirectTo, goHome } = options;
  if (redirectTo && /^https?:\/\//i.test(redirectTo)) return { external: true, href: redirectTo };
  if (redirectTo?.startsWith('/') && !redirectTo.startsWith('//')) return { external: false, href: localePath(redirectTo) };
  if (goHome) return { external: false, href: localePath('/') };
  return null;
}

interface ShownAlert {
  message: string;
  options: AlertOptions;
}

interface AlertApi {
  /** Opens the alert modal; without a message it says "Something went wrong, try again later". */
  showAlert: (message?: string, options?: AlertOptions) => void;
}

const AlertContext = createContext<AlertApi>({ showAlert: () => {} });

/** The layout's alert modal (spec §2: message, default "something went wrong", Close). */
export function useAlert(): AlertApi {
  return use(AlertContext);
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<ShownAlert | null>(null);
  // The alert on screen, for `showAlert` to tell it that a newer one took its place.
  const shown = useRef<ShownAlert | null>(null);
  const showAlert = useCallback((message?: string, options: AlertOptions = {}) => {
    const replaced = shown.current;
    shown.current = { message: message ?? '', options };
    setAlert(shown.current);
    // A replaced alert counts as closed, so a queued task behind it is not left waiting forever.
    replaced?.options.onClose?.();
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);

  const close = () => {
    if (!alert) return;
    const target = alertCloseTarget(alert.options, localePath);
    shown.current = null;
    setAlert(null);
    alert.options.onClose?.();
    if (target?.external) window.location.assign(target.href);
    else if (target) void navigate(target.href);
  };

  return (
    <AlertContext value={api}>
      {children}
      <Modal
        open={alert !== null}
        onClose={close}
        notice={alert?.options.queued}
        title={t('alert.title')}
        footer={
          <button type="button" onClick={close} className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t('alert.close')}
          </button>
        }
      >
        <p className="text-slate-700">{alert?.message || t('SOMETHING.WRONG.TRY.LATER')}</p>
      </Modal>
    </AlertContext>
  );
}
