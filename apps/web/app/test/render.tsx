import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { en } from '../i18n/en';
import { I18nProvider } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locale';
import { ms } from '../i18n/ms';

/** Server-renders a component at `url`, in that URL's language, to an HTML string. */
export function renderAt(url: string, node: ReactNode): string {
  const locale = localeFromPath(new URL(url, 'http://test').pathname);
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale={locale} messages={locale === 'bm' ? ms : en}>
        {node}
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** The opening tags in `html` that contain every one of `parts`. */
export function tagsWith(html: string, ...parts: string[]): string[] {
  return (html.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => parts.every((p) => tag.includes(p)));
}
