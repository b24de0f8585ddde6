import type { MessageKey, Messages } from './en';

export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * Looks a key up and fills `{name}` placeholders; an unknown placeholder is left as written. A
 * key missing from a partial catalogue (the last-resort error page's) reads as the key itself.
 */
export function translate(messages: Partial<Messages>, key: MessageKey, vars?: MessageVars): string {
  const text = messages[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
