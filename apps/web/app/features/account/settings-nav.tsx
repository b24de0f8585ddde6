import { NavLink, useLocation } from 'react-router';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';

/** The account areas, in the order of the spec's hamburger menu. Profile is the auth feature's page. */
export const SETTINGS_PAGES: readonly { path: string; label: MessageKey }[] = [
  { path: '/settings/profile', label: 'accountNav.profile' },
  { path: '/settings/address-book', label: 'accountNav.addressBook' },
  { path: '/settings/banks', label: 'accountNav.banks' },
  { path: '/settings/e-credit', label: 'accountNav.eCredit' },
  { path: '/settings/member-cards', label: 'accountNav.memberCards' },
  { path: '/settings/orders', label: 'accountNav.orders' },
  { path: '/settings/shopping-list', label: 'accountNav.shoppingList' },
];

const LINK = 'flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/**
 * The account side navigation: a list beside the page on desktop; on phones a disclosure naming
 * the current page that opens the same list (a `<details>`, so it works before hydration).
 */
export function SettingsNav() {
  const t = useT();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const current = SETTINGS_PAGES.find((page) => pathname === localePath(page.path) || pathname.startsWith(`${localePath(page.path)}/`));
  const links = (
    <ul className="space-y-1">
      {SETTINGS_PAGES.map((page) => (
        <li key={page.path}>
          <NavLink to={localePath(page.path)} className={LINK} end={false}>
            {t(page.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <nav aria-label={t('accountNav.nav')} className="hidden md:block">
        <p className="mb-3 px-3 text-sm font-bold uppercase tracking-wide text-slate-500">{t('accountNav.myAccount')}</p>
        {links}
      </nav>
      <details className="rounded-xl border border-slate-200 bg-white md:hidden">
        <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 font-semibold text-slate-900">
          <span>
            <span className="sr-only">{t('accountNav.nav')}: </span>
            {current ? t(current.label) : t('accountNav.myAccount')}
          </span>
          <span aria-hidden="true" className="text-slate-500">
            ▾
          </span>
        </summary>
        <nav aria-label={t('accountNav.navPhone')} className="border-t border-slate-200 p-2">
          {links}
        </nav>
      </details>
    </>
  );
}

/** A page's heading and its intro line. */
export function SettingsHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-1 text-slate-600">{intro}</p>}
    </div>
  );
}
