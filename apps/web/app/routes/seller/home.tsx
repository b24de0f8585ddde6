import { Link, redirectDocument, useFetcher, useSearchParams } from 'react-router';
import type { Route } from './+types/home';
import type { AuthActionData } from '../../features/auth/auth-action';
import { LoginForm } from '../../features/auth/auth-forms';
import { safeRedirect } from '../../features/auth/auth.server';
import { sellerApi } from '../../features/seller/api';
import { useRootData } from '../../features/session/root-data';
import { useLocalePath, useT } from '../../i18n/i18n';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { apiFor } from '../../lib/api.server';
import { pageMeta } from '../../lib/meta';
import { failure } from '../../lib/responses.server';
import { sessionToken } from '../../lib/session.server';
import { CONTAINER } from '../../ui/container';
import { PRIMARY } from '../../ui/form/fields';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'seller.title' });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * `/seller`, the console's door (issue 11). A guest gets the storefront's sign-in form, which
 * comes back here (or to the console page they were sent from); a seller goes to their store's
 * orders, or to the one chosen in the store switcher (`?store=`); a signed-in account that sells
 * for no store is told so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const home = localizePath('/seller', localeFromPath(url.pathname));
  const back = safeRedirect(url.searchParams.get('redirect'), home);
  const token = sessionToken(request);
  if (!token) return { signedIn: false as const, back };
  const stores = await sellerApi(apiFor(context, request, token)).stores();
  // A session the API no longer takes is no session: sign in again here.
  if (!stores.ok && stores.status === 401) return { signedIn: false as const, back };
  if (!stores.ok) throw failure(stores.status);
  const chosen = stores.data.data.find((s) => String(s.id) === url.searchParams.get('store')) ?? stores.data.data[0];
  // A whole document: right after sign-in the root's data (the header's account) was loaded beside
  // this loader, and a redirect from a loader would keep what it read before the session existed.
  if (chosen) throw redirectDocument(`${home}/${chosen.id}/orders`);
  return { signedIn: true as const, back };
}

export default function SellerHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const user = useRootData()?.user;
  const [params] = useSearchParams();
  const login = useFetcher<AuthActionData>({ key: 'seller-login' });
  return (
    <div className={`${CONTAINER} py-8 md:py-12`}>
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('seller.console')}</p>
        {loaderData.signedIn ? (
          <>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{t('seller.noStoreTitle')}</h1>
            <p className="mt-3 text-slate-700">{user ? t('seller.noStoreAs', { email: user.email }) : t('seller.noStore')}</p>
            <p className="mt-3 text-slate-700">{t('seller.noStoreHelp')}</p>
            <Link to={localePath('/')} className={`${PRIMARY} mt-5 w-full`}>
              {t('seller.toStorefront')}
            </Link>
          </>
        ) : (
          <>
            <h1 className="mt-1 mb-2 text-2xl font-bold tracking-tight text-slate-900">{t('seller.signInTitle')}</h1>
            <p className="mb-5 text-slate-700">{params.has('redirect') ? t('seller.signInToContinue') : t('seller.signInIntro')}</p>
            <LoginForm
              as={login.Form}
              action={localePath('/auth')}
              data={login.data}
              pending={login.state !== 'idle'}
              redirectTo={loaderData.back}
              forgot={
                <Link to={localePath('/auth?mode=forgot')} className="text-sm font-semibold text-brand-800 underline">
                  {t('auth.forgotLink')}
                </Link>
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
