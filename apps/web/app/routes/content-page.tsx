import type { Route } from './+types/content-page';
import { isContentPageSlug } from '../features/content/content-pages';
import { loadContentPage } from '../features/content/content-page.server';
import { useLocalePath, useT } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locale';
import { apiFor } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { failure, notFound } from '../lib/responses.server';
import { Breadcrumb } from '../ui/breadcrumb';
import { CONTAINER } from '../ui/container';
import { EmptyState } from '../ui/states';
import { STATIC_PAGE } from '../lib/page-runtime';

/** Served without the app's scripts: nothing here needs React in the browser (see STATIC_PAGE). */
export const handle = STATIC_PAGE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { title: 'meta.notFoundTitle' });
  return pageMeta(matches, { title: 'meta.contentTitle', vars: { title: loaderData.title }, descriptionText: loaderData.description });
}

/**
 * Every content page (see `CONTENT_PAGE_SLUGS`): the path's one segment names it. The editor
 * HTML is sanitised here, on the server, and its site links put in the visitor's language.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const slug = params.slug;
  if (!isContentPageSlug(slug)) throw notFound();
  const page = await loadContentPage(apiFor(context, request), slug, localeFromPath(pathname));
  if ('status' in page) throw page.status === 404 ? notFound() : failure(page.status);
  return page;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { title, html } = loaderData;
  return (
    <div className={`${CONTAINER} py-6`}>
      <Breadcrumb crumbs={[{ label: t('nav.home'), href: localePath('/') }, { label: title }]} />
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {html.trim() ? <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: html }} /> : <div className="mt-6"><EmptyState /></div>}
      </article>
    </div>
  );
}
