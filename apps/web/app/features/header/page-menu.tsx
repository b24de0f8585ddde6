import type { NavGroup } from '../navigation/navigation';
import { NavEntryLink } from '../navigation/nav-entry-link';
import { ChevronDownIcon } from '../../ui/icons';
import { useDropdown } from '../../ui/use-dropdown';

/** A page-management header group (PROMOTIONS, CAMPAIGN, LOYALTY PROGRAM) as a dropdown. */
export function PageMenu({ group }: { group: NavGroup }) {
  const { buttonProps, containerProps, panelProps } = useDropdown({ openOnHover: true });
  const buttonClass = 'inline-flex h-11 items-center gap-1 px-3 text-sm font-semibold uppercase tracking-wide text-white hover:bg-brand-800';
  if (group.entries.length === 0) {
    return group.href ? <NavEntryLink entry={{ id: group.id, name: group.name, href: group.href, newTab: group.newTab }} className={buttonClass} /> : null;
  }
  return (
    <div {...containerProps} className="dropdown relative">
      <button {...buttonProps} className={buttonClass}>
        {group.name}
        <ChevronDownIcon size={16} />
      </button>
      <div {...panelProps} className="dropdown-panel absolute left-0 top-full z-40 pt-1">
        <ul className="min-w-56 rounded-lg border border-slate-200 bg-white py-2 shadow-lg">
          {group.entries.map((entry) => (
            <li key={entry.id}>
              <NavEntryLink entry={entry} className="menu-link" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
