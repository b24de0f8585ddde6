import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';

/** A home section's heading, and its View all link when it has one. */
export function SectionHeader({ id, title, viewAllHref, viewAllLabel }: { id: string; title: string; viewAllHref?: string; viewAllLabel?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {viewAllHref && (
        <Link to={localePath(viewAllHref)} className="shrink-0 font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('home.viewAll')}
          {viewAllLabel && <span className="sr-only">{` ${viewAllLabel}`}</span>}
        </Link>
      )}
    </div>
  );
}
