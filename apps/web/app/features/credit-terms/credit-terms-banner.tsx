import { Link } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ShieldCheckIcon } from '../../ui/icons';

/**
 * The credit-terms banner (spec §1, §2): static marketing copy — 30 days credit term, 1% service
 * fee for credit ordering — and "Apply now" to the credit application in the visitor's language.
 * Shown on the search page and the home page. Text only, so it never shifts the layout.
 */
export function CreditTermsBanner({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const localePath = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="flex flex-col gap-4 rounded-xl bg-brand-800 px-6 py-5 text-white sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <ShieldCheckIcon size={28} className="mt-0.5 shrink-0 text-amber-300" />
        <div>
          <Heading className="text-lg font-bold sm:text-xl">{t('creditTerms.heading')}</Heading>
          <p className="mt-1 text-sm text-white/90 sm:text-base">{t('creditTerms.text')}</p>
        </div>
      </div>
      <Link
        to={localePath('/dropee-credit')}
        className="inline-flex h-11 shrink-0 items-center justify-center self-start rounded-lg bg-amber-400 px-5 font-semibold text-slate-900 hover:bg-amber-300 sm:self-auto"
      >
        {t('creditTerms.apply')}
      </Link>
    </section>
  );
}
