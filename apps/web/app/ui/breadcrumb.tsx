import { Link } from './link';
import { useT } from '../i18n/i18n';
import { ChevronRightIcon } from './icons';

export interface Crumb {
  label: string;
  /** Already in the visitor's locale; the last crumb (the current page) has none. */
  href?: string;
}

/** A breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRightIcon size={14} className="shrink-0" />}
            {crumb.href ? (
              <Link to={crumb.href} className="hover:text-brand-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-slate-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
