import type { SuggestionResponse } from '@borong/contracts/catalogue';
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath, useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { StoreIcon } from '../../ui/icons';
import { productHref } from '../../lib/product-href';
import { SEARCH_DEBOUNCE_MS, useBrowserApi } from './browser-api';
import { nextActive, wantsSuggestions } from './suggestions';

/** One choosable line of the list, whatever its kind; `href` is before the locale prefix. */
interface Option {
  key: string;
  group: SuggestionGroup;
  label: string;
  detail: string | null;
  image: string | null | undefined;
  href: string;
}
type SuggestionGroup = 'stores' | 'products' | 'brands' | 'categories';
const GROUPS: SuggestionGroup[] = ['stores', 'products', 'brands', 'categories'];

/** The answer as one list in display order, so the arrow keys walk across the groups. */
function optionsOf(answer: SuggestionResponse): Option[] {
  const byGroup: Record<SuggestionGroup, Option[]> = {
    products: answer.products.map((p) => ({ key: `p${p.id}`, group: 'products', label: p.product_name, detail: null, image: p.image_url, href: productHref(p) })),
    stores: answer.data.map((s) => ({ key: `s${s.id}`, group: 'stores', label: s.domain_name, detail: s.product_name, image: s.logo, href: `/store/${encodeURIComponent(s.url)}` })),
    brands: answer.brands.map((b) => ({ key: `b${b.id}`, group: 'brands', label: b.brand_name, detail: null, image: undefined, href: `/search?brand_name=${encodeURIComponent(b.brand_name)}` })),
    categories: answer.categories.map((c) => ({ key: `c${c.id}`, group: 'categories', label: c.display_category_name, detail: null, image: undefined, href: `/search?display_category_name=${encodeURIComponent(c.display_category_name)}` })),
  };
  return GROUPS.flatMap((g) => byGroup[g]);
}

type Found = { status: 'idle' } | { status: 'loading'; text: string } | { status: 'ok'; text: string; items: Option[] } | { status: 'error'; text: string };

/**
 * The search box as an ARIA 1.2 combobox with suggestions (spec §4, issue 12): 500 ms after the
 * last keystroke, and only for text of more than 2 characters, it asks the API for matching
 * products, stores, brands and categories, shown in labelled groups of one listbox. Up/Down move
 * through every option across the groups, Enter opens the chosen one (or, with none chosen,
 * submits the search), Escape closes the list. Choosing calls `onChosen` (the overlay closes).
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
            if (!stale) setFound(result.ok ? { status: 'ok', text: typed, items: optionsOf(result.data) } : { status: 'error', text: typed });
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

  const choose = (item: Option) => {
    setOpen(false);
    onChosen?.();
    void navigate(localePath(item.href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const next = nextActive(active, items.length, event.key);
      setActive(next);
      // The list scrolls in its own box (at most 70% of the screen): the option the arrows reach is
      // brought into it. Not on hover, where scrolling would move another option under the pointer.
      document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    } else if (event.key === 'Escape' && expanded) {
      // Only the list closes; the next Escape reaches the overlay.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      {/* Text, not type=search, as the brand box (brand-options.tsx): Chrome spends a search box's
          Escape on clearing it, so in the phone overlay the Escape after the one that closed the
          list emptied the box, and only a third closed the overlay. A combobox to assistive tech. */}
      <input
        {...input}
        type="text"
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
        // Left-aligned wherever the box sits: the home banner centres its text, and the list inherited it.
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
        // Keeps focus in the box while a suggestion is clicked, so blur does not close the list first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {found.status === 'loading' && <p className="px-4 py-3 text-sm text-slate-600">{t('searchSuggestions.loading')}</p>}
        {found.status === 'error' && <p className="px-4 py-3 text-sm text-red-800">{t('SOMETHING.WRONG.TRY.LATER')}</p>}
        {found.status === 'ok' && items.length === 0 && <p className="px-4 py-3 text-sm text-slate-600">{t('NO.RESULT.FOUND')}</p>}
        {GROUPS.map((group) => {
          const inGroup = items.flatMap((item, i) => (item.group === group ? [{ item, i }] : []));
          if (inGroup.length === 0) return null;
          return (
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <p id={`${listId}-${group}`} role="presentation" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t(`searchSuggestions.${group}`)}
              </p>
              {inGroup.map(({ item, i }) => (
                <div
                  key={item.key}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(i)}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 ${i === active ? 'bg-brand-50' : ''}`}
                >
                  {item.image !== undefined && (
                    <ImageWithFallback
                      src={item.image}
                      alt=""
                      width={32}
                      height={32}
                      className="size-8 shrink-0 rounded border border-slate-100 object-contain"
                      fallback={<StoreIcon size={24} className="size-8 shrink-0 text-slate-400" />}
                    />
                  )}
                  <span className="min-w-0">
                    <span className="line-clamp-2 break-words font-medium text-slate-900">{item.label}</span>
                    {item.detail && <span className="line-clamp-2 break-words text-sm text-slate-600">{item.detail}</span>}
                  </span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {/* A live region without the status role: the page's own status (a result count) stays the only one. */}
      <p className="sr-only" aria-live="polite">
        {expanded && found.status === 'ok' ? (items.length ? t('searchSuggestions.count', { count: items.length }) : t('searchSuggestions.none')) : ''}
      </p>
    </div>
  );
}
