import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n';
import { SearchIcon } from './icons';

/** "No result found" (spec §8, NO.RESULT.FOUND). */
export function EmptyState({ children }: { children?: React.ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchIcon size={32} className="text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-800">{t('NO.RESULT.FOUND')}</p>
      {children}
    </div>
  );
}

/**
 * A call failed: the message in the visitor's language and a retry link that reloads the page
 * (a real link, so it works without JavaScript too).
 */
export function ErrorState({ status }: { status: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-900">{t(status === 503 ? 'error.unavailable' : status === 429 ? 'error.tooMany' : 'SOMETHING.WRONG.TRY.LATER')}</p>
      <a href={pathname + search} className="mt-4 inline-flex h-11 items-center rounded-lg border border-red-300 bg-white px-5 font-semibold text-red-900 hover:bg-red-100">
        {t('error.retry')}
      </a>
    </div>
  );
}
