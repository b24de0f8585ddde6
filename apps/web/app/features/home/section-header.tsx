import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';

/** A home section's heading, and its View all link when it has one. */
export function SectionHeader({ id, title, viewAllHref, viewAllLabel }: { id: string; title: string; viewAllHref?: string; viewAllLabel?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {viewAllHref && (
        <Link to={localePath(viewAllHref)} className="view-all">
          {t('home.viewAll')}
          {viewAllLabel && <span className="sr-only">{` ${viewAllLabel}`}</span>}
        </Link>
      )}
    </div>
  );
}
