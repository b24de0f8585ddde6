import { useT } from '../../i18n/i18n';
import type { NavEntry } from './navigation';

/** One entry of a page-management menu: a link, in a new tab when asked. */
export function NavEntryLink({ entry, className }: { entry: NavEntry; className: string }) {
  const t = useT();
  return (
    <a href={entry.href} className={className} {...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {entry.name}
      {entry.newTab && <span className="sr-only">{` ${t('a11y.opensInNewTab')}`}</span>}
    </a>
  );
}
