import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import type { MenuCategory } from '../navigation/navigation';
import { ChevronDownIcon } from '../../ui/icons';

/** Spec §4: brand and tier lists offer the expand toggle only with more than 4 options. */
export const VISIBLE_OPTIONS = 4;

export interface FilterOption {
  value: string;
  label: string;
  hint?: string;
}

/** How many options a list shows before its "Show more" toggle, and how many it hides. */
export function splitOptions<T>(options: readonly T[], visible = VISIBLE_OPTIONS): { shown: T[]; more: T[] } {
  if (options.length <= visible) return { shown: [...options], more: [] };
  return { shown: options.slice(0, visible), more: options.slice(visible) };
}

const RADIO_ROW = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50';
const RADIO = 'mt-0.5 size-5 shrink-0 accent-brand-700';

function Radio({ name, option, checked, onPick }: { name: string; option: FilterOption; checked: boolean; onPick: (value: string) => void }) {
  return (
    <label className={RADIO_ROW}>
      <input type="radio" name={name} value={option.value} checked={checked} onChange={() => onPick(option.value)} className={RADIO} />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{option.label}</span>
        {option.hint && <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span>}
      </span>
    </label>
  );
}

/**
 * A disclosure that works before hydration too (a native `<details>`): the summary is a button
 * for keyboards and screen readers, and says "Show more" or "Show less" as it stands.
 */
function MoreToggle({ count, children }: { count: number; children: ReactNode }) {
  const t = useT();
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
        <span className="group-open:hidden">{t('searchFilters.showMore', { count })}</span>
        <span className="hidden group-open:inline">{t('searchFilters.showLess')}</span>
        <ChevronDownIcon size={16} className="transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

/** A single-choice list (brand, tier); the options past the fourth sit behind "Show more". */
export function OptionList({ name, options, selected, onPick }: { name: string; options: readonly FilterOption[]; selected: string | undefined; onPick: (value: string) => void }) {
  const { shown, more } = splitOptions(options);
  const isChecked = (value: string) => (selected ?? '').toLowerCase() === value.toLowerCase();
  const item = (option: FilterOption) => (
    <li key={option.value}>
      <Radio name={name} option={option} checked={isChecked(option.value)} onPick={onPick} />
    </li>
  );
  return (
    <>
      <ul>{shown.map(item)}</ul>
      {more.length > 0 && (
        <MoreToggle count={more.length}>
          <ul>{more.map(item)}</ul>
        </MoreToggle>
      )}
    </>
  );
}

const containsName = (node: MenuCategory, wanted: string): boolean =>
  node.name.toLowerCase() === wanted || node.children.some((child) => containsName(child, wanted));

/**
 * The category list of the category filter: each category with subcategories expands (a native
 * disclosure, so it works from the keyboard and before hydration) to "All of X" and its
 * children. The branch holding the applied category starts open.
 */
export function CategoryOptions({ categories, selected, applied, onPick }: { categories: readonly MenuCategory[]; selected: string | undefined; applied: string | undefined; onPick: (value: string) => void }) {
  const t = useT();
  const wanted = (selected ?? '').toLowerCase();
  const appliedName = (applied ?? '').toLowerCase();
  const radio = (value: string, label: string) => (
    <Radio name="display_category_name" option={{ value, label }} checked={wanted === value.toLowerCase()} onPick={onPick} />
  );
  const branch = (nodes: readonly MenuCategory[], depth: number): ReactNode => (
    <ul className={depth > 0 ? 'ml-4 border-l border-slate-200 pl-2' : ''}>
      {nodes.map((node) => (
        <li key={node.name}>
          {node.children.length === 0 ? (
            radio(node.name, node.name)
          ) : (
            <details open={appliedName !== '' && containsName(node, appliedName)}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-2 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {node.name}
                {/* Turned by its own <details> only (app.css), as in the phone drawer's tree: a
                    named group variant matches any open ancestor of that name, so every
                    collapsed branch inside an open one showed an open arrow. */}
                <ChevronDownIcon size={18} className="summary-chevron shrink-0 text-slate-500 transition-transform" />
              </summary>
              <div className="ml-4 border-l border-slate-200 pl-2">{radio(node.name, t('header.allIn', { name: node.name }))}</div>
              {branch(node.children, depth + 1)}
            </details>
          )}
        </li>
      ))}
    </ul>
  );
  if (categories.length === 0) return <p className="px-2 py-3 text-slate-600">{t('header.noCategories')}</p>;
  return branch(categories, 0);
}
