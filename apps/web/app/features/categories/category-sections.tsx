import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n';
import { ImageWithFallback } from '../../ui/image';
import { categorySearchHref, type MenuCategory } from '../navigation/navigation';
import type { DirectoryGroup } from './category-directory';

const GROUP_IMAGE_SIZE = 72;

/** A category name that searches stores in that category (spec §2). */
function CategoryLink({ name, className }: { name: string; className: string }) {
  const locale = useLocale();
  return (
    <Link to={categorySearchHref(name, locale)} className={`${className} hover:text-brand-800 hover:underline`}>
      {name}
    </Link>
  );
}

/** The nine category groups: image, name and the group's categories, all as links. */
export function CategoryGroups({ groups, headingId }: { groups: DirectoryGroup[]; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900">
        {t('categories.groupsHeading')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.code} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <ImageWithFallback
              src={group.imageUrl}
              alt={group.name}
              width={GROUP_IMAGE_SIZE}
              height={GROUP_IMAGE_SIZE}
              className="size-[72px] shrink-0 rounded-lg object-contain"
              fallback={
                <span aria-hidden="true" className="flex size-[72px] shrink-0 items-center justify-center rounded-lg bg-slate-100 text-2xl font-bold text-slate-500">
                  {group.name.charAt(0)}
                </span>
              }
            />
            <div className="min-w-0">
              {/* A group is a heading, not a category: searching by its name would find no store. */}
              <h3 className="text-base font-bold break-words text-slate-900">{group.name}</h3>
              {group.children.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
                  {group.children.map((child, i) => (
                    <li key={`${i}-${child}`}>
                      <CategoryLink name={child} className="inline-flex min-h-8 items-center break-words" />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Levels below a child category (sub-children, and theirs), indented. */
function SubCategoryList({ categories }: { categories: MenuCategory[] }) {
  return (
    <ul className="ml-3 border-l border-slate-200 pl-3 text-sm text-slate-700">
      {categories.map((category, i) => (
        <li key={`${i}-${category.name}`}>
          <CategoryLink name={category.name} className="inline-flex min-h-8 items-center break-words" />
          {category.children.length > 0 && <SubCategoryList categories={category.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The whole category tree: a section per top-level category, its children in columns. */
export function CategoryTree({ categories, headingId }: { categories: MenuCategory[]; headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900">
        {t('categories.treeHeading')}
      </h2>
      <div className="space-y-4">
        {categories.map((top, i) => (
          <section key={`${i}-${top.name}`} aria-labelledby={`${headingId}-${i}`} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 id={`${headingId}-${i}`} className="text-lg font-bold text-slate-900">
              <CategoryLink name={top.name} className="inline-flex min-h-8 items-center break-words" />
            </h3>
            {top.children.length > 0 && (
              <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
                {top.children.map((child, j) => (
                  <li key={`${j}-${child.name}`} className="min-w-0">
                    <CategoryLink name={child.name} className="inline-flex min-h-8 items-center break-words font-semibold text-slate-900" />
                    {child.children.length > 0 && <SubCategoryList categories={child.children} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
