import type { FetcherWithComponents } from 'react-router';
import type { SocialProvider } from '@borong/contracts/auth';
import type { AuthActionData } from './auth-action';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../session/root-data';

const NAMES: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google', apple: 'Apple' };
const BADGES: Record<SocialProvider, string> = { facebook: 'bg-[#1877f2]', google: 'bg-[#db4437]', apple: 'bg-black' };

/**
 * 'Login with …' / 'Sign up with …', one per configured provider (SOCIAL_SIGN_IN) and nothing at
 * all, not even the "or", when none is: a button for a provider without its browser sign-in could
 * only fail (issue 14). Each posts its provider to the session action, which asks the API to
 * verify the access token the provider's SDK put in the form.
 */
export function SocialButtons({ fetcher, authAction, label }: { fetcher: FetcherWithComponents<AuthActionData>; authAction: string; label: 'auth.loginWith' | 'auth.signUpWith' }) {
  const t = useT();
  const providers = useRootData()?.socialProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-5">
      <p className="relative mb-4 text-center text-sm text-slate-600 before:absolute before:left-0 before:top-1/2 before:h-px before:w-[40%] before:bg-slate-200 after:absolute after:right-0 after:top-1/2 after:h-px after:w-[40%] after:bg-slate-200">
        {t('auth.or')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => (
          <fetcher.Form key={provider} method="post" action={authAction}>
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="provider" value={provider} />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
            >
              <span aria-hidden="true" className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white ${BADGES[provider]}`}>
                {NAMES[provider][0]}
              </span>
              {t(label, { provider: NAMES[provider] })}
            </button>
          </fetcher.Form>
        ))}
      </div>
    </div>
  );
}
