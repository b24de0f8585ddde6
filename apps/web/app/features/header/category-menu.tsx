import { useState, type KeyboardEvent } from 'react';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { categorySearchHref, type MenuCategory } from '../navigation/navigation';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons';
import { moveFocus, useDropdown } from '../../ui/use-dropdown';

type ActivePath = readonly [number | null, number | null];
const NONE: ActivePath = [null, null];

/** The links of the list that holds `link` (its siblings), in order. */
function siblingLinks(link: HTMLElement): HTMLElement[] {
  const list = link.closest('ul');
  if (!list) return [];
  return Array.from(list.children).flatMap((li) => {
    const a = li.querySelector(':scope > a');
    return a instanceof HTMLElement ? [a] : [];
  });
}

/**
 * The header's three-level category dropdown (spec §2). Hovering or focusing a category shows its
 * children, and theirs; a click on any name searches stores in that category. Keyboard: ArrowDown
 * on the button opens it; Up/Down/Home/End move within a level, Right enters the children, Left
 * goes back up, Enter follows the link, Escape closes and returns to the button. Before the page
 * hydrates, CSS `:hover`/`:focus-within` does the showing (see app.css), and every name is a link.
 *
 * The deeper levels are rendered only once the menu has been opened (issue 13): a few hundred
 * links on every page were a third of its HTML and of its server time. Until then the top level
 * and the link to All categories stand in for them.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  const locale = useLocale();
  const { open, close, buttonProps, containerProps, panelProps } = useDropdown({ openOnHover: true });
  const [active, setActive] = useState<ActivePath>(NONE);
  const [wasOpen, setWasOpen] = useState(open);
  const [opened, setOpened] = useState(false);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setActive(NONE);
    else setOpened(true);
  }
  const localePath = useLocalePath();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const link = document.activeElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (!(link instanceof HTMLElement) || !event.currentTarget.contains(link)) return;
    if (moveFocus(siblingLinks(link), event.key)) {
      event.preventDefault();
    } else if (event.key === 'ArrowRight') {
      const child = link.parentElement?.querySelector<HTMLElement>(':scope > ul > li > a');
      if (child) {
        event.preventDefault();
        child.focus();
      }
    } else if (event.key === 'ArrowLeft') {
      const parentLink = link.closest('ul')?.parentElement?.closest('li')?.querySelector<HTMLElement>(':scope > a');
      if (parentLink) {
        event.preventDefault();
        parentLink.focus();
      }
    }
  };

  // Short component classes (app.css): this menu repeats them for ~200 categories on every page.
  // `cat-more` draws the chevron of a category with children.
  const linkClass = 'cat-link';
  const parentClass = 'cat-link cat-more';
  const listClass = 'cat-list';

  return (
    <div {...containerProps} className="dropdown relative">
      <button {...buttonProps} className="inline-flex h-11 items-center gap-2 px-3 font-semibold text-white hover:bg-brand-800">
        <MenuIcon size={18} />
        {t('header.categories')}
        <ChevronDownIcon size={16} />
      </button>
      <div {...panelProps} onKeyDown={onKeyDown} className="dropdown-panel absolute left-0 top-full z-40 pt-1">
        {categories.length === 0 ? (
          <p className={`${listClass} px-4 text-sm text-slate-600`}>{t('header.noCategories')}</p>
        ) : (
          <ul aria-label={t('header.categoriesNav')} className={`relative ${listClass}`}>
            {categories.map((top, i) => (
              <li key={top.name} data-active={active[0] === i ? '' : undefined} onMouseEnter={() => setActive([i, null])} className="cat-item">
                <a href={categorySearchHref(top.name, locale)} onFocus={() => setActive([i, null])} className={top.children.length > 0 ? parentClass : linkClass}>
                  <span>{top.name}</span>
                </a>
                {opened && top.children.length > 0 && (
                  <ul aria-label={top.name} className="cat-sub cat-list">
                    {top.children.map((child, j) => (
                      <li
                        key={child.name}
                        data-active={active[0] === i && active[1] === j ? '' : undefined}
                        onMouseEnter={() => setActive([i, j])}
                        className="cat-item"
                      >
                        <a href={categorySearchHref(child.name, locale)} onFocus={() => setActive([i, j])} className={child.children.length > 0 ? parentClass : linkClass}>
                          <span>{child.name}</span>
                        </a>
                        {child.children.length > 0 && (
                          <ul aria-label={child.name} className="cat-sub cat-list">
                            {child.children.map((leaf) => (
                              <li key={leaf.name}>
                                <a href={categorySearchHref(leaf.name, locale)} className={linkClass}>
                                  {leaf.name}
                                </a>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li onMouseEnter={() => setActive(NONE)} className="cat-item border-t border-slate-200">
              <a href={localePath('/all-categories')} onFocus={() => setActive(NONE)} className={`${linkClass} font-semibold text-brand-800`}>
                {t('header.seeAllCategories')}
              </a>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
