import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@borong/contracts/account-messages';
import { AUTH_FIELD_MESSAGES } from '@borong/contracts/auth';
import { apiErrorText } from '../ui/form/form-answer.server';
import { en } from './en';
import { ms } from './ms';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** String literals shaped like the spec's message keys (REQUIRED.FIELD, INTEREST.OTHER.REQUIRED …). */
const KEY_LITERAL = /['"`]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+)['"`]/g;

/**
 * Every message key the API can send (field errors of the contracts' schemas, its own messages):
 * pages put them in the visitor's language through the catalogues (`useFieldMessage`,
 * `apiErrorText`), casting the text to a key, which the type checker cannot follow.
 */
function keysTheApiCanSend(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sources('packages/contracts/src'), ...sources('apps/api/src')]) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) found.set(match[1]!, path.relative(ROOT, file));
  }
  return found;
}

describe('message keys a buyer can be shown (issue 14)', () => {
  it('finds the keys the contracts send', () => {
    const keys = keysTheApiCanSend();
    for (const key of ['INTEREST.OTHER.REQUIRED', 'MUST.BE.EMAIL', 'PASSWORD.NOT.MATCH']) expect(keys.has(key), key).toBe(true);
  });

  it('has every field message key of the accounts (dotted or not) in both catalogues', () => {
    for (const key of AUTH_FIELD_MESSAGES) {
      expect(Object.hasOwn(en, key), key).toBe(true);
      expect(Object.hasOwn(ms, key), key).toBe(true);
    }
  });

  it('has every key the API can send in both catalogues', () => {
    const missing = [...keysTheApiCanSend()].filter(([key]) => !Object.hasOwn(en, key) || !Object.hasOwn(ms, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has every account text the API sends in English in both catalogues', () => {
    for (const key of Object.keys(ACCOUNT_MESSAGES)) {
      expect(Object.hasOwn(en, key), key).toBe(true);
      expect(Object.hasOwn(ms, key), key).toBe(true);
    }
  });

  it('shows a refused body by its first field message in the page language, never the developer summary', () => {
    const refused = { error: { error: true as const, message: 'Invalid interest_other: INTEREST.OTHER.REQUIRED', errors: { interest_other: ['INTEREST.OTHER.REQUIRED'] } } };
    expect(apiErrorText(new Request('http://shop.test/bm/settings/profile'), refused)).toBe(ms['INTEREST.OTHER.REQUIRED']);
    expect(apiErrorText(new Request('http://shop.test/settings/profile'), refused)).toBe(en['INTEREST.OTHER.REQUIRED']);
    const postcode = { error: { error: true as const, message: 'Invalid zip: Invalid Postcode', errors: { zip: ['Invalid Postcode'] } } };
    expect(apiErrorText(new Request('http://shop.test/bm/settings/address-book'), postcode)).toBe('Poskod tidak sah');
    // Text the API wrote in the visitor's language stays as it is.
    expect(apiErrorText(new Request('http://shop.test/bm/'), { error: { error: true as const, message: 'E-mel atau kata laluan tidak betul.' } })).toBe('E-mel atau kata laluan tidak betul.');
  });
});
