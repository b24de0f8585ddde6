import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RootData } from '../features/session/root-data';
import { en } from '../i18n/en';
import { I18nProvider } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locale';
import { ms } from '../i18n/ms';

/**
 * Server-renders a component at `url`, in that URL's language, to an HTML string, inside a data
 * router whose root route has `root` as its loader data (a guest's, unless a test says otherwise).
 */
export function renderAt(url: string, node: ReactNode, root: Partial<RootData> = {}): string {
  const locale = localeFromPath(new URL(url, 'http://test').pathname);
  const router = createMemoryRouter([{ id: 'root', path: '*', element: node }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: { user: null, cartCount: null, ...root } } },
  });
  return renderToString(
    <I18nProvider locale={locale} messages={locale === 'bm' ? ms : en}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** The opening tags in `html` that contain every one of `parts`. */
export function tagsWith(html: string, ...parts: string[]): string[] {
  return (html.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => parts.every((p) => tag.includes(p)));
}
