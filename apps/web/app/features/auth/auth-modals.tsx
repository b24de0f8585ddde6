import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate, useSearchParams, type FetcherWithComponents } from 'react-router';
import type { AuthActionData } from './auth-action';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useAlert } from '../../ui/alert-modal';
import { Modal } from '../../ui/modal';
import { useHydrated } from '../../lib/use-hydrated';
import { ForgotForm, LoginForm, NewPasswordForm } from './auth-forms';
import { ResultModal, type ResultOutcome } from './result-modal';
import { SocialButtons } from './social-buttons';

/** Query parameters that belong to the modals; closing one removes them and keeps the rest. */
const MODAL_PARAMS = ['action', 't', 'redirect', 'token', 'email'];

function withoutModalParams(pathname: string, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of MODAL_PARAMS) rest.delete(name);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

type AuthFetcher = FetcherWithComponents<AuthActionData>;

/** Calls `onAnswer` once for each new answer a fetcher receives (not for one it held before this mounted). */
function useAnswer(fetcher: AuthFetcher, onAnswer: (data: AuthActionData) => void) {
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    onAnswer(fetcher.data);
  });
}

/**
 * The session's modals, driven by the URL (spec §2): `?action=auth` opens the login modal (with
 * its reset-request mode), `?action=resetPwd&token=…&email=…` the new-password modal (only with
 * both), and their answers show in the common result modal. Closing a modal removes its query.
 */
export function AuthModals() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { showAlert } = useAlert();
  const login = useFetcher<AuthActionData>({ key: 'auth-login' });
  const forgot = useFetcher<AuthActionData>({ key: 'auth-forgot' });
  const reset = useFetcher<AuthActionData>({ key: 'auth-reset' });
  const social = useFetcher<AuthActionData>({ key: 'auth-social' });
  const [result, setResult] = useState<{ outcome: ResultOutcome; message: string } | null>(null);
  const t = useT();

  const action = params.get('action');
  const token = params.get('token');
  const email = params.get('email');
  const close = () => navigate(withoutModalParams(pathname, params), { replace: true, preventScrollReset: true });

  // A finished reset request or new password: its answer goes to the result modal, and the form's modal closes.
  const onResult = (d: AuthActionData) => {
    if (d.intent !== 'forgot' && d.intent !== 'reset') return;
    if (!d.outcome) return;
    setResult({ outcome: d.outcome, message: d.message ?? t('SOMETHING.WRONG.TRY.LATER') });
    if (d.outcome === 'success') close();
  };
  useAnswer(forgot, onResult);
  useAnswer(reset, onResult);

  // Spec §4/§8: a failed or cancelled social sign-in raises the generic alert.
  useAnswer(social, () => showAlert());

  const authAction = localePath('/auth');
  const redirectTo = params.get('redirect') ?? withoutModalParams(pathname, params);
  return (
    <>
      <LoginModal open={action === 'auth'} onClose={close} login={login} forgot={forgot} social={social} authAction={authAction} redirectTo={redirectTo} registerHref={localePath('/register')} />
      <NewPasswordModal open={action === 'resetPwd' && !!token && !!email} onClose={close} fetcher={reset} authAction={authAction} token={token ?? ''} email={email ?? ''} />
      <ResultModal outcome={result?.outcome ?? null} message={result?.message ?? ''} onClose={() => setResult(null)} />
    </>
  );
}

/**
 * Login and reset-request modes. The forgot-password link shows in both storefront variants: the
 * spec shows it only in the retailer one (§1, §6), but without it a marketplace buyer who forgot
 * the password has no way back into the account, and the reset API serves both variants alike.
 */
function LoginModal(props: {
  open: boolean;
  onClose: () => void;
  login: AuthFetcher;
  forgot: AuthFetcher;
  social: AuthFetcher;
  authAction: string;
  redirectTo: string;
  registerHref: string;
}) {
  const { open, onClose, login, forgot, social, authAction, redirectTo, registerHref } = props;
  const t = useT();
  // Switching modes needs React: the link is off until the page has hydrated.
  const hydrated = useHydrated();
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  // Each opening starts in login mode.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setMode('login');
  }
  // Closed without signing in: focus goes back to the header's Login link (issue 14). The dialog
  // restores focus itself only to an element that is still there, and the Login link of the
  // phone's menu, or of a page loaded with the modal open, is not. Runs after the Modal's own
  // effect has closed the dialog.
  const shown = useRef(open);
  useEffect(() => {
    if (shown.current && !open && (document.activeElement === null || document.activeElement === document.body)) {
      document.querySelector<HTMLElement>('[data-login-link]')?.focus();
    }
    shown.current = open;
  }, [open]);
  const link = 'text-sm font-semibold text-brand-800 underline';
  return (
    <Modal open={open} onClose={onClose} title={mode === 'login' ? t('auth.loginTitle') : t('auth.resetTitle')}>
      {mode === 'login' ? (
        <>
          <LoginForm
            as={login.Form}
            action={authAction}
            data={login.data}
            pending={login.state !== 'idle'}
            redirectTo={redirectTo}
            forgot={
              <button type="button" onClick={() => setMode('reset')} disabled={!hydrated} className={`${link} disabled:opacity-60`}>
                {t('auth.forgotLink')}
              </button>
            }
          />
          <SocialButtons fetcher={social} authAction={authAction} label="auth.loginWith" />
          <p className="mt-5 text-center text-sm text-slate-700">
            {t('auth.noAccount')}{' '}
            <Link to={registerHref} className="font-semibold text-brand-800 underline">
              {t('auth.signUpLink')}
            </Link>
          </p>
        </>
      ) : (
        <ForgotForm
          as={forgot.Form}
          action={authAction}
          data={forgot.data}
          pending={forgot.state !== 'idle'}
          back={
            <button type="button" onClick={() => setMode('login')} className={`mt-4 block w-full text-center ${link}`}>
              {t('auth.backToLogin')}
            </button>
          }
        />
      )}
    </Modal>
  );
}

function NewPasswordModal({ open, onClose, fetcher, authAction, token, email }: { open: boolean; onClose: () => void; fetcher: AuthFetcher; authAction: string; token: string; email: string }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('auth.newPasswordTitle')}>
      <NewPasswordForm as={fetcher.Form} action={authAction} data={fetcher.data} pending={fetcher.state !== 'idle'} token={token} email={email} />
    </Modal>
  );
}
