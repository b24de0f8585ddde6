import { Link, useLocation } from 'react-router';
import type { Route } from './+types/register';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.registerTitle' });
}

/** The registration page's place in the register layout; the form itself is a later issue. */
export default function Register() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('register.heading')}</h1>
        <p className="mt-3 text-slate-700">{t('register.intro')}</p>
        <p className="mt-6 text-sm text-slate-700">
          {t('register.haveAccount')}{' '}
          <Link to={`${pathname}?action=auth`} className="font-semibold text-brand-800 underline">
            {t('header.login')}
          </Link>
        </p>
      </div>
    </div>
  );
}
