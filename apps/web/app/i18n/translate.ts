import type { MessageKey, Messages } from './en';

export type MessageVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * A message counting things has its form for one thing under the same key with `One` after it
 * ("1 seller", not "1 sellers"): taken when `count` is one, however it was formatted.
 */
function oneOf(messages: Partial<Messages>, key: MessageKey, vars: MessageVars | undefined): MessageKey {
  if (vars === undefined || String(vars.count) !== '1') return key;
  const one = `${key}One` as MessageKey;
  return one in messages ? one : key;
}

/**
 * Looks a key up and fills `{name}` placeholders; an unknown placeholder is left as written. A
 * key missing from a partial catalogue (the last-resort error page's) reads as the key itself.
 */
export function translate(messages: Partial<Messages>, key: MessageKey, vars?: MessageVars): string {
  const text = messages[oneOf(messages, key, vars)] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
