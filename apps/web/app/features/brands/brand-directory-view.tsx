import type { Brand } from '@borong/contracts/catalogue';
import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { useLocale, useT } from '../../i18n/i18n';
import { useFormatCount } from '../../lib/number-format';
import { ImageWithFallback } from '../../ui/image';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState } from '../../ui/states';
import { useBrowserApi } from '../search/browser-api';
import { BRAND_LETTERS, BRAND_SEARCH_DEBOUNCE_MS, brandApiParams, brandResults, brandsHref, brandsSearch, debounce, groupBrands, letterHref, type BrandQuery, type BrandResults } from './brand-directory';
import { brandSearchHref } from '../navigation/navigation';
import { BrandSearch } from './brand-search';

const LOGO_SIZE = 40;

/**
 * Text typed into the box after following one of the directory's links (a letter, "All brands",
 * a page) while the page it asked for was still loading. That page replaces this directory (it
 * is keyed by its query) and takes the text up, so no keystroke typed during the navigation is
 * lost. A navigation that does not arrive within a few seconds gives up its claim.
 */
const typedDuringNavigation: { linkAt: number; text: string | null } = { linkAt: 0, text: null };
const NAVIGATION_CLAIM_MS = 10_000;

function followedLink(event: { target: EventTarget }) {
  if (event.target instanceof Element && event.target.closest('a')) {
    typedDuringNavigation.linkAt = performance.now();
    typedDuringNavigation.text = null;
  }
}

function noteTyping(text: string) {
  if (typedDuringNavigation.linkAt > 0) typedDuringNavigation.text = text;
}

/** The text typed while this directory's page was loading, once: null when there is none. */
function takeTypedDuringNavigation(): string | null {
  const { linkAt, text } = typedDuringNavigation;
  typedDuringNavigation.linkAt = 0;
  typedDuringNavigation.text = null;
  return text !== null && performance.now() - linkAt < NAVIGATION_CLAIM_MS ? text : null;
}

function LetterIndex({ query }: { query: BrandQuery }) {
  const t = useT();
  const { pathname } = useLocation();
  const entries: { label: string; letter: string | null; name?: string }[] = [
    ...BRAND_LETTERS.map((letter) => ({ label: letter, letter })),
    { label: '#', letter: null, name: t('brands.allLetters') },
  ];
  return (
    <nav aria-label={t('brands.letters')} className="mt-5" onClickCapture={followedLink}>
      <ul className="flex flex-wrap gap-1.5">
        {entries.map(({ label, letter, name }) => {
          const current = (query.letter ?? null) === letter;
          return (
            <li key={label}>
              <Link
                to={letterHref(pathname, letter)}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
                className="letter-link"
              >
                {name ? (
                  <>
                    <span aria-hidden="true">{label}</span>
                    <span className="sr-only">{name}</span>
                  </>
                ) : (
                  label
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Styled by the list it is in (`.brand-grid` in app.css), not by classes of its own. */
function BrandLink({ brand }: { brand: Brand }) {
  const locale = useLocale();
  return (
    <Link to={brandSearchHref(brand.brand_name, locale)}>
      <ImageWithFallback src={brand.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} placeholder={{ className: 'brand-link-placeholder', text: brand.brand_name.charAt(0) }} />
      <span>{brand.brand_name}</span>
    </Link>
  );
}

const COUNT_CLASS = 'mb-4 text-sm text-slate-600';

/** "1,234 brands", or nothing when the list failed or is empty (their states say so). */
function useCountText(brands: BrandResults | null): string {
  const t = useT();
  const formatCount = useFormatCount();
  return brands?.ok && brands.list.length > 0 ? t('brands.count', { count: formatCount(brands.meta.total) }) : '';
}

/**
 * One page of brands; `idPrefix` keeps the group headings' ids apart from another list's on the
 * page. Its count is a status line unless `withCount` is false (the directory announces its own).
 */
function Results({ brands, query, idPrefix = 'brands-', withCount = true }: { brands: BrandResults; query: BrandQuery; idPrefix?: string; withCount?: boolean }) {
  const countText = useCountText(brands);
  if (!brands.ok) return <ErrorState status={brands.status} />;
  if (brands.list.length === 0) return <EmptyState />;
  return (
    <>
      {withCount && (
        <p role="status" className={COUNT_CLASS}>
          {countText}
        </p>
      )}
      {groupBrands(brands.list).map((group) => (
        <section key={group.letter} aria-labelledby={`${idPrefix}${group.letter}`} className="mb-8">
          <h2 id={`${idPrefix}${group.letter}`} className="mb-3 border-b border-slate-200 pb-1 text-xl font-bold text-slate-900">
            {group.letter}
          </h2>
          <ul className="brand-grid">
            {group.brands.map((brand) => (
              <li key={brand.id}>
                <BrandLink brand={brand} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={brands.meta.page} lastPage={brands.meta.last_page} search={brandsSearch(query)} />
    </>
  );
}

/** The id of the page's own brands (`BrandPageResults`), which the directory hides once it shows a search's. */
const PAGE_RESULTS_ID = 'brand-page-results';

/**
 * The page of brands the server was asked for (the letter, the page or the text in the URL), right
 * after `BrandDirectory`. On an islands page it is markup the island never hydrates: its 120
 * links are not repeated in the island's props, nor walked by hydration (issue 13). Its links are
 * plain links; the directory hides it when the buyer types and it shows that search's brands.
 */
export function BrandPageResults({ query, brands }: { query: BrandQuery; brands: BrandResults }) {
  return (
    <div id={PAGE_RESULTS_ID} className="mt-6 transition-opacity" aria-busy="false" onClickCapture={followedLink}>
      <Results brands={brands} query={query} />
    </div>
  );
}

/**
 * The brand directory's search box and letter index (spec §2 /brands), above `BrandPageResults`.
 * Typing (spec §4: 500 ms after the last keystroke) searches all brands from the browser, without
 * a page load, shows them in place of the page's own, and keeps the URL in step with
 * `history.replaceState`: the same on a page React Router runs and in an island, which has no
 * router to re-run the loader. The letters and pages are links.
 */
export function BrandDirectory({ query }: { query: BrandQuery }) {
  const { pathname } = useLocation();
  const getApi = useBrowserApi();
  const resultsId = useId();
  // `brands` null: the page's own brands are shown.
  const [shown, setShown] = useState<{ query: BrandQuery; brands: BrandResults | null }>({ query, brands: null });
  const [busy, setBusy] = useState(false);
  const countText = useCountText(shown.brands);

  // Typing searches all brands: the letter is left behind (spec §4), the page goes back to 1.
  // Only the latest search's answer is shown.
  const { searchNow, searchSoon } = useMemo(() => {
    let latest = 0;
    const searchNow = (text: string) => {
      const next: BrandQuery = { search: text.trim().slice(0, 100) || undefined, page: 1 };
      const request = ++latest;
      setBusy(true);
      void getApi()
        .then((api) => api.brands(brandApiParams(next)))
        .then(brandResults, () => ({ ok: false, status: 0 }) as const)
        .then((results) => {
          if (request !== latest) return;
          setShown({ query: next, brands: results });
          setBusy(false);
        });
    };
    return { searchNow, searchSoon: debounce(searchNow, BRAND_SEARCH_DEBOUNCE_MS) };
  }, [getApi]);
  useEffect(() => () => searchSoon.cancel(), [searchSoon]);
  const [typedBeforeArrival] = useState(() => (typeof window === 'undefined' ? null : takeTypedDuringNavigation()));
  useEffect(() => {
    if (typedBeforeArrival !== null) searchNow(typedBeforeArrival);
  }, [typedBeforeArrival, searchNow]);
  // The URL follows what the page shows, once it shows it.
  useEffect(() => {
    if (shown.query !== query) window.history.replaceState(window.history.state, '', brandsHref(pathname, shown.query));
  }, [shown.query, query, pathname]);
  // The page's own brands, outside this component (and on an islands page outside React), give
  // way to a search's, and dim while the first search loads. Set on every change, as a page
  // React Router moves to reuses the element.
  const showingPage = shown.brands === null;
  // Before the browser paints, so the two lists never show together, nor none after a navigation.
  useLayoutEffect(() => {
    const pageResults = document.getElementById(PAGE_RESULTS_ID);
    if (!pageResults) return;
    pageResults.hidden = !showingPage;
    pageResults.setAttribute('aria-busy', String(busy && showingPage));
    pageResults.classList.toggle('opacity-60', busy && showingPage);
  }, [showingPage, busy]);

  return (
    <>
      <BrandSearch
        // A letter link empties the text: the box starts again from the URL's.
        key={query.search ?? ''}
        defaultValue={typedBeforeArrival ?? query.search}
        onType={(text) => {
          noteTyping(text);
          searchSoon(text);
        }}
        onSubmit={(text) => {
          searchSoon.cancel();
          searchNow(text);
        }}
      />
      <LetterIndex query={shown.query} />
      <div className={showingPage ? undefined : `mt-6 ${busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}`} aria-busy={busy && !showingPage} onClickCapture={followedLink}>
        {/* In the page from the start, so a screen reader announces the first search's count too. */}
        <p role="status" className={countText ? COUNT_CLASS : 'sr-only'}>
          {countText}
        </p>
        {shown.brands && (
          <Results brands={shown.brands} query={shown.query} idPrefix={`${resultsId}-`} withCount={false} />
        )}
      </div>
    </>
  );
}
