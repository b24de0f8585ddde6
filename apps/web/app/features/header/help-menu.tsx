import { useLocalePath, useT } from '../../i18n/i18n';
import { ChevronDownIcon, HelpIcon } from '../../ui/icons';
import { useDropdown } from '../../ui/use-dropdown';

/** The help-centre links; both open in a new tab (spec §2). */
export const HELP_LINKS = [
  { key: 'header.faq', path: '/frequently-asked-questions' },
  { key: 'header.contactUs', path: '/contact-us' },
] as const;

export function HelpMenu() {
  const t = useT();
  const localePath = useLocalePath();
  const { buttonProps, containerProps, panelProps } = useDropdown({ openOnHover: true });
  return (
    <div {...containerProps} className="dropdown relative">
      <button {...buttonProps} className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-slate-600 hover:text-brand-800">
        <HelpIcon size={16} />
        {t('header.helpCentre')}
        <ChevronDownIcon size={14} />
      </button>
      <div {...panelProps} className="dropdown-panel absolute right-0 top-full z-40 pt-1">
        <ul className="min-w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {HELP_LINKS.map((link) => (
            <li key={link.path}>
              <a href={localePath(link.path)} target="_blank" rel="noopener" className="menu-link">
                {t(link.key)}
                <span className="sr-only">{` ${t('a11y.opensInNewTab')}`}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
