import type { MessageKey } from '../i18n/en';
import { translate, type MessageVars } from '../i18n/translate';
import type { RootData } from './root-data';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/**
 * `<title>` and description of a page in the visitor's language, from the catalogue the root
 * loader sent. `fullTitle` uses the title as it is; otherwise " | Borong" is appended.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  { title, description = 'meta.homeDescription', vars, fullTitle = false }: { title: MessageKey; description?: MessageKey; vars?: MessageVars; fullTitle?: boolean },
) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [{ title: 'Borong' }];
  const text = translate(root.messages, title, vars);
  return [
    { title: fullTitle ? text : `${text} | ${root.messages['meta.siteName']}` },
    { name: 'description', content: translate(root.messages, description, vars) },
  ];
}
