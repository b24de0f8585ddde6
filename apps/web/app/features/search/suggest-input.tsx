import type { Suggestion } from '@borong/contracts/catalogue';
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { StoreIcon } from '../../ui/icons';
import { SEARCH_DEBOUNCE_MS, useBrowserApi } from './browser-api';
import { nextActive, wantsSuggestions } from './suggestions';

type Found = { status: 'idle' } | { status: 'loading'; text: string } | { status: 'ok'; text: string; items: Suggestion[] } | { status: 'error'; text: string };

/**
 * The search box as an ARIA 1.2 combobox with store suggestions (spec §4): 500 ms after the last
 * keystroke, and only for text of more than 2 characters, it asks the API for matching stores.
 * Up/Down move through them, Enter opens the chosen store (or, with none chosen, submits the
 * search), Escape closes the list. Choosing a store calls `onChosen` (the overlay closes).
 */
export function SuggestInput({ inputClassName, onChosen, ...input }: InputHTMLAttributes<HTMLInputElement> & { inputClassName: string; onChosen?: () => void }) {
  const t = useT();
  const getApi = useBrowserApi();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const listId = useId();
  const [text, setText] = useState(typeof input.defaultValue === 'string' ? input.defaultValue : '');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Only text the buyer typed is looked up (typing sets 'loading'): the search already on the
  // page (the box's default value) asks nothing, and loads no API client.
  const typed = found.status === 'loading' && found.text === text ? text : null;
  useEffect(() => {
    if (typed === null) return;
    let stale = false;
    const timer = setTimeout(() => {
      void getApi()
        .then((api) => api.suggestions(typed.trim()))
        .then(
          (result) => {
            if (!stale) setFound(result.ok ? { status: 'ok', text: typed, items: result.data.data } : { status: 'error', text: typed });
          },
          () => {
            if (!stale) setFound({ status: 'error', text: typed });
          },
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [getApi, typed]);

  const items = found.status === 'ok' && found.text === text ? found.items : [];
  const expanded = open && wantsSuggestions(text) && found.status !== 'idle' && found.text === text;
  const activeId = expanded && active >= 0 && active < items.length ? `${listId}-${active}` : undefined;

  const choose = (item: Suggestion) => {
    setOpen(false);
    onChosen?.();
    void navigate(localePath(`/store/${encodeURIComponent(item.url)}`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      setActive((current) => nextActive(current, items.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; a second Escape reaches the overlay (or clears the box).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <input
        {...input}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={text}
        defaultValue={undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setActive(-1);
          setOpen(true);
          setFound(wantsSuggestions(value) ? { status: 'loading', text: value } : { status: 'idle' });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={(event) => {
          setOpen(true);
          input.onFocus?.(event);
        }}
        className={`w-full ${inputClassName}`}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('searchSuggestions.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        // Keeps focus in the box while a suggestion is clicked, so blur does not close the list first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {found.status === 'loading' && <p className="px-4 py-3 text-sm text-slate-600">{t('searchSuggestions.loading')}</p>}
        {found.status === 'error' && <p className="px-4 py-3 text-sm text-red-800">{t('SOMETHING.WRONG.TRY.LATER')}</p>}
        {found.status === 'ok' && items.length === 0 && <p className="px-4 py-3 text-sm text-slate-600">{t('NO.RESULT.FOUND')}</p>}
        {items.map((item, i) => (
          <div
            key={item.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onClick={() => choose(item)}
            onMouseEnter={() => setActive(i)}
            className={`flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 ${i === active ? 'bg-brand-50' : ''}`}
          >
            <ImageWithFallback
              src={item.logo}
              alt=""
              width={32}
              height={32}
              className="size-8 shrink-0 rounded border border-slate-100 object-contain"
              fallback={<StoreIcon size={24} className="size-8 shrink-0 text-slate-400" />}
            />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{item.domain_name}</span>
              {item.product_name && <span className="block truncate text-sm text-slate-600">{item.product_name}</span>}
            </span>
          </div>
        ))}
      </div>
      {/* A live region without the status role: the page's own status (a result count) stays the only one. */}
      <p className="sr-only" aria-live="polite">
        {expanded && found.status === 'ok' ? (items.length ? t('searchSuggestions.count', { count: items.length }) : t('searchSuggestions.none')) : ''}
      </p>
    </div>
  );
}
