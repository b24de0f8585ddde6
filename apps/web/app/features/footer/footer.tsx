import { useT } from '../../i18n/i18n';
import type { NavGroup } from '../navigation/navigation';
import { CONTAINER } from '../../ui/container';
import { LogoMark } from '../../ui/icons';
import { NavEntryLink } from '../navigation/nav-entry-link';

/** Accepted payment methods (spec §3 enumerations), shown as text badges. */
export const PAYMENT_NAMES = ['Boost', 'GrabPay', 'MasterCard', 'MyDebit', 'Visa', 'FPX'] as const;

/** Footer: the page-management footer groups, accepted payments and the copyright line. */
export function Footer({ groups, year }: { groups: NavGroup[]; year: number }) {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <h2 className="sr-only">{t('footer.label')}</h2>
      <div className={`${CONTAINER} grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_repeat(4,1fr)]`}>
        <div className="max-w-xs">
          <p className="inline-flex items-center gap-2 text-lg font-extrabold text-slate-900">
            <LogoMark size={28} />
            Borong
          </p>
          <p className="mt-3 leading-relaxed text-slate-600">{t('footer.about')}</p>
        </div>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`footer-group-${group.id}`}>
            <h3 id={`footer-group-${group.id}`} className="footer-title">
              {group.name}
            </h3>
            <ul className="mt-3 space-y-2">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <NavEntryLink entry={entry} className="footer-link" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-slate-200">
        {/* Room below for the scroll-to-top button, so at the end of the page it covers none of the payment methods. */}
        <div className={`${CONTAINER} flex flex-col gap-4 pb-24 pt-6 md:flex-row md:items-center md:justify-between`}>
          <p className="text-slate-600">{t('footer.copyright', { year })}</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-slate-600">{t('footer.payments')}</span>
            <ul className="flex flex-wrap gap-2">
              {PAYMENT_NAMES.map((name) => (
                <li key={name} className="pay-badge">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
