import { Link } from '../../ui/link';
import type { MessageKey } from '../../i18n/en';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useRootData } from '../session/root-data';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { useDropdown } from '../../ui/use-dropdown';

/** The account areas (spec §2 routes), grouped as the hamburger menu lists them (spec §2). */
export const ACCOUNT_LINKS: { heading: MessageKey; path?: string; links: { key: MessageKey; path: string }[] }[] = [
  {
    heading: 'account.myAccount',
    links: [
      { key: 'account.profile', path: '/settings/profile' },
      { key: 'account.addressBook', path: '/settings/address-book' },
      { key: 'account.bankCards', path: '/settings/banks' },
      { key: 'account.eCredit', path: '/settings/e-credit' },
    ],
  },
  {
    heading: 'account.myOrders',
    // The spec's menu names "My orders" beside "Orders": the heading leads to the same list.
    path: '/settings/orders',
    links: [
      { key: 'account.orders', path: '/settings/orders' },
      { key: 'account.cancellation', path: '/settings/orders?status=RETURNS_CANCELLATION' },
      { key: 'account.shoppingList', path: '/settings/shopping-list' },
    ],
  },
];

/**
 * Spec §4 logout: the server revokes the token and clears the cookie, then the document reloads
 * at the root. A plain form post (not React Router's `<Form>`, which needs its data router), so
 * it works the same in an island and before hydration. Before the post leaves, the browser forgets every bit of state the app keeps in
 * local and session storage (the spec clears all of it; the locale is written again on load).
 */
export function LogoutForm({ className, children }: { className: string; children?: React.ReactNode }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <form
      method="post"
      action={localePath('/auth')}
      onSubmit={() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      }}
    >
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className}>
        {children ?? t('auth.logout')}
      </button>
    </form>
  );
}

/** Desktop menu bar, signed in: the greeting opens the account dropdown with Logout (spec §2). */
export function AccountDropdown() {
  const t = useT();
  const localePath = useLocalePath();
  const user = useRootData()?.user;
  const { buttonProps, containerProps, panelProps } = useDropdown();
  if (!user) return null;
  const item = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800';
  return (
    <div {...containerProps} className="dropdown relative">
      {/* On a phone the greeting is the button's name only and an icon its face, so the signed-in header keeps to one row (issue 14). */}
      <button {...buttonProps} className="inline-flex h-11 max-w-[16rem] items-center gap-1 rounded-lg border border-slate-300 px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:px-3">
        <UserIcon className="sm:hidden" />
        <span className="truncate max-sm:sr-only">{t('auth.greeting', { name: user.name })}</span>
        <ChevronDownIcon size={14} className="max-sm:hidden" />
      </button>
      <div {...panelProps} aria-label={t('auth.accountMenu')} className="dropdown-panel absolute right-0 top-full z-40 pt-1">
        <ul className="min-w-52 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {ACCOUNT_LINKS.flatMap((group) => group.links).map((link) => (
            <li key={link.path}>
              <Link to={localePath(link.path)} className={item}>
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <LogoutForm className={item} />
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The hamburger menu's account part, signed in (spec §2: My account … Shopping list, Logout). */
export function DrawerAccountLinks({ sectionTitle }: { sectionTitle: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const user = useRootData()?.user;
  if (!user) return null;
  return (
    <div className="border-b border-slate-200 pb-2">
      <p className="px-3 pt-3 font-semibold text-slate-900">{t('auth.greeting', { name: user.name })}</p>
      {ACCOUNT_LINKS.map((group) => (
        <section key={group.heading} aria-label={t(group.heading)}>
          <h2 className={sectionTitle}>
            {group.path ? (
              <Link to={localePath(group.path)} className="inline-flex min-h-11 items-center text-brand-800 underline-offset-4 hover:underline">
                {t(group.heading)}
              </Link>
            ) : (
              t(group.heading)
            )}
          </h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.path}>
                <Link to={localePath(link.path)} className="flex min-h-11 items-center px-3 text-slate-800">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LogoutForm className="flex min-h-11 w-full items-center px-3 text-left font-semibold text-red-700" />
    </div>
  );
}
