import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ms } from './ms';
import { ERROR_FALLBACK } from './error-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have exactly the same keys in English and Malay', () => {
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ms)]) expect(text.trim(), key).not.toBe('');
  });

  // Found on a walkthrough: "This field is required" was two Malay sentences on two forms. Single words may
  // differ with their use (a page called Carian, a button Cari); a sentence says one thing one way.
  it('say an English sentence the same way in Malay wherever it appears', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (en[key].split(' ').length < 3) continue;
      byEnglish.set(en[key], (byEnglish.get(en[key]) ?? new Set()).add(ms[key]));
    }
    for (const [english, malay] of byEnglish) expect([...malay], english).toHaveLength(1);
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(ms[key]), key).toEqual(placeholders(en[key]));
  });

  it('include the spec message keys', () => {
    for (const key of ['NO.RESULT.FOUND', 'SOMETHING.WRONG.TRY.LATER', 'REQUIRED', 'MUST.BE.EMAIL', 'EIGHT.CHARACTER', 'PASSWORD.NOT.MATCH']) expect(en).toHaveProperty(key);
    expect(en['NO.RESULT.FOUND']).toBe('No result found');
    expect(en['error.notFound']).toBe('This page could not be found');
  });

  it('keep the last-resort error texts equal to the catalogues', () => {
    for (const [key, text] of Object.entries(ERROR_FALLBACK.en)) expect(text, key).toBe(en[key as keyof typeof en]);
    for (const [key, text] of Object.entries(ERROR_FALLBACK.bm)) expect(text, key).toBe(ms[key as keyof typeof ms]);
  });
});
