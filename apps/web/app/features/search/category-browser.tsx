import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/link';
import { useLocalePath, useT } from '../../i18n/i18n';
import type { MenuCategory } from '../navigation/navigation';
import { ChevronRightIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { searchQueryString } from './search-params';

/** The nodes shown at a drill-down path (indices from the top level), and the parents above them. */
export function nodesAt(categories: readonly MenuCategory[], path: readonly number[]): { nodes: readonly MenuCategory[]; parents: MenuCategory[] } {
  let nodes = categories;
  const parents: MenuCategory[] = [];
  for (const index of path) {
    const node = nodes[index];
    if (!node || node.children.length === 0) break;
    parents.push(node);
    nodes = node.children;
  }
  return { nodes, parents };
}

/** A search by one category, picked from a category menu (the breadcrumb follows its path). */
export function categoryBrowseHref(searchPath: string, name: string): string {
  return searchPath + searchQueryString({ display_category_name: name, page: 1, fcat: true });
}

/**
 * The hierarchical category browser (spec §2, §4): parent → child → sub-child. A category with
 * children opens them; one without starts a search by its name and closes the browser. Closing
 * forgets the drill-down (the body only exists while open). A fresh category search leaves the
 * other filters behind, as the header's category menu does.
 */
export function CategoryBrowser({ open, onClose, categories }: { open: boolean; onClose: () => void; categories: readonly MenuCategory[] }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('searchFilters.browse')} fullScreenOnPhone>
      <BrowserBody categories={categories} onClose={onClose} />
    </Modal>
  );
}

function BrowserBody({ categories, onClose }: { categories: readonly MenuCategory[]; onClose: () => void }) {
  const t = useT();
  const localePath = useLocalePath();
  const searchPath = localePath('/search');
  const [path, setPath] = useState<number[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const { nodes, parents } = nodesAt(categories, path);
  const parent = parents.at(-1);

  // After a drill in or out, focus goes to the first entry of the new level (not on first open:
  // the modal focuses its own first control then).
  useEffect(() => {
    if (!moved.current) return;
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [path]);
  const go = (next: number[]) => {
    moved.current = true;
    setPath(next);
  };

  const itemClass = 'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left font-medium text-slate-900 hover:bg-slate-50';
  if (categories.length === 0) return <p className="py-3 text-slate-600">{t('header.noCategories')}</p>;
  return (
    <nav aria-label={t('searchFilters.browse')}>
      {parent && (
        <>
          <button type="button" onClick={() => go(path.slice(0, -1))} className="mb-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50">
            <ChevronRightIcon size={16} className="rotate-180" />
            {t('searchFilters.back')}
          </button>
          <p className="px-3 pb-2 text-sm text-slate-600" aria-live="polite">
            {parents.map((p) => p.name).join(' › ')}
          </p>
        </>
      )}
      <ul ref={listRef} className="divide-y divide-slate-100">
        {parent && (
          <li>
            <Link to={categoryBrowseHref(searchPath, parent.name)} onClick={onClose} className={`${itemClass} text-brand-800`}>
              {t('header.allIn', { name: parent.name })}
            </Link>
          </li>
        )}
        {nodes.map((node, index) => (
          <li key={node.name}>
            {node.children.length > 0 ? (
              <button type="button" onClick={() => go([...path, index])} className={itemClass} aria-label={t('searchFilters.openCategory', { name: node.name, count: node.children.length })}>
                <span>{node.name}</span>
                <ChevronRightIcon size={18} className="shrink-0 text-slate-500" />
              </button>
            ) : (
              <Link to={categoryBrowseHref(searchPath, node.name)} onClick={onClose} className={itemClass}>
                {node.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
