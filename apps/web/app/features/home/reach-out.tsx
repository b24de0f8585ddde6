import { useLocalePath, useT } from '../../i18n/i18n';
import { CONTAINER } from '../../ui/container';

/**
 * The reach-out section (spec §2). The spec has its button disabled, as in the original
 * storefront; a walkthrough found a dead button beside a promise of help (issue 14), so it leads
 * where a request can be made today: the quotation form when one is configured (the same one the
 * brands page offers, in a new tab), else the contact page.
 */
export function ReachOut({ quotationUrl }: { quotationUrl: string | null }) {
  const t = useT();
  const localePath = useLocalePath();
  const buttonClass = 'inline-flex h-11 shrink-0 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';
  return (
    <section aria-labelledby="reach-out-heading" className={`${CONTAINER} my-12`}>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="reach-out-heading" className="text-xl font-bold text-slate-900">
            {t('home.reachOutHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.reachOutText')}</p>
        </div>
        {quotationUrl ? (
          <a href={quotationUrl} target="_blank" rel="noopener" className={buttonClass}>
            {t('home.reachOutButton')}
            <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
          </a>
        ) : (
          <a href={localePath('/contact-us')} className={buttonClass}>
            {t('home.reachOutButton')}
          </a>
        )}
      </div>
    </section>
  );
}
