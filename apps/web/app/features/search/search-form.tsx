import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { SearchIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { SuggestInput } from './suggest-input';
import { PHONE_QUERY } from './suggestions';

/** The API accepts search text of up to 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

interface SearchFormProps {
  id: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
  className?: string;
  /** Suggestions while typing (the header's box on desktop, the phone overlay). */
  suggest?: boolean;
  /** At 768 px or narrower, focusing the box opens the full-screen search overlay instead. */
  overlayOnPhone?: boolean;
  /** Called when the form navigates (submitted, or a suggestion chosen). */
  onDone?: () => void;
  /** The box takes focus when shown (in the overlay). */
  focusOnShow?: boolean;
}

/**
 * A real GET form to `/search` with an input named `search`, so searching works before the page
 * hydrates; afterwards the submit is a navigation to the same URL (client-side where React Router
 * runs the page, a page load in an island). Not React Router's `<Form>`: that needs its data
 * router, which an island does not have.
 */
export function SearchForm({ id, label, placeholder, defaultValue, size = 'md', className = '', suggest = false, overlayOnPhone = false, onDone, focusOnShow = false }: SearchFormProps) {
  const t = useT();
  const localePath = useLocalePath();
  const [overlay, setOverlay] = useState(false);
  // Closing the overlay gives focus back to this box; that focus must not open it again.
  const returningFocus = useRef(false);
  // Runs after the modal's own effect has closed the dialog (and returned focus): a flag that
  // focus did not use (the box was replaced by a navigation) must not swallow the next focus.
  useEffect(() => {
    if (!overlay) returningFocus.current = false;
  }, [overlay]);
  const navigate = useNavigate();
  const action = localePath('/search');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    onDone?.();
    void navigate(`${action}?${query}`);
  };
  const openOnPhone = () => {
    if (window.matchMedia(PHONE_QUERY).matches) setOverlay(true);
  };
  const large = size === 'lg';
  const inputClass = `min-w-0 flex-1 rounded-l-lg border border-r-0 border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:outline-3 ${large ? 'h-14 px-5 text-base focus:outline-offset-2 focus:outline-amber-400 sm:text-lg' : 'h-11 px-4 text-sm focus:border-brand-700 focus:outline-offset-0 focus:outline-brand-700'}`;
  const inputProps = {
    id,
    name: 'search',
    defaultValue,
    placeholder,
    maxLength: SEARCH_MAX_LENGTH,
    enterKeyHint: 'search' as const,
    autoComplete: 'off',
    // The dialog's own focusing honours the attribute (React's autoFocus runs before it opens).
    ref: focusOnShow ? (el: HTMLInputElement | null) => el?.setAttribute('autofocus', '') : undefined,
    onFocus: overlayOnPhone
      ? () => {
          if (returningFocus.current) {
            returningFocus.current = false;
            return;
          }
          openOnPhone();
        }
      : undefined,
    // Closing the overlay leaves focus in this box, so tapping it again fires no focus event:
    // the tap itself opens the overlay. Keyboard focus still opens it through onFocus alone.
    onClick: overlayOnPhone ? openOnPhone : undefined,
  };
  return (
    <>
      <form method="get" action={action} role="search" onSubmit={onSubmit} className={`flex w-full ${className}`}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {suggest ? (
          <SuggestInput key={defaultValue} {...inputProps} inputClassName={inputClass} onChosen={onDone} />
        ) : (
          <input key={defaultValue} type="search" {...inputProps} className={inputClass} />
        )}
        <button
          type="submit"
          className={`inline-flex shrink-0 items-center gap-2 rounded-r-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 ${large ? 'h-14 px-5 sm:px-7 text-base' : 'h-11 px-4 text-sm'}`}
        >
          <SearchIcon size={large ? 22 : 18} />
          <span className={large ? 'max-sm:sr-only' : 'sr-only lg:not-sr-only'}>{t('header.searchButton')}</span>
        </button>
      </form>
      {overlayOnPhone && (
        <Modal
          open={overlay}
          onClose={() => {
            returningFocus.current = true;
            setOverlay(false);
          }}
          title={t('searchSuggestions.overlay')}
          fullScreenOnPhone
        >
          <SearchForm
            id={`${id}-overlay`}
            label={label}
            placeholder={placeholder}
            defaultValue={defaultValue}
            suggest
            focusOnShow
            onDone={() => {
              returningFocus.current = true;
              setOverlay(false);
            }}
          />
        </Modal>
      )}
    </>
  );
}
