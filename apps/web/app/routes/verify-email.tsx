import { data, Link } from 'react-router';
import type { Route } from './+types/verify-email';
import { authApi } from '../features/auth/api';
import { useRootData } from '../features/session/root-data';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { PRIMARY, SECONDARY } from '../ui/form/fields';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: 'meta.verifyEmailTitle' }), { name: 'robots', content: 'noindex' }];
}

/** The answer depends on a one-person token: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/**
 * `/verify-email?token=…`, the link of the verification mail (issue 14). Following it verifies:
 * the token alone proves the mail reached the address, so no session is needed, and the API
 * accepts it more than once until it expires (a mail scanner opening it first spends nothing).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return data({ outcome: 'invalid' as const }, 400);
  const result = await authApi(apiFor(context, request)).verifyEmail(token);
  if (result.ok) return { outcome: 'verified' as const };
  return data({ outcome: result.status >= 500 || result.status === 429 ? ('failed' as const) : ('invalid' as const) }, result.status >= 500 ? 503 : result.status);
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const signedIn = Boolean(useRootData()?.user);
  const { outcome } = loaderData;
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900">{t('verifyEmail.heading')}</h1>
        {outcome === 'verified' ? (
          <>
            <p role="status" className="mb-5 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-800">
              {t('verifyEmail.done')}
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={localePath('/settings/member-cards')} className={PRIMARY}>
                {t('verifyEmail.toCards')}
              </Link>
              <Link to={localePath('/')} className={SECONDARY}>
                {t('verifyEmail.home')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              {outcome === 'failed' ? t('SOMETHING.WRONG.TRY.LATER') : t('verifyEmail.failed')}
            </p>
            {outcome === 'invalid' && <p className="mb-5 text-slate-700">{t('verifyEmail.askAgain')}</p>}
            <Link to={localePath(signedIn ? '/settings/profile' : '/')} className={SECONDARY}>
              {signedIn ? t('verifyEmail.toProfile') : t('verifyEmail.home')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
