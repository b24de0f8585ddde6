import { useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';

/**
 * The brand search box: a GET form (works without JavaScript). With JavaScript `onType` gets
 * every change (the directory debounces it, spec §4) and `onSubmit` the text when the buyer
 * presses Enter or the button.
 */
export function BrandSearch({ defaultValue, onType, onSubmit }: { defaultValue?: string; onType: (text: string) => void; onSubmit: (text: string) => void }) {
  const t = useT();
  return (
    <form
      method="get"
      role="search"
      className="flex w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get('search')?.toString() ?? '');
      }}
    >
      <label htmlFor="brand-search" className="sr-only">
        {t('brands.searchLabel')}
      </label>
      <input
        id="brand-search"
        type="search"
        name="search"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        placeholder={t('brands.searchPlaceholder')}
        onChange={(event) => onType(event.currentTarget.value)}
        className="h-11 min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus-visible:outline-offset-0"
      />
      <button type="submit" className="inline-flex h-11 items-center gap-2 rounded-r-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        <SearchIcon size={18} />
        <span className="sr-only sm:not-sr-only">{t('brands.searchButton')}</span>
      </button>
    </form>
  );
}
