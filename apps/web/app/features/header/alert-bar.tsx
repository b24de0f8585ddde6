import { useState } from 'react';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { CONTAINER } from '../../ui/container';
import { CloseIcon } from '../../ui/icons';

/** The dismissible alert bar (45 px, spec §9) inviting buyers to the loyalty programme. */
export function AlertBar() {
  const t = useT();
  const localePath = useLocalePath();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="region" aria-label={t('alert.title')} className="bg-amber-50 text-amber-950">
      <div className={`${CONTAINER} flex min-h-[45px] items-center justify-between gap-3 text-sm`}>
        <Link to={localePath('/meriah-loyalty-program')} className="font-medium underline-offset-2 hover:underline">
          {t('alertBar.membership')}
        </Link>
        <button type="button" onClick={() => setDismissed(true)} className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-amber-100">
          <CloseIcon size={18} />
          <span className="sr-only">{t('alertBar.dismiss')}</span>
        </button>
      </div>
    </div>
  );
}
