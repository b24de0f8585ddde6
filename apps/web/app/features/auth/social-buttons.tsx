import type { FetcherWithComponents } from 'react-router';
import type { AuthActionData } from './auth-action';
import { useT } from '../../i18n/i18n';

/** The providers the buttons offer (spec §3: the sign-up buttons show facebook and google). */
const PROVIDERS = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'google', name: 'Google' },
] as const;

/**
 * 'Login with …' / 'Sign up with …'. Each posts its provider to the session action, which asks
 * the API to verify the provider's access token. The provider SDK that would add `access_token`
 * to the form is not configured in this build, so the API refuses and the buyer sees the
 * generic alert (spec §8: social failure or cancel).
 */
export function SocialButtons({ fetcher, authAction, label }: { fetcher: FetcherWithComponents<AuthActionData>; authAction: string; label: 'auth.loginWith' | 'auth.signUpWith' }) {
  const t = useT();
  return (
    <div className="mt-5">
      <p className="relative mb-4 text-center text-sm text-slate-600 before:absolute before:left-0 before:top-1/2 before:h-px before:w-[40%] before:bg-slate-200 after:absolute after:right-0 after:top-1/2 after:h-px after:w-[40%] after:bg-slate-200">
        {t('auth.or')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <fetcher.Form key={provider.id} method="post" action={authAction}>
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="provider" value={provider.id} />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
            >
              <span aria-hidden="true" className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white ${provider.id === 'facebook' ? 'bg-[#1877f2]' : 'bg-[#db4437]'}`}>
                {provider.name[0]}
              </span>
              {t(label, { provider: provider.name })}
            </button>
          </fetcher.Form>
        ))}
      </div>
    </div>
  );
}
