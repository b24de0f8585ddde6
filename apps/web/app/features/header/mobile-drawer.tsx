import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { categorySearchHref, type MenuCategory, type NavGroup } from '../navigation/navigation';
import { ChevronDownIcon, CloseIcon, LogoMark, MenuIcon } from '../../ui/icons';
import { HELP_LINKS } from './help-menu';
import { LanguageSelector } from './language-selector';
import { NavEntryLink } from '../navigation/nav-entry-link';
import { loginHref } from './login-href';
import { useRootData } from '../session/root-data';
import { DrawerAccountLinks } from '../auth/account-menu';

const DRAWER_ID = 'mobile-menu';

function subscribeToDrawer(onChange: () => void): () => void {
  const drawer = document.getElementById(DRAWER_ID);
  drawer?.addEventListener('toggle', onChange);
  return () => drawer?.removeEventListener('toggle', onChange);
}

/**
 * Whether the drawer popover is open (closed on the server). Read from the element itself, so a
 * drawer opened before hydration (a native popover needs no script) counts as open too.
 */
function useDrawerOpen(): boolean {
  return useSyncExternalStore(subscribeToDrawer, () => document.getElementById(DRAWER_ID)?.matches(':popover-open') ?? false, () => false);
}

/**
 * The phone menu (≤ 768 px): a hamburger button opening a drawer. It is a native popover, so it
 * opens, closes on Escape and on a tap outside even before the page hydrates; after hydration the
 * button's `aria-expanded` follows it and a navigation closes it.
 */
export function MobileMenuButton() {
  const t = useT();
  const open = useDrawerOpen();
  return (
    <button
      type="button"
      popoverTarget={DRAWER_ID}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-controls={DRAWER_ID}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
    >
      <MenuIcon size={24} />
      <span className="sr-only">{t('header.openMenu')}</span>
    </button>
  );
}

/** `expand`: whether the levels under the top one are rendered (see `MobileDrawer`). */
function CategoryTree({ categories, level, expand }: { categories: MenuCategory[]; level: number; expand: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className={level > 1 ? 'ml-3 border-l border-slate-200 pl-2' : ''}>
      {categories.map((category) => (
        <li key={category.name}>
          {category.children.length === 0 || !expand ? (
            <a href={categorySearchHref(category.name, locale)} className="drawer-link">
              {category.name}
            </a>
          ) : (
            <details>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-slate-800 [&::-webkit-details-marker]:hidden">
                {category.name}
                <ChevronDownIcon size={16} className="summary-chevron shrink-0 transition-transform" />
              </summary>
              <a href={categorySearchHref(category.name, locale)} className="ml-3 flex min-h-11 items-center border-l border-slate-200 px-5 font-medium text-brand-800">
                {t('header.allIn', { name: category.name })}
              </a>
              <CategoryTree categories={category.children} level={level + 1} expand />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The drawer's category levels under the top one are rendered once it has been opened (issue 13:
 * a few hundred links on every page were a third of its HTML and of its server time); before
 * that, and before hydration, each top category is a link to its search, and All categories
 * leads to the whole tree.
 */
export function MobileDrawer({ categories, groups }: { categories: MenuCategory[]; groups: NavGroup[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const location = useLocation();
  const drawerRef = useRef<HTMLDivElement>(null);
  const signedIn = Boolean(useRootData()?.user);
  // Once opened, the deeper category levels stay rendered.
  const open = useDrawerOpen();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // A navigation closes the drawer. Hydration is not one: a drawer the buyer opened before the
  // page hydrated (it is a native popover) stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const drawer = drawerRef.current;
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [location.key]);

  const sectionTitle = 'px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-500';
  return (
    <div ref={drawerRef} id={DRAWER_ID} popover="auto" role="dialog" aria-label={t('header.menu')} className="drawer">
      <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
        <Link to={localePath('/')} className="inline-flex items-center gap-2 font-bold text-slate-900">
          <LogoMark size={28} />
          Borong
        </Link>
        <button type="button" popoverTarget={DRAWER_ID} popoverTargetAction="hide" className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
          <CloseIcon size={22} />
          <span className="sr-only">{t('header.closeMenu')}</span>
        </button>
      </div>
      {signedIn ? (
        <DrawerAccountLinks sectionTitle={sectionTitle} />
      ) : (
        <div className="grid grid-cols-2 gap-2 p-3">
          <Link to={loginHref(location)} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold text-white">
            {t('header.signIn')}
          </Link>
          <Link to={localePath('/register')} className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-3 font-semibold text-brand-800">
            {t('header.signUp')}
          </Link>
        </div>
      )}
      <nav aria-label={t('header.menu')} className="pb-6">
        <h2 className={sectionTitle}>{t('header.categories')}</h2>
        {categories.length ? <CategoryTree categories={categories} level={1} expand={opened} /> : <p className="px-3 text-sm text-slate-600">{t('header.noCategories')}</p>}
        <ul className="mt-2 border-t border-slate-200 pt-2">
          <li>
            <Link to={localePath('/all-categories')} className="flex min-h-11 items-center px-3 font-medium text-brand-800">
              {t('header.seeAllCategories')}
            </Link>
          </li>
          <li>
            <Link to={localePath('/brands')} className="flex min-h-11 items-center px-3 font-medium text-slate-800">
              {t('header.brands')}
            </Link>
          </li>
          {groups.map((group) => (
            <li key={group.id}>
              <details>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 font-medium uppercase text-slate-800 [&::-webkit-details-marker]:hidden">
                  {group.name}
                  <ChevronDownIcon size={16} className="summary-chevron shrink-0 transition-transform" />
                </summary>
                <ul className="ml-3 border-l border-slate-200 pl-2">
                  {group.entries.map((entry) => (
                    <li key={entry.id}>
                      <NavEntryLink entry={entry} className="drawer-link" />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <h2 className={sectionTitle}>{t('header.helpCentre')}</h2>
        <ul>
          {HELP_LINKS.map((link) => (
            <li key={link.path}>
              <a href={localePath(link.path)} target="_blank" rel="noopener" className="drawer-link">
                {t(link.key)}
                <span className="sr-only">{` ${t('a11y.opensInNewTab')}`}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className={sectionTitle}>{t('header.language')}</h2>
        <div className="px-3">
          <LanguageSelector variant="full" />
        </div>
      </nav>
    </div>
  );
}
