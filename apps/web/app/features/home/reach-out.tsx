import { useId } from 'react';
import { useLocalePath, useT } from '../../i18n/i18n';
import { CONTAINER } from '../../ui/container';

/**
 * The reach-out section (spec §2): its button is disabled, as in the original storefront. The
 * reason is written next to it (and tied to the button for screen readers), with the contact
 * page as the way that works today.
 */
export function ReachOut() {
  const t = useT();
  const localePath = useLocalePath();
  const reasonId = useId();
  return (
    <section aria-labelledby="reach-out-heading" className={`${CONTAINER} my-12`}>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="reach-out-heading" className="text-xl font-bold text-slate-900">
            {t('home.reachOutHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.reachOutText')}</p>
          <p id={reasonId} className="mt-2 text-sm text-slate-600">
            {t('home.reachOutUnavailable')}{' '}
            <a href={localePath('/contact-us')} className="font-semibold text-brand-800 underline underline-offset-4">
              {t('home.reachOutContact')}
            </a>
          </p>
        </div>
        <button type="button" disabled aria-describedby={reasonId} className="inline-flex h-11 shrink-0 cursor-not-allowed items-center rounded-lg bg-slate-300 px-5 font-semibold text-slate-700">
          {t('home.reachOutButton')}
        </button>
      </div>
    </section>
  );
}
