import type { MessageKey, Messages } from '../i18n/en';
import { translate, type MessageVars } from '../i18n/translate';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * `<title>` and description of a page in the visitor's language, from the catalogue the root
 * loader sent. `fullTitle` uses the title as it is; otherwise " | Borong" is appended.
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
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { messages: Messages } | undefined;
  if (!root) return [{ title: 'Borong' }];
  const text = translate(root.messages, title, vars);
  return [
    { title: fullTitle ? text : `${text} | ${root.messages['meta.siteName']}` },
    { name: 'description', content: descriptionText?.trim() ? shorten(descriptionText.trim(), 160) : translate(root.messages, description, vars) },
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
