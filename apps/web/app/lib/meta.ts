import { loadedCatalogue } from '../i18n/catalogue';
import type { MessageKey } from '../i18n/en';
import type { Locale } from '../i18n/locale';
import { translate, type MessageVars } from '../i18n/translate';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * `<title>` and description of a page in the visitor's language (the root loader's). `fullTitle` uses the title as it is; otherwise " | Borong" is appended.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  {
    title,
    description = 'meta.homeDescription',
    descriptionText,
    vars,
    fullTitle = false,
  }: { title: MessageKey; description?: MessageKey; /** A description of its own (a store's, a product's), used as it is. */ descriptionText?: string | null; vars?: MessageVars; fullTitle?: boolean },
) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { locale: Locale } | undefined;
  const messages = root && loadedCatalogue(root.locale);
  if (!messages) return [{ title: 'Borong' }];
  const text = translate(messages, title, vars);
  return [
    { title: fullTitle ? text : `${text} | ${messages['meta.siteName']}` },
    { name: 'description', content: descriptionText?.trim() ? shorten(descriptionText.trim(), 160) : translate(messages, description, vars) },
  ];
}

/** Cuts a text to `max` characters at a word boundary, with an ellipsis. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
