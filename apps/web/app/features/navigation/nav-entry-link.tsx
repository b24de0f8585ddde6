import { useT } from '../../i18n/i18n';
import type { NavEntry } from './navigation';

/** One entry of a page-management menu: a link (new tab when asked), or text while it has no page. */
export function NavEntryLink({ entry, className }: { entry: NavEntry; className: string }) {
  const t = useT();
  if (!entry.href) return <span className={`${className} text-slate-500`}>{entry.name}</span>;
  return (
    <a href={entry.href} className={className} {...(entry.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {entry.name}
      {entry.newTab && <span className="sr-only"> {t('a11y.opensInNewTab')}</span>}
    </a>
  );
}
