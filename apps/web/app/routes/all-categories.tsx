import type { Route } from './+types/all-categories';
import { toDirectoryGroups, toDirectoryTree } from '../features/categories/category-directory';
import { CategoryGroups, CategoryTree } from '../features/categories/category-sections';
import { useLocalePath, useT } from '../i18n/i18n';
import { apiFor } from '../lib/api.server';
import { categoriesApi } from '../features/categories/api';
import { pageMeta } from '../lib/meta';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { EmptyState, ErrorState } from '../ui/states';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.allCategoriesTitle', description: 'meta.allCategoriesDescription' });
}

/**
 * Critical data: the nine category groups and the full category tree, fetched together. Each part
 * that fails shows an error state in its place; both failing shows one error state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = categoriesApi(apiFor(context, request));
  const [groupsResult, treeResult] = await Promise.all([api.categoryGroups(), api.categories()]);
  const groups = groupsResult.ok ? ({ ok: true, list: toDirectoryGroups(groupsResult.data.data) } as const) : ({ ok: false, status: groupsResult.status } as const);
  const tree = treeResult.ok ? ({ ok: true, list: toDirectoryTree(treeResult.data.data) } as const) : ({ ok: false, status: treeResult.status } as const);
  return { groups, tree };
}

export default function AllCategories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { groups, tree } = loaderData;
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: t('categories.heading') }]} />
      <h1 className="mb-6 mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('categories.heading')}</h1>
      {!groups.ok && !tree.ok ? (
        <ErrorState status={groups.status} />
      ) : groups.ok && groups.list.length === 0 && tree.ok && tree.list.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="space-y-10">
          {!groups.ok ? <ErrorState status={groups.status} /> : groups.list.length > 0 && <CategoryGroups groups={groups.list} headingId="category-groups" />}
          {!tree.ok ? <ErrorState status={tree.status} /> : tree.list.length > 0 && <CategoryTree categories={tree.list} headingId="category-tree" />}
        </div>
      )}
    </div>
  );
}
