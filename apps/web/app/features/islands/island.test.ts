import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandModules, routerShimExports } from '../../../islands-reach.mjs';
import { en } from '../../i18n/en';
import { ISLAND_MESSAGES, islandMessages } from './island';
import * as shim from './router-shim';

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
    // Nor anything stale: each entry covers a key the islands mention today.
    const covers = (entry: string, key: string) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry);
    expect(ISLAND_MESSAGES.filter((entry) => ![...mentioned].some((key) => covers(entry, key)))).toEqual([]);
    expect(mentioned.size).toBeGreaterThan(20);
    // Not the whole catalogue: islands carry their part of it, about a quarter.
    expect(Object.keys(covered).length).toBeLessThan(keys.size / 3);
  });
});

describe('what the islands lint rule works from (islands-reach.mjs)', () => {
  it('reads the shim’s exports as the module has them, so the allowed names cannot drift', () => {
    expect(routerShimExports()).toEqual(Object.keys(shim).sort());
  });

  it('follows the islands into the shell, the islands’ own features and the shared code', () => {
    const modules = islandModules().map((file) => file.slice(file.indexOf('/app/') + 5));
    for (const file of ['features/header/header.tsx', 'features/delivery/delivery-button.tsx', 'features/notices/notice-provider.tsx', 'features/home/carousel-block.tsx', 'ui/modal.tsx', 'i18n/i18n.tsx']) {
      expect(modules).toContain(file);
    }
    // Server-only code and route modules never reach the islands.
    expect(modules.filter((file) => file.startsWith('routes/') || file.includes('.server.'))).toEqual([]);
  });
});
