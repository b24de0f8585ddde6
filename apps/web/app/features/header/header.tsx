import { stripLocale } from '../../i18n/locale';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';
import type { Navigation } from '../navigation/navigation';
import { useRootData } from '../session/root-data';
import { AccountDropdown } from '../auth/account-menu';
import { CONTAINER } from '../../ui/container';
import { LogoMark } from '../../ui/icons';
import { DeliveryButton } from '../delivery/delivery-button';
import { CartLink } from '../cart/cart-link';
import { SearchForm } from '../search/search-form';
import { CategoryMenu } from './category-menu';
import { HelpMenu } from './help-menu';
import { LanguageSelector } from './language-selector';
import { loginHref } from './login-href';
import { MobileDrawer, MobileMenuButton } from './mobile-drawer';
import { PageMenu } from './page-menu';

/** Top bar: tagline, help centre, language (desktop; phones find these in the drawer). */
function TopBar() {
  const t = useT();
  return (
    <div className="hidden border-b border-slate-200 bg-slate-50 text-sm md:block">
      <div className={`${CONTAINER} flex h-9 items-center justify-between gap-4`}>
        <p className="truncate text-slate-600">{t('header.tagline')}</p>
        <div className="flex items-center gap-5">
          <HelpMenu />
          <LanguageSelector />
        </div>
      </div>
    </div>
  );
}

export function Logo() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Link to={localePath('/')} className="inline-flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900">
      <LogoMark size={36} />
      {/* The word gives way below 400 px so the Malay header (Log masuk) stays one row (issue 14). */}
      <span aria-hidden="true" className="max-[25rem]:hidden">
        Borong
      </span>
      <span className="sr-only">{t('header.home')}</span>
    </Link>
  );
}

/**
 * What the site's search box shows: the store search's own text on the search page only. Other
 * pages use `search` for their own boxes (issue 14: /brands?search=… filled it with a brand).
 */
export function headerSearchText({ pathname, search }: { pathname: string; search: string }): string | undefined {
  if (stripLocale(pathname) !== '/search') return undefined;
  const params = new URLSearchParams(search);
  return params.get('search') ?? params.get('key') ?? undefined;
}

/** Menu bar: logo, search (unless the page has its own), Register to buy and Login, or the account dropdown when signed in. */
export function MenuBar({ navigation, showSearch }: { navigation: Navigation; showSearch: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  const location = useLocation();
  const current = headerSearchText(location);
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className={`${CONTAINER} flex flex-wrap items-center gap-x-3 gap-y-2 py-3 md:flex-nowrap md:gap-6`}>
        <MobileMenuButton />
        <Logo />
        {showSearch && (
          <SearchForm
            id="header-search"
            label={t('header.searchLabel')}
            placeholder={t('header.searchPlaceholder')}
            defaultValue={current}
            suggest
            overlayOnPhone
            className="order-last md:order-none md:max-w-2xl md:flex-1"
          />
        )}
        <div className="ml-auto flex items-center gap-2">
          <DeliveryButton />
          <CartLink count={root?.cartCount ?? null} />
          {signedIn ? (
            <AccountDropdown />
          ) : (
            <>
              <Link
                to={localePath('/register')}
                className="hidden h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:inline-flex"
              >
                {t('header.registerToBuy')}
              </Link>
              <Link data-login-link to={loginHref(location)} className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
                {t('header.login')}
              </Link>
            </>
          )}
        </div>
      </div>
      <MobileDrawer categories={navigation.categories} groups={navigation.header} />
    </div>
  );
}

/** Sub menu (desktop): categories, Brands, and the page-management header groups. */
function SubMenu({ navigation }: { navigation: Navigation }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t('header.subMenu')} className="hidden bg-brand-700 md:block">
      <ul className={`${CONTAINER} flex items-center gap-1`}>
        <li>
          <CategoryMenu categories={navigation.categories} />
        </li>
        <li>
          <Link to={localePath('/brands')} className="inline-flex h-11 items-center px-3 text-sm font-semibold uppercase tracking-wide text-white hover:bg-brand-800">
            {t('header.brands')}
          </Link>
        </li>
        {navigation.header.map((group) => (
          <li key={group.id}>
            <PageMenu group={group} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({ navigation, showSearch }: { navigation: Navigation; showSearch: boolean }) {
  return (
    <header>
      <TopBar />
      <MenuBar navigation={navigation} showSearch={showSearch} />
      <SubMenu navigation={navigation} />
    </header>
  );
}

