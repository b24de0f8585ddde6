import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { islandMessages } from './island';

/** Every module the islands' browser entry reaches through relative imports, static or dynamic (not type-only ones). */
function islandModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gms), ...source.matchAll(/\bimport\('(\.[^']+)'\)/g)];
    for (const [, specifier] of imports) {
      const base = path.resolve(path.dirname(file), specifier ?? '');
      const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  visit(path.join(import.meta.dirname, 'islands.client.tsx'));
  return [...seen];
}

describe('island messages', () => {
  it('cover every message key the islands mention, and not the whole catalogue', () => {
    const modules = islandModules();
    expect(modules.some((file) => file.endsWith('suggest-input.tsx'))).toBe(true);
    const keys = new Set(Object.keys(en));
    const mentioned = new Set<string>();
    for (const file of modules) {
      for (const [, literal] of readFileSync(file, 'utf8').matchAll(/'([^'\n]+)'/g)) if (literal && keys.has(literal)) mentioned.add(literal);
    }
    const covered = islandMessages(en);
    expect([...mentioned].filter((key) => !(key in covered))).toEqual([]);
    expect(mentioned.size).toBeGreaterThan(20);
    // Not the whole catalogue: islands carry their part of it, about a quarter.
    expect(Object.keys(covered).length).toBeLessThan(keys.size / 3);
  });
});
