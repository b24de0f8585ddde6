import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ms } from './ms';
import { translate } from './translate';

describe('translate', () => {
  it('returns the message of the catalogue', () => {
    expect(translate(en, 'NO.RESULT.FOUND')).toBe('No result found');
    expect(translate(ms, 'NO.RESULT.FOUND')).toBe('Tiada hasil ditemui');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(translate(en, 'search.countMany', { count: '1,204' })).toBe('1,204 stores found');
    expect(translate(en, 'footer.copyright', { year: 2026 })).toBe('© 2026 Borong. All rights reserved.');
    expect(translate(en, 'footer.copyright', {})).toBe('© {year} Borong. All rights reserved.');
  });

  it('reads a key missing from a partial catalogue as the key', () => {
    expect(translate({}, 'header.login')).toBe('header.login');
  });

  it('takes the form for one thing when the count is one, in both languages', () => {
    expect(translate(en, 'cart.sellersPicked', { count: '1' })).toBe('Subtotal, 1 seller');
    expect(translate(en, 'cart.sellersPicked', { count: '2' })).toBe('Subtotal, 2 sellers');
    expect(translate(en, 'cart.itemCount', { count: 1 })).toBe('1 item');
    expect(translate(ms, 'cart.sellersPicked', { count: '1' })).toBe('Jumlah kecil, 1 penjual');
  });

  // The class of "1 sellers" (issue 14's walkthrough): a count followed by a plural noun.
  it('has a form for one thing for every message that counts things with a plural noun', () => {
    // Counts that are never one: limits stated by the app, estimates (above 5,000), and a full list (20 brands).
    const neverOne = new Set(['disputes.photosHint', 'disputes.tooManyPhotos', 'creditApply.documentsHint', 'search.productCountAbout', 'search.countAbout', 'search.countMoreThan', 'search.productCountMoreThan', 'searchFilters.brandCountFirst']);
    const counting = Object.entries(en).filter(([key, text]) => /\{count\} [a-z]+s\b/i.test(text) && !key.endsWith('One') && !neverOne.has(key));
    expect(counting.length).toBeGreaterThan(5);
    const plural = (key: string) => key.replace(/Many$/, '');
    const missing = counting.filter(([key]) => !(`${key}One` in en) && !(`${plural(key)}One` in en)).map(([key]) => key);
    expect(missing).toEqual([]);
    for (const [key] of counting) {
      const one = `${key}One` in en ? `${key}One` : `${plural(key)}One`;
      expect(one in ms, one).toBe(true);
    }
  });
});
