import { Form } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';

/** The API accepts search text of up to 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A real GET form to `/search` with an input named `search`, so searching works before the page
 * hydrates; afterwards React Router turns the submit into a client-side navigation.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  defaultValue,
  size = 'md',
  className = '',
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const large = size === 'lg';
  return (
    <Form method="get" action={localePath('/search')} role="search" className={`flex w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        key={defaultValue}
        id={id}
        type="search"
        name="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className={`min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:outline-3 ${large ? 'h-14 px-5 text-base focus:outline-offset-2 focus:outline-amber-400 sm:text-lg' : 'h-11 px-4 text-sm focus:border-brand-700 focus:outline-offset-0 focus:outline-brand-700'}`}
      />
      <button
        type="submit"
        className={`inline-flex shrink-0 items-center gap-2 rounded-r-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 ${large ? 'h-14 px-5 sm:px-7 text-base' : 'h-11 px-4 text-sm'}`}
      >
        <SearchIcon size={large ? 22 : 18} />
        <span className={large ? 'max-sm:sr-only' : 'sr-only lg:not-sr-only'}>{t('header.searchButton')}</span>
      </button>
    </Form>
  );
}
